import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HANDOVER_PATHS, ROUTES } from '@pac/contracts';
import { SessionProvider, STORAGE_KEYS, configureRuntime, resetRuntimeConfig } from '@pac/session';
import { HomePage } from './home-page.js';

const grace = { full_name: 'Grace Hopper', email: 'grace@example.com', plan: 'starter' };

function Elsewhere() {
  return <p data-testid="elsewhere">{useLocation().pathname}</p>;
}

async function renderHome() {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[ROUTES.home]}>
        <SessionProvider>
          <Routes>
            <Route path={ROUTES.home} element={<HomePage />} />
            <Route path="*" element={<Elsewhere />} />
          </Routes>
        </SessionProvider>
      </MemoryRouter>,
    );
  });
}

const startButtons = () => screen.getAllByRole('button', { name: 'Start Free Analysis' });

/** location.assign and fetch (identity answering with a code), to see what leaves the page. */
function stubLeaving() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  const fetchMock = vi.fn(
    async (_path: string, _init?: RequestInit) =>
      new Response(JSON.stringify({ success: true, code: 'code-1', expiresInSeconds: 60 })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return { assign, fetchMock };
}

describe('Start Free Analysis', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetRuntimeConfig();
  });

  it.each([
    ['hero', 0],
    ['call to action', 1],
  ])('takes a visitor to the built-in calculator from the %s, never to /login', async (_where, index) => {
    const { assign, fetchMock } = stubLeaving();
    await renderHome();
    expect(startButtons()).toHaveLength(2);
    await userEvent.click(startButtons()[index]!);
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(ROUTES.calculator);
    expect(assign).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('takes a signed-in user to the built-in calculator, inside the site', async () => {
    const { assign } = stubLeaving();
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(grace));
    await renderHome();
    await userEvent.click(startButtons()[0]!);
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(ROUTES.calculator);
    expect(assign).not.toHaveBeenCalled();
  });

  it("with a calculator on another origin: a visitor goes to its address, a signed-in user to its hand-over's start", async () => {
    configureRuntime({ calculatorUrl: 'https://calc.example.test/' });
    const { assign, fetchMock } = stubLeaving();
    await renderHome();
    await userEvent.click(startButtons()[0]!);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://calc.example.test/'));
    expect(fetchMock).not.toHaveBeenCalled();

    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(grace));
    await userEvent.click(startButtons()[1]!);
    await vi.waitFor(() =>
      expect(assign).toHaveBeenLastCalledWith(`https://calc.example.test${HANDOVER_PATHS.start}`),
    );
    // The code is asked for once the calculator's origin has set its state cookie and sent the browser back.
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
