'use client';
// The screens a customer meets only after the amount step: the channel list, the payment-method
// step, the quote (or the estimate), an unresolved sell and the transaction. They are a chunk of
// their own (useLaterSteps), so a host's first paint carries the amount step alone.
import { useRef } from 'react';
import type { PaymentMethod } from '../../api/payment-methods';
import { useRampkit } from '../../react/useRampkit';
import { PaymentMethodPicker } from '../PaymentMethodPicker/PaymentMethodPicker';
import { ActionBar } from '../shared/ActionBar';
import { BackButton } from './BackButton';

export { ChannelPicker } from '../ChannelPicker/ChannelPicker';
export { PriceQuote } from '../PriceQuote/PriceQuote';
export { TransactionStatus } from '../TransactionStatus/TransactionStatus';
export { UnquotedEstimate } from './UnquotedEstimate';

/** A sell was sent and no answer came back: it may have gone through, so it is only checked, never redone. */
export function UnresolvedSell({ checking, onCheck }: { checking: boolean; onCheck: () => void }) {
  const { t } = useRampkit('SellFlow');
  return (
    <div data-slot="unresolved-sell" data-state={checking ? 'checking' : 'open'} className="rk-stack rk-card" role="status" aria-live="polite" aria-busy={checking || undefined}>
      <p>{checking ? t('sell.unknown.checking') : t('sell.unknown.open')}</p>
      <button type="button" className="rk-button" data-slot="check-sell" disabled={checking} onClick={onCheck}>
        {t('sell.unknown.check')}
      </button>
    </div>
  );
}

export function PaymentMethodStep({ country, category, onChoose, onBack }: { country: string; category: 'Bank' | 'Card' | 'Identifier'; onChoose: (id: string | null, method?: PaymentMethod) => void; onBack: () => void }) {
  const { t } = useRampkit('SellFlow');
  const chosen = useRef<PaymentMethod | null>(null);
  return (
    <div className="rk-stack" data-slot="payment-method-step">
      <PaymentMethodPicker country={country as never} category={category} defaultValue={null} onValueChange={(_id, m) => (chosen.current = m)} />
      {/* Continue first in reading and tab order, Back after it (docs/design.md: the action bar). */}
      <ActionBar
        primary={
          <button type="button" className="rk-button" data-slot="continue" onClick={() => onChoose(chosen.current?.ID ?? null, chosen.current ?? undefined)}>
            {t('common.continue')}
          </button>
        }
        secondary={<BackButton onClick={onBack} />}
      />
    </div>
  );
}
