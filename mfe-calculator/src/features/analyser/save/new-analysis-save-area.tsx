import { Suspense } from 'react';
import { useSession } from '@pac/session';
import { Button, Card, CardContent } from '@pac/ui';
import { TEMPLATE_TEXTS } from '../../../texts.js';
import { type GoToField } from '../analyser-workspace.js';
import { type ReadyForm } from '../form/form-takeover.js';
import { TextField } from '../form/choice-fields.js';
import { saveActions } from './save-actions-loader.js';

interface NewAnalysisSaveAreaProps {
  /** Null until the form's code has arrived. */
  ready: ReadyForm | null;
  goToField: GoToField;
}

/**
 * The deal's name, "Save analysis", the allowance meter and "Start new analysis" of /calculator. The name is part
 * of the first paint; the buttons work once the form and the save code have arrived (a moment later), until then
 * they show, disabled, where they will be.
 */
export function NewAnalysisSaveArea({ ready, goToField }: NewAnalysisSaveAreaProps) {
  const { isLoggedIn } = useSession();
  const pendingButtons = <PendingButtons templates={isLoggedIn} />;
  return (
    <Card>
      <CardContent className="space-y-4 pt-6">
        <TextField name="name" />
        {ready ? (
          <Suspense fallback={pendingButtons}>
            <SaveActions ready={ready} goToField={goToField} />
          </Suspense>
        ) : (
          pendingButtons
        )}
      </CardContent>
    </Card>
  );
}

function SaveActions({ ready, goToField }: { ready: ReadyForm; goToField: GoToField }) {
  const { NewAnalysisSaveActions } = saveActions.use();
  return <NewAnalysisSaveActions form={ready.form} autosave={ready.autosave} goToField={goToField} />;
}

// Disabled buttons cannot hold focus, so nothing is lost when the working ones replace them. A signed-in user's
// row holds "Save as template" too, so the row does not wrap later.
function PendingButtons({ templates }: { templates: boolean }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button disabled>Save analysis</Button>
      <Button variant="outline" disabled>
        Start new analysis
      </Button>
      {templates ? (
        <Button variant="outline" disabled>
          {TEMPLATE_TEXTS.saveButton}
        </Button>
      ) : null}
    </div>
  );
}
