import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_ENDPOINTS, SESSION_MESSAGES } from '@pac/contracts';
import { clearSession, getSessionEndedReason, getSessionSnapshot, storeSession } from '@pac/session';
import { fetchResourcePdf } from './resource-pdf-api.js';

const ada = { full_name: 'Ada Lovelace', email: 'ada@example.com', plan: 'free' };
const refused = () =>
  vi.fn(
    async () => new Response(JSON.stringify({ error: 'Sign in to download the workbook' }), { status: 401 }),
  );

// The viewer fetches whatever URL the course data names; the catalogue entry it matches decides whether a 401 means
// the site session is over (the workbook needs one) or not (the course's own PDFs are public).
describe('a refused course PDF', () => {
  beforeEach(() => storeSession(ada));
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it('signs the tab out when it is the workbook, with or without a query string', async () => {
    for (const url of [
      CONTENT_ENDPOINTS.workbookDownload.path,
      `${CONTENT_ENDPOINTS.workbookDownload.path}?v=2`,
    ]) {
      storeSession(ada);
      vi.stubGlobal('fetch', refused());
      await expect(fetchResourcePdf(url)).rejects.toThrow('Sign in to download the workbook');
      expect(getSessionSnapshot().isLoggedIn, url).toBe(false);
      expect(getSessionEndedReason(), url).toBe(SESSION_MESSAGES.sessionEnded);
    }
  });

  it('leaves the session alone when it is one of the public course PDFs', async () => {
    vi.stubGlobal('fetch', refused());
    await expect(fetchResourcePdf('/api/course/resources/deal-checklist.pdf?v=2#page=3')).rejects.toThrow();
    expect(getSessionSnapshot().isLoggedIn).toBe(true);
    expect(getSessionEndedReason()).toBeNull();
  });
});
