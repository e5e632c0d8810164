// One passing and one failing case per rule of each resource family, with the field each failure
// must be reported on (the path is what puts an error message next to the right input).
import { afterAll, describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { fixtureFormSchemas, reportSharedRun, sharedFormSchemas } from '../../tooling/form-samples';
import { CustomerInputSchema, CustomerSchema, AgreementSchema } from './customers';
import { PrepareSellRequestSchema, SellRequestSchema, BusinessFeeInputSchema, PrepareSellResponseSchema, SellQuoteSchema } from './sell';
import { DepositRuleRequestSchema } from './rules';
import { BankDepositRequestSchema } from './workflows';
import { PrefillRequestSchema } from './prefill';
import { OnboardingRequestSchema, OnboardingSessionSchema } from './onboarding';
import { TransactionSchema } from './transactions';
import { ChannelSchema, FormSchemaSchema } from './channels';
import { PaymentMethodSchema } from './payment-methods';
import { PricesQuerySchema } from './prices';
import { WebhookEventSchema, webhookEventKey } from './webhooks';

const uuid = '4b0e4a8e-7c5e-4c38-9a55-6d5e2f6a1b2c';
const address = { Street: 'Hauptstr. 5', City: 'Berlin', PostCode: '10115', State: 'Berlin', Country: 'DE' };

/** good: accepted; bad: rejected with its first issue on `path`. */
function rules(schema: z.ZodMiniType, base: Record<string, unknown>, good: [string, Record<string, unknown>][], bad: [string, Record<string, unknown>, string][]) {
  it('accepts the base case', () => {
    const r = schema.safeParse(base);
    expect(r.success, JSON.stringify(r.error?.issues)).toBe(true);
  });
  it.each(good)('accepts %s', (_l, patch) => {
    const r = schema.safeParse({ ...base, ...patch });
    expect(r.success, JSON.stringify(r.error?.issues)).toBe(true);
  });
  it.each(bad)('rejects %s on %s', (_l, patch, path) => {
    const r = schema.safeParse(Object.fromEntries(Object.entries({ ...base, ...patch }).filter(([, v]) => v !== undefined)));
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join('.'))).toContain(path);
  });
}

describe('individual customer input', () => {
  rules(
    CustomerInputSchema,
    { Type: 'Individual', FullName: { FirstName: 'Ana', LastName: 'Silva' }, DateOfBirth: '1990-05-17', Identities: [], PrimaryResidence: address },
    [['an email and phone', { Email: 'ana@example.com', PhoneNumber: '+4915112345678' }]],
    [
      ['a bad birth date', { DateOfBirth: '17.05.1990' }, 'DateOfBirth'],
      ['a bad phone', { PhoneNumber: '0151' }, 'PhoneNumber'],
      ['a bad email', { Email: 'ana' }, 'Email'],
      ['no residence', { PrimaryResidence: undefined }, 'PrimaryResidence'],
      ['a placeholder state', { PrimaryResidence: { ...address, State: 'None' } }, 'PrimaryResidence.State'],
      ['no identities', { Identities: undefined }, 'Identities'],
      ['a long first name', { FullName: { FirstName: 'a'.repeat(51), LastName: 'S' } }, 'FullName.FirstName'],
    ],
  );
});

