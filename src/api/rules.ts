// On-chain deposit rules: sell what arrives at a deposit address into a payment method.
import { z } from 'zod/mini';
import {
  crossFieldRule,
  AccountBasedNetworkSchema, CryptoCurrencyCodeSchema, CustomerIDSchema, DateTimeSchema, DestinationAddressSchema,
  ExternalIDSchema, FormSessionIDSchema, NonceSchema, PositiveDecimalSchema, TransactionAmountSchema, UuidSchema,
} from './common';
import { BusinessFeeInputSchema } from './sell';

export const ComparisonOperatorSchema = z.enum(['EQ', 'LTEQ', 'GTEQ']);
export const AmountConditionSchema = z.object({ ComparisonOperator: ComparisonOperatorSchema, Value: PositiveDecimalSchema });
export type AmountCondition = z.infer<typeof AmountConditionSchema>;

/**
 * Network only: the server decides the amount. No other property is allowed. AmountConditions is
 * named (as absent) so that a condition carrying a bad amount condition fails this branch outright:
 * zod takes a strict object's unknown key as a near match and would report it instead of the
 * amount condition's real problem.
 */
export const NetworkOnlyConditionSchema = z.strictObject({
  Network: AccountBasedNetworkSchema,
  AmountConditions: z.optional(z.undefined({ error: 'must be omitted in a network-only condition' })),
});
export const AmountConditionInputSchema = z.object({
  Network: AccountBasedNetworkSchema,
  AmountConditions: z.array(AmountConditionSchema).check(z.minLength(1, 'must list at least one amount condition')),
});
export const ConditionInputSchema = z.union([AmountConditionInputSchema, NetworkOnlyConditionSchema], {
  error: 'must be { Network } alone or { Network, AmountConditions }',
});
export type ConditionInput = z.infer<typeof ConditionInputSchema>;

const triggerBase = {
  Conditions: z.array(ConditionInputSchema).check(z.minLength(1, 'must list at least one condition')),
  SourceAddress: z.optional(z.string().check(z.minLength(1))),
  Nonce: NonceSchema,
};
export const SingleTriggerSchema = z.object({ Type: z.literal('SingleOnchainDepositSourceTriggerInput'), ...triggerBase, Expiry: z.optional(DateTimeSchema) });
export const PermanentTriggerSchema = z.object({ Type: z.literal('PermanentOnchainDepositSourceTriggerInput'), ...triggerBase, Expiry: z.optional(DateTimeSchema) });
export const QuotedTriggerSchema = z.object({
  Type: z.literal('QuotedOnchainDepositSourceTriggerInput'),
  ...triggerBase,
  SignedQuote: z.string().check(z.minLength(1, 'must be the SignedQuote of a SellQuote')),
});
export const DepositTriggerSchema = z.discriminatedUnion('Type', [SingleTriggerSchema, PermanentTriggerSchema, QuotedTriggerSchema]);
export type DepositTrigger = z.infer<typeof DepositTriggerSchema>;

const depositRuleFields = {
  Trigger: DepositTriggerSchema,
  CustomerID: CustomerIDSchema,
  CryptoCurrency: CryptoCurrencyCodeSchema,
  FormSessionID: FormSessionIDSchema,
  FiatAmount: z.optional(TransactionAmountSchema),
  ExternalID: z.optional(ExternalIDSchema),
  /** @deprecated set the business fee on prepare sell instead. */
  BusinessFee: z.optional(BusinessFeeInputSchema),
};
function fiatAmountOnlyWhenSingle(r: { FiatAmount?: unknown; Trigger?: unknown }, ctx: z.core.$RefinementCtx) {
  const type = r.Trigger && typeof r.Trigger === 'object' ? (r.Trigger as { Type?: unknown }).Type : undefined;
  // Without a known trigger there is nothing to hold FiatAmount against: the Trigger's own problem says it.
  if (r.FiatAmount !== undefined && type !== undefined && type !== 'SingleOnchainDepositSourceTriggerInput') {
    ctx.addIssue({ code: 'custom', path: ['FiatAmount'], message: 'must be omitted for the permanent and quoted triggers' });
  }
}
export const DepositRuleRequestSchema = z.object(depositRuleFields).check(crossFieldRule(fiatAmountOnlyWhenSingle));
export type DepositRuleRequest = z.infer<typeof DepositRuleRequestSchema>;

/** The published 0.1.3 operation accepts only the single-deposit trigger. */
export const PublishedDepositRuleRequestSchema = z
  .object({
    ...depositRuleFields,
    Trigger: z.extend(SingleTriggerSchema, {
      Type: z.literal('SingleOnchainDepositSourceTriggerInput', { error: 'must be SingleOnchainDepositSourceTriggerInput: the 0.1.3 service takes only the single-deposit trigger' }),
    }),
  }).check(crossFieldRule(fiatAmountOnlyWhenSingle));

export const DepositRuleConditionSchema = z.object({
  AmountConditions: z.array(AmountConditionSchema),
  CryptoCurrency: CryptoCurrencyCodeSchema,
  Network: AccountBasedNetworkSchema,
  DestinationAddress: DestinationAddressSchema,
});
export const DepositRuleResponseSchema = z.object({
  Conditions: z.array(DepositRuleConditionSchema),
  SourceAddress: z.optional(z.string()),
  RuleID: UuidSchema,
});
/** What the kit reads: the published 0.1.3 answer has no RuleID. */
export const DepositRuleResponseReadSchema = z.partial(DepositRuleResponseSchema, { RuleID: true });
export type DepositRuleResponse = z.infer<typeof DepositRuleResponseReadSchema>;
