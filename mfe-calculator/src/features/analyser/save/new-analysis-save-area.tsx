import { useState } from 'react';
import { Button, Card, CardContent, Modal } from '@pac/ui';
import { type GoToField } from '../analyser-workspace.js';
import { clearPendingSave } from '../draft/draft-storage.js';
import { type DraftAutosave } from '../draft/use-draft-autosave.js';
import { type AnalyserForm } from '../form/analyser-form.js';
import { defaultAnalyserValues } from '../form/analyser-values.js';
import { TextField } from '../form/choice-fields.js';
import { AllowanceMeter } from '../../../components/allowance-meter.js';
import { SaveRefusal } from './save-refusal.js';
import { SignInPrompt } from './sign-in-prompt.js';
import { useSaveNewAnalysis } from './use-save-new-analysis.js';

interface NewAnalysisSaveAreaProps {
  form: AnalyserForm;
  autosave: DraftAutosave;
  goToField: GoToField;
}

/** The deal's name, "Save analysis", the allowance meter and "Start new analysis" of /calculator. */
export function NewAnalysisSaveArea({ form, autosave, goToField }: NewAnalysisSaveAreaProps) {
  const saving = useSaveNewAnalysis(form, autosave, goToField);
  const [confirmingReset, setConfirmingReset] = useState(false);

  const startAgain = () => {
    autosave.discard();
    clearPendingSave();
    form.reset(defaultAnalyserValues());
    setConfirmingReset(false);
  };

  return (
    <Card>
      <CardContent className="space-y-4 pt-6">
        <TextField name="name" />
        <div className="flex flex-wrap gap-2">
          <Button onClick={saving.requestSave} disabled={saving.saving} aria-busy={saving.saving}>
            {saving.saving ? 'Saving…' : 'Save analysis'}
          </Button>
          <Button variant="outline" onClick={() => setConfirmingReset(true)}>
            Start new analysis
          </Button>
        </div>
        <SaveRefusal error={saving.error} />
        <AllowanceMeter />
      </CardContent>
      <SignInPrompt open={saving.signInPromptOpen} onDismiss={saving.dismissSignInPrompt} />
      <Modal
        open={confirmingReset}
        onClose={() => setConfirmingReset(false)}
        title="Start a new analysis?"
        description="Every field goes back to its default. Saved deals are not affected."
      >
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => setConfirmingReset(false)}>
            Keep editing
          </Button>
          <Button variant="destructive" onClick={startAgain}>
            Start new analysis
          </Button>
        </div>
      </Modal>
    </Card>
  );
}
