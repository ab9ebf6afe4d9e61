import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HONEYPOT_FIELD, NEWSLETTER_MESSAGES, newsletterSubscribeRequestSchema } from '@pac/contracts';
import { NewsletterForm, checkNewsletterRequest } from './newsletter-form.js';
import { NEWSLETTER_FORM_TEXTS } from '../../texts.js';

const submit = (email: string) => {
  fireEvent.change(screen.getByLabelText('Subscribe to our newsletter'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
};

describe('newsletter form', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('rejects an address without a simple email shape, without calling the server', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<NewsletterForm />);
    submit('not-an-email');
    expect(screen.getByRole('status')).toHaveTextContent(NEWSLETTER_MESSAGES.invalidEmail);
    expect(screen.getByRole('status')).toHaveAttribute('data-status', 'error');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each(['', '   ', 'reader@example', 'two words@example.com'])(
    'refuses %j with the contracts message',
    (email) => {
      const fetchMock = vi.fn();
      vi.stubGlobal('fetch', fetchMock);
      render(<NewsletterForm />);
      submit(email);
      expect(screen.getByRole('status')).toHaveTextContent(NEWSLETTER_MESSAGES.invalidEmail);
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('posts the email, shows the server message in green and clears it after 5 s', async () => {
    vi.useFakeTimers();
    const fetchMock = vi
      .fn()
      .mockResolvedValue(new Response(JSON.stringify({ success: true, message: 'Subscribed!' })));
    vi.stubGlobal('fetch', fetchMock);
    render(<NewsletterForm />);
    submit('reader@example.com');
    await act(async () => {
      await vi.runOnlyPendingTimersAsync();
    });
    expect(screen.getByRole('status')).toHaveTextContent('Subscribed!');
    expect(screen.getByRole('status')).toHaveAttribute('data-status', 'success');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/newsletter/subscribe');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'reader@example.com', [HONEYPOT_FIELD]: '' });

    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the server message on failure and the fixed text on a network failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          new Response(JSON.stringify({ success: false, message: 'Already subscribed' }), { status: 400 }),
        ),
    );
    const { unmount } = render(<NewsletterForm />);
    submit('reader@example.com');
    expect(await screen.findByText('Already subscribed')).toHaveAttribute('data-status', 'error');
    unmount();

    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    render(<NewsletterForm />);
    submit('reader@example.com');
    expect(await screen.findByText(NEWSLETTER_FORM_TEXTS.networkFailure)).toHaveAttribute(
      'data-status',
      'error',
    );
  });
});

describe('checkNewsletterRequest', () => {
  it("decides as contracts' newsletterSubscribeRequestSchema does, with the same message and request", () => {
    const samples: [string, string][] = [
      ['ann@example.com', ''],
      ['  ann@example.com  ', ''],
      ['', ''],
      ['   ', ''],
      ['ann@example', ''],
      ['ann example@x.io', ''],
      ['@x.io', ''],
      ['a@b.c', ''],
      [`${'a'.repeat(250)}@x.io`, ''],
      ['ann@example.com', 'a bot was here'],
      ['ann@example.com', 'x'.repeat(201)],
    ];
    for (const [email, honeypot] of samples) {
      const parsed = newsletterSubscribeRequestSchema.safeParse({ email, [HONEYPOT_FIELD]: honeypot });
      const checked = checkNewsletterRequest(email, honeypot);
      if (parsed.success) expect(checked, email).toEqual(parsed.data);
      else if (parsed.error.issues[0]?.path[0] === 'email')
        expect(checked, email).toBe(parsed.error.issues[0]?.message);
      else expect(typeof checked, honeypot).toBe('string');
    }
  });
});
