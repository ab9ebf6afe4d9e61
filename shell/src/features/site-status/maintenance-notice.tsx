import { Wrench } from 'lucide-react';
import { SITE_STATUS_TEXTS } from '@pac/contracts';

/**
 * Shown above the header on every page while maintenance mode is on. It never blocks the page, so the admin
 * portal (which the API keeps serving) stays usable; there it says what visitors see instead.
 */
export function MaintenanceNotice({ adminArea }: { adminArea: boolean }) {
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="maintenance-notice"
      className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
    >
      <div className="mx-auto flex max-w-7xl items-start gap-3 text-sm">
        <Wrench aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        <p>
          <strong className="font-semibold">{SITE_STATUS_TEXTS.maintenanceTitle}.</strong>{' '}
          {adminArea ? SITE_STATUS_TEXTS.maintenanceAdminBody : SITE_STATUS_TEXTS.maintenanceBody}
        </p>
      </div>
    </div>
  );
}