describe('business customer input', () => {
  rules(
    CustomerInputSchema,
    {
      Type: 'Business', RegisteredName: 'Acme GmbH', RegistrationNumber: 'HRB 12345', EntityType: 'LimitedLiabilityCompany',
      RegistrationCountry: 'DE', RegisteredAddress: address, IncorporationDate: '2015-03-01', TaxID: 'DE123456789',
    },
    [['an email', { Email: 'ops@acme.example' }]],
    [
      ['a 101-char name', { RegisteredName: 'n'.repeat(101) }, 'RegisteredName'],
      ['a 41-char registration number', { RegistrationNumber: 'r'.repeat(41) }, 'RegistrationNumber'],
      ['an unknown entity type', { EntityType: 'Guild' }, 'EntityType'],
      ['a 101-char tax id', { TaxID: 't'.repeat(101) }, 'TaxID'],
      ['no tax id', { TaxID: undefined }, 'TaxID'],
      ['no incorporation date', { IncorporationDate: undefined }, 'IncorporationDate'],
      ['no registered address', { RegisteredAddress: undefined }, 'RegisteredAddress'],
    ],
  );
  it('rejects an unknown customer Type on Type', () => {
    expect(CustomerInputSchema.safeParse({ Type: 'Robot' }).error?.issues[0]?.path).toEqual(['Type']);
  });
});

describe('customer output', () => {
  it('accepts a business customer without the input-only fields', () => {
    const r = CustomerSchema.safeParse({ Type: 'Business', CustomerID: 'c1', Created: '2026-01-01T00:00:00Z', RegisteredName: 'Acme', Unknown: 'tolerated' });
    expect(r.success).toBe(true);
  });
  it('requires CustomerID and Created', () => {
    const r = CustomerSchema.safeParse({ Type: 'Business', RegisteredName: 'Acme' });
    expect(r.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['Created', 'CustomerID']);
  });
  it('accepts AcceptedAt only on accepted agreements', () => {
    expect(AgreementSchema.safeParse({ Name: 'PlatformTermsOfService', Version: 3, Accepted: true, AcceptedAt: '2026-01-01T00:00:00Z' }).success).toBe(true);
    expect(AgreementSchema.safeParse({ Name: 'PlatformTermsOfService', Version: 3, Accepted: false, AcceptedAt: '2026-01-01T00:00:00Z' }).error?.issues[0]?.path).toEqual(['AcceptedAt']);
    expect(AgreementSchema.safeParse({ Name: 'Cookies', Version: 1, Accepted: false }).success).toBe(false);
  });
});

describe('prepare sell request', () => {
  rules(
    PrepareSellRequestSchema,
    { ChannelID: uuid, CryptoCurrency: 'USDC_TEST', FiatAmount: '100' },
    [
      ['a crypto amount instead', { FiatAmount: undefined, CryptoAmount: '0.01' }],
      ['Quoted with a form', { Quoted: true, Form: { IBAN: 'DE89370400440532013000' }, FormSessionID: uuid }],
      ['a business fee', { BusinessFee: { FeePct: '0.5' } }],
      ['DelayedSell and a version', { DelayedSell: true, Version: '2024-01-01' }],
    ],
    [
      ['no amount', { FiatAmount: undefined }, 'FiatAmount'],
      ['both amounts', { CryptoAmount: '0.01' }, 'CryptoAmount'],
      ['a negative amount', { FiatAmount: '-5' }, 'FiatAmount'],
      ['a non-uuid channel', { ChannelID: 'sepa' }, 'ChannelID'],
      ['an unknown crypto', { CryptoCurrency: 'DOGE' }, 'CryptoCurrency'],
      ['a non-uuid session', { FormSessionID: 'abc' }, 'FormSessionID'],
      ['a 43-char customer', { CustomerID: 'c'.repeat(43) }, 'CustomerID'],
      ['a fee base without currency', { BusinessFee: { FeeBase: '1' } }, 'BusinessFee.FiatCurrency'],
      ['a fee over 100%', { BusinessFee: { FeePct: '100.5' } }, 'BusinessFee.FeePct'],
      ['Quoted as a string', { Quoted: 'yes' }, 'Quoted'],
    ],
  );
});

describe('business fee input', () => {
  it.each([['0'], ['100'], ['+2.5'], ['99.999']])('accepts FeePct %s', (FeePct) => expect(BusinessFeeInputSchema.safeParse({ FeePct }).success).toBe(true));
  it.each([['100.0001'], ['-1'], ['1000']])('rejects FeePct %s', (FeePct) => expect(BusinessFeeInputSchema.safeParse({ FeePct }).success).toBe(false));
  it('accepts FeeBase with its currency', () => expect(BusinessFeeInputSchema.safeParse({ FeeBase: '1.5', FiatCurrency: 'EUR' }).success).toBe(true));
});

