// Payment methods and their three display shapes.
import { z } from 'zod/mini';
import {
  CountryCodeSchema, CustomerIDSchema, FiatPaymentCardSchemeSchema, FullNameSchema, PageQuerySchema,
  PaymentMethodCategorySchema, PaymentMethodIdentifierTypeSchema, PaymentMethodTypeSchema, PostalAddressSchema, pageOf,
} from './common';
import { readAs } from './reader';

export const BankDisplaySchema = z.object({
  Type: z.literal('FiatPaymentMethodBankDisplay'),
  AccountNumber: z.optional(z.string()),
  BankCode: z.optional(z.string()),
  RoutingNumber: z.optional(z.string()),
  SwiftCode: z.optional(z.string()),
  BankingSystems: z.optional(z.array(z.string())),
  BankName: z.optional(z.string()),
  BankAddress: z.optional(PostalAddressSchema),
});
export const CardDisplaySchema = z.object({
  Type: z.literal('FiatPaymentMethodCardDisplay'),
  Last4: z.string().check(z.regex(/^\d{4}$/, 'must be the last 4 digits of the card')),
  Scheme: FiatPaymentCardSchemeSchema,
});
export const IdentifierDisplaySchema = z.object({
  Type: z.literal('FiatPaymentMethodIdentifierDisplay'),
  IdentifierType: PaymentMethodIdentifierTypeSchema,
  Identifier: z.string().check(z.minLength(1)),
});
export const PaymentMethodDisplayDetailsSchema = z.discriminatedUnion('Type', [BankDisplaySchema, CardDisplaySchema, IdentifierDisplaySchema]);
const DISPLAY_TYPES: readonly string[] = ['FiatPaymentMethodBankDisplay', 'FiatPaymentMethodCardDisplay', 'FiatPaymentMethodIdentifierDisplay'];
// The display shapes are a union the service can grow (the list of payment method types is "not
// shown" in full): the kit reads a shape it does not know as it came, Type and all, so one such
// account does not fail a customer's list, a transaction or its webhook. A known shape stays read
// by its own rules. The strict contract still reports the unknown Type as a mismatch.
readAs(PaymentMethodDisplayDetailsSchema, (relaxed) =>
  z.union([relaxed, z.looseObject({ Type: z.string().check(z.refine((type) => !DISPLAY_TYPES.includes(type), { abort: true })) })]));
export type BankDisplay = z.infer<typeof BankDisplaySchema>;
export type CardDisplay = z.infer<typeof CardDisplaySchema>;
export type IdentifierDisplay = z.infer<typeof IdentifierDisplaySchema>;
export type PaymentMethodDisplayDetails = z.infer<typeof PaymentMethodDisplayDetailsSchema>;

export const CapabilitiesSchema = z.object({ PayoutFrom: z.boolean(), PayinTo: z.boolean(), PayoutTo: z.boolean() });
export const CapabilitySchema = z.enum(['PayoutFrom', 'PayinTo', 'PayoutTo']);
export type Capability = z.infer<typeof CapabilitySchema>;

export const AccountHolderDetailsSchema = z.object({
  Type: z.enum(['Individual', 'Business']),
  Name: z.optional(FullNameSchema),
  NameLocal: z.optional(z.string()),
  BusinessName: z.optional(z.string()),
});
export const IssuerDetailsSchema = z.object({ Name: z.optional(z.string()) });

export const PaymentMethodSchema = z.object({
  ID: z.string().check(z.minLength(1)),
  CustomerID: z.optional(CustomerIDSchema),
  Country: CountryCodeSchema,
  PaymentMethodCategory: PaymentMethodCategorySchema,
  DisplayDetails: PaymentMethodDisplayDetailsSchema,
  Capabilities: z.optional(CapabilitiesSchema),
  AccountHolderDetails: z.optional(AccountHolderDetailsSchema),
  IssuerDetails: z.optional(IssuerDetailsSchema),
});
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

/** Recent payment methods on a channel (PaymentMethodDisplay). */
export const PaymentMethodDisplaySchema = z.object({
  ID: z.string().check(z.minLength(1)),
  PaymentMethodType: PaymentMethodTypeSchema,
  Details: PaymentMethodDisplayDetailsSchema,
  AccountHolderDetails: z.optional(AccountHolderDetailsSchema),
  IssuerDetails: z.optional(IssuerDetailsSchema),
});
export type PaymentMethodDisplay = z.infer<typeof PaymentMethodDisplaySchema>;

export const ListPaymentMethodsQuerySchema = z.extend(PageQuerySchema, {
  CustomerID: CustomerIDSchema,
  Capability: z.optional(CapabilitySchema),
});
export type ListPaymentMethodsQuery = z.infer<typeof ListPaymentMethodsQuerySchema>;
export const PaymentMethodListSchema = pageOf(PaymentMethodSchema);
export type PaymentMethodList = z.infer<typeof PaymentMethodListSchema>;
