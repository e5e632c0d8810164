// Customers (reliance model input and the service's output), Verifications and Agreements.
import { z } from 'zod/mini';
import {
  CountryCodeSchema, CustomerIDSchema, DateStringSchema, DateTimeSchema, EmailSchema, EntityTypeSchema,
  FullNameSchema, IdentitySchema, MetadataSchema, PhoneNumberSchema, PostalAddressSchema, lengthBetween,
} from './common';
import { readAs, readerOf } from './reader';

export const VERIFICATION_STATUSES = ['Pending', 'Approved', 'Declined'] as const;
/** The spec's two onboarding models (Model is a string in the contract; these are the ones it describes). */
export const VERIFICATION_MODELS = ['Standard', 'Reliance'] as const;
export const ACTIONS_REQUIRED = [
  'HighRiskInfo', 'HighRiskInfoSenior', 'SourceOfWealth', 'DocumentPageMissing', 'DocumentReupload',
  'SelfieReupload', 'ProofOfAddress', 'ProofOfAddressReupload', 'IncorrectTaxID',
] as const;
export const ActionRequiredSchema = z.enum(ACTIONS_REQUIRED);
export type ActionRequired = z.infer<typeof ActionRequiredSchema>;

export const RejectionDataSchema = z.object({ RejectType: z.enum(['Final', 'Retry']), PublicComment: z.optional(z.string()) });
export type RejectionData = z.infer<typeof RejectionDataSchema>;

export const EntityVerificationSchema = z.object({
  Model: z.string(),
  Status: z.string(),
  Created: DateTimeSchema,
  Modified: DateTimeSchema,
  Entity: z.string(),
  RejectionData: z.optional(RejectionDataSchema),
});
export type EntityVerification = z.infer<typeof EntityVerificationSchema>;

/** Status is a string in the spec; the three values the error guidance names are the known ones. */
export const VerificationsSchema = z.object({
  Type: z.enum(['Individual', 'Business']),
  Status: z.string(),
  ActionsRequired: z.optional(z.array(ActionRequiredSchema)),
  EntityVerifications: z.array(EntityVerificationSchema),
});
export type Verifications = z.infer<typeof VerificationsSchema>;

export const AGREEMENT_NAMES = [
  'PlatformPrivacyPolicy', 'PlatformTermsOfService', 'PlatformEsignAgreement', 'LeadBankFundTransfer',
  'LeadBankTermsAndConditions', 'LeadBankBusinessFundTransfer',
] as const;
export const AgreementSchema = z
  .object({
    Name: z.enum(AGREEMENT_NAMES),
    Version: z.number().check(z.int()),
    Accepted: z.boolean(),
    AcceptedAt: z.optional(DateTimeSchema),
  }).check(z.superRefine((a, ctx) => {
    if (!a.Accepted && a.AcceptedAt !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['AcceptedAt'], message: 'is present only when Accepted is true' });
    }
  }));
export type Agreement = z.infer<typeof AgreementSchema>;

// ---------- input (PUT /customers/{CustomerID}) ----------

export const IndividualCustomerInputSchema = z.object({
  Type: z.literal('Individual'),
  FullName: FullNameSchema,
  DateOfBirth: DateStringSchema,
  Email: z.optional(EmailSchema),
  PhoneNumber: z.optional(PhoneNumberSchema),
  Identities: z.array(IdentitySchema),
  PrimaryResidence: PostalAddressSchema,
});
export const BusinessCustomerInputSchema = z.object({
  Type: z.literal('Business'),
  RegisteredName: lengthBetween(1, 100),
  Email: z.optional(EmailSchema),
  RegistrationNumber: lengthBetween(1, 40),
  EntityType: EntityTypeSchema,
  RegistrationCountry: CountryCodeSchema,
  RegisteredAddress: PostalAddressSchema,
  IncorporationDate: DateStringSchema,
  TaxID: lengthBetween(1, 100),
});
export const CustomerInputSchema = z.discriminatedUnion('Type', [IndividualCustomerInputSchema, BusinessCustomerInputSchema]);
export type IndividualCustomerInput = z.infer<typeof IndividualCustomerInputSchema>;
export type BusinessCustomerInput = z.infer<typeof BusinessCustomerInputSchema>;
export type CustomerInput = z.infer<typeof CustomerInputSchema>;

export const CustomerPathSchema = z.object({ CustomerID: CustomerIDSchema });
export const PutCustomerCreatedSchema = z.object({ CustomerID: CustomerIDSchema });

// ---------- output (GET /customers/{CustomerID}) ----------

const outputExtras = {
  CustomerID: CustomerIDSchema,
  Created: DateTimeSchema,
  Verifications: z.optional(VerificationsSchema),
  Metadata: z.optional(MetadataSchema),
  Agreements: z.optional(z.array(AgreementSchema)),
};
export const IndividualCustomerSchema = z.object({
  Type: z.literal('Individual'),
  ...outputExtras,
  FullName: FullNameSchema,
  DateOfBirth: DateStringSchema,
  Identities: z.array(IdentitySchema),
  PrimaryResidence: PostalAddressSchema,
});
/** Output business customers omit the registration details they were created with. */
export const BusinessCustomerSchema = z.object({
  Type: z.literal('Business'),
  ...outputExtras,
  RegisteredName: z.string().check(z.minLength(1)),
  Email: z.optional(EmailSchema),
  RegistrationNumber: z.optional(z.string()),
  RegistrationCountry: z.optional(CountryCodeSchema),
  RegisteredAddress: z.optional(PostalAddressSchema),
  IncorporationDate: z.optional(DateStringSchema),
});
export const CustomerSchema = z.discriminatedUnion('Type', [IndividualCustomerSchema, BusinessCustomerSchema]);
const CUSTOMER_TYPES: readonly string[] = ['Individual', 'Business'];
// A customer of a Type the kit does not know (the service may add one) is read with the fields
// every customer has, its own kept as they came, so it does not fail getCustomer or its webhook.
// A known Type is still read by its own shape; the strict contract reports the unknown Type.
readAs(CustomerSchema, (relaxed) =>
  z.union([relaxed, z.extend(readerOf(z.looseObject(outputExtras)) as unknown as z.ZodMiniObject, {
    Type: z.string().check(z.refine((type) => !CUSTOMER_TYPES.includes(type), { abort: true })),
  })]));
export type IndividualCustomer = z.infer<typeof IndividualCustomerSchema>;
export type BusinessCustomer = z.infer<typeof BusinessCustomerSchema>;
export type Customer = z.infer<typeof CustomerSchema>;
