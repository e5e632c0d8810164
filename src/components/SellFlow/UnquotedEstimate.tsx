'use client';
// The confirm step when no quote came back (the published 0.1.3 service never quotes): what the
// prepare estimated, the most the sell may take, and a Sell button. Nothing counts down: no price
// is held, the sell runs at the rate of the moment within the authorized amount.
import type { PrepareSellResponse } from '../../api/sell';
import type { PayoutDestination } from '../../core/sell-flow/payout';
import { useRampkit } from '../../react/useRampkit';
import { Amount } from '../shared/Amount';
import { PayoutTo } from '../PriceQuote/PayoutTo';

export interface UnquotedEstimateProps {
  prepared: PrepareSellResponse;
  cryptoCurrency: string;
  fiatCurrency: string;
  /** The fiat amount the prepare was priced on, when known. */
  fiatAmount?: string;
  payout?: PayoutDestination;
  onAccept?: () => void;
  accepting?: boolean;
}

export function UnquotedEstimate({ prepared, cryptoCurrency, fiatCurrency, fiatAmount, payout, onAccept, accepting }: UnquotedEstimateProps) {
  const { t } = useRampkit('UnquotedEstimate');
  return (
    <section data-slot="price-estimate" data-state={accepting ? 'accepting' : 'active'} className="rk-stack rk-card" aria-label={t('sell.estimate.title')}>
      <dl className="rk-details">
        {prepared.Rate ? (
          <>
            <dt>{t('sell.quote.rate')}</dt>
            <dd data-slot="rate">
              1 {cryptoCurrency} = <Amount value={prepared.Rate} currency={fiatCurrency} />
            </dd>
          </>
        ) : null}
        <dt>{t('sell.quote.you-sell')}</dt>
        <dd data-slot="crypto-amount">
          <Amount value={prepared.CryptoAmountEstimate} currency={cryptoCurrency} />
        </dd>
        <dt>{t('sell.estimate.authorized')}</dt>
        <dd data-slot="authorized-amount">
          <Amount value={prepared.CryptoAuthorizedAmount} currency={cryptoCurrency} />
        </dd>
        <dt>{t('sell.quote.fees')}</dt>
        <dd data-slot="total-fee">
          <Amount value={prepared.TotalFee} currency={fiatCurrency} />
        </dd>
        {fiatAmount ? (
          <>
            <dt>{t('sell.quote.you-receive')}</dt>
            <dd data-slot="fiat-amount">
              <strong>
                <Amount value={fiatAmount} currency={fiatCurrency} />
              </strong>
            </dd>
          </>
        ) : null}
        {payout ? (
          <>
            <dt>{t('sell.quote.payout')}</dt>
            <dd data-slot="payout">
              <PayoutTo payout={payout} />
            </dd>
          </>
        ) : null}
      </dl>
      <p data-slot="estimate-note">{t('sell.estimate.note')}</p>
      {onAccept ? (
        <button type="button" className="rk-button" data-slot="accept" disabled={accepting} aria-busy={accepting || undefined} onClick={onAccept}>
          {accepting ? t('sell.quote.accepting') : t('sell.submit')}
        </button>
      ) : null}
    </section>
  );
}
