export { createPaymentStandIn, listenPaymentStandIn } from './payment-stand-in.js';
export type { PaymentStandIn, PaymentStandInOptions } from './payment-stand-in.js';
export { CHECKOUT_PAGE_TEXTS } from './hosted-checkout.js';
export type { WebhookDelivery } from './webhook-sender.js';
