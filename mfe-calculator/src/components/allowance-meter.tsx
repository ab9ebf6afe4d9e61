import { Link } from 'react-router-dom';
import { ALLOWANCE_MESSAGES, ROUTES } from '@pac/contracts';
import { useSession } from '@pac/session';
import { useAllowance } from '../api/allowance-api.js';

/**
 * A signed-in user sees "{n} of {limit} analyses used" at all times (the analyser, the saved deals), and the
 * used-up message with the way to a bigger plan. Visitors have no allowance (unsaved analyses are free); nothing
 * while it loads or when it could not be read.
 */
export function AllowanceMeter() {
  const { isLoggedIn } = useSession();
  const allowance = useAllowance(isLoggedIn);
  if (!isLoggedIn || !allowance.data) return null;
  const { used, limit } = allowance.data.calculations;
  const usedUp = limit !== null && used >= limit;
  return (
    <div className="space-y-2">
      <p className="text-sm text-muted-foreground" data-testid="allowance-meter">
        {ALLOWANCE_MESSAGES.meter(used, limit)}
      </p>
      {usedUp ? (
        <p
          role="status"
          className="rounded-md border border-warning bg-plan-gold-soft p-3 text-sm text-foreground"
        >
          {ALLOWANCE_MESSAGES.calculationsUsedUp(used, limit, new Date(allowance.data.resetsAt))}{' '}
          <Link to={ROUTES.subscribe} className="font-medium text-primary underline underline-offset-4">
            See plans
          </Link>
        </p>
      ) : null}
    </div>
  );
}
