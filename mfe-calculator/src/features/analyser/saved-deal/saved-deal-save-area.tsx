import { useEffect } from 'react';
import { useFormState } from 'react-hook-form';
import { Button, Card, CardContent, toast } from '@pac/ui';
import { DealsApiError } from '../../../api/api-error.js';
import { useUpdateDeal } from '../../../api/deals-api.js';
import { type GoToField } from '../analyser-workspace.js';
import { resetAnalyserForm, type AnalyserForm } from '../form/analyser-form.js';
import { TextField } from '../form/choice-fields.js';
import { AllowanceMeter } from '../../../components/allowance-meter.js';
import { FIX_BEFORE_SAVING, firstErrorPath } from '../save/first-error-path.js';
import { SaveRefusal } from '../save/save-refusal.js';
import { applyServerFieldErrors } from '../save/server-field-errors.js';
import { SaveTemplateButton } from '../templates/save-template-dialog.js';
import { UnsavedChangesGuard } from './unsaved-changes-guard.js';

// One id, so the confirmation can be taken away when the user leaves the deal (it is about this page).
const SAVED_TOAST_ID = 'deal-changes-saved';

interface SavedDealSaveAreaProps {
  form: AnalyserForm;
  deal: { id: string };
  goToField: GoToField;
}

/** The deal's name and "Save changes" (a replace of the stored input and name; not counted in the allowance). */
export function SavedDealSaveArea({ form, deal, goToField }: SavedDealSaveAreaProps) {
  const update = useUpdateDeal();
  const { isDirty } = useFormState({ control: form.control });

  // Leaving the deal takes its "Changes saved." along: on the next page it would be about nothing there.
  useEffect(() => () => void toast.dismiss(SAVED_TOAST_ID), []);

  /** Saves what is on screen; true once saved, false when a field is at fault (the user is taken to it). */
  const save = async (): Promise<boolean> => {
    let saved = false;
    await form.handleSubmit(
      async (input) => {
        try {
          await update.mutateAsync({ id: deal.id, name: input.name, input });
          // What is on screen is what is saved now: it becomes the form's baseline (nothing unsaved).
          resetAnalyserForm(form, form.getValues());
          toast.success('Changes saved.', { id: SAVED_TOAST_ID });
          saved = true;
        } catch (error) {
          if (error instanceof DealsApiError && error.status === 400) {
            const first = applyServerFieldErrors(form, error.fieldErrors);
            if (first) goToField(first);
          }
        }
      },
      () => {
        toast.error(FIX_BEFORE_SAVING);
        const path = firstErrorPath(form);
        if (path) goToField(path);
      },
    )();
    return saved;
  };

  return (
    <Card>
      <CardContent className="space-y-4 pt-6">
        <TextField name="name" />
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={() => void save()} disabled={update.isPending} aria-busy={update.isPending}>
            {update.isPending ? 'Saving…' : 'Save changes'}
          </Button>
          <SaveTemplateButton form={form} goToField={goToField} />
          <p className="text-sm text-muted-foreground" role="status">
            {isDirty ? 'Unsaved changes' : 'All changes saved'}
          </p>
        </div>
        <SaveRefusal error={update.error} />
        <AllowanceMeter />
        <UnsavedChangesGuard dirty={isDirty} save={save} />
      </CardContent>
    </Card>
  );
}
