import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left before another code may be requested; starts counting on mount and again on restart(). The
 * site's /2fa-verify screen and the admin sign-in's code step count their resend cooldown with it.
 */
export function useResendCountdown(seconds: number): { remaining: number; restart: () => void } {
  const [remaining, setRemaining] = useState(seconds);
  const counting = remaining > 0;

  useEffect(() => {
    if (!counting) return;
    const timer = window.setInterval(() => setRemaining((left) => Math.max(0, left - 1)), 1_000);
    return () => window.clearInterval(timer);
  }, [counting]);

  const restart = useCallback(() => setRemaining(seconds), [seconds]);
  return { remaining, restart };
}
