import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ADMIN_ENDPOINTS,
  EMAIL_VERIFICATION_PATHS,
  IDENTITY_MESSAGES,
  PASSWORD_REQUIREMENTS,
  ROUTES,
} from '@pac/contracts';
import { STORAGE_KEYS, resetRuntimeConfig } from '@pac/session';
import { callTo, renderAccount, stubApi } from '../../test-utils.js';
import { ACCOUNT_TEXTS } from '../../texts.js';

const SITE_STATUS_PATH = ADMIN_ENDPOINTS.siteStatus.path;
const STRONG = 'Str0ng!pass';
const siteStatus = (registrationEnabled: boolean) => ({
  body: {
    success: true,
    siteName: 'Property Analysis Calculator',
    siteDescription: 'Deals',
    maintenanceMode: false,
    registrationEnabled,
  },
});
const open = { [SITE_STATUS_PATH]: [siteStatus(true)] };

async function fill(
  values: Partial<Record<'Full Name' | 'Email Address' | 'Password' | 'Confirm Password', string>>,
) {
  for (const [label, value] of Object.entries(values))
    await userEvent.type(screen.getByLabelText(label), value);
}
const indicator = (label: string) =>
  within(screen.getByRole('list', { name: 'Password checks' }))
    .getByText(label)
    .closest('li');
const createAccount = () => screen.getByRole('button', { name: 'Create Account' });
const registerCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/api/register'));

