'use client';
// The figures of a price, quoted (PriceQuote) or estimated (UnquotedEstimate), laid out the same:
// what the customer receives as the headline ("You receive" over the payout, large: a term and its
// value), then the rest as a detail list (what is sold, the rate, the fees, where the money goes),
// label left, value right. A fee breakdown shows only when it agrees with the figures beside it (core/quote-sums.ts):
// a breakdown of another quote once showed €1.30 of fees under a €1.31 total.
import type { ReactNode } from 'react';
import type { BreakdownItem } from '../../api/transactions';
import { breakdownAgrees, feeItems } from '../../core/quote-sums';
import type { PayoutDestination } from '../../core/sell-flow/payout';
import { useRampkit } from '../../react/useRampkit';
import { Amount } from '../shared/Amount';
import { cryptoName } from '../shared/names';
import { PayoutTo } from './PayoutTo';
import { serviceWord } from '../../i18n';

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
  /** Beside the headline (PriceQuote's price lock). */
  aside?: ReactNode;
}

function Row({ slot, label, children, type }: { slot: string; label: string; children: ReactNode; type?: string }) {
  return (
    <div data-slot={slot} data-type={type}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function QuoteDetails({ cryptoCurrency, fiatCurrency, rate, cryptoAmount, authorizedAmount, totalFee, breakdown, fiatAmount, payout, aside }: QuoteDetailsProps) {
  const { t } = useRampkit('QuoteDetails');
  const fees = breakdown && breakdownAgrees(breakdown, totalFee, fiatAmount) ? feeItems(breakdown) : [];
  return (
    <div data-slot="quote-figures" className="rk-quote-figures">
      <div data-slot="headline" className="rk-quote-headline">
        {/* A term and its value, as the rows under it: "You receive" names the figure for a screen reader too. */}
        <dl className="rk-headline-figure">
          <dt className="rk-caption">{fiatAmount ? t('sell.quote.you-receive') : t('sell.quote.you-sell')}</dt>
          <dd className="rk-amount-display" data-slot={fiatAmount ? 'fiat-amount' : 'crypto-amount'}>
            {fiatAmount ? <Amount value={fiatAmount} currency={fiatCurrency} /> : <Amount value={cryptoAmount} currency={cryptoCurrency} />}
          </dd>
        </dl>
        {aside}
      </div>
      <dl className="rk-detail-list">
        {fiatAmount ? (
          <Row slot="crypto-amount" label={t('sell.quote.you-sell')}>
            <Amount value={cryptoAmount} currency={cryptoCurrency} />
          </Row>
        ) : null}
        {authorizedAmount ? (
          <Row slot="authorized-amount" label={t('sell.estimate.authorized')}>
            <Amount value={authorizedAmount} currency={cryptoCurrency} />
          </Row>
        ) : null}
        {rate ? (
          <Row slot="rate" label={t('sell.quote.rate')}>
            {/* "1 Bitcoin" kept together; the line may wrap before "=" and inside the name's words. */}
            {`1\u00a0${cryptoName(cryptoCurrency, t)}`} = <Amount value={rate} currency={fiatCurrency} />
          </Row>
        ) : null}
        {/* One fee: named by its kind. Several: the total, then each under it. */}
        <Row slot="total-fee" label={fees.length === 1 ? serviceWord(t, 'sell.breakdown', fees[0]!.Type) : t('sell.quote.fees')} type={fees.length === 1 ? fees[0]!.Type : undefined}>
          <Amount value={totalFee} currency={fiatCurrency} />
        </Row>
        {fees.length > 1
          ? fees.map((item) => (
              <Row key={item.Type} slot="breakdown-item" type={item.Type} label={serviceWord(t, 'sell.breakdown', item.Type)}>
                <Amount value={item.Amount} currency={fiatCurrency} />
              </Row>
            ))
          : null}
        {payout ? (
          <Row slot="payout" label={t('sell.quote.payout')}>
            <PayoutTo payout={payout} />
          </Row>
        ) : null}
      </dl>
    </div>
  );
}
