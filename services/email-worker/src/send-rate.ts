import { type WorkerLogger } from './worker-logger.js';
import { SETTINGS_DEFAULTS } from '@pac/db';
import { type SettingValue } from '@pac/server-kit/settings-reader';
import { type Queue } from 'bullmq';

const DEFAULT_RATE = Number(SETTINGS_DEFAULTS.email.sendRatePerSecond);

/** The admin's "Send Rate" as a whole number of emails per second, the default where unset or unusable. */
export function sendRateFrom(email: Record<string, SettingValue>): number {
  const rate = Number(email.sendRatePerSecond);
  return Number.isInteger(rate) && rate >= 1 ? rate : DEFAULT_RATE;
}

/**
 * Applies the send rate as the queue's global BullMQ limiter (shared by every worker). Written on every call, not
 * only on change: the limiter lives in Redis and is gone if Redis restarted empty.
 */
export async function applySendRate(
  queue: Queue,
  readEmailSettings: () => Promise<Record<string, SettingValue>>,
  logger: WorkerLogger,
  previous?: number,
): Promise<number | undefined> {
  try {
    const rate = sendRateFrom(await readEmailSettings());
    await queue.setGlobalRateLimit(rate, 1_000);
    if (rate !== previous) logger.log(`sending at most ${rate} emails per second`, 'SendRate');
    return rate;
  } catch (error) {
    logger.warn(`could not apply the send rate: ${String(error)}`, 'SendRate');
    return previous;
  }
}
