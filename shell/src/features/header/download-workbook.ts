import { CONTENT_ENDPOINTS } from '@pac/contracts';
import { ApiError, callApi } from '@pac/session';

export const WORKBOOK_FILE_NAME = 'Getting Started Workbook.pdf';

/** The workbook with the session cookie; saves the PDF or alerts with the server's `error` text. */
export async function downloadWorkbook(): Promise<void> {
  try {
    let workbook: Blob;
    try {
      workbook = await callApi(CONTENT_ENDPOINTS.workbookDownload);
    } catch (error) {
      if (!(error instanceof ApiError) || error.isNetworkError) throw error;
      const reason =
        typeof error.body.error === 'string' && error.body.error ? error.body.error : 'Unknown error';
      window.alert(`Failed to download workbook: ${reason}`);
      return;
    }
    const url = URL.createObjectURL(workbook);
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
