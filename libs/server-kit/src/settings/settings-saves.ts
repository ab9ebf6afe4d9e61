import { type Redis } from 'ioredis';

/** Where SettingsReader.invalidate announces a save of a group (the message is the group's name). */
export const settingsSavedChannel = (namespace: string) => `settings:${namespace}:saved`;

/** Saves this process knows of, per `namespace:group`: its own (invalidate) and, while listening, every other's. */
const savesSeen = new Map<string, number>();
/** Per namespace, how often this process stopped or started hearing saves (anything read before may be stale). */
const epochs = new Map<string, number>();
/** Namespaces whose saves elsewhere reach this process right now (a subscribed SettingsSaveListener). */
const listening = new Map<string, number>();

const groupKey = (namespace: string, group: string) => `${namespace}:${group}`;

/** Counts a save of `group` (every SettingsReader of this process forgets what it remembers of it). */
export function noteSettingsSave(namespace: string, group: string): void {
  const key = groupKey(namespace, group);
  savesSeen.set(key, (savesSeen.get(key) ?? 0) + 1);
}

/** The saves of `group` this process knows of, as a stamp: a remembered read is good while it is unchanged. */
export const settingsSaveStamp = (namespace: string, group: string) =>
  `${epochs.get(namespace) ?? 0}/${savesSeen.get(groupKey(namespace, group)) ?? 0}`;

/** Whether a save made by any process reaches this one (so a read may be remembered in memory). */
export const hearsSettingsSaves = (namespace: string) => (listening.get(namespace) ?? 0) > 0;

/** Forgets every group of `namespace` (a save may have gone unheard). */
const forgetNamespace = (namespace: string) => epochs.set(namespace, (epochs.get(namespace) ?? 0) + 1);

/**
 * Listens on a dedicated connection for the saves every process announces, so SettingsReader can answer repeated
 * reads from memory instead of a Redis round trip per request. Only while subscribed: when the connection drops,
 * everything remembered is forgotten and reads go to Redis again until it is back.
 */
export class SettingsSaveListener {
  private subscribed = false;

  constructor(
    private readonly connection: Redis,
    private readonly namespace: string,
  ) {
    const channel = settingsSavedChannel(namespace);
    connection.on('message', (from: string, group: string) => {
      if (from === channel) noteSettingsSave(namespace, group);
    });
    connection.on('ready', () => {
      connection.subscribe(channel).then(
        () => this.setSubscribed(true),
        () => undefined,
      );
    });
    connection.on('close', () => this.setSubscribed(false));
  }

  private setSubscribed(subscribed: boolean): void {
    if (subscribed === this.subscribed) return;
    this.subscribed = subscribed;
    listening.set(this.namespace, (listening.get(this.namespace) ?? 0) + (subscribed ? 1 : -1));
    forgetNamespace(this.namespace);
  }

  /** Stops listening (the connection is the caller's to close). */
  stop(): void {
    this.setSubscribed(false);
  }
}
