'use client';
// Where the money goes: a country and fiat currency from the countries map, then the channels for
// the crypto and amount as a native radio group (arrow keys move, Space selects). A channel whose
// limits exclude the amount stays listed, disabled, with the reason; a crypto amount is checked at
// the channel's rate (its limits are in fiat).
import { useEffect, useId } from 'react';
import type { Channel } from '../../api/channels';
import type { CountryCode, CryptoCurrencyCode } from '../../api/common';
import { channelFit, onlyChannel } from '../../core/sell-flow/channel-choice';
import { useSellChannels, useSellCountries } from '../../react/hooks';
import { useControllableState } from '../../react/useControllableState';
import { useRampkit } from '../../react/useRampkit';
import { ErrorPanel } from '../shared/ErrorPanel';
import { OfflineNotice, waitingForNetwork } from '../shared/OfflineNotice';
import { Skeleton } from '../shared/Skeleton';
import { ChannelOption } from './ChannelOption';
import { effectiveCurrency, LocationFields } from './LocationFields';
import { KitRoot, joinClasses, type RootProps } from '../shared/root';

export interface ChannelPickerProps extends RootProps<HTMLDivElement> {
  cryptoCurrency: CryptoCurrencyCode;
  /** The amount the customer wants paid out, in the chosen fiat currency. */
  fiatAmount?: string;
  /** The crypto amount the customer wants to sell (instead of `fiatAmount`): checked against each channel's limits at its rate. */
  cryptoAmount?: string;
  country?: CountryCode;
  defaultCountry?: CountryCode;
  onCountryChange?: (country: CountryCode) => void;
  fiatCurrency?: string;
  defaultFiatCurrency?: string;
  onFiatCurrencyChange?: (currency: string) => void;
  /** The chosen channel ID (controlled). */
  value?: string;
  defaultValue?: string;
  /** The chosen channel's ID, as `value`, and the channel itself. */
  onValueChange?: (channelId: string, channel: Channel) => void;
  /** Channels that cannot serve this customer (e.g. answered NotSupported): shown disabled. */
  excludedChannelIds?: readonly string[];
  /** Hide the country and currency selects (the host fixes them). */
  hideLocation?: boolean;
  /**
   * With nothing chosen and one channel the amount fits, that one starts chosen (`onValueChange`
   * is called). Choosing never confirms anything: the host's Continue does (SellFlow).
   */
  preselectOnly?: boolean;
}

export function ChannelPicker({
  cryptoCurrency, fiatAmount, cryptoAmount, country: givenCountry, defaultCountry, onCountryChange, fiatCurrency: givenCurrency, defaultFiatCurrency, onFiatCurrencyChange,
  value, defaultValue, onValueChange, excludedChannelIds = [], hideLocation, preselectOnly, className, ...root
}: ChannelPickerProps) {
  const { t, emit, customerId } = useRampkit('ChannelPicker');
  const id = useId();
  const countries = useSellCountries({ query: { CryptoCurrency: cryptoCurrency } });
  const [country, setCountry] = useControllableState<CountryCode | undefined>({ value: givenCountry, defaultValue: defaultCountry, onChange: (c) => c && onCountryChange?.(c) });
  const [chosenCurrency, setFiatCurrency] = useControllableState<string | undefined>({ value: givenCurrency, defaultValue: defaultFiatCurrency, onChange: (c) => c && onFiatCurrencyChange?.(c) });
  const fiatCurrency = effectiveCurrency(countries.data, country, chosenCurrency);
  // One country and currency has a handful of channels: ask for the largest page so a radio group
  // never needs paging.
  const channels = useSellChannels({
    query: { CryptoCurrency: cryptoCurrency, PageSize: 100, Country: country, FiatCurrency: fiatCurrency, ...(fiatAmount ? { FiatAmount: fiatAmount } : {}), ...(customerId ? { CustomerID: customerId } : {}) },
    enabled: !!country && !!fiatCurrency,
  });
  const [selected, setSelected] = useControllableState<string | undefined>({ value, defaultValue });

  const choose = (channel: Channel) => {
    setSelected(channel.ID);
    onValueChange?.(channel.ID, channel);
    emit({ type: 'channel.selected', channel });
  };

  // One possible answer: it starts chosen (channel-choice.ts), once the list is known.
  const only = preselectOnly && selected === undefined && channels.data ? onlyChannel(channels.data.Items, { fiatAmount, cryptoAmount }, excludedChannelIds) : undefined;
  useEffect(() => {
    if (only) choose(only);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per channel found to be the only one
  }, [only]);

  const offline = waitingForNetwork(countries, channels);
  const state = offline ? 'offline' : countries.isPending || channels.isLoading ? 'loading' : countries.error || channels.error ? 'error' : channels.data?.Items.length === 0 ? 'empty' : 'ready';
  return (
    <KitRoot as="div" {...root} data-slot="channel-picker" data-state={state} className={joinClasses('rk-stack', className)}>
      {hideLocation ? null : (
        <LocationFields countries={countries.data} country={country} fiatCurrency={fiatCurrency} onCountryChange={setCountry} onFiatCurrencyChange={setFiatCurrency} />
      )}
      <ErrorPanel error={countries.error ?? channels.error} onRetryRequested={() => void (countries.error ? countries.refetch() : channels.refetch())} retryAlways />
      <OfflineNotice offline={offline} />
      {/* The list's shape from the first render with a country: also while the countries that
          decide its currency load (the list's query waits for them), so nothing jumps twice. */}
      {!country ? null : state === 'loading' ? (
        <div role="status" aria-busy="true">
          <span className="rk-visually-hidden">{t('common.loading')}</span>
          <Skeleton height="4rem" />
          <Skeleton height="4rem" />
        </div>
      ) : channels.data?.Items.length === 0 ? (
        <p data-slot="empty">{t('sell.channel.empty')}</p>
      ) : channels.data ? (
        <fieldset className="rk-radio-group" data-slot="channels">
          <legend>{t('sell.channel.legend')}</legend>
          {channels.data.Items.map((channel) => {
            const { limit, excluded } = channelFit(channel, { fiatAmount, cryptoAmount }, excludedChannelIds);
            return (
              <ChannelOption
                key={channel.ID}
                name={`${id}-channel`}
                channel={channel}
                cryptoCurrency={cryptoCurrency}
                checked={selected === channel.ID}
                limit={limit}
                excluded={excluded}
                onSelect={() => choose(channel)}
              />
            );
          })}
        </fieldset>
      ) : null}
    </KitRoot>
  );
}
