'use client';
// The confirm step when no quote came back (the published 0.1.3 service never quotes): what the
// prepare estimated, the most the sell may take, and a Sell button. Nothing counts down: no price
// is held, the sell runs at the rate of the moment within the authorized amount.
import type { PrepareSellResponse } from '../../api/sell';
import type { PayoutDestination } from '../../core/sell-flow/payout';
import { useRampkit } from '../../react/useRampkit';
import { QuoteDetails } from '../PriceQuote/QuoteDetails';

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
      <QuoteDetails
        cryptoCurrency={cryptoCurrency}
        fiatCurrency={fiatCurrency}
        rate={prepared.Rate}
        cryptoAmount={prepared.CryptoAmountEstimate}
        authorizedAmount={prepared.CryptoAuthorizedAmount}
        totalFee={prepared.TotalFee}
        fiatAmount={fiatAmount}
        payout={payout}
      />
      <p data-slot="estimate-note">{t('sell.estimate.note')}</p>
      {onAccept ? (
        <button type="button" className="rk-button" data-slot="accept" disabled={accepting} aria-busy={accepting || undefined} onClick={onAccept}>
          {accepting ? t('sell.quote.accepting') : t('sell.submit')}
        </button>
      ) : null}
    </section>
  );
}