describe('sell request', () => {
  rules(
    SellRequestSchema,
    { CryptoCurrency: 'USDC_TEST', CryptoAuthorizedAmount: '101.5', FormSessionID: uuid, Nonce: uuid },
    [['a fiat amount and external id', { FiatAmount: '100', ExternalID: 'order-1' }]],
    [
      ['no nonce', { Nonce: undefined }, 'Nonce'],
      ['a 37-char nonce', { Nonce: 'n'.repeat(37) }, 'Nonce'],
      ['no authorized amount', { CryptoAuthorizedAmount: undefined }, 'CryptoAuthorizedAmount'],
      ['no session', { FormSessionID: undefined }, 'FormSessionID'],
      ['a 37-char external id', { ExternalID: 'e'.repeat(37) }, 'ExternalID'],
    ],
  );
});

describe('prepare sell response and quote', () => {
  const quote = { SignedQuote: 'a.b.c', Expiry: '2026-01-01T00:01:00Z', CryptoAmount: '101', FiatAmount: '100', FiatCurrency: 'EUR', Rate: '0.99', TotalFee: '1' };
  it('accepts a response with a NextStep and one with a SellQuote', () => {
    const base = { FormSessionID: uuid, TotalFee: '1', CryptoAmountEstimate: '101', CryptoAuthorizedAmount: '102' };
    expect(PrepareSellResponseSchema.safeParse({ ...base, NextStep: { StepID: 's2', StepType: 'Ack', Schema: { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: {} } } }).success).toBe(true);
    expect(PrepareSellResponseSchema.safeParse({ ...base, SellQuote: quote }).success).toBe(true);
    expect(PrepareSellResponseSchema.safeParse({ ...base, NextStep: { StepID: 's2', StepType: 'Sign', Schema: {} } }).success).toBe(false);
  });
  it('requires an absolute Expiry', () => {
    expect(SellQuoteSchema.safeParse({ ...quote, Expiry: '60' }).error?.issues[0]?.path).toEqual(['Expiry']);
  });
});

describe('deposit rule request', () => {
  const trigger = { Type: 'SingleOnchainDepositSourceTriggerInput', Nonce: uuid, Conditions: [{ Network: 'EthereumTestSepolia' }] };
  rules(
    DepositRuleRequestSchema,
    { Trigger: trigger, CustomerID: 'c1', CryptoCurrency: 'USDC_TEST', FormSessionID: uuid },
    [
      ['a fiat amount on the single trigger', { FiatAmount: '50' }],
      ['an amount condition', { Trigger: { ...trigger, Conditions: [{ Network: 'BaseTestSepolia', AmountConditions: [{ ComparisonOperator: 'GTEQ', Value: '10' }] }] } }],
      ['a permanent trigger', { Trigger: { ...trigger, Type: 'PermanentOnchainDepositSourceTriggerInput' } }],
      ['a quoted trigger', { Trigger: { ...trigger, Type: 'QuotedOnchainDepositSourceTriggerInput', SignedQuote: 'a.b.c' } }],
    ],
    [
      ['a fiat amount on the permanent trigger', { FiatAmount: '50', Trigger: { ...trigger, Type: 'PermanentOnchainDepositSourceTriggerInput' } }, 'FiatAmount'],
      ['a fiat amount on the quoted trigger', { FiatAmount: '50', Trigger: { ...trigger, Type: 'QuotedOnchainDepositSourceTriggerInput', SignedQuote: 'q' } }, 'FiatAmount'],
      ['a quoted trigger without SignedQuote', { Trigger: { ...trigger, Type: 'QuotedOnchainDepositSourceTriggerInput' } }, 'Trigger.SignedQuote'],
      ['an unknown trigger', { Trigger: { ...trigger, Type: 'Sometimes' } }, 'Trigger.Type'],
      ['no conditions', { Trigger: { ...trigger, Conditions: [] } }, 'Trigger.Conditions'],
      ['an unknown operator', { Trigger: { ...trigger, Conditions: [{ Network: 'Celo', AmountConditions: [{ ComparisonOperator: 'NE', Value: '1' }] }] } }, 'Trigger.Conditions.0'],
      ['no customer', { CustomerID: undefined }, 'CustomerID'],
      ['no session', { FormSessionID: undefined }, 'FormSessionID'],
    ],
  );
  it.each([['Bitcoin'], ['BitcoinTest'], ['Lightning'], ['OffNetwork']])('rejects the non-account network %s', (Network) => {
    expect(DepositRuleRequestSchema.safeParse({ Trigger: { ...trigger, Conditions: [{ Network }] }, CustomerID: 'c', CryptoCurrency: 'BTC_TEST', FormSessionID: uuid }).success).toBe(false);
  });
  it('allows no other property beside Network on a network-only condition', () => {
    const r = DepositRuleRequestSchema.safeParse({ Trigger: { ...trigger, Conditions: [{ Network: 'Celo', Memo: 'x' }] }, CustomerID: 'c', CryptoCurrency: 'USDC_TEST', FormSessionID: uuid });
    expect(r.success).toBe(false);
  });
});

