// Where the money goes, for the quote: a saved payment method's own display details, or for a new
// one what the customer typed into the channel's form, masked the way the service masks accounts.
import type { FormInput } from '../../api/sell';
import type { PaymentMethod, PaymentMethodDisplayDetails } from '../../api/payment-methods';
import type { Customer } from '../../api/customers';

export interface PayoutDestination {
  /** The channel's PaymentMethodType, e.g. BankSepa. */
  methodType?: string;
  /** A saved method's display details (already masked by the service). */
  details?: PaymentMethodDisplayDetails;
  /** A new method's account, masked to its last four characters. */
  account?: string;
  /** The account holder's name. */
  holder?: string;
  /**
   * A new account's holder as kept through a reload: not the name, only its digest (`holderDigest`).
   * The view shows the verified customer's name where it is the same name (`withCustomerHolder`).
   */
  holderDigest?: string;
}

/**
 * A new account's payout line kept through a reload (persist.ts): the account as the quote shows it,
 * masked to its last four, and the holder only as a digest; never the form's answers themselves.
 */
export interface KeptPayout {
  /** The channel whose form gave it: another channel's form is another account. */
  channelId: string;
  account?: string;
  holderDigest?: string;
}

/** A short digest of a holder's name (FNV-1a, hex): says whether it is the same name, and not the name. */
export function holderDigest(name: string): string {
  let hash = 0x811c9dc5;
  for (const char of name.trim().replace(/\s+/g, ' ').toLowerCase()) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The customer's own name as a payout holder (as the details form fills it in), or undefined. */
function customerHolderName(customer: Customer): string | undefined {
  // Only an individual has a FullName (a type added after this release may have neither).
  if (customer.Type !== 'Individual') return customer.RegisteredName || undefined;
  const { FirstName, MiddleName, LastName } = customer.FullName;
  return [FirstName, MiddleName, LastName].filter(Boolean).join(' ') || undefined;
}

/** A payout kept through a reload with its holder's name again, where that is the verified customer's own. */
export function withCustomerHolder(payout: PayoutDestination | undefined, customer: Customer | null | undefined): PayoutDestination | undefined {
  if (!payout?.holderDigest || payout.holder || !customer) return payout;
  const candidates = [customerHolderName(customer), customer.Type === 'Individual' ? `${customer.FullName.FirstName} ${customer.FullName.LastName}` : undefined];
  const holder = candidates.find((name) => name && holderDigest(name) === payout.holderDigest);
  return holder ? { ...payout, holder } : payout;
}

// The form answers that identify where a payout lands, in the order they are preferred.
const ACCOUNT_KEYS = ['IBAN', 'AccountNumber', 'CardNumber', 'PAN', 'Identifier', 'PixKey', 'Email', 'PhoneNumber'];

const mask = (value: string) => (value.length > 4 ? `•••• ${value.slice(-4)}` : value);

function leaves(value: unknown, path: string[] = []): [string[], unknown][] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [[path, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => leaves(v, [...path, k]));
}

export function payoutFromAnswers(methodType: string | undefined, answers: FormInput | undefined): PayoutDestination {
  const all = leaves(answers ?? {}).filter((entry): entry is [string[], string] => typeof entry[1] === 'string' && entry[1].trim() !== '');
  const last = (path: string[]) => path[path.length - 1] ?? '';
  const account = ACCOUNT_KEYS.map((key) => all.find(([path]) => last(path).toLowerCase() === key.toLowerCase())).find(Boolean);
  const first = all.find(([path]) => last(path) === 'FirstName')?.[1];
  const lastName = all.find(([path]) => last(path) === 'LastName')?.[1];
  const business = all.find(([path]) => /^(BusinessName|CompanyName|RegisteredName)$/.test(last(path)))?.[1];
  const holder = [first, lastName].filter(Boolean).join(' ') || business;
  return { methodType, ...(account ? { account: mask(account[1].replace(/\s+/g, '')) } : {}), ...(holder ? { holder } : {}) };
}

/**
 * The payment method type a saved method's display shows, where it says one (a transaction's payment
 * method carries no type): one banking system names its bank rail (SEPA → BankSepa), a card display
 * a card. Undefined where it cannot be told.
 */
export function methodTypeOfDisplay(details: PaymentMethodDisplayDetails): string | undefined {
  if (details.Type === 'FiatPaymentMethodCardDisplay') return 'TokenizedCard';
  if (details.Type !== 'FiatPaymentMethodBankDisplay' || details.BankingSystems?.length !== 1) return undefined;
  return BANK_RAILS[details.BankingSystems[0]!.toUpperCase()];
}

// The banking systems that name a bank rail of their own (api/common's known types; not imported:
// that module loads zod, and this one is on a SellFlow host's first paint).
const BANK_RAILS: Readonly<Record<string, string>> = { SEPA: 'BankSepa', ACH: 'BankAch', FEDWIRE: 'BankFedwire' };

export function payoutFromMethod(methodType: string | undefined, method: PaymentMethod): PayoutDestination {
  const name = method.AccountHolderDetails?.Name;
  const holder = name ? `${name.FirstName} ${name.LastName}`.trim() : method.AccountHolderDetails?.BusinessName;
  return { methodType, details: method.DisplayDetails, ...(holder ? { holder } : {}) };
}
