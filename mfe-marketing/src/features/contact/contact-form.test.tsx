import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_MESSAGES } from '@pac/contracts';
import { toast } from '@pac/ui';
import { ContactPage } from './contact-page.js';
import { CONTACT_TEXTS } from '../../texts.js';

vi.mock('@pac/ui', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@pac/ui')>();
  return { ...actual, toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) };
});

// The router and a cache of the test's own, as remote-app.tsx gives the page.
function wrapper({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
    </MemoryRouter>
  );
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send Enquiry' }));

describe('contact page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('toasts each validation message in order (the first failing one), without calling the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<ContactPage />, { wrapper });
    const steps: [() => void, string][] = [
      [() => undefined, CONTACT_MESSAGES.nameRequired],
      [() => fill('Name', 'Priya Shah'), CONTACT_MESSAGES.emailRequired],
      [() => fill('Email', 'priya@example'), CONTACT_MESSAGES.validEmailRequired],
      [() => fill('Email', 'priya@example.com'), CONTACT_MESSAGES.contactNumberRequired],
      [() => fill('Contact Number', '07700 900123'), CONTACT_MESSAGES.enquiryTypeRequired],
      [() => fill('Enquiry Type', 'Press & Media'), CONTACT_MESSAGES.messageRequired],
      [() => fill('Message', 'Hello'), CONTACT_MESSAGES.messageTooShort],
    ];
    for (const [change, message] of steps) {
      change();
      // The form checks asynchronously (react-hook-form's resolver): the toast follows the submit's promise.
      await act(async () => send());
      expect(toast.error).toHaveBeenLastCalledWith(CONTACT_MESSAGES.validationTitle, {
        description: message,
      });
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the enquiry, toasts the server message and shows the thank-you view; Submit Another Enquiry resets it', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(new Response(JSON.stringify({ success: true, message: 'Received!' })));
    vi.stubGlobal('fetch', fetchMock);
    render(<ContactPage />, { wrapper });
    fill('Name', 'Priya Shah');
    fill('Email', 'priya@example.com');
    fill('Contact Number', '07700 900123');
    fill('Enquiry Type', 'Press & Media');
    fill('Message', 'I would like to feature the calculator in an article.');
    await act(async () => send());

    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(JSON.parse(String(init.body))).toMatchObject({
      name: 'Priya Shah',
      enquiry_type: 'Press & Media',
      social_media_handle: '',
    });
    expect(toast.success).toHaveBeenCalledWith(CONTACT_TEXTS.successTitle, { description: 'Received!' });
    expect(await screen.findByRole('heading', { name: CONTACT_MESSAGES.thankYouTitle })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Return to Home' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Submit Another Enquiry' }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('shows the failure toast when the server refuses or cannot be reached, keeping the form', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    render(<ContactPage />, { wrapper });
    fill('Name', 'Priya Shah');
    fill('Email', 'priya@example.com');
    fill('Contact Number', '07700 900123');
    fill('Enquiry Type', 'Press & Media');
    fill('Message', 'I would like to feature the calculator in an article.');
    await act(async () => send());
    expect(toast.error).toHaveBeenCalledWith(CONTACT_MESSAGES.failure);
    expect(screen.getByLabelText('Name')).toHaveValue('Priya Shah');
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          new Response(JSON.stringify({ success: false, error: 'Too many enquiries.' }), { status: 429 }),
        ),
    );
    render(<ContactPage />, { wrapper });
    fill('Name', 'Priya Shah');
    fill('Email', 'priya@example.com');
    fill('Contact Number', '07700 900123');
    fill('Enquiry Type', 'Press & Media');
    fill('Message', 'I would like to feature the calculator in an article.');
    await act(async () => send());
    expect(toast.error).toHaveBeenCalledWith('Too many enquiries.');
    expect(screen.getByLabelText('Message')).toHaveValue(
      'I would like to feature the calculator in an article.',
    );
    expect(screen.getByRole('button', { name: 'Send Enquiry' })).toBeEnabled();
  });
});
