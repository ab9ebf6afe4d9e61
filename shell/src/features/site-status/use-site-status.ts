import { useEffect, useState } from 'react';
import { ADMIN_ENDPOINTS, SITE_STATUS_POLL_MS, type SiteStatus } from '@pac/contracts';
import { callApi } from '@pac/session';

/**
 * The site status fields of an answer as contracts' siteStatusSchema reads them (extra keys such as `success`
 * dropped, so only the four fields are kept in state). site-status.test.tsx keeps the two in agreement.
 */
export function readSiteStatus(value: unknown): SiteStatus | null {
  if (typeof value !== 'object' || value === null) return null;
  const { siteName, siteDescription, maintenanceMode, registrationEnabled } = value as Record<
    string,
    unknown
  >;
  if (typeof siteName !== 'string' || typeof siteDescription !== 'string') return null;
  if (typeof maintenanceMode !== 'boolean' || typeof registrationEnabled !== 'boolean') return null;
  return { siteName, siteDescription, maintenanceMode, registrationEnabled };
}

/** The admin's public settings, or null when they cannot be read (the site then shows its defaults). */
export async function fetchSiteStatus(): Promise<SiteStatus | null> {
  try {
    return readSiteStatus(await callApi(ADMIN_ENDPOINTS.siteStatus));
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
