import { useEffect, useState } from 'react';
import { SITE_STATUS_POLL_MS, type SiteStatus } from '@pac/contracts';
import { apiFetch } from '@pac/session';

/**
 * The answer as contracts' siteStatusSchema reads it (extra keys dropped), checked by hand: Zod would be the largest
 * library in the shell's first download for four fields. site-status.test.tsx keeps the two in agreement.
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
    const response = await apiFetch('/api/site-status');
    if (!response.ok) return null;
    return readSiteStatus(await response.json());
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
