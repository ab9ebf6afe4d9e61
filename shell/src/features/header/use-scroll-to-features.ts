import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ROUTES } from '@pac/contracts';

export const FEATURES_SECTION_ID = 'features';
export const FEATURES_SCROLL_DELAY_MS = 100;
// The home page comes from a remote that may still be loading; look for the section a little longer.
const MAX_ATTEMPTS = 30;

/** Runs after two animation frames: by then ScrollToTop's own frame and zero-delay jumps to the top have run. */
const afterScrollToTop = (run: () => void) =>
  window.requestAnimationFrame(() => window.requestAnimationFrame(run));

/**
 * Header "Features": scroll to `#features` after 100 ms, navigating home first if elsewhere.
 * Coming from another page, the scroll waits until ScrollToTop has reset the offset for the new path; otherwise
 * its jump to the top would cancel ours.
 */
export function useScrollToFeatures(): () => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(() => {
    const navigated = pathname !== ROUTES.home;
    if (navigated) navigate(ROUTES.home);
    let attempts = 0;
    const tryScroll = () => {
      const section = document.getElementById(FEATURES_SECTION_ID);
      if (!section) {
        if (++attempts < MAX_ATTEMPTS) window.setTimeout(tryScroll, FEATURES_SCROLL_DELAY_MS);
        return;
      }
      const scroll = () =>
        section.scrollIntoView({ behavior: navigated ? 'auto' : 'smooth', block: 'start' });
      if (navigated) afterScrollToTop(scroll);
      else scroll();
    };
    window.setTimeout(tryScroll, FEATURES_SCROLL_DELAY_MS);
  }, [navigate, pathname]);
}
