import { useEffect, useState } from 'react';

/**
 * False on a component's first render, true once that render is on screen: work started then (loading the code
 * of what comes after the first paint) never delays the first paint. Waits for the frame after the next one
 * (a timer from an animation frame runs after that frame was painted); without animation frames (tests, a hidden
 * tab) a timer alone.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const afterPaint = () => {
      timer = setTimeout(() => setPainted(true), 0);
    };
    const visible = typeof document === 'undefined' || document.visibilityState === 'visible';
    const frame =
      visible && typeof requestAnimationFrame === 'function' ? requestAnimationFrame(afterPaint) : null;
    if (frame === null) afterPaint();
    return () => {
      if (frame !== null) cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
