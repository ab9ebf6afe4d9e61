import { type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import express, { type ErrorRequestHandler, type Express } from 'express';
import { hostedCheckout } from './hosted-checkout.js';
import { ProviderError, providerApi } from './provider-api.js';
import { StandInStore } from './stand-in-store.js';
import { WebhookSender, type WebhookSenderOptions } from './webhook-sender.js';

export interface PaymentStandInOptions {
  /** The only API key accepted (billing's key when no STRIPE_SECRET_KEY is configured). */
  apiKey: string;
  /** Browser-facing base URL, e.g. http://localhost:12111 (hosted checkout links). */
  publicUrl: string;
  webhook: WebhookSenderOptions;
}

export interface PaymentStandIn {
  app: Express;
  store: StandInStore;
  webhooks: WebhookSender;
}

/** Provider-shaped errors: `{error:{type,message,param}}`, which the SDK turns into its typed exceptions. */
const providerErrors: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (res.headersSent) return next(error);
  if (error instanceof ProviderError) {
    res
      .status(error.status)
      .json({ error: { type: error.type, message: error.message, param: error.param } });
    return;
  }
  const status = (error as { status?: unknown }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    res.status(status).json({ error: { type: 'invalid_request_error', message: 'Malformed request' } });
    return;
  }
  res.status(500).json({ error: { type: 'api_error', message: 'The stand-in failed to answer' } });
};

/** The local payment provider stand-in as an Express app (not listening). */
export function createPaymentStandIn(options: PaymentStandInOptions): PaymentStandIn {
  const store = new StandInStore();
  const webhooks = new WebhookSender(options.webhook);
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const app = express();
  app.disable('x-powered-by');
  app.get('/health', (_req, res) => void res.json({ status: 'ok' }));
  app.use('/v1', providerApi({ apiKey: options.apiKey, publicUrl, store, webhooks }));
  app.use(hostedCheckout(store, webhooks));
  app.use(providerErrors);
  return { app, store, webhooks };
}

/** Starts it on a port (0: any free one) and returns the server with its bound port. */
export async function listenPaymentStandIn(
  standIn: PaymentStandIn,
  port: number,
  host = '0.0.0.0',
): Promise<{ server: Server; port: number; close: () => Promise<void> }> {
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = standIn.app.listen(port, host, (error?: Error) =>
      error ? reject(error) : resolve(listening),
    );
  });
  return {
    server,
    port: (server.address() as AddressInfo).port,
    close: async () => {
      standIn.webhooks.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
