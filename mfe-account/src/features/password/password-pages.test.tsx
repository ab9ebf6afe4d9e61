import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDENTITY_MESSAGES, PASSWORD_REQUIREMENTS, ROUTES } from '@pac/contracts';
import { callTo, renderAccount, stubApi } from '../../test-utils.js';
import { ACCOUNT_TEXTS } from '../../texts.js';

describe('/forgot-password', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the email, shows the confirmation with tips, and Try Another Email returns to the form', async () => {
    const fetchMock = stubApi({ '/api/forgot-password': [{ body: { success: true } }] });
    await renderAccount(ROUTES.forgotPassword);
    const send = screen.getByRole('button', { name: ACCOUNT_TEXTS.sendResetInstructions });
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Email Address'), 'ada@example.com');
    await userEvent.click(send);
    expect(await screen.findByText(IDENTITY_MESSAGES.forgotSent('ada@example.com'))).toBeInTheDocument();
    for (const tip of ACCOUNT_TEXTS.forgotTips) expect(screen.getByText(tip)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', ROUTES.login);
    expect(callTo(fetchMock, '/api/forgot-password').body).toEqual({ email: 'ada@example.com' });
    await userEvent.click(screen.getByRole('button', { name: ACCOUNT_TEXTS.tryAnotherEmail }));
    expect(screen.getByLabelText('Email Address')).toHaveValue('');
  });

  it('shows the default failure and the network text', async () => {
    stubApi({ '/api/forgot-password': [{ status: 500, body: {} }, 'network-down'] });
    await renderAccount(ROUTES.forgotPassword);
    await userEvent.type(screen.getByLabelText('Email Address'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: ACCOUNT_TEXTS.sendResetInstructions }));
    expect(await screen.findByRole('alert')).toHaveTextContent(IDENTITY_MESSAGES.forgotFailedDefault);
    await userEvent.click(screen.getByRole('button', { name: ACCOUNT_TEXTS.sendResetInstructions }));
    expect(await screen.findByText(IDENTITY_MESSAGES.genericNetworkError)).toBeInTheDocument();
  });
});

describe('/reset-password', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  const resetEntry = `${ROUTES.resetPassword}?token=tok-reset`;
  // The sign-up page's checklist (issue 18: one component, one rule for both pages).
  const checklist = () => within(screen.getByRole('list', { name: 'Password checks' }));
  const indicator = (label: string) => checklist().getByText(label).closest('li');
  const resetButton = () => screen.getByRole('button', { name: 'Reset Password' });

  it('sends a missing token to /forgot-password', async () => {
    await renderAccount(ROUTES.resetPassword);
    expect(screen.getByRole('heading', { name: 'Forgot Password' })).toBeInTheDocument();
  });

  it('ticks the live checklist as the password grows, with show toggles on both fields', async () => {
    await renderAccount(resetEntry);
    const met = () =>
      PASSWORD_REQUIREMENTS.map((r) =>
        checklist().getByText(r.label).closest('li')?.getAttribute('data-met'),
      );
    expect(met()).toEqual(['false', 'false', 'false', 'false', 'false']);
    await userEvent.type(screen.getByLabelText('New Password'), 'abcdefgH');
    expect(met()).toEqual(['true', 'true', 'true', 'false', 'false']);
    await userEvent.type(screen.getByLabelText('New Password'), '1!');
    expect(met()).toEqual(['true', 'true', 'true', 'true', 'true']);
    const toggles = screen.getAllByRole('button', { name: 'Show password' });
    expect(toggles).toHaveLength(2);
  });

  // Issue 18, deliberate change: this was "refuses unmet requirements and mismatches before calling the server" with
  // Reset enabled and the refusal shown on click; now Reset stays disabled until the whole rule holds, as on sign-up.
  it('keeps Reset disabled until the whole rule holds: checklist, not a common password, match', async () => {
    const fetchMock = stubApi({});
    await renderAccount(resetEntry);
    expect(resetButton()).toBeDisabled();
    await userEvent.type(screen.getByLabelText('New Password'), 'weakpass');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'weakpass');
    expect(indicator(ACCOUNT_TEXTS.passwordsMatch)).toHaveAttribute('data-met', 'true');
    expect(resetButton()).toBeDisabled();

    // Every line of the checklist met, but one of the most common passwords.
    await userEvent.clear(screen.getByLabelText('New Password'));
    await userEvent.clear(screen.getByLabelText('Confirm New Password'));
    await userEvent.type(screen.getByLabelText('New Password'), 'Password1!');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'Password1!');
    for (const requirement of PASSWORD_REQUIREMENTS)
      expect(indicator(requirement.label), requirement.id).toHaveAttribute('data-met', 'true');
    expect(indicator(ACCOUNT_TEXTS.notCommonPassword)).toHaveAttribute('data-met', 'false');
    expect(resetButton()).toBeDisabled();
    await userEvent.click(resetButton());

    await userEvent.clear(screen.getByLabelText('New Password'));
    await userEvent.type(screen.getByLabelText('New Password'), 'Strong!Pass1');
    expect(indicator(ACCOUNT_TEXTS.notCommonPassword)).toHaveAttribute('data-met', 'true');
    expect(indicator(ACCOUNT_TEXTS.passwordsMatch)).toHaveAttribute('data-met', 'false');
    expect(resetButton()).toBeDisabled();
    await userEvent.click(resetButton());
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Confirm New Password'));
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'Strong!Pass1');
    expect(indicator(ACCOUNT_TEXTS.passwordsMatch)).toHaveAttribute('data-met', 'true');
    expect(resetButton()).toBeEnabled();
  });

  it('on success shows the confirmation and goes to /login after 3 s', async () => {
    const fetchMock = stubApi({ '/api/reset-password': [{ body: { success: true } }] });
    await renderAccount(resetEntry);
    await userEvent.type(screen.getByLabelText('New Password'), 'Strong!Pass1');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'Strong!Pass1');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reset Password' })));
    expect(screen.getByRole('heading', { name: IDENTITY_MESSAGES.resetSuccess })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ACCOUNT_TEXTS.goToLoginNow })).toBeInTheDocument();
    expect(callTo(fetchMock, '/api/reset-password').body).toEqual({
      token: 'tok-reset',
      new_password: 'Strong!Pass1',
    });
    await act(async () => vi.advanceTimersByTime(2_900));
    expect(screen.queryByRole('heading', { name: 'Welcome Back' })).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(100));
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('Go to Login Now leaves at once; failures show the server error or the defaults', async () => {
    stubApi({
      '/api/reset-password': [
        { status: 400, body: { success: false, error: 'Reset link expired' } },
        'network-down',
        { body: { success: true } },
      ],
    });
    await renderAccount(resetEntry);
    await userEvent.type(screen.getByLabelText('New Password'), 'Strong!Pass1');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'Strong!Pass1');
    const submit = screen.getByRole('button', { name: 'Reset Password' });
    await userEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Reset link expired');
    await userEvent.click(submit);
    expect(await screen.findByText(IDENTITY_MESSAGES.genericNetworkError)).toBeInTheDocument();
    await userEvent.click(submit);
    await userEvent.click(await screen.findByRole('button', { name: ACCOUNT_TEXTS.goToLoginNow }));
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  });
});
