import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether `query` matches now, following changes (a phone turned, a window resized). False where the browser has
 * no matchMedia (jsdom in tests), so the wide layout is the default.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () =>
    typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false,
  );
}

/** Below Tailwind's `sm` breakpoint (640 px): a phone held upright. */
export const PHONE_QUERY = '(max-width: 639.98px)';

/** Below Tailwind's `lg` breakpoint (1024 px): the analyser's results follow its form instead of standing beside it. */
export const STACKED_QUERY = '(max-width: 1023.98px)';
