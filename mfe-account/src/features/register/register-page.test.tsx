import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_SCREEN_TEXTS, HANDOVER_PATHS, IDENTITY_MESSAGES, ROUTES } from '@pac/contracts';
import { STORAGE_KEYS, configureRuntime, resetRuntimeConfig } from '@pac/session';
import { callTo, elsewhere, renderAccount, stubApi } from '../../test-utils.js';

const ada = {
  id: 'u1',
  full_name: 'Ada Lovelace',
  email: 'ada@example.com',
  plan: 'free',
  plan_status: 'active',
  role: 'user',
};

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

describe('/register', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetRuntimeConfig();
  });

  it('updates the live indicators and enables Create Account only when everything holds', async () => {
    await renderAccount(ROUTES.register);
    expect(createAccount()).toBeDisabled();
    await fill({ 'Full Name': 'Ada Lovelace', 'Email Address': 'ada@example.com', Password: 'short' });
    expect(indicator(ACCOUNT_SCREEN_TEXTS.atLeastEightCharacters)).toHaveAttribute('data-met', 'false');
    await fill({ Password: '-enough', 'Confirm Password': 'short-enoug' });
    expect(indicator(ACCOUNT_SCREEN_TEXTS.atLeastEightCharacters)).toHaveAttribute('data-met', 'true');
    expect(indicator(ACCOUNT_SCREEN_TEXTS.passwordsMatch)).toHaveAttribute('data-met', 'false');
    expect(createAccount()).toBeDisabled();
    await fill({ 'Confirm Password': 'h' });
    expect(indicator(ACCOUNT_SCREEN_TEXTS.passwordsMatch)).toHaveAttribute('data-met', 'true');
    expect(createAccount()).toBeEnabled();
  });

  it('shows the first rule that fails, in the spec order', async () => {
    const fetchMock = stubApi({});
    await renderAccount(ROUTES.register);
    // A name of spaces passes "filled" but not the trimmed rule; the email is malformed too: the name comes first.
    await fill({
      'Full Name': '   ',
      'Email Address': 'nope',
      Password: 'long-enough',
      'Confirm Password': 'long-enough',
    });
    await userEvent.click(createAccount());
    expect(await screen.findByRole('alert')).toHaveTextContent(IDENTITY_MESSAGES.fullNameRequired);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stores user and token on success and goes on to the built-in calculator at /calculator', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = stubApi({ '/api/register': [{ body: { success: true, user: ada, token: 'tok-r' } }] });
    await renderAccount(ROUTES.register);
    await fill({
      'Full Name': 'Ada Lovelace',
      'Email Address': 'ada@example.com',
      Password: 'long-enough',
      'Confirm Password': 'long-enough',
    });
    await userEvent.click(createAccount());
    expect((await elsewhere()).textContent).toMatch(new RegExp(`^${ROUTES.calculator} `));
    expect(callTo(fetchMock, '/api/register').body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'long-enough',
    });
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('tok-r');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? '{}')).toMatchObject({
      full_name: 'Ada Lovelace',
    });
    expect(assign).not.toHaveBeenCalled();
  });

  it('hands over to a calculator on another origin with a one-time code for the new session, never the token', async () => {
    configureRuntime({ calculatorUrl: 'https://calc.example.test/' });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = stubApi({
      '/api/register': [{ body: { success: true, user: ada, token: 'tok-r' } }],
      [HANDOVER_PATHS.issue]: [{ body: { success: true, code: 'code-r', expiresInSeconds: 60 } }],
    });
    await renderAccount(ROUTES.register);
    await fill({
      'Full Name': 'Ada Lovelace',
      'Email Address': 'ada@example.com',
      Password: 'long-enough',
      'Confirm Password': 'long-enough',
    });
    await userEvent.click(createAccount());
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
    expect(assign).toHaveBeenCalledWith('https://calc.example.test/?handover=code-r');
    expect(String(assign.mock.calls[0]?.[0])).not.toContain('tok-r');
    expect(callTo(fetchMock, HANDOVER_PATHS.issue).headers.get('Authorization')).toBe('Bearer tok-r');
  });

  it('shows the server error, the default, and the network text', async () => {
    stubApi({
      '/api/register': [
        { status: 409, body: { success: false, error: IDENTITY_MESSAGES.emailTaken } },
        { status: 500, body: { success: false } },
        'network-down',
      ],
    });
    await renderAccount(ROUTES.register);
    await fill({
      'Full Name': 'Ada',
      'Email Address': 'ada@example.com',
      Password: 'long-enough',
      'Confirm Password': 'long-enough',
    });
    await userEvent.click(createAccount());
    expect(await screen.findByRole('alert')).toHaveTextContent(IDENTITY_MESSAGES.emailTaken);
    await userEvent.click(createAccount());
    expect(await screen.findByText(IDENTITY_MESSAGES.registrationFailed)).toBeInTheDocument();
    await userEvent.click(createAccount());
    expect(await screen.findByText(IDENTITY_MESSAGES.networkError)).toBeInTheDocument();
  });
});
