import { type WorkerLogger } from './worker-logger.js';
import { SETTINGS_DEFAULTS } from '@pac/db';
import { redisScript } from '@pac/server-kit/redis-script';
import { type SettingValue } from '@pac/server-kit/settings-reader';
import { type Queue } from 'bullmq';
import { type Redis } from 'ioredis';

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

/**
 * The send rate for chunk jobs. BullMQ's limiter counts jobs: each chunk counts once however many emails it
 * sends. A chunk therefore takes one permit per email from the same per-window counter BullMQ's limiter keeps
 * (its `limiter` key, against the `max` and `duration` of the queue's meta), before it claims those rows, so
 * transactional jobs and broadcast emails share the admin's Send Rate, and the worker's outage pause (which fills
 * that counter) holds chunks back too.
 */
const TAKE_PERMITS = `
local max = tonumber(redis.call('HGET', KEYS[2], 'max'))
local duration = tonumber(redis.call('HGET', KEYS[2], 'duration'))
local want = tonumber(ARGV[1])
if not max or not duration then return {want, 0} end
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
if used >= max then
  local ttl = redis.call('PTTL', KEYS[1])
  if ttl > 0 then return {0, ttl} end
  redis.call('DEL', KEYS[1])
  used = 0
end
local grant = math.min(want, max - used)
if redis.call('INCRBY', KEYS[1], grant) == grant then redis.call('PEXPIRE', KEYS[1], math.floor(duration)) end
return {grant, 0}`;
const takePermits = redisScript('pacTakeSendPermits', TAKE_PERMITS, 2);

/** Gives back permits taken but not used (fewer rows were left than asked for), while their window lasts. */
const RETURN_PERMITS = `
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
local back = math.min(tonumber(ARGV[1]), used)
if back > 0 and redis.call('PTTL', KEYS[1]) > 0 then redis.call('DECRBY', KEYS[1], back) end
return 0`;
const returnPermits = redisScript('pacReturnSendPermits', RETURN_PERMITS, 1);

export class SendPermits {
  constructor(
    private readonly redis: Redis,
    /** The email queue's keys, as BullMQ names them (`worker.keys`). */
    private readonly keys: { limiter: string; meta: string },
  ) {}

  /** Between 1 and `want` permits, waiting for the next window while none is left. */
  async take(want: number): Promise<number> {
    for (;;) {
      const [granted, waitMs] = (await takePermits(this.redis, this.keys.limiter, this.keys.meta, want)) as [
        number,
        number,
      ];
      if (granted > 0) return granted;
      await new Promise((resolve) => setTimeout(resolve, Math.min(Math.max(waitMs, 5), 1_000)));
    }
  }

  async giveBack(unused: number): Promise<void> {
    if (unused > 0) await returnPermits(this.redis, this.keys.limiter, unused);
  }
}
