/** The time, injectable so tests can move through billing periods. */
export interface Clock {
  now(): Date;
}

export const CLOCK = Symbol('ANALYSIS_CLOCK');
export const systemClock: Clock = { now: () => new Date() };
