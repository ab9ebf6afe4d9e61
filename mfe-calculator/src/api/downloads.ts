import { apiFetch } from '@pac/session';
import { readApiJson } from './api-error.js';

export type ExportKind = 'pdf' | 'csv';

const EXPORT_PATHS: Record<ExportKind, string> = { pdf: 'report.pdf', csv: 'export.csv' };

/** The file name the service gave (Content-Disposition), else a sensible one. */
function fileNameOf(response: Response, kind: ExportKind): string {
  const header = response.headers.get('Content-Disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? `deal-analysis.${kind}`;
}

/**
 * Downloads a saved deal's PDF report or CSV table (one export of the allowance): fetched with the session, then
 * saved through a temporary object URL, so a refusal (402 with its message) can be shown instead of a broken file.
 */
export async function downloadDealExport(id: string, kind: ExportKind): Promise<string> {
  const response = await apiFetch(`/api/deals/${encodeURIComponent(id)}/${EXPORT_PATHS[kind]}`);
  if (!response.ok) await readApiJson(response);
  const name = fileNameOf(response, kind);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has handed the blob to the browser's download.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return name;
}
