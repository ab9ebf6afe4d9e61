import { Module } from '@nestjs/common';
import { PaymentReceipts } from './payment-receipt.js';

/** The payment receipt email (needs MailModule in the app). */
@Module({ providers: [PaymentReceipts], exports: [PaymentReceipts] })
export class ReceiptsModule {}
