import { render, screen } from '@testing-library/react';
import { HEALTH_POLL_MS } from '@pac/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeAdmin, stubAdminApi, withAdminQueries } from '../../test-support.js';
import { HealthPage } from './health-page.js';

const check = { status: 'healthy', description: 'OK', last_checked: '2026-01-01T00:00:00Z', latency_ms: 1 };
const HEALTH = {
  success: true,
  data: {
    status: 'healthy',
    checked_at: '2026-01-01T00:00:00Z',
    uptime: 3_600,
    checks: { database: check, email: check, redis: check, queue: check, api: check },
  },
};

beforeEach(() => {
  storeAdmin();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const healthCalls = (fetchMock: ReturnType<typeof stubAdminApi>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/admin/health')).length;

describe('system health polling', () => {
  it('asks again every HEALTH_POLL_MS while the tab is visible, and not at all while it is in the background', async () => {
    const fetchMock = stubAdminApi({ '/api/admin/health': () => HEALTH });
    render(withAdminQueries(<HealthPage />));
    expect(await screen.findByText('System is Healthy')).toBeInTheDocument();
    expect(healthCalls(fetchMock)).toBe(1);

    await vi.advanceTimersByTimeAsync(HEALTH_POLL_MS);
    expect(healthCalls(fetchMock)).toBe(2);

    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await vi.advanceTimersByTimeAsync(HEALTH_POLL_MS * 3);
    expect(healthCalls(fetchMock)).toBe(2);

    visibility.mockReturnValue('visible');
    await vi.advanceTimersByTimeAsync(HEALTH_POLL_MS);
    expect(healthCalls(fetchMock)).toBe(3);
  });
});
