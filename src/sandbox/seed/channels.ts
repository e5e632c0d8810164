// The sandbox's sell channels: nine channels in eight country/currency pairs, two with a second
// form step. Fees, limits and times are realistic, not real.
import type { FormSchema } from '../../api/channels';
import type { FieldProblem } from '../../api/errors';
import type { PaymentMethod } from '../../api/payment-methods';
import type { CountryCode, FiatCurrencyCode } from '../../api/common';
import { accountHolderName, ackStep, choice, formSchema, reference, text, type Json } from './form-parts';
import { isValidAbaRouting, isValidClabe, isValidIban } from './checksums';

export interface SeedStep {
  StepID: string;
  StepType: 'Ack' | 'DataEntry';
  Schema: FormSchema;
}

type Form = Record<string, unknown>;
type Display = PaymentMethod['DisplayDetails'];

export interface SeedChannel {
  ID: string;
  PaymentMethodCategory: 'Bank' | 'Card' | 'Identifier';
  PaymentMethodType: string;
  FiatCurrency: FiatCurrencyCode;
  Country: CountryCode;
  FeeConfig: { Fixed: string; Percentage: string; FiatCurrency: string };
  Limits: { MinLimit: string; MaxLimit?: string };
  ProcessingSeconds: number;
  ProcessingTier: 'Standard' | 'Priority';
  formSchema: FormSchema;
  /** Asked in order once formSchema is complete. */
  nextSteps: SeedStep[];
  /** Rules a schema cannot state (check digits): problems are SchemaValidation on `Form.<path>`. */
  extraValidation?: (form: Form) => FieldProblem[];
  /** Well-formed answers this channel cannot pay out to (NotSupported). */
  notSupported?: (form: Form) => FieldProblem | undefined;
  /** How a completed form becomes the customer's stored payment method. */
  paymentMethodFromForm: (form: Form) => { DisplayDetails: Display; AccountHolderDetails?: PaymentMethod['AccountHolderDetails'] };
}

const get = (form: Form, path: string): unknown => path.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Form)[k] : undefined), form);
const str = (form: Form, path: string) => String(get(form, path) ?? '');
const mask = (value: string) => (value.length > 4 ? `••••${value.slice(-4)}` : value);

function holder(form: Form): PaymentMethod['AccountHolderDetails'] {
  const type = str(form, 'AccountHolder.AccountHolderType') === 'Business' ? 'Business' : 'Individual';
  return type === 'Business'
    ? { Type: 'Business', BusinessName: str(form, 'AccountHolder.Name') }
    : { Type: 'Individual', Name: { FirstName: str(form, 'AccountHolder.Name.FirstName'), LastName: str(form, 'AccountHolder.Name.LastName') } };
}

