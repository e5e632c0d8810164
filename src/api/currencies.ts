// How many decimals each currency of the contract carries, beside the contract's own currency
// lists: whether a code is fiat or crypto comes from those lists (iso.ts, values.ts), never from
// the code's length — BTC and ETH are three letters too.
import type { CryptoCurrencyCode, FiatCurrencyCode } from './common';
import { FIAT_CURRENCIES } from './iso';
import { CRYPTO_CURRENCIES } from './values';

/** Smallest unit of each crypto asset: satoshi (1e-8), wei (1e-18), USDC's 6 token decimals. The
 * sandbox names are test networks of the same assets, so they carry the same decimals. */
export const CRYPTO_DECIMALS: Readonly<Record<CryptoCurrencyCode, number>> = {
  BTC: 8,
  ETH: 18,
  USDC: 6,
  BTC_TEST: 8,
  ETH_TEST_SEPOLIA: 18,
  USDC_TEST: 6,
};

/** ISO 4217 minor units of the fiat list that are not 2 (the standard's table, not CLDR's display
 * habits: CLDR shows ISK and others differently, a payout amount must follow the standard). */
const FIAT_MINOR_UNITS_NOT_2: Partial<Record<FiatCurrencyCode, number>> = {
  BIF: 0, CLP: 0, DJF: 0, GNF: 0, ISK: 0, JPY: 0, KMF: 0, KRW: 0, PYG: 0, RWF: 0, UGX: 0, VND: 0, VUV: 0, XAF: 0, XOF: 0, XPF: 0,
  BHD: 3, IQD: 3, JOD: 3, KWD: 3, LYD: 3, OMR: 3, TND: 3,
};

export type CurrencyKind = 'fiat' | 'crypto';

const fiatCodes: ReadonlySet<string> = new Set(FIAT_CURRENCIES);
const cryptoCodes: ReadonlySet<string> = new Set(CRYPTO_CURRENCIES);

export const isFiatCurrency = (code: string): code is FiatCurrencyCode => fiatCodes.has(code);
export const isCryptoCurrency = (code: string): code is CryptoCurrencyCode => cryptoCodes.has(code);

/** Fiat or crypto by the contract's lists; undefined for a code the contract does not list. */
export function currencyKind(code: string): CurrencyKind | undefined {
  if (isFiatCurrency(code)) return 'fiat';
  if (isCryptoCurrency(code)) return 'crypto';
  return undefined;
}

/** Decimals of a listed currency; undefined for a code the contract does not list (callers then
 * keep every digit they were given rather than guess). */
export function currencyDecimals(code: string): number | undefined {
  if (isFiatCurrency(code)) return FIAT_MINOR_UNITS_NOT_2[code] ?? 2;
  if (isCryptoCurrency(code)) return CRYPTO_DECIMALS[code];
  return undefined;
}
