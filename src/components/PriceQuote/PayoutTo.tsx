'use client';
// "Paid out to": the method, the account (masked) and the holder, on one line. Each part is a unit
// a narrow row wraps between, never inside ("Ana" / "Silva"), unless a part is wider than the row.
import type { PayoutDestination } from '../../core/sell-flow/payout';
import { useRampkit } from '../../react/useRampkit';
import { methodTypeName } from '../shared/names';
import { PaymentMethodLabel } from '../shared/PaymentMethodLabel';

export function PayoutTo({ payout }: { payout: PayoutDestination }) {
  const { t } = useRampkit('PayoutTo');
  return (
    <span data-slot="payout-to">
      {payout.methodType ? <span data-slot="method">{methodTypeName(payout.methodType, t)}</span> : null}
      {payout.details ? (
        <>
          {' '}
          <PaymentMethodLabel details={payout.details} />
        </>
      ) : payout.account ? (
        <>
          {' '}
          <span data-slot="account">{payout.account}</span>
        </>
      ) : null}
      {payout.holder ? (
        <>
          {/* Held to the part before it by a no-break space, so a wrapped row never starts with "·". */}
          <span data-slot="separator" aria-hidden="true">
            {'\u00a0·'}
          </span>{' '}
          <span data-slot="holder" translate="no">
            {payout.holder}
          </span>
        </>
      ) : null}
    </span>
  );
}