describe('bank deposit request', () => {
  rules(
    BankDepositRequestSchema,
    { CustomerID: 'c1', FiatCurrency: 'USD', CryptoCurrency: 'USDC_TEST', Network: 'EthereumTestSepolia', DestinationAddress: { Address: '0xabc' } },
    [
      ['Lightning', { CryptoCurrency: 'BTC', Network: 'Lightning' }],
      ['business fees by method type', { BusinessFees: { BankAch: { FeePct: '1' }, BankFedwire: { FeeBase: '2', FiatCurrency: 'USD' } } }],
    ],
    [
      ['a 37-char customer', { CustomerID: 'c'.repeat(37) }, 'CustomerID'],
      ['ETH (not listed)', { CryptoCurrency: 'ETH' }, 'CryptoCurrency'],
      ['no address', { DestinationAddress: {} }, 'DestinationAddress.Address'],
      ['a fee base without currency', { BusinessFees: { BankAch: { FeeBase: '2' } } }, 'BusinessFees.BankAch.FiatCurrency'],
      ['an unknown network', { Network: 'Dogechain' }, 'Network'],
    ],
  );
});

describe('prefill', () => {
  rules(
    PrefillRequestSchema,
    { Type: 'BusinessCustomerPrefill', RegistrationCountry: 'DE', PrimaryWebsite: 'acme.example' },
    [
      ['a clarification instead of a website', { PrimaryWebsite: undefined, NoWebsiteClarification: 'We sell at markets.' }],
      ['associates', { Associates: [{ ID: uuid, RelationshipTypes: ['UBO'], UBO: { OwnershipPercentage: 25 } }], BusinessAssociates: [{ ID: uuid, RegistrationCountry: 'FR', OwnershipPercentage: 30 }] }],
      ['an activity and financials', { MainBusinessActivity: 'ITConsulting', FinancialsUsd: { EstimatedMonthlyTurnover: 'UpTo50k' } }],
    ],
    [
      ['neither website nor clarification', { PrimaryWebsite: undefined }, 'NoWebsiteClarification'],
      ['a 1001-char clarification', { NoWebsiteClarification: 'x'.repeat(1001) }, 'NoWebsiteClarification'],
      ['a 101-char website', { PrimaryWebsite: 'w'.repeat(101) }, 'PrimaryWebsite'],
      ['a 101-char company name', { CompanyName: 'c'.repeat(101) }, 'CompanyName'],
      ['a 201-char signatory', { DisclaimerSignatoryFullName: 's'.repeat(201) }, 'DisclaimerSignatoryFullName'],
      ['ownership over 100', { Associates: [{ ID: uuid, RelationshipTypes: ['UBO'], UBO: { OwnershipPercentage: 101 } }] }, 'Associates.0.UBO.OwnershipPercentage'],
      ['fractional ownership', { BusinessAssociates: [{ ID: uuid, RegistrationCountry: 'FR', OwnershipPercentage: 25.5 }] }, 'BusinessAssociates.0.OwnershipPercentage'],
      ['an associate without relationship', { Associates: [{ ID: uuid, RelationshipTypes: [] }] }, 'Associates.0.RelationshipTypes'],
      ['an unknown activity', { MainBusinessActivity: 'Piracy' }, 'MainBusinessActivity'],
      ['no registration country', { RegistrationCountry: undefined }, 'RegistrationCountry'],
    ],
  );
  it('accepts the three other variants and rejects their broken forms on the right field', () => {
    expect(PrefillRequestSchema.safeParse({ Type: 'ProviderToken', Token: 'tok' }).success).toBe(true);
    expect(PrefillRequestSchema.safeParse({ Type: 'ProviderToken', Token: '' }).error?.issues[0]?.path).toEqual(['Token']);
    expect(PrefillRequestSchema.safeParse({ Type: 'IndividualCustomerPrefill', Citizenship: 'BR', EmploymentStatus: 'Student' }).success).toBe(true);
    expect(PrefillRequestSchema.safeParse({ Type: 'IndividualCustomerPrefill', EmploymentStatus: 'Astronaut' }).error?.issues[0]?.path).toEqual(['EmploymentStatus']);
    const highRisk = { Type: 'IndividualCustomerHighRiskPrefill', MainVirtualAccountPurpose: ['InvestmentRelatedPayments'], ExpectedCounterpartyCount: 'UpTo5', ExpectedCounterpartyCountries: ['DE'], ExpectedTransactionCount: 'UpTo10', ExpectedTransactionValue: 'UpTo500' };
    expect(PrefillRequestSchema.safeParse(highRisk).success).toBe(true);
    expect(PrefillRequestSchema.safeParse({ ...highRisk, ExpectedTransactionValue: undefined }).error?.issues[0]?.path).toEqual(['ExpectedTransactionValue']);
    expect(PrefillRequestSchema.safeParse({ Type: 'Unknown' }).success).toBe(false);
  });
});

