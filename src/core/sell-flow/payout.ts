// Where the money goes, for the quote: a saved payment method's own display details, or for a new
// one what the customer typed into the channel's form, masked the way the service masks accounts.
import type { FormInput } from '../../api/sell';
import type { PaymentMethod, PaymentMethodDisplayDetails } from '../../api/payment-methods';

export interface PayoutDestination {
  /** The channel's PaymentMethodType, e.g. BankSepa. */
  methodType?: string;
  /** A saved method's display details (already masked by the service). */
  details?: PaymentMethodDisplayDetails;
  /** A new method's account, masked to its last four characters. */
  account?: string;
  /** The account holder's name. */
  holder?: string;
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

export function payoutFromMethod(methodType: string | undefined, method: PaymentMethod): PayoutDestination {
  const name = method.AccountHolderDetails?.Name;
  const holder = name ? `${name.FirstName} ${name.LastName}`.trim() : method.AccountHolderDetails?.BusinessName;
  return { methodType, details: method.DisplayDetails, ...(holder ? { holder } : {}) };
}
