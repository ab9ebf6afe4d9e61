import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ROUTES } from '@pac/contracts';
import { setSiteIdentity } from '@pac/session';
import { MaintenanceNotice } from './maintenance-notice.js';
import { useSiteStatus } from './use-site-status.js';

/**
 * The admin's General settings on the public site: site name and description (the tab title and meta description
 * of pages that name none, and the site name after a page's title), and the maintenance notice.
 */
export function SiteStatusNotice() {
  const status = useSiteStatus();
  const { pathname } = useLocation();

  useEffect(() => {
    if (status) setSiteIdentity(status);
  }, [status]);

  if (!status?.maintenanceMode) return null;
  const adminArea = pathname === ROUTES.admin || pathname.startsWith(`${ROUTES.admin}/`);
  return <MaintenanceNotice adminArea={adminArea} />;
}
