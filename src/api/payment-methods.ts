// Payment methods and their three display shapes.
import { z } from 'zod';
import {
  CountryCodeSchema, CustomerIDSchema, FiatPaymentCardSchemeSchema, FullNameSchema, PageQuerySchema,
  PaymentMethodCategorySchema, PaymentMethodIdentifierTypeSchema, PaymentMethodTypeSchema, PostalAddressSchema, pageOf,
} from './common';

export const BankDisplaySchema = z.object({
  Type: z.literal('FiatPaymentMethodBankDisplay'),
  AccountNumber: z.string().optional(),
  BankCode: z.string().optional(),
  RoutingNumber: z.string().optional(),
  SwiftCode: z.string().optional(),
  BankingSystems: z.array(z.string()).optional(),
  BankName: z.string().optional(),
  BankAddress: PostalAddressSchema.optional(),
});
export const CardDisplaySchema = z.object({
  Type: z.literal('FiatPaymentMethodCardDisplay'),
  Last4: z.string().regex(/^\d{4}$/, 'must be the last 4 digits of the card'),
  Scheme: FiatPaymentCardSchemeSchema,
});
export const IdentifierDisplaySchema = z.object({
  Type: z.literal('FiatPaymentMethodIdentifierDisplay'),
  IdentifierType: PaymentMethodIdentifierTypeSchema,
  Identifier: z.string().min(1),
});
export const PaymentMethodDisplayDetailsSchema = z.discriminatedUnion('Type', [BankDisplaySchema, CardDisplaySchema, IdentifierDisplaySchema]);
export type BankDisplay = z.infer<typeof BankDisplaySchema>;
export type CardDisplay = z.infer<typeof CardDisplaySchema>;
export type IdentifierDisplay = z.infer<typeof IdentifierDisplaySchema>;
export type PaymentMethodDisplayDetails = z.infer<typeof PaymentMethodDisplayDetailsSchema>;

export const CapabilitiesSchema = z.object({ PayoutFrom: z.boolean(), PayinTo: z.boolean(), PayoutTo: z.boolean() });
export const CapabilitySchema = z.enum(['PayoutFrom', 'PayinTo', 'PayoutTo']);
export type Capability = z.infer<typeof CapabilitySchema>;

export const AccountHolderDetailsSchema = z.object({
  Type: z.enum(['Individual', 'Business']),
  Name: FullNameSchema.optional(),
  NameLocal: z.string().optional(),
  BusinessName: z.string().optional(),
});
export const IssuerDetailsSchema = z.object({ Name: z.string().optional() });

export const PaymentMethodSchema = z.object({
  ID: z.string().min(1),
  CustomerID: CustomerIDSchema.optional(),
  Country: CountryCodeSchema,
  PaymentMethodCategory: PaymentMethodCategorySchema,
  DisplayDetails: PaymentMethodDisplayDetailsSchema,
  Capabilities: CapabilitiesSchema.optional(),
  AccountHolderDetails: AccountHolderDetailsSchema.optional(),
  IssuerDetails: IssuerDetailsSchema.optional(),
});
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

/** Recent payment methods on a channel (PaymentMethodDisplay). */
export const PaymentMethodDisplaySchema = z.object({
  ID: z.string().min(1),
  PaymentMethodType: PaymentMethodTypeSchema,
  Details: PaymentMethodDisplayDetailsSchema,
  AccountHolderDetails: AccountHolderDetailsSchema.optional(),
  IssuerDetails: IssuerDetailsSchema.optional(),
});
export type PaymentMethodDisplay = z.infer<typeof PaymentMethodDisplaySchema>;

export const ListPaymentMethodsQuerySchema = PageQuerySchema.extend({
  CustomerID: CustomerIDSchema,
  Capability: CapabilitySchema.optional(),
});
export type ListPaymentMethodsQuery = z.infer<typeof ListPaymentMethodsQuerySchema>;
export const PaymentMethodListSchema = pageOf(PaymentMethodSchema);
export type PaymentMethodList = z.infer<typeof PaymentMethodListSchema>;
