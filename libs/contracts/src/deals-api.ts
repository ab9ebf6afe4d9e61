import { z } from 'zod';
import { type DealInput, type DealInputDraft, type DealModel, type DealFieldErrors } from './deal-input.js';
import { type DEAL_INPUT_OUT_OF_BOUNDS_CODE } from './deal-messages.js';
import { type DealResult } from './deal-result.js';
import { type UserPlan } from './plans.js';
import { ROUTES } from './routes.js';

/** Shapes of the analysis API (calculate, deals, shares, allowance), shared by the service and the calculator remote. */

export const DEALS_PAGE_SIZE = 20;
export const DEAL_SORTS = ['updated', 'name', 'netCashFlow', 'netRoi'] as const;
export type DealSort = (typeof DEAL_SORTS)[number];

/** `POST /api/deals`: the body's `name` wins over `input.name`; `input` is validated as a DealInput. */
export const saveDealRequestSchema = z.strictObject({
  name: z.string().optional(),
  input: z.unknown(),
});

/** `PUT /api/deals/:id`: a new name, a new input, or both. */
export const updateDealRequestSchema = z
  .strictObject({ name: z.string().optional(), input: z.unknown().optional() })
  .refine((body) => body.name !== undefined || body.input !== undefined, {
    message: 'Send a new name, a new input, or both.',
  });

export const listDealsQuerySchema = z.strictObject({
  search: z.string().max(120, 'Search text must be at most 120 characters.').optional(),
  sort: z.enum(DEAL_SORTS, { error: `sort must be one of: ${DEAL_SORTS.join(', ')}` }).default('updated'),
  page: z.coerce
    .number({ error: 'page must be a whole number from 1' })
    .int('page must be a whole number from 1')
    .min(1, 'page must be a whole number from 1')
    .max(100_000, 'page must be a whole number from 1')
    .default(1),
});
export type ListDealsQuery = z.infer<typeof listDealsQuerySchema>;

/** A deal's id in a path: a UUID, else 404 without touching the database. */
export const dealIdSchema = z.uuid();
/** An API key's id in a path, likewise. */
export const apiKeyIdSchema = z.uuid();

/** The headline figures a deals list shows and sorts by. */
export interface DealHeadline {
  grossRevenue: number;
  netCashFlow: number;
  netRoiPercent: number | null;
  paybackMonth: number | null;
  breakEvenOccupancyPercent: number | null;
  occupancyPercent: number | null;
  adr: number | null;
}

export interface SavedDeal {
  id: string;
  name: string;
  model: DealModel;
  input: DealInput;
  result: DealResult;
  createdAt: string;
  updatedAt: string;
}

export interface DealSummary {
  id: string;
  name: string;
  model: DealModel;
  updatedAt: string;
  kpis: DealHeadline;
}

export interface DealResponse {
  success: true;
  deal: SavedDeal;
}

export interface DealListResponse {
  success: true;
  deals: DealSummary[];
  page: number;
  pageSize: number;
  total: number;
}

export interface CalculateResponse {
  success: true;
  result: DealResult;
}

export interface SharedDealResponse {
  success: true;
  deal: { name: string; input: DealInput; result: DealResult };
}

export interface ShareLinkResponse {
  success: true;
  token: string;
  url: string;
}

export interface AllowanceCounter {
  used: number;
  /** null: unlimited. */
  limit: number | null;
}

export interface AnalysisAllowance {
  success: true;
  plan: UserPlan;
  calculations: AllowanceCounter;
  exports: AllowanceCounter;
  /** ISO 8601: when the counters start again (the billing period's end; the free plan's end). */
  resetsAt: string;
}

/** Refusal body of the deals API: `fieldErrors` on a bad input, keyed by the input path. */
export interface DealsErrorBody {
  success: false;
  error: string;
  fieldErrors?: DealFieldErrors;
  /** A machine-readable reason, e.g. DEAL_INPUT_OUT_OF_BOUNDS_CODE. */
  code?: string;
}

/**
 * A saved deal whose stored input the calculator no longer accepts, as `GET /api/deals/:id` hands it to its owner
 * for correcting: the input exactly as stored (the same shape as a DealInput, with values outside today's bounds).
 */
export interface DealToCorrect {
  id: string;
  name: string;
  model: DealModel;
  input: DealInputDraft;
  createdAt: string;
  updatedAt: string;
}

/**
 * The 422 DEAL_INPUT_OUT_OF_BOUNDS (DEAL_INPUT_OUT_OF_BOUNDS_CODE): to the owner with the fields to correct (and
 * from `GET /api/deals/:id` the deal as stored); from a share link only the plain message.
 */
export interface DealOutOfBoundsBody {
  success: false;
  error: string;
  code: typeof DEAL_INPUT_OUT_OF_BOUNDS_CODE;
  fieldErrors?: DealFieldErrors;
  deal?: DealToCorrect;
}

export const createApiKeyRequestSchema = z.strictObject({
  name: z
    .string({ error: 'Enter a name for this key.' })
    .trim()
    .min(1, 'Enter a name for this key.')
    .max(60, 'Key names must be at most 60 characters.'),
});

export interface ApiKeySummary {
  id: string;
  name: string;
  /** The first characters of the secret, so a user can tell keys apart. */
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface ApiKeyCreatedResponse {
  success: true;
  key: ApiKeySummary;
  /** Shown once; only its hash is stored. */
  secret: string;
}

export interface ApiKeyListResponse {
  success: true;
  keys: ApiKeySummary[];
}

/** Every secret starts with this, so a bearer value is told apart from a session token without a lookup. */
export const API_KEY_PREFIX = 'pac_live_';

/** The page a share link opens (the calculator's read-only `/shared/:token`). */
export const sharedDealPath = (token: string) =>
  ROUTES.sharedDeal.replace(':token', encodeURIComponent(token));
