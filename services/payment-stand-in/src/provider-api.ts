import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import {
  providerId,
  unixNow,
  type Metadata,
  type StandInCheckoutSession,
  type StandInPrice,
  type StandInStore,
} from './stand-in-store.js';
import { type WebhookSender } from './webhook-sender.js';

/** An error answer in the provider's shape, which the SDK turns into its typed errors. */
export class ProviderError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly type = 'invalid_request_error',
    readonly param?: string,
  ) {
    super(message);
  }
}

type Form = Record<string, unknown>;
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const metadataOf = (value: unknown): Metadata =>
  Object.fromEntries(
    Object.entries(typeof value === 'object' && value ? value : {}).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
const asForm = (value: unknown): Form => (typeof value === 'object' && value ? (value as Form) : {});

export interface ProviderApiOptions {
  apiKey: string;
  /** Browser-facing base URL of the stand-in, for the hosted checkout page link. */
  publicUrl: string;
  store: StandInStore;
  webhooks: WebhookSender;
}

/** The `/v1` calls billing makes: customers, checkout sessions, subscriptions (retrieve, update, cancel). */
export function providerApi({ apiKey, publicUrl, store, webhooks }: ProviderApiOptions): Router {
  const api = express.Router();
  api.use(express.urlencoded({ extended: true, limit: '100kb' }));

  api.use((req, _res, next) => {
    const bearer = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1];
    if (bearer !== apiKey) throw new ProviderError(401, 'Invalid API Key provided');
    next();
  });
  api.use(idempotency(store));

  api.post('/customers', (req, res) => {
    const form = asForm(req.body);
    const customer = {
      id: providerId('cus'),
      object: 'customer' as const,
      email: text(form.email),
      name: text(form.name),
      metadata: metadataOf(form.metadata),
      created: unixNow(),
      livemode: false as const,
    };
    store.customers.set(customer.id, customer);
    res.json(customer);
  });

  api.get('/customers/:id', (req, res) => {
    res.json(found(store.customers.get(req.params.id as string), 'customer', req.params.id as string));
  });

  api.post('/checkout/sessions', (req, res) => {
    const form = asForm(req.body);
    if (form.mode !== 'subscription')
      throw new ProviderError(400, 'Only mode=subscription is supported', undefined, 'mode');
    const successUrl = text(form.success_url);
    const cancelUrl = text(form.cancel_url);
    if (!successUrl)
      throw new ProviderError(400, 'Missing required param: success_url.', undefined, 'success_url');
    if (!cancelUrl)
      throw new ProviderError(400, 'Missing required param: cancel_url.', undefined, 'cancel_url');
    const customer = text(form.customer);
    if (customer && !store.customers.has(customer))
      throw new ProviderError(400, `No such customer: '${customer}'`);
    const lineItems = Array.isArray(form.line_items)
      ? form.line_items
      : Object.values(asForm(form.line_items));
    if (lineItems.length !== 1)
      throw new ProviderError(400, 'Exactly one line item is supported', undefined, 'line_items');
    const item = asForm(lineItems[0]);
    const price = priceOf(store, item);
    const quantity = Number(text(item.quantity) ?? '1');
    const now = unixNow();
    const id = providerId('cs_test');
    const session: StandInCheckoutSession = {
      id,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      customer,
      customer_email: text(form.customer_email),
      client_reference_id: text(form.client_reference_id),
      metadata: metadataOf(form.metadata),
      success_url: successUrl,
      cancel_url: cancelUrl,
      url: `${publicUrl}/checkout/${id}`,
      amount_total: price.unit_amount * quantity,
      currency: price.currency,
      subscription: null,
      invoice: null,
      created: now,
      expires_at: now + 24 * 3600,
      livemode: false,
    };
    store.sessions.set(id, session);
    store.sessionLines.set(id, {
      price,
      quantity,
      subscriptionMetadata: metadataOf(asForm(form.subscription_data).metadata),
    });
    res.json(session);
  });

  api.get('/checkout/sessions/:id', (req, res) => {
    res.json(found(store.sessions.get(req.params.id as string), 'checkout.session', req.params.id as string));
  });

  api.get('/subscriptions/:id', (req, res) => {
    res.json(
      found(store.subscriptions.get(req.params.id as string), 'subscription', req.params.id as string),
    );
  });

  api.post('/subscriptions/:id', async (req, res) => {
    const subscription = found(
      store.subscriptions.get(req.params.id as string),
      'subscription',
      req.params.id as string,
    );
    const form = asForm(req.body);
    if (subscription.status === 'canceled') {
      throw new ProviderError(
        400,
        'A canceled subscription can only update its cancellation_details and metadata.',
      );
    }
    if (form.cancel_at_period_end !== undefined) {
      subscription.cancel_at_period_end = form.cancel_at_period_end === 'true';
      subscription.canceled_at = subscription.cancel_at_period_end ? unixNow() : null;
    }
    await webhooks.send('customer.subscription.updated', subscription);
    res.json(subscription);
  });

  api.delete('/subscriptions/:id', async (req, res) => {
    const subscription = found(
      store.subscriptions.get(req.params.id as string),
      'subscription',
      req.params.id as string,
    );
    if (subscription.status !== 'canceled') {
      const now = unixNow();
      subscription.status = 'canceled';
      subscription.canceled_at = now;
      subscription.ended_at = now;
      await webhooks.send('customer.subscription.deleted', subscription);
    }
    res.json(subscription);
  });

  api.use((req: Request) => {
    throw new ProviderError(404, `Unrecognized request URL (${req.method}: /v1${req.path}).`);
  });
  return api;
}