describe('onboarding', () => {
  rules(
    OnboardingRequestSchema,
    { ReturnURL: 'https://shop.example/back' },
    [['every option', { Metadata: { ref: '1' }, FiatOptions: [{ FiatCurrencyCode: 'EUR' }], CustomerType: 'Business', Locale: 'pt', Form: { any: 1 } }]],
    [
      ['no ReturnURL', { ReturnURL: undefined }, 'ReturnURL'],
      ['a short ReturnURL', { ReturnURL: 'http://a' }, 'ReturnURL'],
      ['an unknown locale', { Locale: 'nl' }, 'Locale'],
      ['an unknown customer type', { CustomerType: 'Robot' }, 'CustomerType'],
      ['a bad fiat option', { FiatOptions: [{ FiatCurrencyCode: 'XXX' }] }, 'FiatOptions.0.FiatCurrencyCode'],
      ['non-string metadata', { Metadata: { n: 1 } }, 'Metadata.n'],
    ],
  );
  it('allows MissingSteps only while the review has not started', () => {
    expect(OnboardingSessionSchema.safeParse({ HostedURL: 'https://h.example/s', OnboardingStatus: 'ReviewNotStarted', MissingSteps: ['SELFIE'] }).success).toBe(true);
    expect(OnboardingSessionSchema.safeParse({ HostedURL: 'https://h.example/s', OnboardingStatus: 'ReviewPending', MissingSteps: ['SELFIE'] }).success).toBe(false);
  });
});

