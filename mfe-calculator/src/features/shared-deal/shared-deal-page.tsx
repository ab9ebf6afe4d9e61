import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { DEALS_API_MESSAGES, ROUTES, type SharedDealResponse } from '@pac/contracts';
import { usePageMeta } from '@pac/session';
import { Button, buttonVariants } from '@pac/ui';
import { DealsApiError, isOutOfBoundsRefusal } from '../../api/api-error.js';
import { useSharedDeal } from '../../api/sharing-api.js';
import { CALCULATOR_PAGE_META } from '../../texts.js';
import { AssumptionsSummary } from '../../components/results/assumptions-summary.js';
import { ResultsView } from '../../components/results/results-view.js';
import { type DealAnalysis } from '../../components/results/deal-analysis.js';
import { ScenarioPanel } from '../../components/scenarios/scenario-panel.js';

// The reader tries their own shifts on the shared figures: computed here, nothing is sent or saved.
const renderScenarios = ({ input }: DealAnalysis) => <ScenarioPanel input={input} />;

const isNotFound = (error: unknown) => error instanceof DealsApiError && error.status === 404;

/** /shared/:token: a deal someone shared, read-only for anyone with the link (no form, nothing saved). */
export default function SharedDealPage() {
  const { token = '' } = useParams();
  const shared = useSharedDeal(token);
  usePageMeta({
    title: shared.data
      ? `${shared.data.name} (shared)`
      : isNotFound(shared.error)
        ? CALCULATOR_PAGE_META.sharedDealNotFound.title
        : isOutOfBoundsRefusal(shared.error)
          ? CALCULATOR_PAGE_META.sharedDealOutOfBounds.title
          : 'Shared deal',
    description: CALCULATOR_PAGE_META.sharedDeal.description,
  });

  if (shared.data) return <SharedDeal deal={shared.data} />;
  if (shared.isPending)
    return (
      <p role="status" className="mx-auto max-w-7xl px-4 py-8 text-muted-foreground">
        Loading the shared deal…
      </p>
    );
  if (isNotFound(shared.error))
    return (
      <div className="mx-auto max-w-2xl space-y-4 px-4 py-12">
        <h1 className="text-2xl font-bold">{CALCULATOR_PAGE_META.sharedDealNotFound.title}</h1>
        <p className="text-muted-foreground">{DEALS_API_MESSAGES.sharedDealNotFound}</p>
        <Link to={ROUTES.home} className={buttonVariants()}>
          Go to the home page
        </Link>
      </div>
    );
  // Saved with values the calculator no longer accepts (422): only its owner can correct it, so no retry.
  if (isOutOfBoundsRefusal(shared.error))
    return (
      <div className="mx-auto max-w-2xl space-y-4 px-4 py-12">
        <h1 className="text-2xl font-bold">{CALCULATOR_PAGE_META.sharedDealOutOfBounds.title}</h1>
        <p className="text-muted-foreground">{shared.error.message}</p>
        <Link to={ROUTES.calculator} className={buttonVariants()}>
          Analyse a deal of your own
        </Link>
      </div>
    );
  return (
    <div className="mx-auto max-w-2xl space-y-4 px-4 py-12">
      <h1 className="text-2xl font-bold">This shared deal could not be loaded</h1>
      <p role="alert" className="text-destructive">
        {shared.error instanceof DealsApiError
          ? shared.error.message
          : 'Could not reach the server. Check your connection and try again.'}
      </p>
      <Button onClick={() => void shared.refetch()}>Try again</Button>
    </div>
  );
}

function SharedDeal({ deal }: { deal: SharedDealResponse['deal'] }) {
  const analysis = useMemo(() => ({ input: deal.input, result: deal.result }), [deal]);
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-8">
      <header className="space-y-2">
        <p className="text-sm font-medium text-muted-foreground">Shared analysis · read-only</p>
        <h1 className="text-3xl font-bold tracking-tight break-words">{deal.name}</h1>
        <p className="text-sm text-muted-foreground">
          Estimates, pre-tax. Not financial or tax advice.{' '}
          <Link to={ROUTES.calculator} className="font-medium text-primary underline underline-offset-4">
            Analyse a deal of your own
          </Link>
        </p>
      </header>
      <section aria-labelledby="shared-deal-assumptions" className="space-y-3">
        <h2 id="shared-deal-assumptions" className="text-xl font-semibold">
          Key assumptions
        </h2>
        <AssumptionsSummary input={deal.input} />
      </section>
      <section aria-labelledby="shared-deal-results" className="space-y-4">
        <h2 id="shared-deal-results" className="text-xl font-semibold">
          Results
        </h2>
        <ResultsView analysis={analysis} renderExtra={renderScenarios} />
      </section>
    </div>
  );
}
