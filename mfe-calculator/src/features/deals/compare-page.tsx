import { useQueries } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { ROUTES, dealPath, type SavedDeal } from '@pac/contracts';
import { usePageMeta, useSession } from '@pac/session';
import { Button, Spinner } from '@pac/ui';
import { DealsApiError, dealToCorrectOf } from '../../api/api-error.js';
import { dealQuery } from '../../api/deals-api.js';
import { readCompareIds } from './compare/compare-ids.js';
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query.js';
import { CompareCards } from './compare/compare-cards.js';
import { CompareTable } from './compare/compare-table.js';
import { InputsThatDiffer } from './compare/inputs-that-differ.js';
import { SignedOutNotice } from './deals-list/signed-out-notice.js';
import { refusalMessage } from '../../components/deal-actions/refusal-notice.js';
import { CALCULATOR_PAGE_META, DEAL_TO_CORRECT_TEXTS } from '../../texts.js';

const backToDeals = (
  <Link to={ROUTES.deals} className="font-medium text-primary underline underline-offset-4">
    Back to saved deals
  </Link>
);

/** `/deals/compare?ids=a,b,c`: 2 to 4 of the user's deals side by side, the best value per figure marked. */
export default function ComparePage() {
  usePageMeta(CALCULATOR_PAGE_META.compare);
  const { isLoggedIn } = useSession();
  const [params] = useSearchParams();
  const request = readCompareIds(params.get('ids'));
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold">{CALCULATOR_PAGE_META.compare.title}</h1>
      {!isLoggedIn ? (
        <SignedOutNotice />
      ) : request.ok ? (
        <ComparedDeals ids={request.ids} />
      ) : (
        <div role="alert" className="space-y-2">
          <p>{request.reason}</p>
          {backToDeals}
        </div>
      )}
    </div>
  );
}

function ComparedDeals({ ids }: { ids: string[] }) {
  const phone = useMediaQuery(PHONE_QUERY);
  const answers = useQueries({ queries: ids.map((id) => ({ ...dealQuery(id), retry: false })) });

  const failed = answers.find((answer) => answer.isError);
  // A deal saved with values the input bounds now refuse (422) has no figures until its owner corrects it there.
  const toCorrect = dealToCorrectOf(answers.find((answer) => dealToCorrectOf(answer.error))?.error);
  if (toCorrect) {
    return (
      <div role="alert" className="space-y-3">
        <p>
          {DEAL_TO_CORRECT_TEXTS.notComparable(toCorrect.name)}{' '}
          <Link to={dealPath(toCorrect.id)} className="font-medium text-primary underline underline-offset-4">
            {DEAL_TO_CORRECT_TEXTS.openToCorrect}
          </Link>
        </p>
        {backToDeals}
      </div>
    );
  }
  if (failed) {
    const notFound = failed.error instanceof DealsApiError && failed.error.status === 404;
    return (
      <div role="alert" className="space-y-3">
        <p>
          {notFound
            ? 'One of these deals could not be found: it may have been deleted, or it is not one of yours.'
            : `These deals could not be loaded. ${refusalMessage(failed.error)}`}
        </p>
        <div className="flex flex-wrap items-center gap-4">
          {notFound ? null : (
            <Button
              variant="outline"
              onClick={() => answers.forEach((answer) => answer.isError && void answer.refetch())}
            >
              Retry
            </Button>
          )}
          {backToDeals}
        </div>
      </div>
    );
  }
  if (answers.some((answer) => answer.isPending)) return <Spinner label="Loading the deals to compare" />;

  const deals = answers.map((answer) => answer.data).filter((deal): deal is SavedDeal => deal !== undefined);
  return (
    <div className="space-y-4">
      {/* Side by side from the small breakpoint up; stacked cards on a phone, where a second column is off screen. */}
      {phone ? <CompareCards deals={deals} /> : <CompareTable deals={deals} />}
      <InputsThatDiffer deals={deals} />
      <p>{backToDeals}</p>
    </div>
  );
}
