import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ROUTES } from '@pac/contracts';

const FEATURES_SCROLL_DELAY_MS = 100;
// The home page comes from a remote that may still be loading; look for the section a little longer.
const MAX_ATTEMPTS = 30;

/** Header "Features": go home if elsewhere, then scroll to `#features` after 100 ms (spec section 2). */
export function useScrollToFeatures(): () => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(() => {
    if (pathname !== ROUTES.home) navigate(ROUTES.home);
    let attempts = 0;
    const tryScroll = () => {
      const section = document.getElementById('features');
      if (section) section.scrollIntoView({ behavior: 'smooth', block: 'start' });
      else if (++attempts < MAX_ATTEMPTS) window.setTimeout(tryScroll, FEATURES_SCROLL_DELAY_MS);
    };
    window.setTimeout(tryScroll, FEATURES_SCROLL_DELAY_MS);
  }, [navigate, pathname]);
}