const SEPA_COUNTRIES = ['AT', 'BE', 'BG', 'CH', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GB', 'GR', 'HR', 'HU', 'IE', 'IS', 'IT', 'LI', 'LT', 'LU', 'LV', 'MC', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'SM'];

function sepaChannel(ID: string, Country: 'DE' | 'FR', tier: 'Standard' | 'Priority'): SeedChannel {
  const example = Country === 'DE' ? 'DE89370400440532013000' : 'FR7630006000011234567890189';
  return {
    ID, Country, PaymentMethodCategory: 'Bank', PaymentMethodType: 'BankSepa', FiatCurrency: 'EUR',
    FeeConfig: { Fixed: tier === 'Priority' ? '1.50' : '0.50', Percentage: '0.8', FiatCurrency: 'EUR' },
    Limits: { MinLimit: '10', MaxLimit: '50000' },
    ProcessingSeconds: tier === 'Priority' ? 10 : 3600,
    ProcessingTier: tier,
    formSchema: formSchema('SEPA bank account', 'The euro bank account in your name that receives the payout by SEPA transfer.', {
      BankDetails: {
        type: 'object', title: 'Bank details', description: 'The euro account the payout is sent to',
        properties: {
          IBAN: text('IBAN', 'International Bank Account Number, 15 to 34 letters and digits', [example], {
            // The message says what the pattern checks (the form tidies spaces and case on blur, so
            // spaces are never the problem left); the placeholder is the example as a bank prints it.
            pattern: '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$', errorMessage: 'An IBAN is 15 to 34 characters: 2 letters for the country, 2 check digits, then letters and digits', placeholder: example.replace(/(.{4})(?=.)/g, '$1 '), 'x-scan-type': 'iban',
          }),
          SwiftCode: text('BIC', 'Bank Identifier Code (optional for SEPA)', [Country === 'DE' ? 'COBADEFFXXX' : 'BNPAFRPPXXX'], {
            pattern: '^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$', errorMessage: 'A BIC is 8 or 11 letters and digits',
          }),
        },
        required: ['IBAN'],
      },
      AccountHolder: accountHolderName(70),
      Reference: reference(140),
    }, ['BankDetails', 'AccountHolder'], { metadata: { paymentMethodType: 'BankSepa', country: Country } }),
    nextSteps: [],
    extraValidation: (form) => {
      const iban = str(form, 'BankDetails.IBAN');
      return iban && !isValidIban(iban) ? [{ Field: 'Form.BankDetails.IBAN', Reason: 'SchemaValidation', Description: 'The IBAN check digits do not match: check the number for typos' }] : [];
    },
    notSupported: (form) => {
      const country = str(form, 'BankDetails.IBAN').slice(0, 2);
      return country && !SEPA_COUNTRIES.includes(country)
        ? { Field: 'Form.BankDetails.IBAN', Reason: 'NotSupported', Description: `IBANs from ${country} are not reachable through SEPA: choose another channel` }
        : undefined;
    },
    paymentMethodFromForm: (form) => ({
      DisplayDetails: { Type: 'FiatPaymentMethodBankDisplay', AccountNumber: mask(str(form, 'BankDetails.IBAN')), SwiftCode: str(form, 'BankDetails.SwiftCode') || undefined, BankingSystems: ['SEPA'] },
      AccountHolderDetails: holder(form),
    }),
  };
}

const bankDisplay = (accountPath: string, codePath?: string, systems?: string[]) => (form: Form) => ({
  DisplayDetails: {
    Type: 'FiatPaymentMethodBankDisplay' as const,
    AccountNumber: mask(str(form, accountPath)),
    ...(codePath ? { BankCode: str(form, codePath) } : {}),
    ...(systems ? { BankingSystems: systems } : {}),
  },
  AccountHolderDetails: holder(form),
});

const digits = (title: string, description: string, n: number | [number, number], example: string, extra: Json = {}) => {
  const [min, max] = Array.isArray(n) ? n : [n, n];
  return text(title, description, [example], {
    pattern: `^[0-9]{${min}${max === min ? '' : `,${max}`}}$`,
    errorMessage: `${title} must be ${min === max ? min : `${min} to ${max}`} digits`,
    placeholder: example,
    ...extra,
  });
};

export const seedChannels: SeedChannel[] = [
  sepaChannel('0b6f1c3e-8d2a-4f61-9a7e-3c5d2e1f4a01', 'DE', 'Priority'),
  sepaChannel('0b6f1c3e-8d2a-4f61-9a7e-3c5d2e1f4a02', 'FR', 'Standard'),
  {
    ID: '0b6f1c3e-8d2a-4f61-9a7e-3c5d2e1f4a03', Country: 'GB', PaymentMethodCategory: 'Bank', PaymentMethodType: 'BankLocal', FiatCurrency: 'GBP',
    FeeConfig: { Fixed: '0.40', Percentage: '0.9', FiatCurrency: 'GBP' }, Limits: { MinLimit: '5', MaxLimit: '25000' }, ProcessingSeconds: 30, ProcessingTier: 'Priority',
    formSchema: formSchema('UK bank account', 'The UK bank account in your name that receives the payout by Faster Payments.', {
      BankDetails: {
        type: 'object', title: 'Bank details', description: 'The sterling account the payout is sent to (Faster Payments)',
        properties: {
          SortCode: digits('Sort code', 'Six digits identifying the bank branch', 6, '108800'),
          AccountNumber: digits('Account number', 'Eight-digit UK account number', 8, '00012345', { 'x-validation': { minDistinctChars: 2, message: 'Account number cannot repeat one digit' } }),
        },
        required: ['SortCode', 'AccountNumber'],
      },
      AccountHolder: accountHolderName(40),
      Reference: reference(18),
    }, ['BankDetails', 'AccountHolder']),
    nextSteps: [],
    paymentMethodFromForm: bankDisplay('BankDetails.AccountNumber', 'BankDetails.SortCode', ['FasterPayments']),
  },
  {
    ID: '0b6f1c3e-8d2a-4f61-9a7e-3c5d2e1f4a04', Country: 'US', PaymentMethodCategory: 'Bank', PaymentMethodType: 'BankAch', FiatCurrency: 'USD',
    FeeConfig: { Fixed: '0.75', Percentage: '0.5', FiatCurrency: 'USD' }, Limits: { MinLimit: '20', MaxLimit: '100000' }, ProcessingSeconds: 86400, ProcessingTier: 'Standard',
    formSchema: formSchema('US bank account (ACH)', 'The US checking or savings account that receives the payout by ACH, usually in one to three business days.', {
      BankDetails: {
        type: 'object', title: 'Bank details', description: 'The US account the ACH payout is sent to',
        properties: {
          RoutingNumber: digits('Routing number', 'Nine-digit ABA routing number of the bank', 9, '011000015'),
          AccountNumber: digits('Account number', 'Your account number, 4 to 17 digits', [4, 17], '000123456789', { 'x-validation': { minDistinctChars: 2, message: 'Account number cannot repeat one digit' } }),
          AccountType: choice('Account type', 'Checking or savings', [['Checking', 'Checking'], ['Savings', 'Savings']]),
        },
        required: ['RoutingNumber', 'AccountNumber', 'AccountType'],
      },
      AccountHolder: accountHolderName(22),
    }, ['BankDetails', 'AccountHolder']),
    nextSteps: [{
      StepID: 'ach-authorization',
      StepType: 'Ack',
      Schema: ackStep('ACH payout authorization', 'I authorize this ACH credit to the account above and confirm it is in my name', 'US rules require your authorization before an ACH credit is sent to your account. Confirm it to see your quote.'),
    }],
    extraValidation: (form) => {
      const routing = str(form, 'BankDetails.RoutingNumber');
      return routing && !isValidAbaRouting(routing) ? [{ Field: 'Form.BankDetails.RoutingNumber', Reason: 'SchemaValidation', Description: 'This is not a valid ABA routing number: check its digits' }] : [];
    },
    paymentMethodFromForm: (form) => ({
      DisplayDetails: { Type: 'FiatPaymentMethodBankDisplay', AccountNumber: mask(str(form, 'BankDetails.AccountNumber')), RoutingNumber: str(form, 'BankDetails.RoutingNumber'), BankingSystems: ['ACH'] },
      AccountHolderDetails: holder(form),
    }),
  },
  {
    ID: '0b6f1c3e-8d2a-4f61-9a7e-3c5d2e1f4a05', Country: 'US', PaymentMethodCategory: 'Bank', PaymentMethodType: 'BankFedwire', FiatCurrency: 'USD',
    FeeConfig: { Fixed: '15', Percentage: '0.1', FiatCurrency: 'USD' }, Limits: { MinLimit: '1000', MaxLimit: '1000000' }, ProcessingSeconds: 7200, ProcessingTier: 'Priority',
    formSchema: formSchema('US bank account (wire)', 'The US bank account that receives the payout by Fedwire, usually on the same business day.', {
      BankDetails: {
        type: 'object', title: 'Bank details', description: 'The US account the Fedwire payout is sent to',
        properties: {
          RoutingNumber: digits('Routing number', 'Nine-digit ABA routing number for wires', 9, '026009593'),
          AccountNumber: digits('Account number', 'Your account number, 4 to 17 digits', [4, 17], '000123456789'),
          BankName: text('Bank name', 'Name of the receiving bank', ['Bank of America'], { minLength: 2, maxLength: 100, errorMessage: 'Bank name must be 2 to 100 characters' }),
        },
        required: ['RoutingNumber', 'AccountNumber', 'BankName'],
      },
      AccountHolder: accountHolderName(35),
      Reference: reference(35),
    }, ['BankDetails', 'AccountHolder']),
    nextSteps: [],
    extraValidation: (form) => {
      const routing = str(form, 'BankDetails.RoutingNumber');
      return routing && !isValidAbaRouting(routing) ? [{ Field: 'Form.BankDetails.RoutingNumber', Reason: 'SchemaValidation', Description: 'This is not a valid ABA routing number: check its digits' }] : [];
    },
    paymentMethodFromForm: (form) => ({
      DisplayDetails: { Type: 'FiatPaymentMethodBankDisplay', AccountNumber: mask(str(form, 'BankDetails.AccountNumber')), RoutingNumber: str(form, 'BankDetails.RoutingNumber'), BankName: str(form, 'BankDetails.BankName'), BankingSystems: ['Fedwire'] },
      AccountHolderDetails: holder(form),
    }),
  },
  {
    ID: '0b6f1c3e-8d2a-4f61-9a7e-3c5d2e1f4a06', Country: 'BR', PaymentMethodCategory: 'Identifier', PaymentMethodType: 'IdentifierPix', FiatCurrency: 'BRL',
    FeeConfig: { Fixed: '1.00', Percentage: '1.2', FiatCurrency: 'BRL' }, Limits: { MinLimit: '20', MaxLimit: '250000' }, ProcessingSeconds: 15, ProcessingTier: 'Priority',
    formSchema: formSchema('Pix key', 'The Pix key of the account that receives the payout, usually within seconds.', {
      IdentifierDetails: {
        type: 'object', title: 'Pix key', description: 'The Pix key the payout is sent to',
        properties: {
          IdentifierType: choice('Key type', 'What kind of Pix key you have', [['TaxID', 'CPF / CNPJ'], ['PhoneNumber', 'Phone number'], ['Email', 'Email'], ['Random', 'Random key']]),
        },
        required: ['IdentifierType'],
        allOf: [
          { if: { properties: { IdentifierType: { const: 'TaxID' } } }, then: { properties: { Identifier: text('CPF or CNPJ', 'Digits only: 11 for CPF, 14 for CNPJ', ['12345678909'], { pattern: '^([0-9]{11}|[0-9]{14})$', errorMessage: 'A CPF has 11 digits and a CNPJ 14, digits only' }) }, required: ['Identifier'] } },
          { if: { properties: { IdentifierType: { const: 'PhoneNumber' } } }, then: { properties: { Identifier: text('Phone number', 'With country code, e.g. +55 and 10 or 11 digits', ['+5511987654321'], { pattern: '^\\+55[0-9]{10,11}$', errorMessage: 'Enter +55 followed by 10 or 11 digits' }) }, required: ['Identifier'] } },
          { if: { properties: { IdentifierType: { const: 'Email' } } }, then: { properties: { Identifier: text('Email', 'The email registered as a Pix key', ['ana@example.com.br'], { format: 'email', maxLength: 77, errorMessage: 'Enter a valid email address' }) }, required: ['Identifier'] } },
          { if: { properties: { IdentifierType: { const: 'Random' } } }, then: { properties: { Identifier: text('Random key', 'The 36-character random key (EVP)', ['123e4567-e89b-42d3-a456-426614174000'], { pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$', errorMessage: 'A random key looks like 123e4567-e89b-42d3-a456-426614174000' }) }, required: ['Identifier'] } },
        ],
      },
      AccountHolder: accountHolderName(60),
    }, ['IdentifierDetails', 'AccountHolder']),
    nextSteps: [{
      StepID: 'pix-holder-document',
      StepType: 'DataEntry',
      Schema: formSchema('Holder document', 'Brazilian rules ask for the CPF and date of birth of the Pix key holder before a payout.', {
        HolderTaxID: text('Holder CPF', 'CPF of the key holder, 11 digits', ['12345678909'], { pattern: '^[0-9]{11}$', errorMessage: 'A CPF has 11 digits' }),
        HolderBirthDate: text('Date of birth', 'Date of birth of the key holder', ['1990-05-17'], { format: 'date', errorMessage: 'Enter the date as YYYY-MM-DD' }),
      }, ['HolderTaxID', 'HolderBirthDate']),
    }],
    paymentMethodFromForm: (form) => {
      const type = str(form, 'IdentifierDetails.IdentifierType');
      return {
        DisplayDetails: { Type: 'FiatPaymentMethodIdentifierDisplay', IdentifierType: type === 'Random' ? 'TaxID' : (type as 'TaxID' | 'PhoneNumber' | 'Email'), Identifier: str(form, 'IdentifierDetails.Identifier') },
        AccountHolderDetails: holder(form),
      };
    },
  },
  {
    ID: '0b6f1c3e-8d2a-4f61-9a7e-3c5d2e1f4a07', Country: 'MX', PaymentMethodCategory: 'Bank', PaymentMethodType: 'BankLocal', FiatCurrency: 'MXN',
    FeeConfig: { Fixed: '10', Percentage: '1', FiatCurrency: 'MXN' }, Limits: { MinLimit: '200', MaxLimit: '1500000' }, ProcessingSeconds: 120, ProcessingTier: 'Standard',
    formSchema: formSchema('Mexican bank account (SPEI)', 'The Mexican bank account (CLABE) that receives the payout by SPEI.', {
      BankDetails: {
        type: 'object', title: 'Bank details', description: 'The account the SPEI payout is sent to',
        properties: { AccountNumber: digits('CLABE', 'The 18-digit CLABE interbank number', 18, '032180000118359719') },
        required: ['AccountNumber'],
      },
      AccountHolder: accountHolderName(40),
    }, ['BankDetails', 'AccountHolder']),
    nextSteps: [],
    extraValidation: (form) => {
      const clabe = str(form, 'BankDetails.AccountNumber');
      return clabe && !isValidClabe(clabe) ? [{ Field: 'Form.BankDetails.AccountNumber', Reason: 'SchemaValidation', Description: 'The CLABE check digit does not match: check the number for typos' }] : [];
    },
    paymentMethodFromForm: bankDisplay('BankDetails.AccountNumber', undefined, ['SPEI']),
  },
  {
    ID: '0b6f1c3e-8d2a-4f61-9a7e-3c5d2e1f4a08', Country: 'NG', PaymentMethodCategory: 'Bank', PaymentMethodType: 'BankLocal', FiatCurrency: 'NGN',
    FeeConfig: { Fixed: '100', Percentage: '1.5', FiatCurrency: 'NGN' }, Limits: { MinLimit: '5000', MaxLimit: '20000000' }, ProcessingSeconds: 300, ProcessingTier: 'Standard',
    formSchema: formSchema('Nigerian bank account', 'The Nigerian bank account that receives the payout by NIP transfer.', {
      BankDetails: {
        type: 'object', title: 'Bank details', description: 'The naira account the payout is sent to (NIP)',
        properties: {
          BankCode: choice('Bank', 'The receiving bank', [['044', 'Access Bank', '🏦'], ['058', 'GTBank', '🏦'], ['011', 'First Bank of Nigeria', '🏦'], ['033', 'United Bank for Africa', '🏦'], ['057', 'Zenith Bank', '🏦']]),
          AccountNumber: digits('Account number', 'Ten-digit NUBAN account number', 10, '0123456789', { 'x-validation': { minDistinctChars: 2, message: 'Account number cannot repeat one digit' } }),
        },
        required: ['BankCode', 'AccountNumber'],
      },
      AccountHolder: accountHolderName(50),
    }, ['BankDetails', 'AccountHolder']),
    nextSteps: [],
    paymentMethodFromForm: bankDisplay('BankDetails.AccountNumber', 'BankDetails.BankCode', ['NIP']),
  },
  {
    ID: '0b6f1c3e-8d2a-4f61-9a7e-3c5d2e1f4a09', Country: 'KE', PaymentMethodCategory: 'Bank', PaymentMethodType: 'BankLocal', FiatCurrency: 'KES',
    FeeConfig: { Fixed: '30', Percentage: '1.5', FiatCurrency: 'KES' }, Limits: { MinLimit: '500', MaxLimit: '1000000' }, ProcessingSeconds: 600, ProcessingTier: 'Standard',
    formSchema: formSchema('Kenyan bank account', 'The Kenyan bank account that receives the payout by PesaLink.', {
      BankDetails: {
        type: 'object', title: 'Bank details', description: 'The shilling account the payout is sent to (PesaLink)',
        properties: {
          Bank: choice('Bank', 'The receiving bank', [['KCB', 'KCB Bank Kenya'], ['EQUITY', 'Equity Bank Kenya'], ['COOP', 'Co-operative Bank of Kenya'], ['NCBA', 'NCBA Bank Kenya']]),
          AccountNumber: digits('Account number', 'Your account number, 5 to 30 digits', [5, 30], '1234567890123'),
        },
        required: ['Bank', 'AccountNumber'],
      },
      AccountHolder: accountHolderName(45),
      PhoneNumber: text('Phone number', 'Kenyan mobile number for payout notifications', ['+254712345678'], { pattern: '^\\+254[0-9]{9}$', errorMessage: 'Enter +254 followed by 9 digits' }),
    }, ['BankDetails', 'AccountHolder', 'PhoneNumber']),
    nextSteps: [],
    paymentMethodFromForm: bankDisplay('BankDetails.AccountNumber', 'BankDetails.Bank', ['PesaLink']),
  },
];

/** USD prices of the sandbox crypto currencies, and USD → fiat rates, as decimal strings. */
export const cryptoPricesUsd = { BTC_TEST: '65000', ETH_TEST_SEPOLIA: '3200', USDC_TEST: '1' } as const;
export const fiatPerUsd: Record<string, string> = { USD: '1', EUR: '0.92', GBP: '0.79', BRL: '5.4', MXN: '17.1', NGN: '1550', KES: '129' };
/** The business's starting balances. */
export const seedBalances = { BTC_TEST: '2.5', ETH_TEST_SEPOLIA: '40', USDC_TEST: '250000' } as const;
