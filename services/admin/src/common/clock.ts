/** Time source of the figures; tests fix "now" so their known answers do not drift. */
export const CLOCK = Symbol('CLOCK');
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };
