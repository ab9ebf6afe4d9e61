import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { DEAL_MODEL_NAMES, ROUTES, type DealToCorrect, type SavedDeal } from '@pac/contracts';
import { longDate } from '@pac/deal-model';
import { DealActions } from '../../../components/deal-actions/deal-actions.js';
import { ScenarioPanel } from '../../../components/scenarios/scenario-panel.js';
import { type DealAnalysis } from '../../../components/results/deal-analysis.js';
import { AnalyserWorkspace, type GoToField } from '../analyser-workspace.js';
import { AnalyserFieldPort } from '../form/analyser-field-port.js';
import { useAnalyserForm } from '../form/analyser-form.js';
import { formValuesOf } from '../form/analyser-values.js';
import { DEAL_TO_CORRECT_TEXTS } from '../../../texts.js';
import { DealToCorrectNotice } from './deal-to-correct-notice.js';
import { SavedDealSaveArea } from './saved-deal-save-area.js';

// The scenarios follow the edited (valid) input, like every other result on the page.
const renderScenarios = ({ input }: DealAnalysis) => <ScenarioPanel input={input} />;

interface SavedDealEditorProps {
  deal: SavedDeal | DealToCorrect;
  /**
   * The deal was saved with values the input bounds now refuse (422 DEAL_INPUT_OUT_OF_BOUNDS): its stored input is
   * opened as it is, every field at fault marked, and it can't be shared, downloaded or copied until it is saved.
   */
  correcting?: boolean;
}

/** A saved deal in the analyser: its stored input in the same form, every figure following each edit. */
export function SavedDealEditor({ deal, correcting = false }: SavedDealEditorProps) {
  const [initialValues] = useState(() => formValuesOf(deal.input, deal.name));
  const form = useAnalyserForm(initialValues);
  // The same port as /calculator's, handed to this page's form at once (its code came with the page).
  const [port] = useState(() => new AnalyserFieldPort(initialValues));
  useLayoutEffect(() => port.attach(form), [port, form]);
  // The form validates as fields change; what is to be corrected is marked at once, each message beside its field.
  useEffect(() => {
    if (correcting) void form.trigger();
  }, [correcting, form]);
  const renderSaveArea = useCallback(
    (goToField: GoToField) => <SavedDealSaveArea form={form} deal={deal} goToField={goToField} />,
    [form, deal],
  );

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <header className="space-y-2">
        <Link
          to={ROUTES.deals}
          className="text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          ← Saved deals
        </Link>
        <h1 className="text-3xl font-bold tracking-tight break-words">{deal.name}</h1>
        <p className="text-sm text-muted-foreground">
          {DEAL_MODEL_NAMES[deal.model]} · last saved {longDate(new Date(deal.updatedAt))}
        </p>
      </header>
      {correcting ? <DealToCorrectNotice /> : null}
      <section
        aria-labelledby="saved-deal-actions"
        className="rounded-lg border border-border bg-surface p-4"
      >
        <h2 id="saved-deal-actions" className="text-xl font-semibold">
          Share, download and manage
        </h2>
        <p className="mb-3 text-sm text-muted-foreground">
          {correcting
            ? DEAL_TO_CORRECT_TEXTS.actionsHeldBack
            : 'Share links and downloads show the deal as last saved.'}
        </p>
        <DealActions deal={deal} correcting={correcting} />
      </section>
      <AnalyserWorkspace
        port={port}
        form={form}
        renderSaveArea={renderSaveArea}
        renderExtra={renderScenarios}
      />
    </div>
  );
}
