import { useState } from 'react';
import { type DealTemplate } from '@pac/contracts';
import { Button, Modal } from '@pac/ui';
import { CalculatorQueries } from '../../../app/calculator-queries.js';
import { AllowanceMeter } from '../../../components/allowance-meter.js';
import { type GoToField } from '../analyser-workspace.js';
import { clearPendingSave } from '../draft/draft-storage.js';
import { type DraftAutosave } from '../draft/use-draft-autosave.js';
import { resetAnalyserForm, type AnalyserForm } from '../form/analyser-form.js';
import { defaultAnalyserValues } from '../form/analyser-values.js';
import { blankAnalyserValues } from '../form/blank-deal.js';
import { useExampleStart } from '../form/example-marks.js';
import { SaveTemplateButton } from '../templates/save-template-dialog.js';
import { TemplateStartList } from '../templates/template-start-list.js';
import { templateStartValues } from '../templates/template-values.js';
import { SaveRefusal } from './save-refusal.js';
import { SignInPrompt } from './sign-in-prompt.js';
import { useSaveNewAnalysis } from './use-save-new-analysis.js';

interface NewAnalysisSaveActionsProps {
  form: AnalyserForm;
  autosave: DraftAutosave;
  goToField: GoToField;
}

/**
 * "Save analysis", "Save as template", "Start new analysis" (from a blank deal, the worked example or one of the
 * user's templates), what the service said, and the allowance meter.
 */
export function NewAnalysisSaveActions(props: NewAnalysisSaveActionsProps) {
  return (
    <CalculatorQueries>
      <SaveActions {...props} />
    </CalculatorQueries>
  );
}

function SaveActions({ form, autosave, goToField }: NewAnalysisSaveActionsProps) {
  const saving = useSaveNewAnalysis(form, autosave, goToField);
  const [confirmingReset, setConfirmingReset] = useState(false);
  const exampleStart = useExampleStart();

  const startAgain = (from: 'blank' | 'example' | DealTemplate) => {
    autosave.discard();
    clearPendingSave();
    resetAnalyserForm(
      form,
      from === 'blank'
        ? blankAnalyserValues()
        : from === 'example'
          ? defaultAnalyserValues()
          : templateStartValues(from),
    );
    exampleStart?.set(from === 'example');
    setConfirmingReset(false);
  };

  return (
    <>
      {/* The dialogs first: their hidden anchors must not be the card's last children (its spacing would grow). */}
      <SignInPrompt open={saving.signInPromptOpen} onDismiss={saving.dismissSignInPrompt} />
      <Modal
        open={confirmingReset}
        onClose={() => setConfirmingReset(false)}
        title="Start a new analysis?"
        description="What is on screen now is replaced. Saved deals are not affected."
      >
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => setConfirmingReset(false)}>
            Keep editing
          </Button>
          <Button variant="outline" onClick={() => startAgain('example')}>
            Start from the worked example
          </Button>
          <Button variant="destructive" onClick={() => startAgain('blank')}>
            Start from a blank deal
          </Button>
        </div>
        <TemplateStartList onStart={startAgain} />
      </Modal>
      <div className="flex flex-wrap gap-2">
        <Button onClick={saving.requestSave} disabled={saving.saving} aria-busy={saving.saving}>
          {saving.saving ? 'Saving…' : 'Save analysis'}
        </Button>
        <Button variant="outline" onClick={() => setConfirmingReset(true)}>
          Start new analysis
        </Button>
        <SaveTemplateButton form={form} goToField={goToField} />
      </div>
      <SaveRefusal error={saving.error} />
      <AllowanceMeter />
    </>
  );
}
