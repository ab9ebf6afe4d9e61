import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * On every path change scroll to the top immediately, after a zero-delay timer and on the next
 * frame, because a remote that renders late can otherwise restore an old offset.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    const toTop = () => window.scrollTo(0, 0);
    toTop();
    const timer = window.setTimeout(toTop, 0);
    const frame = window.requestAnimationFrame(toTop);
    return () => {
      window.clearTimeout(timer);
      window.cancelAnimationFrame(frame);
    };
  }, [pathname]);
  return null;
}
