import { Button, Modal, toast } from '@pac/ui';
import { useDeleteDeal } from '../../api/deals-api.js';
import { RefusalNotice, refusalMessage } from './refusal-notice.js';

interface DeleteDealDialogProps {
  deal: { id: string; name: string };
  open: boolean;
  onClose: () => void;
  /** After the service confirmed the deletion (the saved-deal page leaves; the list just refreshes). */
  onDeleted?: () => void;
}

/** The one confirmation before a deal is deleted, used by the deals list and the saved deal's actions. */
export function DeleteDealDialog({ deal, open, onClose, onDeleted }: DeleteDealDialogProps) {
  const deletion = useDeleteDeal();
  const close = () => {
    deletion.reset();
    onClose();
  };
  const confirm = () =>
    deletion.mutate(deal.id, {
      onSuccess: () => {
        toast.success(`Deleted "${deal.name}".`);
        onClose();
        onDeleted?.();
      },
      onError: (error) => toast.error(refusalMessage(error)),
    });

  return (
    <Modal open={open} onClose={close} title={`Delete "${deal.name}"?`} description="This cannot be undone.">
      {deletion.isError ? <RefusalNotice error={deletion.error} /> : null}
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={close}>
          Cancel
        </Button>
        <Button
          variant="destructive"
          onClick={confirm}
          disabled={deletion.isPending}
          aria-busy={deletion.isPending}
        >
          {deletion.isPending ? 'Deleting…' : 'Delete'}
        </Button>
      </div>
    </Modal>
  );
}
