// Transactions and the records hanging off them.
import { z } from 'zod/mini';
import {
  CryptoCurrencyCodeSchema, CustomerIDSchema, DateTimeSchema, DestinationAddressSchema, ExternalIDSchema,
  FiatCurrencyCodeSchema, NetworkSchema, PageQuerySchema, TransactionAmountSchema, UuidSchema, pageOf,
} from './common';
import { PaymentMethodSchema } from './payment-methods';
import { readAs, readerOf } from './reader';

export const TRANSACTION_STATUSES = ['Pending', 'Failed', 'Settled'] as const;
export const TransactionStatusSchema = z.enum(TRANSACTION_STATUSES);
export type TransactionStatus = z.infer<typeof TransactionStatusSchema>;
export const TRANSACTION_SUB_STATUSES = ['AmlScreening', 'UnderReview', 'Submitted', 'Confirming'] as const;
export const TransactionSubStatusSchema = z.enum(TRANSACTION_SUB_STATUSES);
export type TransactionSubStatus = z.infer<typeof TransactionSubStatusSchema>;

export const RFISchema = z.object({
  Status: z.enum(['AwaitingCustomer', 'UnderReview', 'Closed', 'Completed']),
  Type: z.enum(['Manual', 'ProofOfAddress']),
});
export type RFI = z.infer<typeof RFISchema>;

export const FiatPaymentSchema = z.object({
  Amount: TransactionAmountSchema,
  FeeAmount: TransactionAmountSchema,
  Rate: z.optional(TransactionAmountSchema),
  FiatCurrency: FiatCurrencyCodeSchema,
  FiatDepositID: z.optional(z.string()),
  PaymentSystemID: z.optional(z.string()),
});
export type FiatPayment = z.infer<typeof FiatPaymentSchema>;

export const BreakdownItemSchema = z.object({
  Type: z.enum(['ChannelFee', 'BusinessFee', 'Remaining']),
  Amount: TransactionAmountSchema,
  FixedAmount: z.optional(TransactionAmountSchema),
  VariableAmount: z.optional(TransactionAmountSchema),
});
export type BreakdownItem = z.infer<typeof BreakdownItemSchema>;

export const AdjustmentForSchema = z.object({
  AdjustedTransactionID: UuidSchema,
  AdjustmentID: UuidSchema,
  Reason: z.enum(['ExchangeRateCorrection', 'Refund']),
});

export const RefundSchema = z.object({
  RefundID: z.string(),
  RefundedAmount: TransactionAmountSchema,
  Currency: z.string(),
  RequestTime: DateTimeSchema,
  Status: TransactionStatusSchema,
});
export type Refund = z.infer<typeof RefundSchema>;

/**
 * The spec names a refund twice: its Transaction table with RequestTime and Currency, its
 * FiatPaymentRefund rule with RequestedTime and no Currency. The kit sends the table's shape and
 * reads either, under RequestTime (the name its components read); Currency may be absent.
 */
export function renameRequestedTime(value: unknown): unknown {
  if (!value || typeof value !== 'object' || !('RequestedTime' in value)) return value;
  const { RequestedTime, ...rest } = value as Record<string, unknown>;
  return 'RequestTime' in rest ? rest : { ...rest, RequestTime: RequestedTime };
}
readAs(RefundSchema, (relaxed) =>
  z.pipe(z.transform(renameRequestedTime), z.extend(relaxed as z.ZodMiniObject, { Currency: readerOf(z.optional(RefundSchema.shape.Currency)) })));

export const OrchestrationSchema = z.object({ RuleID: z.string(), RuleExecutionID: z.string() });

export const TransactionSchema = z.object({
  ID: UuidSchema,
  PublicID: z.optional(z.string()),
  Network: NetworkSchema,
  Created: DateTimeSchema,
  Status: TransactionStatusSchema,
  SubStatus: z.optional(TransactionSubStatusSchema),
  RFI: z.optional(RFISchema),
  Direction: z.enum(['In', 'Out']),
  CustomerID: z.optional(CustomerIDSchema),
  ExternalID: z.optional(ExternalIDSchema),
  Amount: z.optional(TransactionAmountSchema),
  NetworkFee: z.optional(TransactionAmountSchema),
  CryptoCurrency: CryptoCurrencyCodeSchema,
  DestinationAddress: z.optional(DestinationAddressSchema),
  FiatPayment: z.optional(FiatPaymentSchema),
  Orchestration: z.optional(OrchestrationSchema),
  PaymentMethod: z.optional(PaymentMethodSchema),
  Breakdown: z.optional(z.array(BreakdownItemSchema)),
  AdjustmentFor: z.optional(AdjustmentForSchema),
  Refunds: z.optional(z.array(RefundSchema)),
  Reverses: z.optional(UuidSchema),
});
export type Transaction = z.infer<typeof TransactionSchema>;

/** The published 0.1.3 description calls the payout method FiatPaymentMethod; the kit reads it as PaymentMethod. */
export function renameFiatPaymentMethod(value: unknown): unknown {
  if (!value || typeof value !== 'object' || !('FiatPaymentMethod' in value)) return value;
  const { FiatPaymentMethod, ...rest } = value as Record<string, unknown>;
  return 'PaymentMethod' in rest ? rest : { ...rest, PaymentMethod: FiatPaymentMethod };
}
readAs(TransactionSchema, (relaxed) => z.pipe(z.transform(renameFiatPaymentMethod), relaxed));

export const TransactionPathSchema = z.object({ TransactionID: UuidSchema });
export const ListTransactionsQuerySchema = z.extend(PageQuerySchema, {
  SortDirection: z.optional(z.enum(['ASC', 'DESC'])),
  CustomerID: z.optional(CustomerIDSchema),
});
export type ListTransactionsQuery = z.infer<typeof ListTransactionsQuerySchema>;
export const TransactionListSchema = pageOf(TransactionSchema);
export type TransactionList = z.infer<typeof TransactionListSchema>;
