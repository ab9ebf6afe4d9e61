import { Inject, Injectable, Logger } from '@nestjs/common';
import { SettingsReader } from '@pac/server-kit';
import type Stripe from 'stripe';
import { BILLING_CONFIG, type BillingConfig } from '../config/billing.config.js';
import { createStripeClient } from './stripe-client.js';

/** The payment keys billing runs with, and where they came from. */
export interface PaymentKeys {
  /** The provider's secret key; undefined: the local payment stand-in. */
  secretKey: string | undefined;
  webhookSecret: string;
  source: { secretKey: 'settings' | 'environment'; webhookSecret: 'settings' | 'environment' };
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The payment keys the admin saved in Settings → Stripe (group 'payment', secrets decrypted by SettingsReader) win
 * over the environment's STRIPE_SECRET_KEY / STRIPE_WEBHOOK_SECRET; an empty setting falls back to the environment
 * (and no secret key at all means the stand-in). Read on every use through the settings cache (a few seconds,
 * cleared by the admin service on save), so a saved change takes effect without a restart; the SDK client is
 * re-created only when the secret key actually changes.
 */
@Injectable()
export class PaymentProvider {
  private readonly logger = new Logger('PaymentProvider');
  private current: { secretKey: string | undefined; client: Stripe } | null = null;

  constructor(
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
    private readonly settings: SettingsReader,
  ) {}

  async keys(): Promise<PaymentKeys> {
    const saved = await this.settings.group('payment');
    const savedSecretKey = text(saved.secretKey);
    const savedWebhookSecret = text(saved.webhookSecret);
    return {
      secretKey: savedSecretKey || this.config.STRIPE_SECRET_KEY,
      webhookSecret: savedWebhookSecret || this.config.STRIPE_WEBHOOK_SECRET,
      source: {
        secretKey: savedSecretKey ? 'settings' : 'environment',
        webhookSecret: savedWebhookSecret ? 'settings' : 'environment',
      },
    };
  }

  /** The SDK client for the secret key in effect now (the same instance while the key is unchanged). */
  async client(): Promise<Stripe> {
    const { secretKey } = await this.keys();
    if (!this.current || this.current.secretKey !== secretKey) {
      if (this.current) this.logger.log('Payment secret key changed: the provider client is re-created');
      this.current = { secretKey, client: createStripeClient(secretKey, this.config.PAYMENT_STAND_IN_URL) };
    }
    return this.current.client;
  }

  async webhookSecret(): Promise<string> {
    return (await this.keys()).webhookSecret;
  }
}
