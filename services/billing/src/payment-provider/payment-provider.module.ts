import { Module } from '@nestjs/common';
import { PaymentProvider } from './payment-provider.js';

/** The card payment provider (Stripe, or the local stand-in), configured from the stored payment settings. */
@Module({ providers: [PaymentProvider], exports: [PaymentProvider] })
export class PaymentProviderModule {}
