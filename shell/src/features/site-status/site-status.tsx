import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ROUTES } from '@pac/contracts';
import { MaintenanceNotice } from './maintenance-notice.js';
import { applySiteIdentity } from './site-identity.js';
import { useSiteStatus } from './use-site-status.js';

/** The admin's General settings on the public site: site name and description, and the maintenance notice. */
export function SiteStatusNotice() {
  const status = useSiteStatus();
  const { pathname } = useLocation();

  useEffect(() => {
    if (status) applySiteIdentity(status);
  }, [status]);

  if (!status?.maintenanceMode) return null;
  const adminArea = pathname === ROUTES.admin || pathname.startsWith(`${ROUTES.admin}/`);
  return <MaintenanceNotice adminArea={adminArea} />;
}
