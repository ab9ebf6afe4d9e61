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

interface SavedDealSaveAreaProps {
  form: AnalyserForm;
  deal: { id: string };
  goToField: GoToField;
}

/** The deal's name and "Save changes" (a replace of the stored input and name; not counted in the allowance). */
export function SavedDealSaveArea({ form, deal, goToField }: SavedDealSaveAreaProps) {
  const update = useUpdateDeal();
  const { isDirty } = useFormState({ control: form.control });

  const submit = form.handleSubmit(
    async (input) => {
      try {
        await update.mutateAsync({ id: deal.id, name: input.name, input });
        // What is on screen is what is saved now: it becomes the form's baseline (nothing unsaved).
        resetAnalyserForm(form, form.getValues());
        toast.success('Changes saved.');
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
  );

  return (
    <Card>
      <CardContent className="space-y-4 pt-6">
        <TextField name="name" />
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={() => void submit()} disabled={update.isPending} aria-busy={update.isPending}>
            {update.isPending ? 'Saving…' : 'Save changes'}
          </Button>
          <p className="text-sm text-muted-foreground" role="status">
            {isDirty ? 'Unsaved changes' : 'All changes saved'}
          </p>
        </div>
        <SaveRefusal error={update.error} />
        <AllowanceMeter />
      </CardContent>
    </Card>
  );
}