describe('/register', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetRuntimeConfig();
  });

  it('shows the whole password rule live and enables Create Account only when all of it holds', async () => {
    stubApi(open);
    await renderAccount(ROUTES.register);
    expect(createAccount()).toBeDisabled();
    for (const requirement of PASSWORD_REQUIREMENTS)
      expect(indicator(requirement.label)).toHaveAttribute('data-met', 'false');
    await fill({ 'Full Name': 'Ada Lovelace', 'Email Address': 'ada@example.com', Password: 'short' });
    expect(indicator(ACCOUNT_TEXTS.atLeastEightCharacters)).toHaveAttribute('data-met', 'false');
    // Long enough is no longer enough (issue 18, deliberate change): the checklist must hold too.
    await fill({ Password: '-enough', 'Confirm Password': 'short-enough' });
    expect(indicator(ACCOUNT_TEXTS.atLeastEightCharacters)).toHaveAttribute('data-met', 'true');
    expect(indicator('One uppercase letter')).toHaveAttribute('data-met', 'false');
    expect(indicator(ACCOUNT_TEXTS.passwordsMatch)).toHaveAttribute('data-met', 'true');
    expect(createAccount()).toBeDisabled();

    // Every line of the checklist met, but one of the most common passwords.
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.clear(screen.getByLabelText('Confirm Password'));
    await fill({ Password: 'Password1!', 'Confirm Password': 'Password1!' });
    for (const requirement of PASSWORD_REQUIREMENTS)
      expect(indicator(requirement.label), requirement.id).toHaveAttribute('data-met', 'true');
    expect(indicator(ACCOUNT_TEXTS.notCommonPassword)).toHaveAttribute('data-met', 'false');
    expect(createAccount()).toBeDisabled();

    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.clear(screen.getByLabelText('Confirm Password'));
    await fill({ Password: STRONG, 'Confirm Password': `${STRONG}x` });
    expect(indicator(ACCOUNT_TEXTS.notCommonPassword)).toHaveAttribute('data-met', 'true');
    expect(indicator(ACCOUNT_TEXTS.passwordsMatch)).toHaveAttribute('data-met', 'false');
    expect(createAccount()).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Confirm Password'), '{Backspace}');
    expect(indicator(ACCOUNT_TEXTS.passwordsMatch)).toHaveAttribute('data-met', 'true');
    expect(createAccount()).toBeEnabled();
  });

  it('shows the first rule that fails: name, email, password length, then the match', async () => {
    // An unreadable site status leaves the form up (the server refuses a closed sign-up itself).
    const fetchMock = stubApi({ [SITE_STATUS_PATH]: ['network-down'] });
    await renderAccount(ROUTES.register);
    // A name of spaces passes "filled" but not the trimmed rule; the email is malformed too: the name comes first.
    await fill({ 'Full Name': '   ', 'Email Address': 'nope', Password: STRONG, 'Confirm Password': STRONG });
    await userEvent.click(createAccount());
    expect(await screen.findByRole('alert')).toHaveTextContent(IDENTITY_MESSAGES.fullNameRequired);
    expect(registerCalls(fetchMock)).toEqual([]);
  });

  it("shows the server's check-your-email answer and opens no session (issue 18: was store and go on)", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const message = IDENTITY_MESSAGES.registrationCheckEmail('ada@example.com');
    const fetchMock = stubApi({ ...open, '/api/register': [{ body: { success: true, message } }] });
    await renderAccount(ROUTES.register);
    await fill({
      'Full Name': 'Ada Lovelace',
      'Email Address': 'ada@example.com',
      Password: STRONG,
      'Confirm Password': STRONG,
    });
    await userEvent.click(createAccount());
    expect(await screen.findByRole('heading', { name: ACCOUNT_TEXTS.checkYourEmail })).toBeVisible();
    expect(screen.getByText(message)).toBeVisible();
    expect(callTo(fetchMock, '/api/register').body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: STRONG,
    });
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: ACCOUNT_TEXTS.backToLogin })).toHaveAttribute(
      'href',
      ROUTES.login,
    );
  });

  it('sends a new link from the check-your-email card and shows its confirmation', async () => {
    const fetchMock = stubApi({
      ...open,
      '/api/register': [{ body: { success: true, message: 'sent' } }],
      [EMAIL_VERIFICATION_PATHS.resend]: [
        { body: { success: true, message: IDENTITY_MESSAGES.verificationLinkResent('ada@example.com') } },
      ],
    });
    await renderAccount(ROUTES.register);
    await fill({
      'Full Name': 'Ada',
      'Email Address': ' ada@example.com ',
      Password: STRONG,
      'Confirm Password': STRONG,
    });
    await userEvent.click(createAccount());
    await userEvent.click(await screen.findByRole('button', { name: ACCOUNT_TEXTS.sendNewLink }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      IDENTITY_MESSAGES.verificationLinkResent('ada@example.com'),
    );
    expect(callTo(fetchMock, EMAIL_VERIFICATION_PATHS.resend).body).toEqual({ email: 'ada@example.com' });
  });

  it('says registration is closed instead of showing the form when the site has it switched off', async () => {
    stubApi({ [SITE_STATUS_PATH]: [siteStatus(false)] });
    await renderAccount(ROUTES.register);
    expect(await screen.findByRole('heading', { name: ACCOUNT_TEXTS.registrationClosedTitle })).toBeVisible();
    expect(screen.getByText(IDENTITY_MESSAGES.registrationDisabled)).toBeVisible();
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Account' })).not.toBeInTheDocument();
  });

  it('says registration is closed when it was switched off after the page loaded', async () => {
    stubApi({
      ...open,
      '/api/register': [
        { status: 403, body: { success: false, error: IDENTITY_MESSAGES.registrationDisabled } },
      ],
    });
    await renderAccount(ROUTES.register);
    await fill({
      'Full Name': 'Ada',
      'Email Address': 'ada@example.com',
      Password: STRONG,
      'Confirm Password': STRONG,
    });
    await userEvent.click(createAccount());
    expect(await screen.findByRole('heading', { name: ACCOUNT_TEXTS.registrationClosedTitle })).toBeVisible();
  });

  it('shows the server error, the default, and the network text', async () => {
    stubApi({
      ...open,
      '/api/register': [
        { status: 400, body: { success: false, error: IDENTITY_MESSAGES.passwordTooCommon } },
        { status: 500, body: { success: false } },
        'network-down',
      ],
    });
    await renderAccount(ROUTES.register);
    await fill({
      'Full Name': 'Ada',
      'Email Address': 'ada@example.com',
      Password: STRONG,
      'Confirm Password': STRONG,
    });
    await userEvent.click(createAccount());
    expect(await screen.findByRole('alert')).toHaveTextContent(IDENTITY_MESSAGES.passwordTooCommon);
    await userEvent.click(createAccount());
    expect(await screen.findByText(IDENTITY_MESSAGES.registrationFailed)).toBeInTheDocument();
    await userEvent.click(createAccount());
    expect(await screen.findByText(IDENTITY_MESSAGES.networkError)).toBeInTheDocument();
  });

  it('a refused sign-up keeps what was typed, and typing again clears the error', async () => {
    stubApi({
      ...open,
      '/api/register': [
        { status: 400, body: { success: false, error: IDENTITY_MESSAGES.passwordTooCommon } },
      ],
    });
    await renderAccount(ROUTES.register);
    await fill({
      'Full Name': 'Ada',
      'Email Address': 'ada@example.com',
      Password: STRONG,
      'Confirm Password': STRONG,
    });
    await userEvent.click(createAccount());
    expect(await screen.findByRole('alert')).toHaveTextContent(IDENTITY_MESSAGES.passwordTooCommon);
    expect(screen.getByLabelText('Full Name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Email Address')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue(STRONG);
    expect(createAccount()).toBeEnabled();
    await userEvent.type(screen.getByLabelText('Full Name'), ' L');
    expect(screen.queryByText(IDENTITY_MESSAGES.passwordTooCommon)).not.toBeInTheDocument();
  });
});
