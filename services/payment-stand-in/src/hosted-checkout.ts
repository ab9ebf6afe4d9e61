import express, { type Router } from 'express';
import { STAND_IN_CARDS, formatPence } from '@pac/contracts';
import { type StandInCheckoutSession, type StandInStore } from './stand-in-store.js';
import { type WebhookSender } from './webhook-sender.js';

/** The provider's own words for the outcomes of the test cards. */
export const CHECKOUT_PAGE_TEXTS = {
  declined: 'Your card has been declined.',
  invalidNumber: 'Your card number is invalid.',
  incomplete: 'Please fill in every card detail.',
  notice: 'Local payment stand-in: no real payment is taken. Use 4242 4242 4242 4242 to pay.',
  cancel: 'Cancel and return',
  pay: 'Subscribe',
  finished: 'This checkout session is no longer open.',
} as const;

const SUCCEEDS = STAND_IN_CARDS.succeeds.replaceAll(' ', '');
const DECLINED = STAND_IN_CARDS.declined.replaceAll(' ', '');

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The hosted checkout: a card form for an open session; 4242… pays, 4000…0002 is declined. */
export function hostedCheckout(store: StandInStore, webhooks: WebhookSender): Router {
  const pages = express.Router();
  pages.use(express.urlencoded({ extended: false, limit: '10kb' }));

  pages.get('/checkout/:id', (req, res) => {
    const session = store.sessions.get(req.params.id);
    if (!session)
      return void res.status(404).type('html').send(page('Not found', '<p>No such checkout session.</p>'));
    res.type('html').send(checkoutPage(store, session, null));
  });

  pages.post('/checkout/:id/pay', async (req, res) => {
    const session = store.sessions.get(req.params.id);
    if (!session)
      return void res.status(404).type('html').send(page('Not found', '<p>No such checkout session.</p>'));
    if (session.status !== 'open')
      return void res
        .status(409)
        .type('html')
        .send(checkoutPage(store, session, null));
    const form = req.body as Record<string, string | undefined>;
    const number = (form.card_number ?? '').replace(/[\s-]/g, '');
    const filled = number && form.card_expiry?.trim() && form.card_cvc?.trim() && form.card_name?.trim();
    let problem: string | null = null;
    if (!filled) problem = CHECKOUT_PAGE_TEXTS.incomplete;
    else if (number === DECLINED) problem = CHECKOUT_PAGE_TEXTS.declined;
    else if (number !== SUCCEEDS) problem = CHECKOUT_PAGE_TEXTS.invalidNumber;
    if (problem)
      return void res
        .status(402)
        .type('html')
        .send(checkoutPage(store, session, problem));

    const { subscription, invoice } = store.completeSession(session);
    // The provider sends these on its own schedule; the first attempts run before the browser is sent back.
    await webhooks.send('checkout.session.completed', session);
    await webhooks.send('customer.subscription.created', subscription);
    await webhooks.send('invoice.paid', invoice);
    res.redirect(303, session.success_url.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(session.id)));
  });
  return pages;
}

function checkoutPage(store: StandInStore, session: StandInCheckoutSession, problem: string | null): string {
  const line = store.sessionLines.get(session.id);
  const product = escapeHtml(line?.price.nickname ?? 'Subscription');
  const amount = escapeHtml(`${formatPence(session.amount_total) ?? ''} per month`);
  const email = session.customer ? store.customers.get(session.customer)?.email : session.customer_email;
  const cancel = `<a href="${escapeHtml(session.cancel_url)}">← ${CHECKOUT_PAGE_TEXTS.cancel}</a>`;
  if (session.status !== 'open') return page(product, `<p>${CHECKOUT_PAGE_TEXTS.finished}</p>${cancel}`);
  const error = problem ? `<p role="alert" class="error">${escapeHtml(problem)}</p>` : '';
  return page(
    product,
    `${cancel}
    <h1>${product}</h1>
    <p class="amount">${amount}</p>
    ${email ? `<p>Email: ${escapeHtml(email)}</p>` : ''}
    <form method="post" action="/checkout/${encodeURIComponent(session.id)}/pay">
      <label>Card number <input name="card_number" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234"></label>
      <label>Expiry (MM / YY) <input name="card_expiry" autocomplete="cc-exp" placeholder="MM / YY"></label>
      <label>CVC <input name="card_cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123"></label>
      <label>Name on card <input name="card_name" autocomplete="cc-name"></label>
      ${error}
      <button type="submit">${CHECKOUT_PAGE_TEXTS.pay}</button>
    </form>
    <p class="notice">${CHECKOUT_PAGE_TEXTS.notice}</p>`,
  );
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Checkout</title>
<style>
body{font-family:system-ui,sans-serif;background:#f6f8fa;margin:0;padding:2rem;color:#1a1f36}
main{max-width:28rem;margin:auto;background:#fff;border-radius:12px;padding:2rem;box-shadow:0 2px 12px #0001}
label{display:block;margin:.75rem 0;font-size:.9rem}
input{display:block;width:100%;box-sizing:border-box;padding:.6rem;margin-top:.25rem;border:1px solid #ccd;border-radius:6px}
button{width:100%;padding:.75rem;background:#0a2540;color:#fff;border:0;border-radius:6px;font-size:1rem;margin-top:1rem}
.amount{font-size:1.6rem;font-weight:700}.error{color:#b00020}.notice{font-size:.8rem;color:#667}
</style></head><body><main>${body}</main></body></html>`;
}
