import { startTransition, useEffect, useState } from 'react';

/**
 * `value` once it has stopped changing for `delayMs`, applied as a low-priority update. The charts follow typing
 * this way: recharts' commit is the most expensive of the results, and during a burst of keystrokes it would
 * only redraw figures about to change again.
 */
export function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setSettled(value)), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
