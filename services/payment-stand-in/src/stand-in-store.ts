import { randomBytes } from 'node:crypto';

/**
 * In-memory provider objects, shaped like the provider's own (API 2026-10-28: the billing period lives on the
 * subscription item, an invoice names its subscription under `parent.subscription_details`). Only the fields billing
 * reads are kept; the stand-in forgets everything when it stops, as a local test double should.
 */
export type Metadata = Record<string, string>;

export interface StandInPrice {
  id: string;
  object: 'price';
  currency: string;
  unit_amount: number;
  recurring: { interval: 'month' };
  product: string;
  nickname: string | null;
}

export interface StandInCustomer {
  id: string;
  object: 'customer';
  email: string | null;
  name: string | null;
  metadata: Metadata;
  created: number;
  livemode: false;
}

export interface StandInCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: 'subscription';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  customer: string | null;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Metadata;
  success_url: string;
  cancel_url: string;
  url: string | null;
  amount_total: number;
  currency: string;
  subscription: string | null;
  invoice: string | null;
  created: number;
  expires_at: number;
  livemode: false;
}

export interface StandInSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: 'active' | 'canceled' | 'past_due';
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  created: number;
  start_date: number;
  currency: string;
  metadata: Metadata;
  latest_invoice: string | null;
  items: {
    object: 'list';
    data: {
      id: string;
      object: 'subscription_item';
      price: StandInPrice;
      quantity: number;
      current_period_start: number;
      current_period_end: number;
    }[];
  };
  livemode: false;
}

export interface StandInInvoice {
  id: string;
  object: 'invoice';
  customer: string;
  status: 'paid';
  amount_due: number;
  amount_paid: number;
  currency: string;
  billing_reason: 'subscription_create';
  created: number;
  period_start: number;
  period_end: number;
  status_transitions: { paid_at: number };
  parent: {
    type: 'subscription_details';
    subscription_details: { subscription: string; metadata: Metadata };
  };
  lines: {
    object: 'list';
    data: {
      id: string;
      object: 'line_item';
      amount: number;
      currency: string;
      period: { start: number; end: number };
      pricing: { type: 'price_details'; price_details: { price: string; product: string } };
    }[];
  };
  livemode: false;
}

/** What a checkout session was asked to sell (kept beside the session, as the provider keeps line items). */
export interface SessionLine {
  price: StandInPrice;
  quantity: number;
  subscriptionMetadata: Metadata;
}

export const providerId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;
export const unixNow = () => Math.floor(Date.now() / 1000);

/** One calendar month later, as a monthly subscription renews. */
export function oneMonthLater(unixSeconds: number): number {
  const date = new Date(unixSeconds * 1000);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}

export class StandInStore {
  readonly customers = new Map<string, StandInCustomer>();
  readonly prices = new Map<string, StandInPrice>();
  readonly sessions = new Map<string, StandInCheckoutSession>();
  readonly sessionLines = new Map<string, SessionLine>();
  readonly subscriptions = new Map<string, StandInSubscription>();
  readonly invoices = new Map<string, StandInInvoice>();
  /** Idempotency-Key → the request it answered and the answer, replayed for a retry of the same request. */
  readonly idempotent = new Map<string, { fingerprint: string; status: number; body: unknown }>();

  /** Pays an open session: a subscription with its first (paid) invoice, the session marked complete. */
  completeSession(session: StandInCheckoutSession): {
    subscription: StandInSubscription;
    invoice: StandInInvoice;
  } {
    const line = this.sessionLines.get(session.id);
    if (!line || !session.customer) throw new Error(`Session ${session.id} has nothing to pay for`);
    const now = unixNow();
    const periodEnd = oneMonthLater(now);
    const amount = line.price.unit_amount * line.quantity;
    const subscription: StandInSubscription = {
      id: providerId('sub'),
      object: 'subscription',
      customer: session.customer,
      status: 'active',
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      created: now,
      start_date: now,
      currency: line.price.currency,
      metadata: line.subscriptionMetadata,
      latest_invoice: null,
      items: {
        object: 'list',
        data: [
          {
            id: providerId('si'),
            object: 'subscription_item',
            price: line.price,
            quantity: line.quantity,
            current_period_start: now,
            current_period_end: periodEnd,
          },
        ],
      },
      livemode: false,
    };
    const invoice: StandInInvoice = {
      id: providerId('in'),
      object: 'invoice',
      customer: session.customer,
      status: 'paid',
      amount_due: amount,
      amount_paid: amount,
      currency: line.price.currency,
      billing_reason: 'subscription_create',
      created: now,
      period_start: now,
      period_end: now,
      status_transitions: { paid_at: now },
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscription.id, metadata: line.subscriptionMetadata },
      },
      lines: {
        object: 'list',
        data: [
          {
            id: providerId('il'),
            object: 'line_item',
            amount,
            currency: line.price.currency,
            period: { start: now, end: periodEnd },
            pricing: {
              type: 'price_details',
              price_details: { price: line.price.id, product: line.price.product },
            },
          },
        ],
      },
      livemode: false,
    };
    subscription.latest_invoice = invoice.id;
    this.subscriptions.set(subscription.id, subscription);
    this.invoices.set(invoice.id, invoice);
    session.status = 'complete';
    session.payment_status = 'paid';
    session.subscription = subscription.id;
    session.invoice = invoice.id;
    session.url = null;
    return { subscription, invoice };
  }
}