function found<T>(value: T | undefined, kind: string, id: string): T {
  if (!value) throw new ProviderError(404, `No such ${kind}: '${id}'`, 'invalid_request_error', 'id');
  return value;
}

/** A line item's price: a known price id, or inline `price_data` (amount, currency, monthly recurrence). */
function priceOf(store: StandInStore, item: Form): StandInPrice {
  const priceId = text(item.price);
  if (priceId) {
    const known = store.prices.get(priceId);
    if (!known)
      throw new ProviderError(400, `No such price: '${priceId}'`, undefined, 'line_items[0][price]');
    return known;
  }
  const data = asForm(item.price_data);
  const amount = Number(text(data.unit_amount));
  const currency = text(data.currency);
  if (!Number.isInteger(amount) || amount < 0 || !currency) {
    throw new ProviderError(400, 'line_items[0] needs a price or price_data with unit_amount and currency');
  }
  const product = asForm(data.product_data);
  const price: StandInPrice = {
    id: providerId('price'),
    object: 'price',
    currency: currency.toLowerCase(),
    unit_amount: amount,
    recurring: { interval: 'month' },
    product: providerId('prod'),
    nickname: text(product.name),
  };
  store.prices.set(price.id, price);
  return price;
}

/**
 * Idempotency keys as the provider honours them: a retried request with the same key gets the first answer; the
 * same key with different parameters is refused.
 */
function idempotency(store: StandInStore) {
  return (req: Request, res: Response, next: NextFunction) => {
    const key = req.get('idempotency-key');
    if (req.method !== 'POST' || !key) return next();
    const fingerprint = `${req.path} ${JSON.stringify(req.body)}`;
    const earlier = store.idempotent.get(key);
    if (earlier) {
      if (earlier.fingerprint !== fingerprint) {
        throw new ProviderError(
          400,
          'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          'idempotency_error',
        );
      }
      res.set('Idempotent-Replayed', 'true').status(earlier.status).json(earlier.body);
      return;
    }
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      if (res.statusCode < 500) store.idempotent.set(key, { fingerprint, status: res.statusCode, body });
      return json(body);
    };
    next();
  };
}
