import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { usePageMeta, useSession } from '@pac/session';
import { Button } from '@pac/ui';
import { DealsApiError, dealToCorrectOf } from '../../api/api-error.js';
import { dealQuery } from '../../api/deals-api.js';
import { DealNotFound } from './saved-deal/deal-not-found.js';
import { SavedDealEditor } from './saved-deal/saved-deal-editor.js';
import { SignInNeeded } from './saved-deal/sign-in-needed.js';
import { CALCULATOR_PAGE_META } from '../../texts.js';

const isRefusal = (error: unknown, status: number) =>
  error instanceof DealsApiError && error.status === status;

/** A refusal (401, 404…) is the answer; only a network failure or a 5xx is worth one more try. */
const retryUnlessRefused = (failures: number, error: unknown) =>
  failures < 1 && !(error instanceof DealsApiError && error.status < 500);

/** /deals/:id: one saved deal, editable in the analyser (an edit is not counted against the allowance). */
export default function SavedDealPage() {
  const { isLoggedIn } = useSession();
  const { id = '' } = useParams();
  if (!isLoggedIn) return <SignedOutDeal />;
  return <SavedDeal id={id} />;
}

function SignedOutDeal() {
  usePageMeta({ ...CALCULATOR_PAGE_META.savedDeal, ...CALCULATOR_PAGE_META.signInNeeded });
  return <SignInNeeded />;
}

function SavedDeal({ id }: { id: string }) {
  const deal = useQuery({ ...dealQuery(id), retry: retryUnlessRefused });
  const notFound = isRefusal(deal.error, 404);
  // Saved with values the input bounds now refuse (422): the deal as stored, for its owner to correct.
  const toCorrect = dealToCorrectOf(deal.error);
  usePageMeta({
    ...CALCULATOR_PAGE_META.savedDeal,
    title: deal.data?.name ?? toCorrect?.name ?? (notFound ? 'Deal not found' : 'Saved deal'),
  });

  if (deal.data) return <SavedDealEditor key={deal.data.id} deal={deal.data} />;
  // Once the correction is saved, its answer is cached as the deal (deals-api.ts): the same editor (same key) then
  // shows it as any other saved deal, with what was typed kept.
  if (toCorrect) return <SavedDealEditor key={toCorrect.id} deal={toCorrect} correcting />;
  if (deal.isPending)
    return (
      <p role="status" className="mx-auto max-w-7xl px-4 py-8 text-muted-foreground">
        Loading the deal…
      </p>
    );
  if (notFound) return <DealNotFound />;
  if (isRefusal(deal.error, 401)) return <SignInNeeded />;
  return (
    <div className="mx-auto max-w-2xl space-y-4 px-4 py-12">
      <h1 className="text-2xl font-bold">This deal could not be loaded</h1>
      <p role="alert" className="text-destructive">
        {deal.error instanceof DealsApiError
          ? deal.error.message
          : 'Could not reach the server. Check your connection and try again.'}
      </p>
      <Button onClick={() => void deal.refetch()}>Try again</Button>
    </div>
  );
}
