// Customers (reliance model input and the service's output), Verifications and Agreements.
import { z } from 'zod';
import {
  CountryCodeSchema, CustomerIDSchema, DateStringSchema, DateTimeSchema, EmailSchema, EntityTypeSchema,
  FullNameSchema, IdentitySchema, MetadataSchema, PhoneNumberSchema, PostalAddressSchema, lengthBetween,
} from './common';

export const VERIFICATION_STATUSES = ['Pending', 'Approved', 'Declined'] as const;
export const ACTIONS_REQUIRED = [
  'HighRiskInfo', 'HighRiskInfoSenior', 'SourceOfWealth', 'DocumentPageMissing', 'DocumentReupload',
  'SelfieReupload', 'ProofOfAddress', 'ProofOfAddressReupload', 'IncorrectTaxID',
] as const;
export const ActionRequiredSchema = z.enum(ACTIONS_REQUIRED);
export type ActionRequired = z.infer<typeof ActionRequiredSchema>;

export const RejectionDataSchema = z.object({ RejectType: z.enum(['Final', 'Retry']), PublicComment: z.string().optional() });
export type RejectionData = z.infer<typeof RejectionDataSchema>;

export const EntityVerificationSchema = z.object({
  Model: z.string(),
  Status: z.string(),
  Created: DateTimeSchema,
  Modified: DateTimeSchema,
  Entity: z.string(),
  RejectionData: RejectionDataSchema.optional(),
});
export type EntityVerification = z.infer<typeof EntityVerificationSchema>;

/** Status is a string in the spec; the three values the error guidance names are the known ones. */
export const VerificationsSchema = z.object({
  Type: z.enum(['Individual', 'Business']),
  Status: z.string(),
  ActionsRequired: z.array(ActionRequiredSchema).optional(),
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
    Version: z.number().int(),
    Accepted: z.boolean(),
    AcceptedAt: DateTimeSchema.optional(),
  })
  .superRefine((a, ctx) => {
    if (!a.Accepted && a.AcceptedAt !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['AcceptedAt'], message: 'is present only when Accepted is true' });
    }
  });
export type Agreement = z.infer<typeof AgreementSchema>;

// ---------- input (PUT /customers/{CustomerID}) ----------

export const IndividualCustomerInputSchema = z.object({
  Type: z.literal('Individual'),
  FullName: FullNameSchema,
  DateOfBirth: DateStringSchema,
  Email: EmailSchema.optional(),
  PhoneNumber: PhoneNumberSchema.optional(),
  Identities: z.array(IdentitySchema),
  PrimaryResidence: PostalAddressSchema,
});
export const BusinessCustomerInputSchema = z.object({
  Type: z.literal('Business'),
  RegisteredName: lengthBetween(1, 100),
  Email: EmailSchema.optional(),
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
  Verifications: VerificationsSchema.optional(),
  Metadata: MetadataSchema.optional(),
  Agreements: z.array(AgreementSchema).optional(),
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
  RegisteredName: z.string().min(1),
  Email: EmailSchema.optional(),
  RegistrationNumber: z.string().optional(),
  RegistrationCountry: CountryCodeSchema.optional(),
  RegisteredAddress: PostalAddressSchema.optional(),
  IncorporationDate: DateStringSchema.optional(),
});
export const CustomerSchema = z.discriminatedUnion('Type', [IndividualCustomerSchema, BusinessCustomerSchema]);
export type IndividualCustomer = z.infer<typeof IndividualCustomerSchema>;
export type BusinessCustomer = z.infer<typeof BusinessCustomerSchema>;
export type Customer = z.infer<typeof CustomerSchema>;
