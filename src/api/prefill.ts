// POST /onboarding/{CustomerID}/prefill: KYC/KYB data the business already collected.
import { z } from 'zod/mini';
import {
  crossFieldRule,
  CountryCodeSchema, DateStringSchema, EmailSchema, EntityTypeSchema, FullNameSchema, IdentitySchema,
  PhoneNumberSchema, PostalAddressSchema, UuidSchema, lengthBetween,
} from './common';

const percentage = z.number().check(z.int('must be a whole number'), z.gte(0, 'must be from 0 to 100'), z.lte(100, 'must be from 0 to 100'));

export const ProviderTokenPrefillSchema = z.object({
  Type: z.literal('ProviderToken'),
  Token: z.string().check(z.minLength(1, 'must not be empty')),
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
  RelationshipTypes: z.array(z.enum(RELATIONSHIP_TYPES)).check(z.minLength(1, 'must name at least one relationship')),
  FullName: z.optional(FullNameSchema),
  Identities: z.optional(z.array(IdentitySchema)),
  TaxResidenceCountry: z.optional(CountryCodeSchema),
  Citizenship: z.optional(CountryCodeSchema),
  Email: z.optional(EmailSchema.check(z.maxLength(100, 'must be at most 100 characters'))),
  PhoneNumber: z.optional(PhoneNumberSchema),
  ResidentialAddress: z.optional(PostalAddressSchema),
  UBO: z.optional(z.object({ OwnershipPercentage: percentage })),
  Token: z.optional(z.string().check(z.minLength(1))),
});
export type Associate = z.infer<typeof AssociateSchema>;

export const BusinessAssociateSchema = z.object({
  ID: UuidSchema,
  RegistrationCountry: CountryCodeSchema,
  CompanyName: z.optional(z.string()),
  RegistrationNumber: z.optional(z.string()),
  EntityType: z.optional(EntityTypeSchema),
  IncorporationDate: z.optional(DateStringSchema),
  OwnershipPercentage: z.optional(percentage),
});
export type BusinessAssociate = z.infer<typeof BusinessAssociateSchema>;

const BusinessCustomerPrefillFieldsSchema = z.object({
    Type: z.literal('BusinessCustomerPrefill'),
    RegistrationCountry: CountryCodeSchema,
    CompanyName: z.optional(lengthBetween(1, 100)),
    RegistrationNumber: z.optional(lengthBetween(1, 100)),
    LegalAddress: z.optional(PostalAddressSchema),
    IncorporationDate: z.optional(DateStringSchema),
    EntityType: z.optional(EntityTypeSchema),
    TaxID: z.optional(lengthBetween(1, 100)),
    PrimaryWebsite: z.optional(lengthBetween(1, 100)),
    NoWebsiteClarification: z.optional(lengthBetween(1, 1000)),
    TradeName: z.optional(z.string()),
    Email: z.optional(EmailSchema),
    RegisteredForeignBranches: z.optional(z
      .array(z.object({ Name: z.optional(z.string()), RegistrationCountry: z.optional(CountryCodeSchema), RegistrationNumber: z.optional(z.string()) }))),
    PrimaryPhysicalAddress: z.optional(PostalAddressSchema),
    OwnershipType: z.optional(z.enum(OWNERSHIP_TYPES)),
    LegalEntityIdentifier: z.optional(z.string()),
    MainBusinessActivity: z.optional(z.enum(MAIN_BUSINESS_ACTIVITIES)),
    DurationOfActivity: z.optional(z.enum(['LessThan1Year', 'OneToThreeYears', 'MoreThanThreeYears'])),
    TaxResidenceCountry: z.optional(z.string()),
    NAICSCode: z.optional(z.string()),
    SourceOfFunds: z.optional(z.enum(['Revenue', 'Investments', 'LoansCredits', 'TradingIncome', 'CryptoMining', 'ClientFunds'])),
    FinancialsUsd: z.optional(z
      .object({
        EstimatedMonthlyTurnover: z.optional(z.enum(['UpTo15k', 'UpTo50k', 'UpTo100k', 'UpTo500k', 'Above500k'])),
        EstimatedTransactionValue: z.optional(z.enum(['UpTo5k', 'UpTo15k', 'UpTo50k', 'UpTo100k', 'Above100k'])),
      })),
    MonthlyTransactionFrequency: z.optional(z.enum(['UpTo10', 'UpTo20', 'UpTo50', 'Above50'])),
    DisclaimerSignatoryFullName: z.optional(lengthBetween(1, 200)),
    Associates: z.optional(z.array(AssociateSchema)),
    BusinessAssociates: z.optional(z.array(BusinessAssociateSchema)),
  });
