import { DEAL_TEMPLATE_MESSAGES, type DealTemplate } from '@pac/contracts';
import { useSession } from '@pac/session';
import { Button, toast } from '@pac/ui';
import { useDeleteTemplate, useTemplates } from '../../../api/templates-api.js';
import { refusalMessage } from '../../../components/deal-actions/refusal-notice.js';
import { TEMPLATE_TEXTS } from '../../../texts.js';

interface TemplateStartListProps {
  onStart: (template: DealTemplate) => void;
}

/**
 * "Start from: my template" in the start-a-new-analysis dialog of a signed-in user: each of their templates, to
 * start from or to delete. A visitor has none and sees nothing.
 */
export function TemplateStartList({ onStart }: TemplateStartListProps) {
  const { isLoggedIn } = useSession();
  const templates = useTemplates();
  const remove = useDeleteTemplate();
  if (!isLoggedIn) return null;

  const deleteTemplate = async (template: DealTemplate) => {
    try {
      await remove.mutateAsync(template);
      toast.success(DEAL_TEMPLATE_MESSAGES.deleted(template.name));
    } catch (error) {
      toast.error(refusalMessage(error));
    }
  };

  return (
    <section className="mt-4 space-y-2" aria-labelledby="template-start-heading">
      <h3 id="template-start-heading" className="text-sm font-semibold">
        {TEMPLATE_TEXTS.startHeading}
      </h3>
      {templates.isPending ? (
        <p className="text-sm text-muted-foreground">{TEMPLATE_TEXTS.startLoading}</p>
      ) : templates.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {TEMPLATE_TEXTS.startFailed}
        </p>
      ) : templates.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{TEMPLATE_TEXTS.startNone}</p>
      ) : (
        <ul className="max-h-60 space-y-2 overflow-y-auto">
          {templates.data.map((template) => (
            <li key={template.id} className="flex flex-wrap items-center justify-between gap-2">
              <span className="min-w-0 break-words text-sm">{template.name}</span>
              <span className="flex gap-2">
                <Button
                  size="sm"
                  aria-label={TEMPLATE_TEXTS.start(template.name)}
                  onClick={() => onStart(template)}
                >
                  Start
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={TEMPLATE_TEXTS.delete(template.name)}
                  disabled={remove.isPending}
                  onClick={() => void deleteTemplate(template)}
                >
                  Delete
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
