import { Link } from 'react-router-dom';
import { ALLOWANCE_MESSAGES, ROUTES } from '@pac/contracts';
import { useAllowance } from '../../../api/allowance-api.js';

/**
 * "{n} of {limit} analyses used" (A1), and the used-up message with the way to a bigger plan. Nothing while it
 * loads or when it could not be read: the list itself is what the page is for.
 */
export function AllowanceMeter() {
  const allowance = useAllowance(true);
  if (!allowance.data) return null;
  const { used, limit } = allowance.data.calculations;
  const usedUp = limit !== null && used >= limit;
  return (
    <div className="space-y-2">
      <p className="text-sm text-muted-foreground" data-testid="allowance-meter">
        {ALLOWANCE_MESSAGES.meter(used, limit)}
      </p>
      {usedUp ? (
        <p role="status" className="rounded-md border border-warning bg-plan-gold-soft p-3 text-sm">
          {ALLOWANCE_MESSAGES.calculationsUsedUp(used, limit, new Date(allowance.data.resetsAt))}{' '}
          <Link to={ROUTES.subscribe} className="font-medium text-primary underline underline-offset-4">
            Upgrade your plan
          </Link>
        </p>
      ) : null}
    </div>
  );
}
