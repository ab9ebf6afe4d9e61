import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_VERIFICATION_PATHS, IDENTITY_MESSAGES, ROUTES } from '@pac/contracts';
import { STORAGE_KEYS, resetRuntimeConfig } from '@pac/session';
import { callTo, renderAccount, stubApi } from '../../test-utils.js';
import { ACCOUNT_TEXTS } from '../../texts.js';

const resent = (email: string) => ({
  body: { success: true, message: IDENTITY_MESSAGES.verificationLinkResent(email) },
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetRuntimeConfig();
});

describe('/verify-email (the link of the sign-up email)', () => {
  it('posts the token once, says the address is confirmed and offers sign-in, without signing in', async () => {
    const fetchMock = stubApi({
      [EMAIL_VERIFICATION_PATHS.verify]: [
        { body: { success: true, message: IDENTITY_MESSAGES.emailVerified } },
      ],
    });
    await renderAccount(`${ROUTES.verifyEmail}?token=tok-123`);
    expect(await screen.findByRole('heading', { name: ACCOUNT_TEXTS.emailConfirmedTitle })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(IDENTITY_MESSAGES.emailVerified);
    expect(screen.getByRole('link', { name: ACCOUNT_TEXTS.signInNow })).toHaveAttribute('href', ROUTES.login);
    expect(callTo(fetchMock, EMAIL_VERIFICATION_PATHS.verify).body).toEqual({ token: 'tok-123' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('explains an expired or used link and sends a new one to the address typed', async () => {
    const fetchMock = stubApi({
      [EMAIL_VERIFICATION_PATHS.verify]: [
        { status: 400, body: { success: false, error: IDENTITY_MESSAGES.verificationLinkInvalid } },
      ],
      [EMAIL_VERIFICATION_PATHS.resend]: [resent('ada@example.com')],
    });
    await renderAccount(`${ROUTES.verifyEmail}?token=used-up`);
    expect(await screen.findByRole('alert')).toHaveTextContent(IDENTITY_MESSAGES.verificationLinkInvalid);
    const send = screen.getByRole('button', { name: ACCOUNT_TEXTS.sendNewLink });
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Email Address'), 'ada@example.com');
    await userEvent.click(send);
    expect(await screen.findByRole('status')).toHaveTextContent(
      IDENTITY_MESSAGES.verificationLinkResent('ada@example.com'),
    );
    expect(callTo(fetchMock, EMAIL_VERIFICATION_PATHS.resend).body).toEqual({ email: 'ada@example.com' });
  });

  it('says a link without a token is not valid, without asking the server', async () => {
    const fetchMock = stubApi({});
    await renderAccount(ROUTES.verifyEmail);
    expect(screen.getByRole('alert')).toHaveTextContent(IDENTITY_MESSAGES.verificationLinkInvalid);
    expect(screen.getByRole('button', { name: ACCOUNT_TEXTS.sendNewLink })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers to try again after a network failure, which used nothing up', async () => {
    const fetchMock = stubApi({
      [EMAIL_VERIFICATION_PATHS.verify]: [
        'network-down',
        { body: { success: true, message: IDENTITY_MESSAGES.emailVerified } },
      ],
    });
    await renderAccount(`${ROUTES.verifyEmail}?token=tok-9`);
    expect(await screen.findByRole('alert')).toHaveTextContent(IDENTITY_MESSAGES.networkError);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: ACCOUNT_TEXTS.emailConfirmedTitle })).toBeVisible();
    expect(callTo(fetchMock, EMAIL_VERIFICATION_PATHS.verify, 1).body).toEqual({ token: 'tok-9' });
  });
});

describe('/login with an address not yet confirmed', () => {
  it('shows the server message and sends a new link to the address typed', async () => {
    const fetchMock = stubApi({
      '/api/login': [{ status: 403, body: { success: false, error: IDENTITY_MESSAGES.emailNotVerified } }],
      [EMAIL_VERIFICATION_PATHS.resend]: [resent('ada@example.com')],
    });
    await renderAccount(ROUTES.login);
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Str0ng!pass');
    expect(screen.queryByRole('button', { name: ACCOUNT_TEXTS.sendNewLink })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(IDENTITY_MESSAGES.emailNotVerified);
    await userEvent.click(screen.getByRole('button', { name: ACCOUNT_TEXTS.sendNewLink }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      IDENTITY_MESSAGES.verificationLinkResent('ada@example.com'),
    );
    expect(callTo(fetchMock, EMAIL_VERIFICATION_PATHS.resend).body).toEqual({ email: 'ada@example.com' });
  });

  it('offers no new link for other refusals', async () => {
    stubApi({
      '/api/login': [{ status: 401, body: { success: false, error: IDENTITY_MESSAGES.invalidCredentials } }],
    });
    await renderAccount(ROUTES.login);
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(screen.queryByRole('button', { name: ACCOUNT_TEXTS.sendNewLink })).not.toBeInTheDocument();
  });
});
