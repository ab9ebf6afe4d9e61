import { useId, useState, type FormEvent } from 'react';
import { DEAL_TEMPLATE_MESSAGES, MAX_DEAL_TEMPLATE_NAME } from '@pac/contracts';
import { useSession } from '@pac/session';
import { Button, Field, Input, Modal, toast } from '@pac/ui';
import { DealsApiError } from '../../../api/api-error.js';
import { RefusalNotice } from '../../../components/deal-actions/refusal-notice.js';
import { useSaveTemplate, useTemplates } from '../../../api/templates-api.js';
import { TEMPLATE_TEXTS } from '../../../texts.js';
import { type GoToField } from '../analyser-workspace.js';
import { dealDraftOf } from '../form/analyser-values.js';
import { type AnalyserForm } from '../form/analyser-form.js';
import { firstErrorPath } from '../save/first-error-path.js';
import { applyServerFieldErrors } from '../save/server-field-errors.js';

interface SaveTemplateProps {
  form: AnalyserForm;
  goToField: GoToField;
}

/**
 * "Save as template" for a signed-in user: the deal on screen, once valid, is kept under a name (the deal's, to
 * start with) as starting assumptions. Invalid figures are named first, as a save would.
 */
export function SaveTemplateButton({ form, goToField }: SaveTemplateProps) {
  const { isLoggedIn } = useSession();
  const [name, setName] = useState<string | null>(null);
  if (!isLoggedIn) return null;

  const open = async () => {
    if (!(await form.trigger())) {
      toast.error(TEMPLATE_TEXTS.fixFirst);
      const path = firstErrorPath(form);
      if (path) goToField(path);
      return;
    }
    setName(form.getValues('name')?.trim().slice(0, MAX_DEAL_TEMPLATE_NAME) ?? '');
  };

  return (
    <>
      <Button variant="outline" onClick={() => void open()}>
        {TEMPLATE_TEXTS.saveButton}
      </Button>
      {name !== null ? (
        <SaveTemplateDialog
          form={form}
          goToField={goToField}
          initialName={name}
          onClose={() => setName(null)}
        />
      ) : null}
    </>
  );
}

function SaveTemplateDialog({
  form,
  goToField,
  initialName,
  onClose,
}: SaveTemplateProps & { initialName: string; onClose: () => void }) {
  const id = useId();
  const [name, setName] = useState(initialName);
  const [nameError, setNameError] = useState<string | undefined>();
  const save = useSaveTemplate();
  const templates = useTemplates();
  const trimmed = name.trim();
  const replacing = templates.data?.some((template) => template.name === trimmed) ?? false;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed) return setNameError(DEAL_TEMPLATE_MESSAGES.nameRequired);
    if (trimmed.length > MAX_DEAL_TEMPLATE_NAME) return setNameError(DEAL_TEMPLATE_MESSAGES.nameTooLong);
    try {
      const saved = await save.mutateAsync({ name: trimmed, input: dealDraftOf(form.getValues()) });
      const said = saved.replaced ? DEAL_TEMPLATE_MESSAGES.replaced : DEAL_TEMPLATE_MESSAGES.saved;
      toast.success(said(saved.template.name));
      onClose();
    } catch (error) {
      if (!(error instanceof DealsApiError) || error.status !== 400) return;
      if (error.fieldErrors.name) return setNameError(error.fieldErrors.name);
      // A figure the service refused: the dialog closes on the field, marked as a save would mark it.
      const first = applyServerFieldErrors(form, error.fieldErrors);
      onClose();
      if (first) goToField(first);
    }
  };

  // A refused figure or name is shown on its field; anything else (the limit, the network) here.
  const refusal = save.error instanceof DealsApiError && save.error.status === 400 ? null : save.error;

  return (
    <Modal
      open
      onClose={onClose}
      title={TEMPLATE_TEXTS.dialogTitle}
      description={TEMPLATE_TEXTS.dialogDescription}
    >
      <form className="mt-4 space-y-4" onSubmit={(event) => void submit(event)} noValidate>
        <Field id={id} label={TEMPLATE_TEXTS.nameLabel} error={nameError}>
          <Input
            id={id}
            value={name}
            maxLength={MAX_DEAL_TEMPLATE_NAME}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${id}-error` : undefined}
            onChange={(event) => {
              setName(event.target.value);
              setNameError(undefined);
            }}
          />
        </Field>
        {replacing ? (
          <p className="text-sm text-muted-foreground">{TEMPLATE_TEXTS.replaces(trimmed)}</p>
        ) : null}
        {refusal ? <RefusalNotice error={refusal} /> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            {TEMPLATE_TEXTS.cancel}
          </Button>
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
            {save.isPending ? TEMPLATE_TEXTS.saving : TEMPLATE_TEXTS.save}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
