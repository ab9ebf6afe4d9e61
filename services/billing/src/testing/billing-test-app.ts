import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { type AddressInfo } from 'node:net';
import { PAYMENT_STAND_IN_API_KEY, STAND_IN_CARDS } from '@pac/contracts';
import { createPrismaClient, type Plan, type PlanStatus, type PrismaClient } from '@pac/db';
import { createTestDatabase } from '@pac/db/testing';
import { createPaymentStandIn, listenPaymentStandIn, type PaymentStandIn } from '@pac/payment-stand-in';
import { EMAIL_QUEUE, createServiceApp, type EmailJob } from '@pac/server-kit';
import { SessionRegistry } from '@pac/server-kit/auth';
import { TEST_JWT_SECRET, testRedisUrl } from '@pac/server-kit/testing';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import Stripe from 'stripe';
import request from 'supertest';
import { billingConfigSchema } from '../config/billing.config.js';
import { BillingModule } from '../billing.module.js';

export const TEST_WEBHOOK_SECRET = 'whsec_test_only_billing_integration';
export const TEST_SITE_URL = 'https://site.example.test';
/** Encrypts the admin's secret settings in tests (the stack generates its own). */
export const TEST_SETTINGS_ENCRYPTION_KEY = 'test-only-billing-settings-key-0123456789';

/** A subscription as the payment stand-in keeps it. */
export type StandInSubscription =
  PaymentStandIn['store']['subscriptions'] extends Map<string, infer Subscription> ? Subscription : never;

/**
 * Billing listening on a loopback port against a fresh database, the machine's Redis and an in-process payment
 * stand-in that delivers its signed webhooks to it: the same wiring as the local stack, in one test process.
 */
export async function startBillingTestApp() {
  // SettingsReader decrypts saved payment keys with this (read from the environment, as in the stack).
  process.env.SETTINGS_ENCRYPTION_KEY ??= TEST_SETTINGS_ENCRYPTION_KEY;
  const database = await createTestDatabase();
  const queuePrefix = `test-billing-${randomBytes(4).toString('hex')}`;
  const standIn = createPaymentStandIn({
    apiKey: PAYMENT_STAND_IN_API_KEY,
    publicUrl: 'http://stand-in.example.test',
    // Filled in once billing listens; deliveries before that are retried.
    webhook: {
      url: 'http://127.0.0.1:9/unset',
      secret: TEST_WEBHOOK_SECRET,
      retryDelaysMs: [100],
      maxAttempts: 20,
    },
  });
  const standInServer = await listenPaymentStandIn(standIn, 0, '127.0.0.1');
  const config = billingConfigSchema.parse({
    DATABASE_URL: database.url,
    REDIS_URL: testRedisUrl(),
    QUEUE_PREFIX: queuePrefix,
    JWT_SECRET: TEST_JWT_SECRET,
    PUBLIC_SITE_URL: TEST_SITE_URL,
    STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    PAYMENT_STAND_IN_URL: `http://127.0.0.1:${standInServer.port}`,
    PLAN_EXPIRY_INTERVAL_SECONDS: '0',
  });
  const app = await createServiceApp(BillingModule.forRoot(config), { name: 'billing', logLevel: false });
  await app.listen(0, '127.0.0.1');
  const billingPort = (app.getHttpServer().address() as AddressInfo).port;
  standIn.webhooks.retarget(`http://127.0.0.1:${billingPort}/api/webhooks/stripe`);

  const prisma: PrismaClient = createPrismaClient(database.url);
  const redis = new Redis(testRedisUrl(), { maxRetriesPerRequest: null });
  const queue = new Queue<EmailJob>(EMAIL_QUEUE, { connection: redis, prefix: queuePrefix });
  const registry = app.get(SessionRegistry);
  let users = 0;

  return {
    app,
    config,
    prisma,
    standIn,
    server: () => app.getHttpServer(),
    /** A user (free and active unless told otherwise) and a live session bearer token for them (an admin's from the admin portal). */
    async createUser(
      options: {
        plan?: Plan;
        planStatus?: PlanStatus;
        planExpiresAt?: Date | null;
        createdAt?: Date;
        role?: 'user' | 'admin';
      } = {},
    ) {
      users += 1;
      const email = `billing-user-${users}-${randomBytes(3).toString('hex')}@example.test`;
      const user = await prisma.user.create({
        data: {
          fullName: `Test User ${users}`,
          email,
          emailNormalized: email,
          passwordHash: 'not-used',
          role: options.role ?? 'user',
          plan: options.plan ?? 'free',
          planStatus: options.planStatus ?? 'active',
          planExpiresAt: options.planExpiresAt ?? null,
          ...(options.createdAt ? { createdAt: options.createdAt } : {}),
        },
      });
      // An admin acts through the admin portal: only its sessions pass AdminGuard.
      const session = await registry.open({
        userId: user.id,
        role: user.role,
        ttlHours: 1,
        portal: user.role === 'admin' ? 'admin' : 'site',
      });
      return { user, token: session.token };
    },
    /** A provider event, signed with the webhook secret (or another one) as the provider would send it. */
    signedEvent(
      type: string,
      object: object,
      created: number,
      id = `evt_${randomBytes(8).toString('hex')}`,
      secret = TEST_WEBHOOK_SECRET,
    ) {
      const payload = JSON.stringify({
        id,
        object: 'event',
        type,
        created,
        livemode: false,
        data: { object },
      });
      return { id, payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
    },
    /** Delivers a signed provider event to billing's webhook, as the provider would. */
    deliver: (event: { payload: string; signature: string }) =>
      request(app.getHttpServer())
        .post('/api/webhooks/stripe')
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', event.signature)
        .send(event.payload),
    /** Pays a checkout opened by billing on the stand-in's hosted page (303 back to the site when it succeeds). */
    payAtStandIn: (checkoutUrl: string, card: string = STAND_IN_CARDS.succeeds) =>
      request(standIn.app)
        .post(`${new URL(checkoutUrl).pathname}/pay`)
        .type('form')
        .send({ card_number: card, card_expiry: '12 / 34', card_cvc: '123', card_name: 'Ada Lovelace' }),
    /** The customer's subscriptions the stand-in still bills (not cancelled). */
    billedAtProvider: (customer: string): StandInSubscription[] =>
      [...standIn.store.subscriptions.values()].filter(
        (subscription) => subscription.customer === customer && subscription.status !== 'canceled',
      ),
    queuedMail: async (): Promise<EmailJob[]> =>
      (
        await queue.getJobs(
          ['waiting', 'prioritized', 'delayed', 'active', 'completed', 'failed'],
          0,
          -1,
          true,
        )
      ).map((job) => job.data),
    async stop() {
      await app.close();
      await standInServer.close();
      await queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
      await redis.quit();
      await prisma.$disconnect();
      await database.drop();
    },
  };
}
export type BillingTestApp = Awaited<ReturnType<typeof startBillingTestApp>>;
