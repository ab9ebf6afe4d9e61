import { ANALYSIS_ENDPOINTS, endpointPath } from '@pac/contracts';
import { apiFetch } from '@pac/session';
import { refusalOf } from './api-error.js';

export type ExportKind = 'pdf' | 'csv';

const EXPORTS = { pdf: ANALYSIS_ENDPOINTS.dealReport, csv: ANALYSIS_ENDPOINTS.dealExport } as const;

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
  const endpoint = EXPORTS[kind];
  // callApi answers the Blob alone; the file name the service chose is in a header, so the response is read here.
  const response = await apiFetch(endpointPath(endpoint, { id }), { endpoint, method: endpoint.method });
  if (!response.ok) throw await refusalOf(response);
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
