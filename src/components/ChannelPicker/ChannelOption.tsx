'use client';
// One channel as a radio: method, fee, limits (and why the amount does not fit), rate, time, and
// the customer's recent methods on it.
import { useId } from 'react';
import type { Channel } from '../../api/channels';
import { formatDuration } from '../../core/duration';
import { useRampkit } from '../../react/useRampkit';
import { Amount } from '../shared/Amount';
import { FeeRate } from '../shared/FeeRate';
import { PaymentMethodLabel, paymentMethodText, uniqueByDisplay } from '../shared/PaymentMethodLabel';
import { cryptoName, isKnownMethodType, methodTypeName } from '../shared/names';

export interface ChannelOptionProps {
  name: string;
  channel: Channel;
  cryptoCurrency: string;
  checked: boolean;
  limit: 'below' | 'within' | 'above';
  excluded: boolean;
  onSelect: () => void;
}

export function ChannelOption({ name, channel, cryptoCurrency, checked, limit, excluded, onSelect }: ChannelOptionProps) {
  const { t, locale } = useRampkit('ChannelPicker');
  const id = useId();
  const disabled = limit !== 'within' || excluded;
  const { FeeConfig, Limits } = channel;
  const FeeMakeUp = channel.Calculated ? 'small' : 'span';
  return (
    <div className="rk-option" data-slot="channel" data-state={checked ? 'checked' : 'unchecked'} data-disabled={disabled ? '' : undefined} data-limit={limit}>
      {/* The label wraps the radio and covers the whole option (CSS): one target of 44 px or more. */}
      <label htmlFor={id} className="rk-option-label">
        <input type="radio" id={id} name={name} value={channel.ID} checked={checked} disabled={disabled} onChange={onSelect} aria-describedby={`${id}-details`} />
        <span className="rk-option-text">
          <strong data-slot="method" data-method-type={channel.PaymentMethodType}>
            {methodTypeName(channel.PaymentMethodType, t)}
          </strong>
          {/* A named type already says what it is; a type the kit does not know yet gets its category. */}
          {isKnownMethodType(channel.PaymentMethodType) ? null : (
            <>
              {' '}
              <span data-slot="category">{t(`sell.category.${channel.PaymentMethodCategory}`)}</span>
            </>
          )}
        </span>
      </label>
      <dl id={`${id}-details`} data-slot="details" className="rk-details">
        {/* A channel of the published 0.1.3 description has no FeeConfig: no fee line rather than a guess. */}
        {channel.Calculated || FeeConfig ? (
          <>
            <dt>{t('sell.channel.fee')}</dt>
            <dd data-slot="fee">
              {channel.Calculated ? (
                <>
                  <Amount value={channel.Calculated.TotalFee} currency={channel.FiatCurrency} />{' '}
                </>
              ) : null}
              {/* Beside a fee worked out for the amount, how it is made up, small; alone (no amount yet,
                  as on a sell-on-deposit page), it is the row's value, in the row's own size. */}
              {FeeConfig ? (
                <FeeMakeUp data-slot="fee-config">
                  <FeeRate percent={FeeConfig.Percentage} fixed={FeeConfig.Fixed} currency={FeeConfig.FiatCurrency} />
                </FeeMakeUp>
              ) : null}
            </dd>
          </>
        ) : null}
        <dt>{t('sell.channel.limits')}</dt>
        <dd data-slot="limits">
          <Amount value={Limits.MinLimit} currency={channel.FiatCurrency} />
          {Limits.MaxLimit ? (
            <>
              {' – '}
              <Amount value={Limits.MaxLimit} currency={channel.FiatCurrency} />
            </>
          ) : (
            ` ${t('sell.channel.no-max')}`
          )}
          {limit === 'below' ? <p data-slot="limit-reason">{t('sell.channel.below-min')}</p> : null}
          {limit === 'above' ? <p data-slot="limit-reason">{t('sell.channel.above-max')}</p> : null}
        </dd>
        <dt>{t('sell.channel.rate')}</dt>
        <dd data-slot="rate">
          1 {cryptoName(cryptoCurrency, t)} = <Amount value={channel.Rate} currency={channel.FiatCurrency} />
        </dd>
        <dt>{t('sell.channel.time')}</dt>
        <dd data-slot="processing">
          {formatDuration(channel.ProcessingSeconds, locale)}
          {channel.ProcessingTier ? ` (${t(`sell.channel.tier.${channel.ProcessingTier}`)})` : ''}
        </dd>
        {channel.PaymentMethods?.length ? (
          <>
            <dt>{t('sell.channel.recent')}</dt>
            <dd data-slot="recent">
              {uniqueByDisplay(channel.PaymentMethods, (m) => paymentMethodText(m.Details)).map((m, i) => (
                <span key={m.ID}>
                  {i ? ', ' : ''}
                  <PaymentMethodLabel details={m.Details} />
                </span>
              ))}
            </dd>
          </>
        ) : null}
      </dl>
      {excluded ? <p data-slot="excluded">{t('sell.channel.not-supported')}</p> : null}
    </div>
  );
}
