import { type Logger } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Runs `work` and answers no sooner than `minimumMs` after the start, so an answer's time does not tell which
 * path it took (an account exists or not). The paths should cost about the same anyway; this evens out the rest.
 */
export async function answerNoSoonerThan<T>(minimumMs: number, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    return await work();
  } finally {
    await sleep(Math.max(0, minimumMs - (Date.now() - started)));
  }
}

/**
 * An answer that must not tell whether an account exists (asking for a reset or a confirmation link): `mailing`
 * runs, a failure of it is logged as `notSent: <why>` instead of answered, and the answer comes no sooner than
 * `minimumMs` after the start.
 */
export function answerAlikeWhetherMailed(
  minimumMs: number,
  log: { logger: Logger; notSent: string },
  mailing: () => Promise<void>,
): Promise<void> {
  return answerNoSoonerThan(minimumMs, () =>
    mailing().catch((error: Error) => {
      log.logger.error(`${log.notSent}: ${error.message}`);
    }),
  );
}
