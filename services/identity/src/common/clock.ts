/** The time source of every rule with a deadline (codes, reset links, lockouts); tests inject their own. */
export interface Clock {
  now(): Date;
}

export const CLOCK = Symbol('CLOCK');

export const systemClock: Clock = { now: () => new Date() };