describe('transaction', () => {
  const tx = { ID: uuid, Network: 'EthereumTestSepolia', Created: '2026-01-01T00:00:00Z', Status: 'Pending', Direction: 'Out', CryptoCurrency: 'USDC_TEST' };
  rules(
    TransactionSchema,
    tx,
    [
      ['every record', {
        SubStatus: 'Confirming', RFI: { Status: 'AwaitingCustomer', Type: 'ProofOfAddress' }, Amount: '101', NetworkFee: '0.1',
        FiatPayment: { Amount: '100', FeeAmount: '1', Rate: '1', FiatCurrency: 'EUR' }, Orchestration: { RuleID: uuid, RuleExecutionID: 'x' },
        Breakdown: [{ Type: 'ChannelFee', Amount: '1' }, { Type: 'Remaining', Amount: '100' }],
        AdjustmentFor: { AdjustedTransactionID: uuid, AdjustmentID: uuid, Reason: 'Refund' },
        Refunds: [{ RefundID: 'r1', RefundedAmount: '5', Currency: 'EUR', RequestTime: '2026-01-02T00:00:00Z', Status: 'Settled' }], Reverses: uuid,
      }],
    ],
    [
      ['an unknown status', { Status: 'Done' }, 'Status'],
      ['an unknown sub-status', { SubStatus: 'Mining' }, 'SubStatus'],
      ['a non-uuid id', { ID: 'tx-1' }, 'ID'],
      ['a 39-char amount', { Amount: '1'.repeat(39) }, 'Amount'],
      ['an unknown RFI status', { RFI: { Status: 'Waiting', Type: 'Manual' } }, 'RFI.Status'],
      ['an unknown adjustment reason', { AdjustmentFor: { AdjustedTransactionID: uuid, AdjustmentID: uuid, Reason: 'Oops' } }, 'AdjustmentFor.Reason'],
      ['an unknown direction', { Direction: 'Sideways' }, 'Direction'],
    ],
  );
});

describe('channel and payment method output', () => {
  const channel = {
    ID: uuid, PaymentMethodCategory: 'Bank', PaymentMethodType: 'BankSepa', FiatCurrency: 'EUR', Country: 'DE',
    FeeConfig: { Fixed: '0.5', Percentage: '1', FiatCurrency: 'EUR' }, Limits: { MinLimit: '10' }, Rate: '0.92', ProcessingSeconds: 60,
  };
  rules(ChannelSchema, channel, [['a tier, fee and unknown fields', { ProcessingTier: 'Priority', Calculated: { TotalFee: '1.5' }, Brand: 'x' }]], [
    ['ProcessingSeconds 0', { ProcessingSeconds: 0 }, 'ProcessingSeconds'],
    ['no MinLimit', { Limits: { MaxLimit: '100' } }, 'Limits.MinLimit'],
    ['a numeric rate', { Rate: 0.92 }, 'Rate'],
  ]);
  it('accepts each display shape and rejects a card without Last4', () => {
    const pm = { ID: 'pm1', Country: 'DE', PaymentMethodCategory: 'Bank', DisplayDetails: { Type: 'FiatPaymentMethodBankDisplay', AccountNumber: 'DE89…3000' } };
    expect(PaymentMethodSchema.safeParse(pm).success).toBe(true);
    expect(PaymentMethodSchema.safeParse({ ...pm, DisplayDetails: { Type: 'FiatPaymentMethodCardDisplay', Last4: '4242', Scheme: 'Visa' } }).success).toBe(true);
    expect(PaymentMethodSchema.safeParse({ ...pm, DisplayDetails: { Type: 'FiatPaymentMethodIdentifierDisplay', IdentifierType: 'Email', Identifier: 'a@b.co' } }).success).toBe(true);
    expect(PaymentMethodSchema.safeParse({ ...pm, DisplayDetails: { Type: 'FiatPaymentMethodCardDisplay', Scheme: 'Visa' } }).error?.issues[0]?.path).toEqual(['DisplayDetails', 'Last4']);
  });
});

