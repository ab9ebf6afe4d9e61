import {
  ANALYSIS_ENDPOINTS,
  dealInputSchema,
  saveDealRequestSchema,
  saveDealTemplateRequestSchema,
  updateDealRequestSchema,
  type SavedDeal,
  ANALYSIS_ENDPOINT_SCHEMAS,
} from '@pac/contracts';
import {
  catalogueFuzzTargets,
  fuzzEndpoint,
  randomClientIp,
  tableCounter,
  type FuzzEndpoint,
  type FuzzPlan,
} from '@pac/server-kit/testing/fuzz';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { type z } from 'zod';
import { startAnalysisTestApp, type AnalysisTestApp } from '../testing/analysis-test-app.js';
import { EXAMPLE_A } from '@pac/deal-model/worked-examples';

/** A save body is valid when its envelope is and its input (with the body's name) is a valid DealInput. */
const acceptsDealBody = (schema: z.ZodType, inputRequired: boolean) => (body: unknown) => {
  if (!schema.safeParse(body).success) return false;
  const { name, input } = body as { name?: string; input?: unknown };
  if (input === undefined)
    return !inputRequired && name !== undefined && name.trim().length > 0 && name.length <= 120;
  const merged =
    name !== undefined && typeof input === 'object' && input && !Array.isArray(input)
      ? { ...input, name }
      : input;
  return dealInputSchema.safeParse(merged).success;
};

/**
 * Every analysis endpoint under random and malformed input: never a 5xx, always our JSON error, 400/413 for what
 * the contract refuses, and nothing written to the database by a refused request.
 */
describe('analysis under bad input (property-based)', () => {
  let ctx: AnalysisTestApp;
  let token = '';
  let deal: SavedDeal;
  let spare: SavedDeal;
  const bearer = () => ({ Authorization: `Bearer ${token}`, 'X-Forwarded-For': randomClientIp() });

  beforeAll(async () => {
    ctx = await startAnalysisTestApp();
    token = (await ctx.user({ plan: 'executive' })).token;
    deal = (await ctx.as(token).post('/api/deals', { input: EXAMPLE_A })).body.deal;
    spare = (await ctx.as(token).post('/api/deals', { input: EXAMPLE_A })).body.deal;
  });
  afterAll(() => ctx?.stop());

  // Method, path and contract come from the catalogue; each entry needs a valid sample here, or a reason to skip.
  // A function: the deal's id is known only once beforeAll has saved it.
  const plan = (): FuzzPlan<typeof ANALYSIS_ENDPOINTS> => {
    const params = { id: deal.id };
    return {
      calculate: [
        {
          headers: () => ({ 'X-Forwarded-For': randomClientIp() }),
          body: EXAMPLE_A as Record<string, unknown>,
        },
        { headers: bearer, body: EXAMPLE_A as Record<string, unknown> },
      ],
      allowance: { headers: bearer },
      deals: { headers: bearer, query: { search: 'flat', sort: 'name', page: '1' } },
      saveDeal: {
        headers: bearer,
        body: { name: 'Fuzzed deal', input: EXAMPLE_A },
        accepts: acceptsDealBody(saveDealRequestSchema, true),
      },
      deal: { headers: bearer, params },
      updateDeal: {
        headers: bearer,
        params,
        body: { name: 'Renamed by fuzz', input: EXAMPLE_A },
        accepts: acceptsDealBody(updateDealRequestSchema, false),
      },
      duplicateDeal: { headers: bearer, params },
      shareDeal: { headers: bearer, params },
      unshareDeal: { headers: bearer, params },
      dealExport: { headers: bearer, params },
      dealReport: { headers: bearer, params },
      sharedDeal: { params: { token: 'not-a-share-token' } },
      dealTemplates: { headers: bearer },
      saveDealTemplate: {
        headers: bearer,
        body: { name: 'Fuzzed template', input: EXAMPLE_A },
        accepts: (body) =>
          saveDealTemplateRequestSchema.safeParse(body).success &&
          acceptsDealBody(
            saveDealRequestSchema,
            true,
          )({
            ...(body as object),
            name: saveDealTemplateRequestSchema.parse(body).name,
          }),
      },
      deleteDealTemplate: { headers: bearer, params: { id: '00000000-0000-4000-8000-000000000000' } },
      createApiKey: { headers: bearer, body: { name: 'Fuzz key' } },
      apiKeys: { headers: bearer },
      revokeApiKey: { headers: bearer, params: { id: '00000000-0000-4000-8000-000000000000' } },
      // Last, and on a deal of its own: its first accepted call deletes it, later ones answer 404.
      deleteDeal: { headers: bearer, params: { id: spare.id } },
    };
  };
  const endpoints = (): FuzzEndpoint[] => [
    ...catalogueFuzzTargets(ANALYSIS_ENDPOINTS, ANALYSIS_ENDPOINT_SCHEMAS, plan()).map(
      ({ endpoint }) => endpoint,
    ),
    { method: 'get', path: '/health/live' },
    { method: 'get', path: '/health/ready' },
  ];

  it('every endpoint', async () => {
    for (const endpoint of endpoints()) {
      await fuzzEndpoint({ server: ctx.server, endpoint, counts: tableCounter(ctx.prisma), numRuns: 25 });
    }
  }, 240_000);

  it('deal ids in paths: anything but a UUID of the user’s deal is a 4xx JSON error, never a 5xx', async () => {
    for (const id of [
      'x',
      '1',
      '00000000-0000-0000-0000-000000000000',
      "1' OR '1'='1",
      '%00',
      'a'.repeat(300),
    ]) {
      for (const path of [`/api/deals/${id}`, `/api/deals/${id}/report.pdf`, `/api/deals/${id}/share`]) {
        const res = await ctx.as(token).get(path);
        // NUL and other unusable bytes are refused before routing (400); everything else is simply not found.
        if (![400, 404].includes(res.status) || res.body?.success !== false) {
          throw new Error(`${path} answered ${res.status}: ${res.text.slice(0, 200)}`);
        }
      }
    }
  });
});
