import { PAYMENT_STAND_IN_API_KEY } from '@pac/contracts';
import { loadStandInConfig } from './config.js';
import { createPaymentStandIn, listenPaymentStandIn } from './payment-stand-in.js';

const config = loadStandInConfig();
const log = (message: string) =>
  console.info(
    JSON.stringify({
      level: 'log',
      timestamp: new Date().toISOString(),
      context: 'payment-stand-in',
      message,
    }),
  );

const standIn = createPaymentStandIn({
  apiKey: PAYMENT_STAND_IN_API_KEY,
  publicUrl: config.STAND_IN_PUBLIC_URL ?? `http://localhost:${config.PORT}`,
  webhook: { url: config.STAND_IN_WEBHOOK_URL, secret: config.STRIPE_WEBHOOK_SECRET, log },
});
const running = await listenPaymentStandIn(standIn, config.PORT);
log(`payment stand-in listening on port ${running.port} (local only: no real payments)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void running.close().then(() => process.exit(0)));
}
