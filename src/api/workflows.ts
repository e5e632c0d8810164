// Bank deposit → on-chain address: a standing workflow that buys crypto from every bank transfer.
import { z } from 'zod/mini';
import {
  BANK_DEPOSIT_CRYPTO_CURRENCIES, BankDepositCustomerIDSchema, CryptoCurrencyCodeSchema, BankDepositNetworkSchema, DestinationAddressSchema,
  FiatCurrencyCodeSchema, PaymentMethodIDSchema, PaymentMethodTypeSchema, PositiveDecimalSchema, PostalAddressSchema, VirtualAccountIDSchema,
} from './common';
import { BusinessFeeInputSchema } from './sell';

export const BankDepositRequestSchema = z.object({
  CustomerID: BankDepositCustomerIDSchema,
  FiatCurrency: FiatCurrencyCodeSchema,
  CryptoCurrency: z.enum(BANK_DEPOSIT_CRYPTO_CURRENCIES, { error: `must be one of ${BANK_DEPOSIT_CRYPTO_CURRENCIES.join(', ')}` }),
  Network: BankDepositNetworkSchema,
  DestinationAddress: DestinationAddressSchema,
  BusinessFees: z.optional(z.record(PaymentMethodTypeSchema, BusinessFeeInputSchema)),
});
export type BankDepositRequest = z.infer<typeof BankDepositRequestSchema>;

export const BankDepositFeeSchema = z.object({
  FiatCurrencyCode: FiatCurrencyCodeSchema,
  TotalFeePct: PositiveDecimalSchema,
  TotalFeeBase: PositiveDecimalSchema,
  TotalFeeMin: PositiveDecimalSchema,
});
export const RelatedPaymentMethodSchema = z.object({
  PaymentMethodID: PaymentMethodIDSchema,
  PaymentMethodType: PaymentMethodTypeSchema,
  Fee: BankDepositFeeSchema,
  Details: z.object({ AccountNumber: z.string(), BankCode: z.string() }),
});
export const BankDepositResponseSchema = z.object({
  PaymentMethodID: PaymentMethodIDSchema,
  PaymentMethodType: PaymentMethodTypeSchema,
  Reference: z.optional(z.string()),
  AccountNumber: z.string(),
  AccountHolderName: z.optional(z.string()),
  BankCode: z.optional(z.string()),
  BankName: z.optional(z.string()),
  BankAddress: z.optional(PostalAddressSchema),
  CryptoCurrency: CryptoCurrencyCodeSchema,
  Network: BankDepositNetworkSchema,
  Fee: BankDepositFeeSchema,
  RelatedPaymentMethods: z.optional(z.array(RelatedPaymentMethodSchema)),
  VirtualAccountID: VirtualAccountIDSchema,
  DestinationAddress: DestinationAddressSchema,
});
/** What the kit reads: the published 0.1.3 answer has only the bank details. */
export const BankDepositResponseReadSchema = z.partial(BankDepositResponseSchema, {
  CryptoCurrency: true, Network: true, Fee: true, VirtualAccountID: true, DestinationAddress: true,
});
export type BankDepositResponse = z.infer<typeof BankDepositResponseReadSchema>;
