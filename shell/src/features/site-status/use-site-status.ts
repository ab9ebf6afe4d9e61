import { useEffect, useState } from 'react';
import { SITE_STATUS_POLL_MS, siteStatusSchema, type SiteStatus } from '@pac/contracts';
import { apiFetch } from '@pac/session';

/** The admin's public settings, or null when they cannot be read (the site then shows its defaults). */
export async function fetchSiteStatus(): Promise<SiteStatus | null> {
  try {
    const response = await apiFetch('/api/site-status', { auth: false });
    if (!response.ok) return null;
    const parsed = siteStatusSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Reads the site status on load, every SITE_STATUS_POLL_MS and whenever the tab is shown again, so switching
 * maintenance mode on or off reaches open pages within a minute. A failed read keeps the last known status.
 */
export function useSiteStatus(): SiteStatus | null {
  const [status, setStatus] = useState<SiteStatus | null>(null);

  useEffect(() => {
    let active = true;
    const refresh = () => {
      void fetchSiteStatus().then((next) => {
        if (active && next) setStatus(next);
      });
    };
    const refreshWhenShown = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    refresh();
    const timer = window.setInterval(refresh, SITE_STATUS_POLL_MS);
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refreshWhenShown);
    return () => {
      active = false;
      window.clearInterval(timer);
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refreshWhenShown);
    };
  }, []);

  return status;
}
