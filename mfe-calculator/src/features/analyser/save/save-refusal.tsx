import { Link } from 'react-router-dom';
import { ROUTES } from '@pac/contracts';
import { DealsApiError } from '../../../api/api-error.js';

/** What the service said when it refused a save, where the user pressed Save (toasts vanish). */
export function SaveRefusal({ error }: { error: unknown }) {
  if (!error) return null;
  const status = error instanceof DealsApiError ? error.status : null;
  const message =
    status === 400
      ? 'Some figures were refused: see the messages next to the fields.'
      : error instanceof DealsApiError
        ? error.message
        : 'Could not reach the server. Check your connection and try again.';
  return (
    <p role="alert" className="text-sm font-medium text-destructive">
      {message}
      {status === 402 ? (
        <>
          {' '}
          <Link to={ROUTES.subscribe} className="text-primary underline underline-offset-4">
            See plans
          </Link>
        </>
      ) : null}
    </p>
  );
}
