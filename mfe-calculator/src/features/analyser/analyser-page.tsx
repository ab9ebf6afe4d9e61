import { useCallback, useState } from 'react';
import { AnalyserWorkspace, type GoToField } from './analyser-workspace.js';
import { readDraft } from './draft/draft-storage.js';
import { useDraftAutosave } from './draft/use-draft-autosave.js';
import { useAnalyserForm } from './form/analyser-form.js';
import { defaultAnalyserValues } from './form/analyser-values.js';
import { NewAnalysisSaveArea } from './save/new-analysis-save-area.js';
import { usePageTitle } from '../../lib/use-page-title.js';

/**
 * /calculator: a new analysis, open to visitors (A1). The unsaved analysis lives in this browser (restored on a
 * reload or after signing in); saving needs an account.
 */
export function AnalyserPage() {
  usePageTitle('Deal analyser');
  const [initialValues] = useState(() => readDraft() ?? defaultAnalyserValues());
  const form = useAnalyserForm(initialValues);
  const autosave = useDraftAutosave(form);

  const renderSaveArea = useCallback(
    (goToField: GoToField) => <NewAnalysisSaveArea form={form} autosave={autosave} goToField={goToField} />,
    [form, autosave],
  );

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Deal analyser</h1>
        <p className="max-w-3xl text-muted-foreground">
          Five steps, every field with a sensible default: the results update as you type. Figures are
          estimates, pre-tax, and not financial or tax advice.
        </p>
      </header>
      <AnalyserWorkspace form={form} renderSaveArea={renderSaveArea} />
    </div>
  );
}
