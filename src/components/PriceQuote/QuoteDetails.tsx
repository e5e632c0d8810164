'use client';
// The rows of a price, quoted (PriceQuote) or estimated (UnquotedEstimate): one list, so both say
// the same thing in the same words, order and data-slots.
import type { BreakdownItem } from '../../api/transactions';
import type { PayoutDestination } from '../../core/sell-flow/payout';
import { useRampkit } from '../../react/useRampkit';
import { Amount } from '../shared/Amount';
import { PayoutTo } from './PayoutTo';

export interface QuoteDetailsProps {
  cryptoCurrency: string;
  fiatCurrency: string;
  /** Fiat per one unit of the crypto, when known. */
  rate?: string;
  cryptoAmount: string;
  /** The most an unquoted sell may take. */
  authorizedAmount?: string;
  totalFee: string;
  breakdown?: readonly Pick<BreakdownItem, 'Type' | 'Amount'>[];
  /** What the customer receives, when known. */
  fiatAmount?: string;
  payout?: PayoutDestination;
}

export function QuoteDetails({ cryptoCurrency, fiatCurrency, rate, cryptoAmount, authorizedAmount, totalFee, breakdown, fiatAmount, payout }: QuoteDetailsProps) {
  const { t } = useRampkit('QuoteDetails');
  return (
    <dl className="rk-details">
      {rate ? (
        <>
          <dt>{t('sell.quote.rate')}</dt>
          <dd data-slot="rate">
            1 {cryptoCurrency} = <Amount value={rate} currency={fiatCurrency} />
          </dd>
        </>
      ) : null}
      <dt>{t('sell.quote.you-sell')}</dt>
      <dd data-slot="crypto-amount">
        <Amount value={cryptoAmount} currency={cryptoCurrency} />
      </dd>
      {authorizedAmount ? (
        <>
          <dt>{t('sell.estimate.authorized')}</dt>
          <dd data-slot="authorized-amount">
            <Amount value={authorizedAmount} currency={cryptoCurrency} />
          </dd>
        </>
      ) : null}
      <dt>{t('sell.quote.fees')}</dt>
      <dd data-slot="total-fee">
        <Amount value={totalFee} currency={fiatCurrency} />
      </dd>
      {breakdown?.length ? (
        <>
          <dt>{t('sell.quote.breakdown')}</dt>
          <dd>
            <ul data-slot="breakdown">
              {breakdown.map((item) => (
                <li key={item.Type} data-type={item.Type}>
                  {t(`sell.breakdown.${item.Type}`)}: <Amount value={item.Amount} currency={fiatCurrency} />
                </li>
              ))}
            </ul>
          </dd>
        </>
      ) : null}
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
  );
}
