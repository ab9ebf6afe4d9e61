import { z } from 'zod';

/**
 * The fields billing reads from provider events, checked after the signature and before anything is applied. A
 * signed event missing one of them (a provider bug, a leaked secret, a hand-made test event) is refused with 400
 * and changes nothing, instead of failing half-way in the database with a 500 that the provider retries forever.
 * Objects stay loose: the provider adds fields freely.
 */
const id = z.string().min(1).max(255);
const reference = z.union([id, z.looseObject({ id })]).nullish();
/** Seconds since 1970 that a PostgreSQL timestamp can hold. */
const unixSeconds = z.number().int().min(0).max(253_402_300_799);
const metadata = z.record(z.string(), z.unknown()).nullish();
/** Amounts in pence fit the payments column (PostgreSQL integer). */
const pence = z.number().int().min(0).max(2_147_483_647);

const envelope = z.object({
  id,
  type: z.string().min(1).max(255),
  created: unixSeconds,
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

const checkoutSession = z.looseObject({
  mode: z.string().nullish(),
  subscription: reference,
  customer: reference,
  client_reference_id: z.string().max(255).nullish(),
});

const subscription = z.looseObject({
  id,
  customer: reference,
  status: z.string().max(64),
  metadata,
  items: z.looseObject({
    data: z.array(z.looseObject({ price: reference, current_period_end: unixSeconds.nullish() })),
  }),
  cancel_at_period_end: z.boolean().optional(),
  canceled_at: unixSeconds.nullish(),
});

const invoice = z.looseObject({
  id,
  customer: reference,
  currency: z.string().regex(/^[A-Za-z]{3}$/), // ISO 4217; payments.currency is varchar(3)
  amount_paid: pence,
  amount_due: pence,
  status_transitions: z.looseObject({ paid_at: unixSeconds.nullish() }).nullish(),
  parent: z
    .looseObject({ subscription_details: z.looseObject({ subscription: reference, metadata }).nullish() })
    .nullish(),
  lines: z
    .looseObject({
      data: z.array(
        z.looseObject({
          pricing: z.looseObject({ price_details: z.looseObject({ price: reference }).nullish() }).nullish(),
          period: z.looseObject({ end: unixSeconds.nullish() }).nullish(),
        }),
      ),
    })
    .nullish(),
});

/** A Map, not an object literal: an event type such as "toString" or "__proto__" must find nothing. */
const OBJECT_SHAPES = new Map<string, z.ZodType>([
  ['checkout.session.completed', checkoutSession],
  ['customer.subscription.created', subscription],
  ['customer.subscription.updated', subscription],
  ['customer.subscription.deleted', subscription],
  ['invoice.paid', invoice],
  ['invoice.payment_failed', invoice],
]);

/** True when the event has an id, type, time and object, and a handled type's object has what billing reads. */
export function isWellFormedEvent(event: unknown): boolean {
  const parsed = envelope.safeParse(event);
  if (!parsed.success) return false;
  const shape = OBJECT_SHAPES.get(parsed.data.type);
  return !shape || shape.safeParse(parsed.data.data.object).success;
}

export const MALFORMED_EVENT = 'Malformed payment event: nothing was changed';
