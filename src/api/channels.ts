// Sell channels, the countries map, and the channel form schema.
import { z } from 'zod/mini';
import {
  ChannelIDSchema, CountryCodeSchema, CryptoCurrencyCodeSchema, CustomerIDSchema, FiatCurrencyCodeSchema, PageQuerySchema,
  PaymentMethodCategorySchema, PaymentMethodIDSchema, PaymentMethodTypeSchema, PositiveDecimalSchema, pageOf,
} from './common';
import { PaymentMethodDisplaySchema } from './payment-methods';

/** A JSON Schema document (draft-07 in practice) the customer must fill. Extra keywords allowed. */
export const FormSchemaSchema = z.looseObject({
  $schema: z.string().check(z.minLength(1)),
  type: z.string().check(z.minLength(1)),
  properties: z.record(z.string(), z.unknown()),
  title: z.optional(z.string()),
  description: z.optional(z.string()),
  required: z.optional(z.array(z.string())),
  allOf: z.optional(z.array(z.record(z.string(), z.unknown()))),
});
export type FormSchema = z.infer<typeof FormSchemaSchema>;

export const FeeConfigSchema = z.object({
  Fixed: PositiveDecimalSchema,
  Percentage: PositiveDecimalSchema,
  FiatCurrency: FiatCurrencyCodeSchema,
});
export const LimitsSchema = z.object({ MinLimit: PositiveDecimalSchema, MaxLimit: z.optional(PositiveDecimalSchema) });
export const ProcessingTierSchema = z.enum(['Standard', 'Priority']);
/** FormMetadata: the sha256 of the channel's form schema (not-shown.md). */
export const FormMetadataSchema = z.looseObject({ ContentHash: z.optional(z.string()) });

export const ChannelSchema = z.object({
  ID: z.string().check(z.minLength(1)),
  PaymentMethodCategory: PaymentMethodCategorySchema,
  PaymentMethodType: PaymentMethodTypeSchema,
  FiatCurrency: FiatCurrencyCodeSchema,
  Country: CountryCodeSchema,
  Calculated: z.optional(z.object({ TotalFee: PositiveDecimalSchema })),
  FeeConfig: FeeConfigSchema,
  Limits: LimitsSchema,
  Rate: PositiveDecimalSchema,
  PaymentMethods: z.optional(z.array(PaymentMethodDisplaySchema)),
  ProcessingSeconds: z.number().check(z.int(), z.gte(1)),
  ProcessingTier: z.optional(ProcessingTierSchema),
  FormSchema: z.optional(FormSchemaSchema),
  FormMetadata: z.optional(FormMetadataSchema),
  Issuer: z.optional(z.unknown()),
});
/** What the kit reads: the published 0.1.3 description has no FeeConfig (the seed requires it). */
export const ChannelReadSchema = z.extend(ChannelSchema, { FeeConfig: z.optional(FeeConfigSchema) });
export type Channel = z.infer<typeof ChannelReadSchema>;
export const ChannelListSchema = pageOf(ChannelSchema);
export const ChannelListReadSchema = pageOf(ChannelReadSchema);
export type ChannelList = z.infer<typeof ChannelListReadSchema>;

/** Country code → fiat currency codes available there. */
export const ChannelCountriesSchema = z.partialRecord(CountryCodeSchema, z.array(FiatCurrencyCodeSchema));
export type ChannelCountries = z.infer<typeof ChannelCountriesSchema>;

export const ListSellChannelsQuerySchema = z.extend(PageQuerySchema, {
  CryptoCurrency: CryptoCurrencyCodeSchema,
  Country: z.optional(CountryCodeSchema),
  FiatCurrency: z.optional(FiatCurrencyCodeSchema),
  FiatAmount: z.optional(PositiveDecimalSchema),
  CustomerID: z.optional(CustomerIDSchema),
  PaymentMethodID: z.optional(PaymentMethodIDSchema),
});
export type ListSellChannelsQuery = z.infer<typeof ListSellChannelsQuerySchema>;

export const SellCountriesQuerySchema = z.object({ CryptoCurrency: z.optional(CryptoCurrencyCodeSchema) });

export const ChannelPathSchema = z.object({ ChannelID: ChannelIDSchema });
export const GetChannelQuerySchema = z.object({
  CryptoCurrency: CryptoCurrencyCodeSchema,
  FiatAmount: z.optional(PositiveDecimalSchema),
  CustomerID: z.optional(CustomerIDSchema),
});
export const ChannelFormQuerySchema = z.object({
  PaymentMethodID: z.optional(PaymentMethodIDSchema),
  CustomerID: z.optional(CustomerIDSchema),
});
export const ChannelFormResponseSchema = z.object({ FormSchema: FormSchemaSchema });
/**
 * What the kit reads: the published 0.1.3 description has FormSchema optional, its absence meaning
 * there is nothing to fill (a saved payment method that answers every field).
 */
export const ChannelFormResponseReadSchema = z.partial(ChannelFormResponseSchema, { FormSchema: true });
export type ChannelFormResponse = z.infer<typeof ChannelFormResponseReadSchema>;
