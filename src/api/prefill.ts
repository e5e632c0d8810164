// POST /onboarding/{CustomerID}/prefill: KYC/KYB data the business already collected.
import { z } from 'zod';
import {
  CountryCodeSchema, DateStringSchema, EmailSchema, EntityTypeSchema, FullNameSchema, IdentitySchema,
  PhoneNumberSchema, PostalAddressSchema, UuidSchema, lengthBetween,
} from './common';

const percentage = z.number().int('must be a whole number').min(0, 'must be from 0 to 100').max(100, 'must be from 0 to 100');

export const ProviderTokenPrefillSchema = z.object({
  Type: z.literal('ProviderToken'),
  Token: z.string().min(1, 'must not be empty'),
});

export const OWNERSHIP_TYPES = [
  'Private', 'PublicListed', 'GovernmentOwned', 'Partnership', 'SoleProprietorship', 'NonProfit', 'Cooperative',
  'JointVenture', 'ForeignOwned', 'Subsidiary', 'TrustOwned', 'CommunityOwned', 'FoundationOwned', 'LLC',
] as const;
export const MAIN_BUSINESS_ACTIVITIES = [
  'AccountingServices', 'AffiliateMarketing', 'AffiliateSoftwareProvider', 'AgriculturalServices', 'Airlines', 'AttorneysLawFirms',
  'Auctioning', 'AdultEntertainmentContentCreators', 'AdultEntertainment', 'BarsRestaurants', 'BuildersGeneralContractors', 'Charity',
  'AlcoholTobaccoProducts', 'CBDHempProducts', 'ArtsLuxuryItems', 'ChemicalProducts', 'ClothingFootwear', 'CollegesUniversitiesSchools',
  'ComputerSoftware', 'ConsultingServices', 'ConstructionServices', 'CSSkins', 'Cybersecurity', 'DataProcessingHosting',
  'DataServicesSolutions', 'DatingApps', 'DrugManufacturers', 'DropShipping', 'EducationServices', 'EventPlanning',
  'FinancialInstitution', 'FoodProducts', 'FreightTransportationArrangement', 'FreightTransportationShipping', 'GasOilProducts',
  'HealthServices', 'HiringWithoutAuthorization', 'HoldingCompanyActivities', 'ITConsulting', 'ITSoftwareTechnologyProvider',
  'ITServiceProvider', 'InvestmentServices', 'MedicalSupplies', 'MetaversePlatform', 'NewspaperMagazineBookPublishing',
  'NFTMarketplace', 'NightClubsStripClubs', 'NursingHomesHospitals', 'NutritionalDietarySupplements', 'OnlineFreelanceMarketplace',
  'OnlineProfessionalServicesMarketplace', 'OnlineTutoring', 'PackagingSolutionService', 'PaymentAgent', 'PharmaceuticalsProducts',
  'PoliticalOrganisation', 'UsedAutomobilesAutoParts', 'NewAutomobilesAutoParts', 'PurchaseSaleAntiques', 'PreciousMetalsJewellery',
  'RealEstateRentalLeasing', 'RecordedMusicProduction', 'ReligiousOrganization', 'SalesMarketing', 'SaleOfWeaponsAmmunition',
  'SEOInternetMarketing', 'TelemarketingCallCenters', 'TourOperator', 'TradeInRealEstate', 'TravelAgency',
  'VisaForWorkImmigrationConsulting',
] as const;
export const RELATIONSHIP_TYPES = ['UBO', 'Representative', 'Director'] as const;

export const AssociateSchema = z.object({
  ID: UuidSchema,
  RelationshipTypes: z.array(z.enum(RELATIONSHIP_TYPES)).min(1, 'must name at least one relationship'),
  FullName: FullNameSchema.optional(),
  Identities: z.array(IdentitySchema).optional(),
  TaxResidenceCountry: CountryCodeSchema.optional(),
  Citizenship: CountryCodeSchema.optional(),
  Email: EmailSchema.max(100, 'must be at most 100 characters').optional(),
  PhoneNumber: PhoneNumberSchema.optional(),
  ResidentialAddress: PostalAddressSchema.optional(),
  UBO: z.object({ OwnershipPercentage: percentage }).optional(),
  Token: z.string().min(1).optional(),
});
export type Associate = z.infer<typeof AssociateSchema>;

