import { useState } from 'react';
import { Button, toast } from '@pac/ui';
import { downloadDealExport, type ExportKind } from '../../api/downloads.js';
import { RefusalNotice, refusalMessage } from './refusal-notice.js';

const EXPORT_NAMES: Record<ExportKind, string> = { pdf: 'PDF', csv: 'CSV' };

/** "Download PDF" and "Download CSV": each download is one export of the allowance, so a refusal is shown. */
export function ExportButtons({ dealId }: { dealId: string }) {
  const [busy, setBusy] = useState<ExportKind | null>(null);
  const [error, setError] = useState<unknown>(null);

  const download = async (kind: ExportKind) => {
    setBusy(kind);
    setError(null);
    try {
      await downloadDealExport(dealId, kind);
    } catch (refusal) {
      setError(refusal);
      toast.error(refusalMessage(refusal));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        {(['pdf', 'csv'] as const).map((kind) => (
          <Button
            key={kind}
            variant="outline"
            onClick={() => void download(kind)}
            disabled={busy !== null}
            aria-busy={busy === kind}
          >
            {busy === kind ? `Preparing ${EXPORT_NAMES[kind]}…` : `Download ${EXPORT_NAMES[kind]}`}
          </Button>
        ))}
      </div>
      {error ? <RefusalNotice error={error} /> : null}
    </div>
  );
}
