// Which currency a customer pays into by bank transfer: the one their country's banks send without
// conversion (EUR by SEPA in the SEPA area, USD by ACH/Fedwire in the United States), among the ones
// the business offers. The spec does not list the bank-deposit currencies; the kit offers EUR and
// USD by default (the ones the sandbox provisions) and a business can pass its own list.
import type { FiatCurrencyCode } from '../../api/common';
import type { Customer } from '../../api/customers';

/** The bank-deposit currencies offered when the business names none. */
export const BANK_DEPOSIT_CURRENCIES: readonly FiatCurrencyCode[] = ['EUR', 'USD'];

/** Countries whose banks reach SEPA (the EEA, Switzerland, the United Kingdom and the microstates). */
const SEPA_COUNTRIES = new Set(
  'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE IS LI NO CH GB MC SM AD VA'.split(' '),
);

/** A country's own currency for a bank transfer, where the kit knows one. */
function homeCurrency(country: string): FiatCurrencyCode | undefined {
  if (SEPA_COUNTRIES.has(country)) return 'EUR' as FiatCurrencyCode;
  if (country === 'US' || country === 'PR') return 'USD' as FiatCurrencyCode;
  return undefined;
}

/** The currency to show first: the country's own if offered, else the business's first. */
export function depositCurrencyFor(country: string, offered: readonly FiatCurrencyCode[]): FiatCurrencyCode | undefined {
  const home = homeCurrency(country);
  return home && offered.includes(home) ? home : offered[0];
}

/** Where the customer lives (or the business is registered), from the record. */
export function customerCountry(customer: Customer | undefined): string | undefined {
  if (!customer) return undefined;
  return customer.Type === 'Individual' ? customer.PrimaryResidence.Country : (customer.RegisteredAddress?.Country ?? customer.RegistrationCountry);
}
