import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PdfViewerModal } from './pdf-viewer-modal.js';
import { COURSE_TEXTS } from '../../../texts.js';

const resource = { title: 'Operating Costs (PDF)', url: '/api/course/resources/operating-costs.pdf' };

function renderViewer() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PdfViewerModal resource={resource} onClose={() => undefined} />
    </QueryClientProvider>,
  );
}

describe('PDF viewer', () => {
  const revoke = vi.fn();
  beforeEach(() => {
    // jsdom has no object URLs.
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:pdf-1', revokeObjectURL: revoke }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    revoke.mockReset();
  });

  it("shows 'Loading PDF...' then the file, with open-in-new-tab and download from the local copy", async () => {
    const fetchMock = vi.fn(async () => new Response('%PDF-1.4'));
    vi.stubGlobal('fetch', fetchMock);
    renderViewer();
    expect(screen.getByText(COURSE_TEXTS.loadingPdf)).toBeInTheDocument();
    expect(await screen.findByTitle('Operating Costs (PDF) viewer')).toHaveAttribute('src', 'blob:pdf-1');
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('download', 'Operating Costs.pdf');
    expect(screen.getByRole('link', { name: 'Open in New Tab' })).toHaveAttribute('href', 'blob:pdf-1');
    expect(String((fetchMock.mock.calls[0] as unknown as [string])[0])).toBe(resource.url);
  });

  it("shows the server's error when the file is refused, and offers no download", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: 'Sign in to download the workbook' }), { status: 401 }),
      ),
    );
    renderViewer();
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign in to download the workbook');
    expect(screen.queryByRole('link', { name: 'Download' })).not.toBeInTheDocument();
  });

  it('shows the HTTP status when the refusal says nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('oops', { status: 500 })),
    );
    renderViewer();
    expect(await screen.findByRole('alert')).toHaveTextContent('HTTP error! status: 500');
  });
});