describe('prices query', () => {
  it('takes at most one amount', () => {
    expect(PricesQuerySchema.safeParse({ SourceCurrency: 'USDC_TEST', DestinationCurrency: 'EUR', SourceAmount: '1' }).success).toBe(true);
    expect(PricesQuerySchema.safeParse({ SourceCurrency: 'USDC_TEST', DestinationCurrency: 'EUR', SourceAmount: '1', DestinationAmount: '1' }).error?.issues[0]?.path).toEqual(['DestinationAmount']);
  });
  // not-shown.md: a crypto code and a fiat code, either way round. Checked by the contract, so the
  // kit never sends a pair no service prices (the sandbox only added its own currencies' rule).
  it('prices a crypto code against a fiat code, either way round, and nothing else', () => {
    const pathOf = (SourceCurrency: string, DestinationCurrency: string) =>
      PricesQuerySchema.safeParse({ SourceCurrency, DestinationCurrency }).error?.issues.map((i) => i.path.join('.'));
    expect(pathOf('USDC', 'EUR')).toBeUndefined();
    expect(pathOf('EUR', 'BTC_TEST')).toBeUndefined();
    expect(pathOf('USD', 'EUR')).toEqual(['SourceCurrency']);
    expect(pathOf('USDC', 'BTC')).toEqual(['DestinationCurrency']);
    expect(pathOf('USDC', 'EURO')).toEqual(['DestinationCurrency']);
    expect(pathOf('DOGE', 'EUR')).toEqual(['SourceCurrency']);
  });
});

describe('webhook events', () => {
  it('parses each event type and keys it for deduplication', () => {
    const transaction = { EventType: 'Transaction', EventVersion: 2, Occurred: '2026-01-01T00:00:00Z', UserID: 'u', Data: { ID: uuid, Network: 'BaseTestSepolia', Created: '2026-01-01T00:00:00Z', Status: 'Settled', Direction: 'Out', CryptoCurrency: 'USDC_TEST', CustomerID: 'c1' } };
    const parsed = WebhookEventSchema.parse(transaction);
    expect(webhookEventKey(parsed)).toBe(`Transaction:${uuid}:2`);
    const customer = { EventType: 'Customer', EventVersion: 1, Occurred: '2026-01-01T00:00:00Z', UserID: 'u', Data: { Type: 'Business', CustomerID: 'c1', Created: '2026-01-01T00:00:00Z', RegisteredName: 'Acme', OnboardingStatus: 'ReviewPending' } };
    expect(webhookEventKey(WebhookEventSchema.parse(customer))).toBe('Customer:c1:1');
    expect(WebhookEventSchema.safeParse({ ...transaction, EventType: 'Payout' }).success).toBe(false);
    // The published service starts EventVersion at 0; a negative or fractional one is still wrong.
    expect(WebhookEventSchema.safeParse({ ...transaction, EventVersion: 0 }).success).toBe(true);
    expect(WebhookEventSchema.safeParse({ ...transaction, EventVersion: -1 }).success).toBe(false);
    expect(WebhookEventSchema.safeParse({ ...transaction, EventVersion: 1.5 }).success).toBe(false);
  });
});

// Every form schema the tests can see: the project's own fixtures in the published format always,
// and the service's published samples beside the project when present (the run says how many).
const sharedSchemas = sharedFormSchemas();
afterAll(() => reportSharedRun('FormSchema contract', sharedSchemas.length));
describe.each([
  ['the project’s own form schemas', fixtureFormSchemas()],
  ['the published form schemas (../shared)', sharedSchemas],
] as const)('FormSchema accepts %s', (_label, list) => {
  it.runIf(list.length).each(list.map((s) => [s.name, s.schema] as [string, unknown]))('%s', (_file, schema) => {
    expect(FormSchemaSchema.safeParse(schema).success).toBe(true);
  });
});
