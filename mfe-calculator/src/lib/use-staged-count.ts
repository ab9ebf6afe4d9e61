import { startTransition, useEffect, useState } from 'react';

/**
 * Counts from 0 up to `total`, one step per task, each as a low-priority update: a list of costly parts (the
 * results' tables) mounts one part at a time, so a slow phone lays out one table per task instead of all of them
 * in one long task, and a keystroke meanwhile is never held up. Once at `total` it stays there.
 */
export function useStagedCount(total: number): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => startTransition(() => setCount((shown) => shown + 1)), 0);
    return () => clearTimeout(timer);
  }, [count, total]);
  return Math.min(count, total);
}
