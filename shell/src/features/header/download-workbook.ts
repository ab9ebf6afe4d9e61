import { apiFetch } from '@pac/session';

export const WORKBOOK_FILE_NAME = 'Getting Started Workbook.pdf';

/** GET /api/workbook/download with bearer token and cookies; saves the PDF or alerts with the server's `error` text. */
export async function downloadWorkbook(): Promise<void> {
  try {
    const response = await apiFetch('/api/workbook/download');
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as { error?: unknown };
      const reason = typeof body.error === 'string' && body.error ? body.error : 'Unknown error';
      window.alert(`Failed to download workbook: ${reason}`);
      return;
    }
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = WORKBOOK_FILE_NAME;
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
  } catch {
    window.alert('Failed to download workbook. Please try again.');
  }
}
