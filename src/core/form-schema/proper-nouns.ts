// What a form shows as it came in every language: names of payment systems, identifiers and
// brands, codes, and the banks a form lists. (The kit's own proper names, networks and payment
// brands, are in src/i18n/proper-names.ts.) The rule, in order:
//   1. text without a letter ("@", "+55") is no word;
//   2. a name on the list below (IBAN, BIC, SWIFT, Pix, CLABE, CPF, MercadoPago …), or several
//      joined by "/" ("SWIFT/BIC", "CBU/CVU");
//   3. a code: one word of capitals and digits, 2 to 6 long (NIT, RNC, QR3, PASS);
//   4. a choice in a list of institutions: the options of a field named or titled Bank, Bank name,
//      Issuer or Institution are the institutions' own names (Citibank, Banque Misr, KCB Bank Kenya).
// A vocabulary entry wins over all four (a code such as "TaxID" has one).
import { normalizeText } from './normalize';

const NAMES = [
  'IBAN', 'BIC', 'SWIFT', 'SWIFT/BIC', 'BIC/SWIFT', 'ABA', 'ACH', 'SEPA', 'SPEI', 'NIP', 'NUBAN', 'IFSC', 'BSB', 'EVP', 'UUID',
  'Pix', 'PIX', 'CLABE', 'CPF', 'CNPJ', 'CBU', 'CVU', 'CURP', 'RFC', 'RUT', 'RUC', 'NIT', 'DNI', 'CUIT', 'CUIL', 'CDI', 'CUI', 'RNC',
  'MercadoPago', 'Mercado Pago', 'Bre-B', 'PesaLink', 'Faster Payments', 'Fedwire', 'M-Pesa', 'MTN MoMo', 'Airtel Money', 'GCash', 'Maya',
  'PayNow', 'PromptPay', 'DuitNow', 'UPI', 'Interac', 'Zelle', 'Venmo', 'PayPal', 'Wise', 'Revolut', 'Hanzi',
];
const LISTED: ReadonlySet<string> = new Set(NAMES.map(normalizeText));
export const FORM_PROPER_NOUNS: readonly string[] = NAMES;

const INSTITUTION_FIELDS: ReadonlySet<string> = new Set(['bank', 'bankname', 'bank name', 'issuer', 'institution', 'bankcode', 'bank code', 'receiving bank']);
const CODE = /^[A-Z][A-Z0-9]{1,5}$/;

/** Where a text sits in a form: choices are read against their field. */
export interface TextPlace {
  /** The field's property name (BankName). */
  field?: string;
  /** The field's own title in the schema (Bank name). */
  fieldTitle?: string;
  /** The text is one of the field's choices (an enum value or a labelled option). */
  choice?: boolean;
}

/** True when `text` is shown as it came in every language (see the rule above). */
export function isProperNoun(text: string, place: TextPlace = {}): boolean {
  const trimmed = text.trim();
  if (!/\p{L}/u.test(trimmed)) return true;
  if (LISTED.has(normalizeText(trimmed)) || trimmed.split(/\s*\/\s*/).every((part) => LISTED.has(normalizeText(part)))) return true;
  if (CODE.test(trimmed)) return true;
  if (place.choice && [place.field, place.fieldTitle].some((name) => name !== undefined && INSTITUTION_FIELDS.has(normalizeText(name)))) return true;
  return false;
}
