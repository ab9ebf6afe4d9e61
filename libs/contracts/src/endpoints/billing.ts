import type { z } from 'zod';
import type {
  addOnCheckoutQuerySchema,
  checkoutQuerySchema,
  CheckoutResponse,
  checkoutSessionQuerySchema,
  CheckoutSessionResponse,
  SubscriptionResponse,
} from '../billing.js';
import { endpoint, input, typed } from './endpoint.js';

/** Checkout, the payment provider's webhook and subscriptions: the billing service. */
export const BILLING_ENDPOINTS = {
  checkout: endpoint({
    service: 'billing',
    method: 'POST',
    path: '/api/payment/checkout',
    access: 'checkout',
    query: input<z.input<typeof checkoutQuerySchema>>(),
    response: typed<CheckoutResponse>(),
  }),
  addOnCheckout: endpoint({
    service: 'billing',
    method: 'POST',
    path: '/api/payment/add-on/checkout',
    access: 'session',
    query: input<z.input<typeof addOnCheckoutQuerySchema>>(),
    response: typed<CheckoutResponse>(),
  }),
  checkoutSession: endpoint({
    service: 'billing',
    method: 'GET',
    path: '/api/payment/session',
    access: 'session',
    query: input<z.input<typeof checkoutSessionQuerySchema>>(),
    response: typed<CheckoutSessionResponse>(),
  }),
  stripeWebhook: endpoint({
    service: 'billing',
    method: 'POST',
    path: '/api/webhooks/stripe',
    access: 'public',
    response: typed<{ received: true; duplicate: boolean }>(),
  }),
  subscription: endpoint({
    service: 'billing',
    method: 'GET',
    path: '/api/billing/subscription',
    access: 'session',
    response: typed<SubscriptionResponse>(),
  }),
  cancelSubscription: endpoint({
    service: 'billing',
    method: 'POST',
    path: '/api/billing/subscription/cancel',
    access: 'session',
    response: typed<SubscriptionResponse>(),
  }),
  runExpiry: endpoint({
    service: 'billing',
    method: 'POST',
    path: '/api/billing/expiry/run',
    access: 'admin',
    response: typed<{ success: true; expired: number }>(),
  }),
} as const;
