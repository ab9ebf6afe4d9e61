import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_UNSUBSCRIBE_API, EMAIL_UNSUBSCRIBE_MESSAGES, NEWSLETTER_MESSAGES } from '@pac/contracts';
import { EmailUnsubscribePage, NewsletterUnsubscribePage } from './unsubscribe-page.js';
import { UNSUBSCRIBE_TEXTS } from '../../texts.js';

function renderPage(page: ReactNode, search: string) {
  render(
    <MemoryRouter initialEntries={[`/unsubscribe${search}`]}>
      <QueryClientProvider client={new QueryClient()}>{page}</QueryClientProvider>
    </MemoryRouter>,
  );
}

const unsubscribeButton = () => screen.getByRole('button', { name: 'Unsubscribe' });

describe('unsubscribe pages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks first, then posts the token and shows the server message', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true, message: 'Gone.' })));
    vi.stubGlobal('fetch', fetchMock);
    renderPage(<NewsletterUnsubscribePage />, '?token=tok-1');
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(unsubscribeButton());
    expect(await screen.findByRole('status')).toHaveTextContent('Gone.');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/newsletter/unsubscribe');
    expect(JSON.parse(String(init.body))).toEqual({ token: 'tok-1' });
  });

  it("shows the server's error, or the page's own texts when the server says nothing", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify({ success: false, error: 'Link used.' }), { status: 400 }),
      ),
    );
    renderPage(<NewsletterUnsubscribePage />, '?token=tok-2');
    await userEvent.click(unsubscribeButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Link used.');
  });

  it('falls back to the texts of the broadcast page: done without a message, failure without an answer', async () => {
    const fetchMock = vi.fn(async (_url: string) => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    renderPage(<EmailUnsubscribePage />, '?token=tok-3');
    await userEvent.click(unsubscribeButton());
    expect(await screen.findByRole('status')).toHaveTextContent(EMAIL_UNSUBSCRIBE_MESSAGES.unsubscribed);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(EMAIL_UNSUBSCRIBE_API);
  });

  it('says the link is invalid without a token', () => {
    renderPage(<NewsletterUnsubscribePage />, '');
    expect(screen.getByRole('alert')).toHaveTextContent(NEWSLETTER_MESSAGES.unsubscribeInvalid);
  });

  it('shows the failure text when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderPage(<NewsletterUnsubscribePage />, '?token=tok-4');
    await userEvent.click(unsubscribeButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(UNSUBSCRIBE_TEXTS.failure);
  });
});
