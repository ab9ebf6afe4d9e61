import { describe, expect, it } from 'vitest';
import { type BillingConfig } from '../config/billing.config.js';
import { planOf } from './provider-objects.js';
import { configuredPriceId } from './stripe-client.js';

/** Only the price ids matter here. */
const config = {
  STRIPE_PRICE_STARTER: 'price_starter',
  STRIPE_PRICE_PROFESSIONAL: 'price_professional',
  STRIPE_PRICE_STARTER_LIVE_CALLS: 'price_starter_live_calls',
  STRIPE_PRICE_PROFESSIONAL_LIVE_CALLS: 'price_professional_live_calls',
} as BillingConfig;

describe('which plan, with the live-calls add-on or not, a provider object is for', () => {
  it('checkout asks for the configured price of the plan, with the add-on or without', () => {
    expect(configuredPriceId(config, 'starter')).toBe('price_starter');
    expect(configuredPriceId(config, 'starter', true)).toBe('price_starter_live_calls');
    expect(configuredPriceId(config, 'professional')).toBe('price_professional');
    expect(configuredPriceId(config, 'professional', true)).toBe('price_professional_live_calls');
  });

  it('reads a configured price id alone (an object without our metadata)', () => {
    expect(planOf(config, null, 'price_starter')).toEqual({ plan: 'starter', liveCalls: false });
    expect(planOf(config, {}, 'price_professional_live_calls')).toEqual({
      plan: 'professional',
      liveCalls: true,
    });
    expect(planOf(config, undefined, 'price_someone_elses')).toBeNull();
    expect(planOf(config, null, null)).toBeNull();
  });

  it("reads billing's own metadata first: an inline-priced checkout with the add-on is still the add-on", () => {
    expect(planOf(config, { plan: 'starter', add_on: 'live_calls' }, null)).toEqual({
      plan: 'starter',
      liveCalls: true,
    });
    expect(planOf(config, { plan: 'professional' }, null)).toEqual({
      plan: 'professional',
      liveCalls: false,
    });
    // The add-on's configured price says so even when the metadata does not name it.
    expect(planOf(config, { plan: 'starter' }, 'price_starter_live_calls')).toEqual({
      plan: 'starter',
      liveCalls: true,
    });
  });

  it('is nothing of ours for metadata naming another plan or add-on and an unknown price', () => {
    expect(planOf(config, { plan: 'executive', add_on: 'live_calls' }, 'price_other')).toBeNull();
    expect(planOf(config, { plan: 'starter', add_on: 'gold' }, null)).toEqual({
      plan: 'starter',
      liveCalls: false,
    });
  });

  it('with no price ids configured, an object without metadata is not ours (unset ids never match)', () => {
    const unset = {} as BillingConfig;
    expect(configuredPriceId(unset, 'starter', true)).toBeUndefined();
    expect(planOf(unset, null, 'price_starter')).toBeNull();
  });
});
