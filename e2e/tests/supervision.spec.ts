import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { EXAMPLE_A } from '@pac/deal-model/worked-examples';
import { PROCESS_PIDS_FILE, SUPERVISION_LOG_FILE } from '@pac/stack/processes';
import { E2E_STATE_DIR, gatewayUrl } from '../stack-env.js';
import { newSignedInAccount } from '../support/accounts.js';
import { spendAllowance } from '../support/plan-usage.js';
import { waitUntilReady } from '../support/readiness.js';

/**
 * `npm start` supervises its processes (this stack is `npm start`'s, tools/stack/start.ts): the analysis service
 * killed with SIGKILL while users list and save deals is restarted, answers again within 10 s, keeps every deal
 * it acknowledged, and the stack's log says what happened.
 */
const pids = () =>
  JSON.parse(fs.readFileSync(path.join(E2E_STATE_DIR, PROCESS_PIDS_FILE), 'utf8')) as Record<string, number>;
const supervisionLog = () => {
  const file = path.join(E2E_STATE_DIR, SUPERVISION_LOG_FILE);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function saveDeal(request: APIRequestContext, token: string, name: string): Promise<string | null> {
  const saved = await request
    .post(`${gatewayUrl}/api/deals`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { name, input: EXAMPLE_A },
      timeout: 15_000,
    })
    .catch(() => null);
  if (saved?.status() !== 201) return null;
  return ((await saved.json()) as { deal: { id: string } }).deal.id;
}

test('kill -9 of the analysis service under load: restarted, answering within 10 s, no saved deal lost, the log says why', async ({
  request,
}) => {
  test.setTimeout(120_000);
  await waitUntilReady(request, 'identity', 'analysis');
  const email = `supervised.${Date.now()}@example.test`;
  const { token } = await newSignedInAccount(request, {
    name: 'Sue Pervised',
    email,
    password: 'Supervised!1',
  });
  await spendAllowance(email, { plan: 'professional', calculations: 0 });
  const headers = { Authorization: `Bearer ${token}` };

  const acknowledged: string[] = [];
  for (const name of ['Before 1', 'Before 2', 'Before 3']) {
    const id = await saveDeal(request, token, name);
    expect(id, name).not.toBeNull();
    acknowledged.push(id!);
  }

  // Load through the gateway: three readers listing deals every 100 ms, one writer saving one every 200 ms.
  let loading = true;
  const reader = async () => {
    while (loading) {
      await request.get(`${gatewayUrl}/api/deals`, { headers, timeout: 15_000 }).catch(() => undefined);
      await sleep(100);
    }
  };
  const writer = async () => {
    for (let n = 1; loading && n <= 30; n += 1) {
      const id = await saveDeal(request, token, `Under load ${n}`);
      if (id) acknowledged.push(id);
      await sleep(200);
    }
  };
  const load = [reader(), reader(), reader(), writer()];
  await sleep(1_500);

  const killed = pids().analysis;
  expect(killed, 'analysis pid in processes.json').toEqual(expect.any(Number));
  const logBefore = supervisionLog().length;
  process.kill(killed!, 'SIGKILL');
  const killedAt = Date.now();

  const answers = () =>
    request.get(`${gatewayUrl}/api/deals`, { headers, timeout: 2_000 }).then(
      (response) => response.status(),
      () => 0,
    );
  await expect.poll(answers, { timeout: 10_000, intervals: [100] }).toBe(200);
  const answeredAfterMs = Date.now() - killedAt;
  test.info().annotations.push({ type: 'answering again after', description: `${answeredAfterMs} ms` });
  expect(answeredAfterMs).toBeLessThan(10_000);
  expect(pids().analysis).not.toBe(killed);

  await sleep(1_000);
  loading = false;
  await Promise.all(load);

  expect(supervisionLog().slice(logBefore)).toMatch(
    /!! analysis was killed by SIGKILL; restarting it in [\d.]+ s \(restart 1 in a row\)/,
  );
  // Every deal the service answered 201 for, before and around the kill, is still there.
  expect(acknowledged.length).toBeGreaterThan(3);
  for (const id of acknowledged) {
    const deal = await request.get(`${gatewayUrl}/api/deals/${id}`, { headers });
    expect(deal.status(), `deal ${id}`).toBe(200);
  }
});
