// Sell channels, the countries map, and the channel form schema.
import { z } from 'zod';
import {
  ChannelIDSchema, CountryCodeSchema, CryptoCurrencyCodeSchema, CustomerIDSchema, FiatCurrencyCodeSchema, PageQuerySchema,
  PaymentMethodCategorySchema, PaymentMethodIDSchema, PaymentMethodTypeSchema, PositiveDecimalSchema, pageOf,
} from './common';
import { PaymentMethodDisplaySchema } from './payment-methods';

/** A JSON Schema document (draft-07 in practice) the customer must fill. Extra keywords allowed. */
export const FormSchemaSchema = z.looseObject({
  $schema: z.string().min(1),
  type: z.string().min(1),
  properties: z.record(z.string(), z.unknown()),
  title: z.string().optional(),
  description: z.string().optional(),
  required: z.array(z.string()).optional(),
  allOf: z.array(z.record(z.string(), z.unknown())).optional(),
});
export type FormSchema = z.infer<typeof FormSchemaSchema>;

export const FeeConfigSchema = z.object({
  Fixed: PositiveDecimalSchema,
  Percentage: PositiveDecimalSchema,
  FiatCurrency: FiatCurrencyCodeSchema,
});
export const LimitsSchema = z.object({ MinLimit: PositiveDecimalSchema, MaxLimit: PositiveDecimalSchema.optional() });
export const ProcessingTierSchema = z.enum(['Standard', 'Priority']);
/** FormMetadata: the sha256 of the channel's form schema (not-shown.md). */
export const FormMetadataSchema = z.looseObject({ ContentHash: z.string().optional() });

export const ChannelSchema = z.object({
  ID: z.string().min(1),
  PaymentMethodCategory: PaymentMethodCategorySchema,
  PaymentMethodType: PaymentMethodTypeSchema,
  FiatCurrency: FiatCurrencyCodeSchema,
  Country: CountryCodeSchema,
  Calculated: z.object({ TotalFee: PositiveDecimalSchema }).optional(),
  FeeConfig: FeeConfigSchema,
  Limits: LimitsSchema,
  Rate: PositiveDecimalSchema,
  PaymentMethods: z.array(PaymentMethodDisplaySchema).optional(),
  ProcessingSeconds: z.number().int().min(1),
  ProcessingTier: ProcessingTierSchema.optional(),
  FormSchema: FormSchemaSchema.optional(),
  FormMetadata: FormMetadataSchema.optional(),
  Issuer: z.unknown().optional(),
});
/** What the kit reads: the published 0.1.3 description has no FeeConfig (the seed requires it). */
export const ChannelReadSchema = ChannelSchema.extend({ FeeConfig: FeeConfigSchema.optional() });
export type Channel = z.infer<typeof ChannelReadSchema>;
export const ChannelListSchema = pageOf(ChannelSchema);
export const ChannelListReadSchema = pageOf(ChannelReadSchema);
export type ChannelList = z.infer<typeof ChannelListReadSchema>;

/** Country code → fiat currency codes available there. */
export const ChannelCountriesSchema = z.partialRecord(CountryCodeSchema, z.array(FiatCurrencyCodeSchema));
export type ChannelCountries = z.infer<typeof ChannelCountriesSchema>;

export const ListSellChannelsQuerySchema = PageQuerySchema.extend({
  CryptoCurrency: CryptoCurrencyCodeSchema,
  Country: CountryCodeSchema.optional(),
  FiatCurrency: FiatCurrencyCodeSchema.optional(),
  FiatAmount: PositiveDecimalSchema.optional(),
  CustomerID: CustomerIDSchema.optional(),
  PaymentMethodID: PaymentMethodIDSchema.optional(),
});
export type ListSellChannelsQuery = z.infer<typeof ListSellChannelsQuerySchema>;

export const SellCountriesQuerySchema = z.object({ CryptoCurrency: CryptoCurrencyCodeSchema.optional() });

export const ChannelPathSchema = z.object({ ChannelID: ChannelIDSchema });
export const GetChannelQuerySchema = z.object({
  CryptoCurrency: CryptoCurrencyCodeSchema,
  FiatAmount: PositiveDecimalSchema.optional(),
  CustomerID: CustomerIDSchema.optional(),
});
export const ChannelFormQuerySchema = z.object({
  PaymentMethodID: PaymentMethodIDSchema.optional(),
  CustomerID: CustomerIDSchema.optional(),
});
export const ChannelFormResponseSchema = z.object({ FormSchema: FormSchemaSchema });
export type ChannelFormResponse = z.infer<typeof ChannelFormResponseSchema>;