export const BusinessAssociateSchema = z.object({
  ID: UuidSchema,
  RegistrationCountry: CountryCodeSchema,
  CompanyName: z.string().optional(),
  RegistrationNumber: z.string().optional(),
  EntityType: EntityTypeSchema.optional(),
  IncorporationDate: DateStringSchema.optional(),
  OwnershipPercentage: percentage.optional(),
});
export type BusinessAssociate = z.infer<typeof BusinessAssociateSchema>;

const BusinessCustomerPrefillFieldsSchema = z.object({
    Type: z.literal('BusinessCustomerPrefill'),
    RegistrationCountry: CountryCodeSchema,
    CompanyName: lengthBetween(1, 100).optional(),
    RegistrationNumber: lengthBetween(1, 100).optional(),
    LegalAddress: PostalAddressSchema.optional(),
    IncorporationDate: DateStringSchema.optional(),
    EntityType: EntityTypeSchema.optional(),
    TaxID: lengthBetween(1, 100).optional(),
    PrimaryWebsite: lengthBetween(1, 100).optional(),
    NoWebsiteClarification: lengthBetween(1, 1000).optional(),
    TradeName: z.string().optional(),
    Email: EmailSchema.optional(),
    RegisteredForeignBranches: z
      .array(z.object({ Name: z.string().optional(), RegistrationCountry: CountryCodeSchema.optional(), RegistrationNumber: z.string().optional() }))
      .optional(),
    PrimaryPhysicalAddress: PostalAddressSchema.optional(),
    OwnershipType: z.enum(OWNERSHIP_TYPES).optional(),
    LegalEntityIdentifier: z.string().optional(),
    MainBusinessActivity: z.enum(MAIN_BUSINESS_ACTIVITIES).optional(),
    DurationOfActivity: z.enum(['LessThan1Year', 'OneToThreeYears', 'MoreThanThreeYears']).optional(),
    TaxResidenceCountry: z.string().optional(),
    NAICSCode: z.string().optional(),
    SourceOfFunds: z.enum(['Revenue', 'Investments', 'LoansCredits', 'TradingIncome', 'CryptoMining', 'ClientFunds']).optional(),
    FinancialsUsd: z
      .object({
        EstimatedMonthlyTurnover: z.enum(['UpTo15k', 'UpTo50k', 'UpTo100k', 'UpTo500k', 'Above500k']).optional(),
        EstimatedTransactionValue: z.enum(['UpTo5k', 'UpTo15k', 'UpTo50k', 'UpTo100k', 'Above100k']).optional(),
      })
      .optional(),
    MonthlyTransactionFrequency: z.enum(['UpTo10', 'UpTo20', 'UpTo50', 'Above50']).optional(),
    DisclaimerSignatoryFullName: lengthBetween(1, 200).optional(),
    Associates: z.array(AssociateSchema).optional(),
    BusinessAssociates: z.array(BusinessAssociateSchema).optional(),
  });
function websiteOrClarification(p: { PrimaryWebsite?: string; NoWebsiteClarification?: string }, ctx: z.RefinementCtx) {
  if (p.PrimaryWebsite === undefined && p.NoWebsiteClarification === undefined) {
    ctx.addIssue({ code: 'custom', path: ['NoWebsiteClarification'], message: 'is required when PrimaryWebsite is not provided' });
  }
}
export const BusinessCustomerPrefillSchema = BusinessCustomerPrefillFieldsSchema.superRefine(websiteOrClarification);
export type BusinessCustomerPrefill = z.infer<typeof BusinessCustomerPrefillSchema>;

export const IndividualCustomerPrefillSchema = z.object({
  Type: z.literal('IndividualCustomerPrefill'),
  Identities: z.array(IdentitySchema).optional(),
  PrimaryResidence: PostalAddressSchema.optional(),
  Citizenship: CountryCodeSchema.optional(),
  TaxResidenceCountry: CountryCodeSchema.optional(),
  Email: EmailSchema.optional(),
  PhoneNumber: PhoneNumberSchema.optional(),
  SourceOfIncome: z.enum(['Salary', 'Pension', 'Investment', 'Property', 'FriendsAndFamily', 'Benefits']).optional(),
  EmploymentStatus: z.enum(['Employed', 'Unemployed', 'Retired', 'Student', 'SelfEmployed']).optional(),
  WorkIndustry: z
    .enum([
      'BankingAndFinancialServices', 'InvestmentAndSecurities', 'Insurance', 'RealEstate', 'LegalServices', 'AccountingAndAuditing',
      'GamingAndGambling', 'MiningAndEnergy', 'RetailAndECommerce', 'HealthcareAndPharmaceuticals', 'GovernmentAndPublicSector',
      'NonProfitAndCharity', 'TechnologyAndSoftwareDevelopment', 'TransportationAndLogistics', 'HospitalityAndTourism',
    ])
    .optional(),
  FinancialsUsd: z.object({ AnnualDeposit: z.enum(['LessThan5k', '5kTo50k', '50kTo150k', 'MoreThan150k']).optional() }).optional(),
  TransactionFrequency: z.enum(['OncePerYear', 'OnceEveryFewMonths', 'AFewTimesPerMonth', 'OncePerWeek', 'MoreThanOncePerWeek']).optional(),
});
export type IndividualCustomerPrefill = z.infer<typeof IndividualCustomerPrefillSchema>;

