import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES, addOnCheckoutQuerySchema } from './billing.js';
import {
  ADD_ON_DESCRIPTION,
  LIVE_CALLS_ADD_ON,
  PLAN_STATUSES,
  addOnPricePence,
  addOnRefusal,
  billedPlanName,
  formatPence,
  type PlanStatus,
  type UserPlan,
} from './plans.js';

const account = (plan: UserPlan, planStatus: PlanStatus = 'active', ownsLiveCalls = false) => ({
  plan,
  planStatus,
  ownsLiveCalls,
});

describe('the live-calls add-on', () => {
  it('is one live support call per week, £65 a month with Starter or Professional (the spec)', () => {
    expect(LIVE_CALLS_ADD_ON.description).toBe(ADD_ON_DESCRIPTION);
    expect(ADD_ON_DESCRIPTION).toBe('One live support call per week');
    expect(formatPence(addOnPricePence('starter'))).toBe('£65');
    expect(formatPence(addOnPricePence('professional'))).toBe('£65');
    for (const plan of ['free', 'executive', 'enterprise_plus', 'gold'])
      expect(addOnPricePence(plan)).toBeNull();
  });

  it("names a plan bought with it 'with live calls', as checkout and the receipt say it", () => {
    expect(billedPlanName('starter', true)).toBe('Starter Analysis with live calls');
    expect(billedPlanName('professional', true)).toBe('Professional Analysis with live calls');
    expect(billedPlanName('professional', false)).toBe('Professional Analysis');
  });

  it.each(['starter', 'professional'] as const)('may be bought on a running %s plan', (plan) => {
    expect(addOnRefusal(account(plan, 'active'))).toBeNull();
    expect(addOnRefusal(account(plan, 'trialing'))).toBeNull();
  });

  it.each(['inactive', 'expired'] as const)('not on a paid plan that is %s: renew first', (status) => {
    expect(addOnRefusal(account('starter', status))).toBe('planNotRunning');
    expect(addOnRefusal(account('professional', status))).toBe('planNotRunning');
  });

  it('not on the Free plan, whatever its status: choose Starter or Professional', () => {
    for (const status of PLAN_STATUSES) expect(addOnRefusal(account('free', status))).toBe('needsPaidPlan');
  });

  it.each(['executive', 'enterprise_plus'] as const)(
    'not on %s, which includes biweekly live calls',
    (plan) => {
      expect(addOnRefusal(account(plan))).toBe('includedInExecutive');
    },
  );

  it('not twice', () => {
    expect(addOnRefusal(account('starter', 'active', true))).toBe('alreadyOwned');
  });

  it('every refusal has words for people', () => {
    for (const refusal of [
      'alreadyOwned',
      'includedInExecutive',
      'needsPaidPlan',
      'planNotRunning',
    ] as const) {
      expect(BILLING_MESSAGES.addOnRefusals[refusal]).toMatch(/\w/);
    }
  });

  it('the checkout asks for it by id; anything else is refused with a clear message', () => {
    expect(addOnCheckoutQuerySchema.parse({ add_on: 'live_calls' })).toEqual({ add_on: 'live_calls' });
    for (const query of [{}, { add_on: '' }, { add_on: 'LIVE_CALLS' }, { add_on: ['live_calls'] }]) {
      const parsed = addOnCheckoutQuerySchema.safeParse(query);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(BILLING_MESSAGES.unknownAddOn);
    }
  });
});
