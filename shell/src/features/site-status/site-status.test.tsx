import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ADMIN_TEXTS,
  SITE_STATUS_POLL_MS,
  SITE_STATUS_TEXTS,
  siteStatusSchema,
  type SiteStatus,
} from '@pac/contracts';
import { renderShell, signInAs } from '../../test-utils.js';
import { SiteStatusNotice } from './site-status.js';
import { readSiteStatus } from './use-site-status.js';

const status = (overrides: Partial<SiteStatus> = {}) => ({
  success: true,
  siteName: 'Property Analysis Calculator',
  siteDescription: 'Analyse deals.',
  maintenanceMode: false,
  registrationEnabled: true,
  ...overrides,
});

/** fetch answering /api/site-status with each given body in turn (the last one repeats). */
function stubSiteStatus(...bodies: (object | Error | number)[]) {
  let call = 0;
  const fetchMock = vi.fn(() => {
    const body = bodies[Math.min(call++, bodies.length - 1)];
    if (body instanceof Error) return Promise.reject(body);
    if (typeof body === 'number') return Promise.resolve(new Response('{}', { status: body }));
    return Promise.resolve(new Response(JSON.stringify(body)));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function renderAt(path: string) {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <SiteStatusNotice />
      </MemoryRouter>,
    );
  });
}

const notice = () => screen.queryByTestId('maintenance-notice');

describe('site status on the public site', () => {
  beforeEach(() => {
    document.title = 'Property Analysis Calculator';
    document.head.querySelector('meta[name="description"]')?.remove();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('shows the maintenance notice as a status message while maintenance mode is on', async () => {
    const fetchMock = stubSiteStatus(status({ maintenanceMode: true }));
    signInAs({ full_name: 'Ann Reader', email: 'ann@example.com', plan: 'free' });
    await renderAt('/');
    const shown = screen.getByRole('status');
    expect(shown).toHaveTextContent(`${SITE_STATUS_TEXTS.maintenanceTitle}. ${ADMIN_TEXTS.maintenance}`);
    expect(shown).toHaveAttribute('aria-live', 'polite');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/site-status');
    // A public read: the visitor's token is not sent along.
    expect(new Headers(init.headers).has('Authorization')).toBe(false);
  });

  it('shows nothing while maintenance mode is off, and names the tab after the site settings', async () => {
    stubSiteStatus(status({ siteName: 'Deal Lab', siteDescription: 'Short-let numbers, fast.' }));
    await renderAt('/');
    expect(notice()).toBeNull();
    expect(document.title).toBe('Deal Lab');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Short-let numbers, fast.',
    );
  });

  it('keeps the built-in title and description when the settings leave them blank', async () => {
    stubSiteStatus(status({ siteName: ' ', siteDescription: '' }));
    await renderAt('/');
    expect(document.title).toBe('Property Analysis Calculator');
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
  });

  it('tells an admin in the portal what visitors see', async () => {
    stubSiteStatus(status({ maintenanceMode: true }));
    await renderAt('/admin/settings');
    expect(notice()).toHaveTextContent(SITE_STATUS_TEXTS.maintenanceAdminBody);
    expect(notice()).not.toHaveTextContent(ADMIN_TEXTS.maintenance);
  });

  it('picks up a change when the tab regains focus and on the minute poll', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const fetchMock = stubSiteStatus(
      status(),
      status({ maintenanceMode: true }),
      status({ maintenanceMode: false }),
    );
    await renderAt('/courses');
    expect(notice()).toBeNull();

    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(notice()).not.toBeNull();

    await act(async () => {
      vi.advanceTimersByTime(SITE_STATUS_POLL_MS);
    });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(notice()).toBeNull();
  });

  it('keeps the last known status when a read fails, and never breaks the page', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    stubSiteStatus(status({ maintenanceMode: true }), 503, new TypeError('Failed to fetch'), { nonsense: 1 });
    await renderAt('/');
    for (let poll = 0; poll < 3; poll += 1) {
      await act(async () => {
        vi.advanceTimersByTime(SITE_STATUS_POLL_MS);
      });
      expect(notice()).not.toBeNull();
    }
  });

  it('shows nothing when the status cannot be read at all', async () => {
    stubSiteStatus(new TypeError('Failed to fetch'));
    await renderAt('/');
    expect(notice()).toBeNull();
    expect(document.title).toBe('Property Analysis Calculator');
  });

  it('sits above the header in the page chrome while the admin portal keeps working', async () => {
    stubSiteStatus(status({ maintenanceMode: true }));
    await renderShell('/admin/users');
    expect(await screen.findByText('mfe_admin at /admin/users')).toBeInTheDocument();
    const shown = screen.getByTestId('maintenance-notice');
    const header = screen.getByRole('banner');
    expect(shown.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('readSiteStatus', () => {
  it("accepts exactly what contracts' siteStatusSchema accepts, and returns the same fields", () => {
    const good = status();
    const samples: unknown[] = [
      good,
      { ...good, maintenanceMode: 'yes' },
      { ...good, siteName: 3 },
      { ...good, registrationEnabled: undefined },
      { ...good, siteDescription: null },
      null,
      'text',
      [],
      {},
    ];
    for (const sample of samples) {
      const parsed = siteStatusSchema.safeParse(sample);
      expect(readSiteStatus(sample), JSON.stringify(sample)).toEqual(parsed.success ? parsed.data : null);
    }
  });
});