export const IndividualCustomerHighRiskPrefillSchema = z.object({
  Type: z.literal('IndividualCustomerHighRiskPrefill'),
  MainVirtualAccountPurpose: z
    .array(z.enum(['ReceivingEmployerPayments', 'ReceivingCustomerPayments', 'ReceivingFamilyFriendPayments', 'InvestmentRelatedPayments']))
    .min(1, 'must name at least one purpose'),
  CustomerPaymentsAdvertisement: z.string().optional(),
  ExpectedCounterpartyCount: z.enum(['UpTo5', 'UpTo10', 'UpTo15', 'Above15']),
  ExpectedCounterpartyCountries: z.array(CountryCodeSchema),
  ExpectedTransactionCount: z.enum(['UpTo5', 'UpTo10', 'UpTo20', 'Above20']),
  ExpectedTransactionValue: z.enum(['UpTo100', 'UpTo500', 'UpTo2k', 'Above2k']),
});
export type IndividualCustomerHighRiskPrefill = z.infer<typeof IndividualCustomerHighRiskPrefillSchema>;

export const PrefillRequestSchema = z.discriminatedUnion('Type', [
  ProviderTokenPrefillSchema,
  BusinessCustomerPrefillSchema,
  IndividualCustomerPrefillSchema,
  IndividualCustomerHighRiskPrefillSchema,
]);
export type PrefillRequest = z.infer<typeof PrefillRequestSchema>;
export const PREFILL_TYPES = ['ProviderToken', 'BusinessCustomerPrefill', 'IndividualCustomerPrefill', 'IndividualCustomerHighRiskPrefill'] as const;

// ---------- the published 0.1.3 shape (what the kit sends to a 0.1.3 upstream) ----------

/** The published description names the token variant SumSubToken: the seed's ProviderToken. */
export const SumSubTokenPrefillSchema = ProviderTokenPrefillSchema.extend({ Type: z.literal('SumSubToken') });
export const PUBLISHED_RELATIONSHIP_TYPES = ['UBO', 'Representative'] as const;
const PublishedAssociateSchema = AssociateSchema.extend({
  RelationshipTypes: z
    .array(z.enum(PUBLISHED_RELATIONSHIP_TYPES, { error: `must be one of ${PUBLISHED_RELATIONSHIP_TYPES.join(', ')} (the 0.1.3 service has no Director)` }))
    .min(1, 'must name at least one relationship'),
});
export const PublishedPrefillRequestSchema = z.discriminatedUnion('Type', [
  SumSubTokenPrefillSchema,
  BusinessCustomerPrefillFieldsSchema.extend({ Associates: z.array(PublishedAssociateSchema).optional() }).superRefine(websiteOrClarification),
  IndividualCustomerPrefillSchema,
  IndividualCustomerHighRiskPrefillSchema,
]);

/** The same prefill in the published words: ProviderToken is sent as SumSubToken. */
export function toPublishedPrefill(body: unknown): unknown {
  return body && typeof body === 'object' && (body as { Type?: unknown }).Type === 'ProviderToken' ? { ...body, Type: 'SumSubToken' } : body;
}

/** 200: problems found while prefilling, if any. */
export const PrefillResponseSchema = z.object({
  RequestExtension: z
    .object({
      Body: z.array(
        z.object({ Field: z.string().optional(), Reason: z.enum(['IntegrityValidation', 'SchemaValidation']), Description: z.string() }),
      ),
    })
    .optional(),
});
export type PrefillResponse = z.infer<typeof PrefillResponseSchema>;
