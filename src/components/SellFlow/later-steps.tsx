'use client';
// The screens a customer meets only after the amount step: the channel list, the payment-method
// step, the details form (DynamicForm, whose rjsf is a chunk of its own again, and the titles the
// error panel names its fields by), the quote (or the estimate), an unresolved sell and the
// transaction. They are a chunk of their own (useLaterSteps), so a host's first paint carries the
// amount step alone (ADR 0161).
import { useRef, useState } from 'react';
import type { Channel } from '../../api/channels';
import type { PaymentMethod } from '../../api/payment-methods';
import { useRampkit } from '../../react/useRampkit';
import { useOnline } from '../../react/useOnline';
import { PaymentMethodPicker } from '../PaymentMethodPicker/PaymentMethodPicker';
import { ChannelPicker, type ChannelPickerProps } from '../ChannelPicker/ChannelPicker';
import { ActionBar } from '../shared/ActionBar';
import { Button } from '../shared/Button';
import { BackButton } from './BackButton';
import { methodTypeName } from '../shared/names';
import { channelFit } from '../../core/sell-flow/channel-choice';

export { DynamicForm, preloadDynamicForm } from '../DynamicForm/DynamicForm';
export { fieldTitle } from '../../core/form-schema/field-title';
export { PriceQuote } from '../PriceQuote/PriceQuote';
export { TransactionStatus } from '../TransactionStatus/TransactionStatus';
export { UnquotedEstimate } from './UnquotedEstimate';

/**
 * A sell was sent and no answer came back: it may have gone through, so it is only checked, never
 * redone. While it is checked (pressed, or by itself once the network is back) Check again says
 * "Checking…" beside its spinner, in its place and as wide as before (Button busyLabel), as Sell
 * says "Selling…"; the card is a polite live region, never aria-busy, so what it says is heard.
 */
export function UnresolvedSell({ checking, onCheck }: { checking: boolean; onCheck: () => void }) {
  const { t } = useRampkit('SellFlow');
  // Offline, the device knows nothing more of the sale and a check could not leave: it is only
  // said that the sale is checked on the way back (the flow's controller does it, same Nonce), with
  // nothing to press; the flow's offline notice says why.
  const waiting = !useOnline() && !checking;
  return (
    <div data-slot="unresolved-sell" data-state={waiting ? 'offline' : checking ? 'checking' : 'open'} className="rk-stack rk-card" role="status" aria-live="polite">
      <p data-slot="unresolved-message">{waiting ? t('sell.unknown.offline') : checking ? t('sell.unknown.checking') : t('sell.unknown.open')}</p>
      {waiting ? null : (
        <Button data-slot="check-sell" busy={checking} busyLabel={t('sell.unknown.checking-label')} onClick={onCheck}>
          {t('sell.unknown.check')}
        </Button>
      )}
    </div>
  );
}

/**
 * The account: a saved one (the first listed starts chosen) or "a new account". `initialId` /
 * `initialMethod`: the sale's choice, so a customer who comes back to the step (Back) finds the
 * account chosen before. Continue does nothing until the list has said what is chosen.
 */
export function PaymentMethodStep({ country, category, initialId, initialMethod, onChoose, onBack }: { country: Channel['Country']; category: Channel['PaymentMethodCategory']; initialId?: string | null; initialMethod?: PaymentMethod; onChoose: (id: string | null, method?: PaymentMethod) => void; onBack: () => void }) {
  const { t } = useRampkit('SellFlow');
  const chosen = useRef<{ id: string | null | undefined; method?: PaymentMethod }>({ id: initialId, method: initialId ? initialMethod : undefined });
  const onContinue = () => {
    const { id, method } = chosen.current;
    if (id !== undefined) onChoose(id, method);
  };
  return (
    <div className="rk-stack" data-slot="payment-method-step">
      <PaymentMethodPicker country={country} category={category} defaultValue={initialId} preselectFirst onValueChange={(id, method) => (chosen.current = { id, method: method ?? undefined })} />
      {/* Continue first in reading and tab order, Back after it (docs/design.md: the action bar). */}
      <ActionBar
        primary={
          <button type="button" className="rk-button" data-slot="continue" onClick={onContinue}>
            {t('common.continue')}
          </button>
        }
        secondary={<BackButton onClick={onBack} />}
      />
    </div>
  );
}

/**
 * The payout method: choosing a channel (a click, Space, an arrow key) only selects it; Continue
 * moves on (channel-choice.ts: one rule for every step). The only channel the amount fits starts
 * chosen; the one chosen before starts chosen when the customer comes back. `waiting`: Continue
 * waits for what decides the next step (the saved accounts).
 */
export function ChannelStep({ picker, initial, waiting, onChoose, onBack }: { picker: Omit<ChannelPickerProps, 'value' | 'onValueChange' | 'preselectOnly'>; initial?: Channel; waiting: boolean; onChoose: (channel: Channel) => void; onBack: () => void }) {
  const { t } = useRampkit('SellFlow');
  // The channel chosen before, only while the amount still fits it: below its minimum it is shown
  // disabled, and neither checked nor what Continue takes.
  const [chosen, setChosen] = useState<Channel | undefined>(() => (initial && channelFit(initial, picker, picker.excludedChannelIds).selectable ? initial : undefined));
  return (
    <div className="rk-stack" data-slot="channel-step">
      <ChannelPicker {...picker} defaultValue={chosen?.ID} preselectOnly onValueChange={(_id, channel) => setChosen(channel)} />
      <ActionBar
        primary={
          <button type="button" className="rk-button" data-slot="continue" disabled={!chosen || waiting} onClick={() => chosen && onChoose(chosen)}>
            {t('common.continue')}
          </button>
        }
        secondary={<BackButton onClick={onBack} />}
      />
    </div>
  );
}

/**
 * What an earlier step chose, shown on the step after it with a way back: "Payout method: SEPA bank
 * transfer" and "Change" at the row's end, as a summary row with its action. No separator between
 * them: on a phone the words wrap in their own column and "Change" stays on the first line's end,
 * never alone on a line that starts with a dot.
 */
export function ChoiceSummary({ channel, onChange }: { channel: Channel; onChange: () => void }) {
  const { t } = useRampkit('SellFlow');
  return (
    <p data-slot="choice-summary" className="rk-choice-summary">
      <span>
        {t('sell.step.channel')}:{' '}
        <strong data-slot="chosen-channel" data-method-type={channel.PaymentMethodType}>
          {methodTypeName(channel.PaymentMethodType, t)}
        </strong>
      </span>{' '}
      <button type="button" className="rk-link" data-slot="change-channel" aria-label={t('sell.summary.change-channel')} onClick={onChange}>
        {t('sell.summary.change')}
      </button>
    </p>
  );
}
