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