function websiteOrClarification(p: { PrimaryWebsite?: unknown; NoWebsiteClarification?: unknown }, ctx: z.core.$RefinementCtx) {
  if (p.PrimaryWebsite === undefined && p.NoWebsiteClarification === undefined) {
    ctx.addIssue({ code: 'custom', path: ['NoWebsiteClarification'], message: 'is required when PrimaryWebsite is not provided' });
  }
}
export const BusinessCustomerPrefillSchema = BusinessCustomerPrefillFieldsSchema.check(crossFieldRule(websiteOrClarification));
export type BusinessCustomerPrefill = z.infer<typeof BusinessCustomerPrefillSchema>;

export const IndividualCustomerPrefillSchema = z.object({
  Type: z.literal('IndividualCustomerPrefill'),
  Identities: z.optional(z.array(IdentitySchema)),
  PrimaryResidence: z.optional(PostalAddressSchema),
  Citizenship: z.optional(CountryCodeSchema),
  TaxResidenceCountry: z.optional(CountryCodeSchema),
  Email: z.optional(EmailSchema),
  PhoneNumber: z.optional(PhoneNumberSchema),
  SourceOfIncome: z.optional(z.enum(['Salary', 'Pension', 'Investment', 'Property', 'FriendsAndFamily', 'Benefits'])),
  EmploymentStatus: z.optional(z.enum(['Employed', 'Unemployed', 'Retired', 'Student', 'SelfEmployed'])),
  WorkIndustry: z.optional(z
    .enum([
      'BankingAndFinancialServices', 'InvestmentAndSecurities', 'Insurance', 'RealEstate', 'LegalServices', 'AccountingAndAuditing',
      'GamingAndGambling', 'MiningAndEnergy', 'RetailAndECommerce', 'HealthcareAndPharmaceuticals', 'GovernmentAndPublicSector',
      'NonProfitAndCharity', 'TechnologyAndSoftwareDevelopment', 'TransportationAndLogistics', 'HospitalityAndTourism',
    ])),
  FinancialsUsd: z.optional(z.object({ AnnualDeposit: z.optional(z.enum(['LessThan5k', '5kTo50k', '50kTo150k', 'MoreThan150k'])) })),
  TransactionFrequency: z.optional(z.enum(['OncePerYear', 'OnceEveryFewMonths', 'AFewTimesPerMonth', 'OncePerWeek', 'MoreThanOncePerWeek'])),
});
export type IndividualCustomerPrefill = z.infer<typeof IndividualCustomerPrefillSchema>;

export const IndividualCustomerHighRiskPrefillSchema = z.object({
  Type: z.literal('IndividualCustomerHighRiskPrefill'),
  MainVirtualAccountPurpose: z
    .array(z.enum(['ReceivingEmployerPayments', 'ReceivingCustomerPayments', 'ReceivingFamilyFriendPayments', 'InvestmentRelatedPayments'])).check(z.minLength(1, 'must name at least one purpose')),
  CustomerPaymentsAdvertisement: z.optional(z.string()),
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
export const SumSubTokenPrefillSchema = z.extend(ProviderTokenPrefillSchema, { Type: z.literal('SumSubToken') });
export const PUBLISHED_RELATIONSHIP_TYPES = ['UBO', 'Representative'] as const;
const PublishedAssociateSchema = z.extend(AssociateSchema, {
  RelationshipTypes: z
    .array(z.enum(PUBLISHED_RELATIONSHIP_TYPES, { error: `must be one of ${PUBLISHED_RELATIONSHIP_TYPES.join(', ')} (the 0.1.3 service has no Director)` })).check(z.minLength(1, 'must name at least one relationship')),
});
export const PublishedPrefillRequestSchema = z.discriminatedUnion('Type', [
  SumSubTokenPrefillSchema,
  z.extend(BusinessCustomerPrefillFieldsSchema, { Associates: z.optional(z.array(PublishedAssociateSchema)) }).check(crossFieldRule(websiteOrClarification)),
  IndividualCustomerPrefillSchema,
  IndividualCustomerHighRiskPrefillSchema,
]);

/** The same prefill in the published words: ProviderToken is sent as SumSubToken. */
export function toPublishedPrefill(body: unknown): unknown {
  return body && typeof body === 'object' && (body as { Type?: unknown }).Type === 'ProviderToken' ? { ...body, Type: 'SumSubToken' } : body;
}

/** 200: problems found while prefilling, if any. */
export const PrefillResponseSchema = z.object({
  RequestExtension: z.optional(z
    .object({
      Body: z.array(
        z.object({ Field: z.optional(z.string()), Reason: z.enum(['IntegrityValidation', 'SchemaValidation']), Description: z.string() }),
      ),
    })),
});
export type PrefillResponse = z.infer<typeof PrefillResponseSchema>;
