// The headless sell: each call the machine starts runs once (StrictMode, host re-renders), and the
// quote events follow the machine's own rule for "changed".
import { StrictMode, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { Channel } from '../api/channels';
import type { RampkitClient } from '../api/client';
import type { PrepareSellResponse, SellQuote } from '../api/sell';
import type { RampkitEvent } from '../core/events';
import { RampkitProvider } from './RampkitProvider';
import { useSellFlow } from './useSellFlow';

const channel = { ID: 'sepa', PaymentMethodCategory: 'Bank', PaymentMethodType: 'BankSepa', FiatCurrency: 'EUR', Country: 'DE', FeeConfig: { Fixed: '1', Percentage: '1', FiatCurrency: 'EUR' }, Limits: { MinLimit: '10', MaxLimit: '5000' }, Rate: '50000', ProcessingSeconds: 60 } as unknown as Channel;
const quote = (over: Partial<SellQuote> = {}): SellQuote => ({ SignedQuote: `s-${Math.random()}`, Expiry: new Date(Date.now() + 60_000).toISOString(), CryptoAmount: '0.002', FiatAmount: '100', FiatCurrency: 'EUR', Rate: '50000', TotalFee: '2', ...over });
const answer = (q: SellQuote): PrepareSellResponse => ({ FormSessionID: 'fs-1', TotalFee: '2', CryptoAmountEstimate: q.CryptoAmount, CryptoAuthorizedAmount: q.CryptoAmount, SellQuote: q });

/** A client double: prepare and sell answer only when the test releases them. */
function fakeClient() {
  const calls = { prepareSell: 0, sell: 0 };
  const pending: { resolve: (value: unknown) => void }[] = [];
  const held = <T,>() => new Promise<T>((resolve) => pending.push({ resolve: resolve as (v: unknown) => void }));
  const client = {
    baseUrl: '/api',
    getChannelForm: async () => ({ FormSchema: { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: {} } }),
    prepareSell: () => {
      calls.prepareSell += 1;
      return held<PrepareSellResponse>();
    },
    sell: () => {
      calls.sell += 1;
      return held();
    },
  } as unknown as RampkitClient;
  const release = (value: unknown) => act(async () => pending.shift()!.resolve(value));
  return { client, calls, release, pendingCount: () => pending.length };
}

function setup() {
  const fake = fakeClient();
  const events: RampkitEvent[] = [];
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StrictMode>
      <RampkitProvider client={fake.client} queryClient={queryClient} onEvent={(e) => events.push(e)}>
        {children}
      </RampkitProvider>
    </StrictMode>
  );
  // Inline options, as a host writes them: a new object (and callback) on every render.
  const renders = { count: 0 };
  const hook = renderHook(() => {
    renders.count += 1;
    return useSellFlow({ cryptoCurrency: 'BTC_TEST', defaultAmount: { CryptoCurrency: 'BTC_TEST', Country: 'DE', FiatCurrency: 'EUR', FiatAmount: '100' }, onSellCompleted: () => undefined });
  }, { wrapper });
  return { ...fake, events, hook, renders };
}

describe('useSellFlow', () => {
  it('starts each call once under StrictMode, however often the host re-renders while it runs', async () => {
    const { hook, calls, release } = setup();
    act(() => hook.result.current.actions.selectChannel(channel));
    act(() => hook.result.current.actions.selectPaymentMethod('pm-1'));
    await waitFor(() => expect(calls.prepareSell).toBe(1));
    for (let i = 0; i < 3; i += 1) hook.rerender();
    expect(calls.prepareSell).toBe(1);
    await release(answer(quote()));
    await waitFor(() => expect(hook.result.current.state.step).toBe('quote'));

    act(() => hook.result.current.actions.sell());
    await waitFor(() => expect(calls.sell).toBe(1));
    for (let i = 0; i < 3; i += 1) hook.rerender();
    act(() => hook.result.current.actions.sell());
    expect(calls.sell).toBe(1);
    await release({ Transaction: { ID: 'tx-1' } });
    await waitFor(() => expect(hook.result.current.state.step).toBe('done'));
    expect(calls).toEqual({ prepareSell: 1, sell: 1 });
  });

  it('reports quote.changed exactly when the machine asks to confirm: a new CryptoAmount alone counts', async () => {
    const { hook, release, events } = setup();
    act(() => hook.result.current.actions.selectChannel(channel));
    act(() => hook.result.current.actions.selectPaymentMethod('pm-1'));
    const first = quote();
    await release(answer(first));
    await waitFor(() => expect(hook.result.current.state.step).toBe('quote'));

    // Same FiatAmount, more crypto: the customer must confirm, and the event says it changed.
    act(() => hook.result.current.actions.requote());
    await release(answer(quote({ CryptoAmount: '0.0021' })));
    await waitFor(() => expect(hook.result.current.state.changedQuote).toBeDefined());
    expect(events.filter((e) => e.type === 'quote.changed')).toHaveLength(1);
    act(() => hook.result.current.actions.confirmQuote());

    // New signature and expiry, same amounts: no confirmation, and no "changed" event.
    act(() => hook.result.current.actions.requote());
    await release(answer(quote({ CryptoAmount: '0.0021' })));
    await waitFor(() => expect(hook.result.current.state.busy).toBeUndefined());
    expect(hook.result.current.state.changedQuote).toBeUndefined();
    expect(events.filter((e) => e.type === 'quote.changed')).toHaveLength(1);
    expect(events.filter((e) => e.type === 'quote.received')).toHaveLength(2);
  });

  it('keeps typed answers out of the state (no render) until a commit, and commits them before any action', async () => {
    const { hook, renders } = setup();
    act(() => hook.result.current.actions.selectChannel(channel));
    act(() => hook.result.current.actions.selectPaymentMethod(null));
    await waitFor(() => expect(hook.result.current.state.formSchema).toBeDefined());
    const before = renders.count;
    act(() => {
      hook.result.current.actions.changeForm({ IBAN: 'DE8' });
      hook.result.current.actions.changeForm({ IBAN: 'DE89' });
    });
    expect(renders.count).toBe(before);
    expect(hook.result.current.state.formAnswers).toEqual({});
    act(() => hook.result.current.actions.commitAnswers());
    expect(hook.result.current.state.formAnswers).toEqual({ sepa: { IBAN: 'DE89' } });

    // Typed, never committed, and the customer goes back: the answers go with them.
    act(() => hook.result.current.actions.changeForm({ IBAN: 'DE8937' }));
    act(() => hook.result.current.actions.back());
    expect(hook.result.current.state.step).toBe('payment-method');
    expect(hook.result.current.state.formAnswers).toEqual({ sepa: { IBAN: 'DE8937' } });
  });
});
