import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ROUTES, dealPath } from '@pac/contracts';
import { Button, toast } from '@pac/ui';
import { useDuplicateDeal } from '../../api/deals-api.js';
import { DeleteDealDialog } from './delete-deal-dialog.js';
import { ExportButtons } from './export-buttons.js';
import { RefusalNotice, refusalMessage } from './refusal-notice.js';
import { ShareLink } from './share-link.js';

interface DealActionsProps {
  deal: { id: string; name: string };
  /**
   * The deal's stored input is refused by the input bounds until it is corrected: the service would refuse a share
   * link, downloads and a copy (422), so only Delete is offered.
   */
  correcting?: boolean;
}

/**
 * What the owner can do with a saved deal: share it read-only, download its PDF report or CSV, duplicate it
 * (one calculation of the allowance) and delete it. Mounted by the saved deal's page.
 */
export function DealActions({ deal, correcting = false }: DealActionsProps) {
  const navigate = useNavigate();
  const duplicate = useDuplicateDeal();
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const copyDeal = () =>
    duplicate.mutate(deal.id, {
      onSuccess: (copy) => {
        toast.success(`Saved a copy: "${copy.name}".`);
        navigate(dealPath(copy.id));
      },
      onError: (error) => toast.error(refusalMessage(error)),
    });

  return (
    <section aria-label="Deal actions" className="space-y-4">
      {correcting ? null : (
        <>
          <div role="group" aria-label="Share" className="space-y-2">
            <ShareLink dealId={deal.id} />
          </div>
          <div role="group" aria-label="Downloads">
            <ExportButtons dealId={deal.id} />
          </div>
        </>
      )}
      <div role="group" aria-label="Manage" className="space-y-2">
        <div className="flex flex-wrap gap-2">
          {correcting ? null : (
            <Button
              variant="outline"
              onClick={copyDeal}
              disabled={duplicate.isPending}
              aria-busy={duplicate.isPending}
            >
              {duplicate.isPending ? 'Duplicating…' : 'Duplicate'}
            </Button>
          )}
          <Button variant="destructive" onClick={() => setConfirmingDelete(true)}>
            Delete
          </Button>
        </div>
        {duplicate.isError ? <RefusalNotice error={duplicate.error} /> : null}
      </div>
      <DeleteDealDialog
        deal={deal}
        open={confirmingDelete}
        onClose={() => setConfirmingDelete(false)}
        onDeleted={() => navigate(ROUTES.deals)}
      />
    </section>
  );
}
