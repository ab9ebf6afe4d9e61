import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COURSE_MESSAGES } from '@pac/contracts';
import { Toaster, toast } from '@pac/ui';
import { SignupForm } from './signup-form.js';
import { COURSE_TEXTS } from '../../../texts.js';

function renderForm() {
  // A cache of the test's own, as remote-app.tsx gives the page.
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/courses']}>
        <Routes>
          <Route path="/courses" element={<SignupForm />} />
          <Route path="/login" element={<h1>Login page</h1>} />
        </Routes>
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const answer = (status: number, body: object) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

async function fillStepOne(user: ReturnType<typeof userEvent.setup>, email = 'ann@example.com') {
  await user.type(screen.getByLabelText('First Name'), 'Ann');
  await user.type(screen.getByLabelText('Last Name'), 'Lee');
  await user.type(screen.getByLabelText('Email Address'), email);
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  // Sonner keeps its toasts in a module-level store; each test starts with none.
  toast.dismiss();
});

describe('course signup form', () => {
  it("shows step 1's first problem in a 'Validation Error' toast and stays on step 1", async () => {
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(COURSE_MESSAGES.validationErrorTitle)).toBeInTheDocument();
    expect(screen.getByText(COURSE_MESSAGES.firstNameRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('First Name'), 'Ann');
    await user.type(screen.getByLabelText('Last Name'), 'Lee');
    await user.type(screen.getByLabelText('Email Address'), 'ann@nowhere');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(COURSE_MESSAGES.validEmailRequired)).toBeInTheDocument();
    expect(screen.queryByLabelText('Phone Number')).not.toBeInTheDocument();
  });

  it('moves to the phone step, checks the phone pattern, and Back returns to step 1 with the fields kept', async () => {
    const user = renderForm();
    await fillStepOne(user);
    await user.click(screen.getByRole('button', { name: 'Get Free Access' }));
    expect(await screen.findByText(COURSE_MESSAGES.phoneRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Phone Number'), '12-34');
    await user.click(screen.getByRole('button', { name: 'Get Free Access' }));
    expect(await screen.findByText(COURSE_MESSAGES.phoneInvalid)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('First Name')).toHaveValue('Ann');
  });

  it('sends the lead with business_revenue 0-100k, shows the success toast and goes to /login after 2 s', async () => {
    const fetch = answer(200, { success: true, message: 'ok' });
    vi.stubGlobal('fetch', fetch);
    const user = renderForm();
    await fillStepOne(user);
    await user.type(screen.getByLabelText('Phone Number'), '+44 7700 900123');
    await user.click(screen.getByRole('button', { name: 'Get Free Access' }));
    expect(await screen.findByText(COURSE_MESSAGES.submissionSucceeded)).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/course-signup');
    expect(JSON.parse(String(init.body))).toEqual({
      first_name: 'Ann',
      last_name: 'Lee',
      email: 'ann@example.com',
      phone: '+44 7700 900123',
      business_revenue: '0-100k',
    });
    expect(screen.queryByRole('heading', { name: 'Login page' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Login page' })).toBeInTheDocument(), {
      timeout: 3_000,
    });
  });

  it.each([
    [
      'an account has the email',
      answer(409, { success: false, error: 'Email already registered' }),
      COURSE_MESSAGES.emailAlreadyRegisteredShown,
    ],
    [
      'the server says why',
      answer(400, { success: false, error: 'Please enter a valid phone number (10-20 digits)' }),
      COURSE_MESSAGES.phoneInvalid,
    ],
    ['the server says nothing', answer(500, {}), COURSE_TEXTS.submissionFailedDefault],
    [
      'the network fails',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
      COURSE_TEXTS.networkError,
    ],
  ])("shows 'Submission Failed' when %s", async (_case, fetch, message) => {
    vi.stubGlobal('fetch', fetch);
    const user = renderForm();
    await fillStepOne(user);
    await user.type(screen.getByLabelText('Phone Number'), '07700 900123');
    await user.click(screen.getByRole('button', { name: 'Get Free Access' }));
    expect(await screen.findByText(COURSE_MESSAGES.submissionFailedTitle)).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('a failed submit keeps what was typed, and Back still shows step 1 as it was', async () => {
    vi.stubGlobal('fetch', answer(500, {}));
    const user = renderForm();
    await fillStepOne(user);
    await user.type(screen.getByLabelText('Phone Number'), '07700 900123');
    await user.click(screen.getByRole('button', { name: 'Get Free Access' }));
    expect(await screen.findByText(COURSE_TEXTS.submissionFailedDefault)).toBeInTheDocument();
    expect(screen.getByLabelText('Phone Number')).toHaveValue('07700 900123');
    expect(screen.getByRole('button', { name: 'Get Free Access' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Email Address')).toHaveValue('ann@example.com');
  });
});
