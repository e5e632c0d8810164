// Webhook events the service POSTs to the business (not-shown.md, "Webhooks").
import { z } from 'zod/mini';
import { CustomerIDSchema, DateTimeSchema, FiatCurrencyCodeSchema, PaymentMethodIDSchema, PaymentMethodTypeSchema, PositiveDecimalSchema } from './common';
import { CustomerSchema } from './customers';
import { OnboardingStatusSchema } from './onboarding';
import { TransactionSchema } from './transactions';

export const FiatDepositSchema = z.object({
  ID: z.string().check(z.minLength(1)),
  Created: DateTimeSchema,
  FiatAmount: PositiveDecimalSchema,
  FiatCurrency: FiatCurrencyCodeSchema,
  Status: z.enum(['Pending', 'Failed', 'Settled']),
  PaymentMethodID: PaymentMethodIDSchema,
  PaymentMethodType: PaymentMethodTypeSchema,
  CustomerID: z.optional(CustomerIDSchema),
  /** Published 0.1.3 only: who sent the transfer and its refunds, relayed as they come. */
  Sender: z.optional(z.record(z.string(), z.unknown())),
  Refunds: z.optional(z.array(z.unknown())),
});
export type FiatDeposit = z.infer<typeof FiatDepositSchema>;

// EventVersion is an integer (not-shown.md); the published service starts it at 0.
const envelope = { EventVersion: z.number().check(z.int(), z.gte(0)), Occurred: DateTimeSchema, UserID: z.string() };

/** Customer data events carry the output customer with its onboarding status. */
export const CustomerEventDataSchema = z.intersection(CustomerSchema, z.object({ OnboardingStatus: z.optional(OnboardingStatusSchema) }));

export const CustomerEventSchema = z.object({ EventType: z.literal('Customer'), ...envelope, Data: CustomerEventDataSchema });
export const TransactionEventSchema = z.object({ EventType: z.literal('Transaction'), ...envelope, Data: TransactionSchema });
export const FiatDepositEventSchema = z.object({ EventType: z.literal('FiatDeposit'), ...envelope, Data: FiatDepositSchema });
export const WebhookEventSchema = z.discriminatedUnion('EventType', [CustomerEventSchema, TransactionEventSchema, FiatDepositEventSchema]);
export type WebhookEvent = z.infer<typeof WebhookEventSchema>;
export type WebhookEventType = WebhookEvent['EventType'];

/** Just the envelope: enough to decide whether an event is one to relay (CheckoutSession is not). */
export const WebhookEnvelopeSchema = z.object({ EventType: z.string().check(z.minLength(1)), EventVersion: z.number().check(z.int(), z.gte(0)), Occurred: DateTimeSchema });

/** The id a receiver deduplicates on: (EventType, Data.ID or Data.CustomerID, EventVersion). */
export function webhookEventKey(event: WebhookEvent): string {
  const id = event.EventType === 'Customer' ? event.Data.CustomerID : event.Data.ID;
  return `${event.EventType}:${id}:${event.EventVersion}`;
}

/** The customer an event belongs to, for fan-out to that customer's browsers only. */
export function webhookEventCustomer(event: WebhookEvent): string | undefined {
  return event.Data.CustomerID;
}
