import { Link } from 'react-router-dom';
import { ROUTES } from '@pac/contracts';
import { DealsApiError } from '../../api/api-error.js';

/** The service's own words for a refused call; anything that is not an API answer reads as a network problem. */
export function refusalMessage(error: unknown): string {
  if (error instanceof DealsApiError) return error.message;
  return 'Could not reach the server. Check your connection and try again.';
}

/** A 402 means the plan's allowance is used up: the way on is a bigger plan. */
export const isAllowanceRefusal = (error: unknown) => error instanceof DealsApiError && error.status === 402;

/** A refusal shown where it happened (the toast says it too, but toasts vanish). */
export function RefusalNotice({ error, id }: { error: unknown; id?: string }) {
  return (
    <p id={id} role="alert" className="text-sm text-destructive">
      {refusalMessage(error)}
      {isAllowanceRefusal(error) ? (
        <>
          {' '}
          <Link to={ROUTES.subscribe} className="font-medium text-primary underline underline-offset-4">
            See plans
          </Link>
        </>
      ) : null}
    </p>
  );
}
