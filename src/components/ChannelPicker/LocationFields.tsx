'use client';
// Country and fiat currency from the sell countries map, with country names in the kit's locale.
import { useId, useMemo } from 'react';
import type { ChannelCountries } from '../../api/channels';
import type { CountryCode, FiatCurrencyCode } from '../../api/common';
import { useRampkit } from '../../react/useRampkit';
import { Skeleton } from '../shared/Skeleton';

export interface LocationFieldsProps {
  countries: ChannelCountries | undefined;
  country: CountryCode | undefined;
  fiatCurrency: string | undefined;
  onCountryChange: (country: CountryCode) => void;
  onFiatCurrencyChange: (currency: string) => void;
}

export function LocationFields({ countries, country, fiatCurrency, onCountryChange, onFiatCurrencyChange }: LocationFieldsProps) {
  const { t, locale } = useRampkit('LocationFields');
  const id = useId();
  const names = useMemo(() => new Intl.DisplayNames([locale], { type: 'region' }), [locale]);
  const sorted = useMemo(() => Object.keys(countries ?? {}).sort((a, b) => (names.of(a) ?? a).localeCompare(names.of(b) ?? b, locale)), [countries, names, locale]);
  const currencies = (country && countries?.[country]) ?? [];
  return (
    <div data-slot="location" className="rk-row">
      <div className="rk-field">
        <label htmlFor={`${id}-country`} data-slot="label">
          {t('sell.channel.country')}
        </label>
        {countries ? (
          <select id={`${id}-country`} data-slot="country" value={country ?? ''} onChange={(e) => onCountryChange(e.target.value as CountryCode)}>
            <option value="" disabled>
              {t('sell.channel.choose-country')}
            </option>
            {sorted.map((code) => (
              <option key={code} value={code}>
                {names.of(code) ?? code}
              </option>
            ))}
          </select>
        ) : (
          <Skeleton width="10rem" />
        )}
      </div>
      <div className="rk-field">
        <label htmlFor={`${id}-currency`} data-slot="label">
          {t('sell.channel.currency')}
        </label>
        <select id={`${id}-currency`} data-slot="fiat-currency" value={fiatCurrency ?? ''} disabled={!currencies.length} onChange={(e) => onFiatCurrencyChange(e.target.value)}>
          {currencies.length ? null : <option value="">—</option>}
          {currencies.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** The currency to use: the chosen one when the country offers it, else the country's first. */
export function effectiveCurrency(countries: ChannelCountries | undefined, country: CountryCode | undefined, chosen: string | undefined): FiatCurrencyCode | undefined {
  const list = (country && countries?.[country]) ?? [];
  // The entry of the country's list, so the result is the schema's currency code, not any string.
  return list.find((code) => code === chosen) ?? list[0];
}
