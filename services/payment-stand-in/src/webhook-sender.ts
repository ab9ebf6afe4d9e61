import Stripe from 'stripe';
import { providerId, unixNow } from './stand-in-store.js';

export interface WebhookDelivery {
  eventId: string;
  type: string;
  attempts: number;
  state: 'pending' | 'delivered' | 'failed';
  lastStatus: number | null;
}

export interface WebhookSenderOptions {
  /** Billing's webhook endpoint, e.g. http://127.0.0.1:8082/api/webhooks/stripe. */
  url: string;
  /** The signing secret billing verifies with (STRIPE_WEBHOOK_SECRET). */
  secret: string;
  /** Delay before each retry; the last entry repeats until maxAttempts. Default 1 s, 2 s, 4 s … 30 s. */
  retryDelaysMs?: readonly number[];
  maxAttempts?: number;
  log?: (line: string) => void;
}

const DEFAULT_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000];
const DELIVERY_TIMEOUT_MS = 10_000;

/**
 * Signed event deliveries as the provider makes them: the event JSON, a `Stripe-Signature` header from
 * `generateTestHeaderString` (fresh timestamp per attempt), retried with backoff until a 2xx answer.
 */
export class WebhookSender {
  readonly deliveries: WebhookDelivery[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private stopped = false;

  private url: string;

  constructor(private readonly options: WebhookSenderOptions) {
    this.url = options.url;
  }

  /** Points later attempts elsewhere (a receiver whose port is known only after the stand-in started). */
  retarget(url: string): void {
    this.url = url;
  }

  /** Wraps `object` in an event of `type` and delivers it; resolves once the first attempt is done. */
  async send(type: string, object: object): Promise<WebhookDelivery> {
    const event = {
      id: providerId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: unixNow(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    };
    const delivery: WebhookDelivery = {
      eventId: event.id,
      type,
      attempts: 0,
      state: 'pending',
      lastStatus: null,
    };
    this.deliveries.push(delivery);
    await this.attempt(JSON.stringify(event), delivery);
    return delivery;
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private async attempt(payload: string, delivery: WebhookDelivery): Promise<void> {
    if (this.stopped) return;
    delivery.attempts += 1;
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: this.options.secret });
    try {
      const response = await fetch(this.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header },
        body: payload,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      delivery.lastStatus = response.status;
      await response.arrayBuffer().catch(() => undefined);
      if (response.ok) {
        delivery.state = 'delivered';
        return;
      }
    } catch {
      delivery.lastStatus = null;
    }
    this.retryLater(payload, delivery);
  }

  private retryLater(payload: string, delivery: WebhookDelivery): void {
    const maxAttempts = this.options.maxAttempts ?? 12;
    if (delivery.attempts >= maxAttempts) {
      delivery.state = 'failed';
      this.options.log?.(
        `webhook ${delivery.type} ${delivery.eventId} gave up after ${delivery.attempts} attempts`,
      );
      return;
    }
    const delays = this.options.retryDelaysMs ?? DEFAULT_DELAYS_MS;
    const delay = delays[Math.min(delivery.attempts - 1, delays.length - 1)] ?? 1_000;
    this.options.log?.(
      `webhook ${delivery.type} ${delivery.eventId} answered ${delivery.lastStatus ?? 'nothing'}; retry in ${delay} ms`,
    );
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.attempt(payload, delivery);
    }, delay);
    timer.unref();
    this.timers.add(timer);
  }
}
