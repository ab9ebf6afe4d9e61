import { parseDealInput, type DealInputDraft, type SavedDeal } from '@pac/contracts';
import { analyseDeal } from '@pac/deal-model';

export const DEAL_ID = '0b5e9c1e-7a39-4d59-9d43-1d8f3c2a6b10';

/** A saved deal as GET/POST /api/deals answer it: the input with every default filled, and its result. */
export function savedDealOf(draft: DealInputDraft, overrides: Partial<SavedDeal> = {}): SavedDeal {
  const parsed = parseDealInput(draft);
  if (!parsed.success) throw new Error(parsed.error);
  return {
    id: DEAL_ID,
    name: parsed.input.name,
    model: parsed.input.model,
    input: parsed.input,
    result: analyseDeal(parsed.input),
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export const allowanceReply = (used: number, limit: number | null) => ({
  body: {
    success: true,
    plan: 'starter',
    calculations: { used, limit },
    exports: { used: 0, limit: null },
    resetsAt: '2026-12-01T00:00:00.000Z',
  },
});
