// The headless sell: each call the machine starts runs once (StrictMode, host re-renders), and the
// quote events follow the machine's own rule for "changed".
import { StrictMode, useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { Channel } from '../api/channels';
import type { RampkitClient } from '../api/client';
import type { PrepareSellResponse, SellQuote } from '../api/sell';
import type { RampkitEvent } from '../core/events';
import { RampkitProvider } from './RampkitProvider';
import { useSellFlow, type UseSellFlowOptions, type UseSellFlowResult } from './useSellFlow';
import { createSandboxBackend } from '../testing/sandbox-backend';
import { renderKit } from '../../tooling/render-kit';
import { SEPA_ANSWERS } from '../../tooling/sell-fixture';

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
    await waitFor(() => expect(hook.result.current.state.pending).toBeUndefined());
    expect(hook.result.current.state.changedQuote).toBeUndefined();
    expect(events.filter((e) => e.type === 'quote.changed')).toHaveLength(1);
    expect(events.filter((e) => e.type === 'quote.received')).toHaveLength(1);
    expect(events.filter((e) => e.type === 'quote.renewed')).toHaveLength(1);
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

/** The hook in a flow the host can take off the screen and bring back, inside one provider. */
function keptSetup(options: Partial<UseSellFlowOptions> | (() => Partial<UseSellFlowOptions>) = {}) {
  const fake = fakeClient();
  const onSellCompleted = vi.fn();
  const seen: { current?: UseSellFlowResult } = {};
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  function Flow() {
    seen.current = useSellFlow({ cryptoCurrency: 'BTC_TEST', defaultAmount: { CryptoCurrency: 'BTC_TEST', Country: 'DE', FiatCurrency: 'EUR', FiatAmount: '100' }, onSellCompleted, ...(typeof options === 'function' ? options() : options) });
    return null;
  }
  const page = (shown: boolean) => (
    <StrictMode>
      <RampkitProvider client={fake.client} queryClient={queryClient}>
        {shown ? <Flow /> : null}
      </RampkitProvider>
    </StrictMode>
  );
  const view = render(page(true));
  const flow = () => seen.current!;
  const leave = () => {
    view.rerender(page(false));
    seen.current = undefined;
  };
  const comeBack = () => view.rerender(page(true));
  return { ...fake, flow, leave, comeBack, onSellCompleted };
}

/** To the quote, sell, and leave before the answer comes; it comes while the flow is away. */
async function sellWhileAway({ flow, leave, release, calls }: ReturnType<typeof keptSetup>) {
  act(() => flow().actions.selectChannel(channel));
  act(() => flow().actions.selectPaymentMethod('pm-1'));
  await release(answer(quote()));
  await waitFor(() => expect(flow().state.canSell).toBe(true));
  act(() => flow().actions.sell());
  await waitFor(() => expect(calls.sell).toBe(1));
  leave();
  await release({ Transaction: { ID: 'tx-1' } });
}

describe('useSellFlow keeps the sale while the flow is off the screen', () => {
  afterEach(() => vi.restoreAllMocks());

  it('comes back to a quote that ran out as expired and being priced again, from the first render', async () => {
    const { flow, leave, comeBack, release, calls } = keptSetup();
    act(() => flow().actions.selectChannel(channel));
    act(() => flow().actions.selectPaymentMethod('pm-1'));
    await release(answer(quote()));
    await waitFor(() => expect(flow().state.canSell).toBe(true));
    leave();

    const realNow = Date.now.bind(Date);
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + 61_000);
    // No PriceQuote here to count down: the hook itself must not offer the old quote.
    const firstRender: { quoteExpired: boolean; canSell: boolean; pending?: string }[] = [];
    comeBack();
    firstRender.push({ quoteExpired: flow().state.quoteExpired, canSell: flow().state.canSell, pending: flow().state.pending });
    expect(firstRender[0]).toEqual({ quoteExpired: true, canSell: false, pending: 'prepare' });
    await waitFor(() => expect(calls.prepareSell).toBe(2));
    await release(answer(quote()));
    await waitFor(() => expect(flow().state.canSell).toBe(true));
  });

  it('sends a call in flight when the flow left only once, and its answer is there when it comes back', async () => {
    const { flow, leave, comeBack, release, calls, pendingCount } = keptSetup();
    act(() => flow().actions.selectChannel(channel));
    act(() => flow().actions.selectPaymentMethod('pm-1'));
    await waitFor(() => expect(pendingCount()).toBe(1));
    leave();
    await release(answer(quote()));
    comeBack();
    expect(flow().state.step).toBe('quote');
    expect(calls.prepareSell).toBe(1);
  });

  it("tells the host of a sale that went through while away once it comes back, then forgets it", async () => {
    const kept = keptSetup();
    const { flow, leave, comeBack, calls, onSellCompleted } = kept;
    await sellWhileAway(kept);
    expect(onSellCompleted).not.toHaveBeenCalled();

    comeBack();
    expect(flow().state.step).toBe('done');
    expect(flow().state.formAnswers).toEqual({});
    expect(onSellCompleted).toHaveBeenCalledTimes(1);
    expect(onSellCompleted).toHaveBeenCalledWith({ ID: 'tx-1' });
    // Shown once: the next time the flow mounts, it is a new sale.
    leave();
    comeBack();
    expect(flow().state.step).toBe('channel');
    expect(onSellCompleted).toHaveBeenCalledTimes(1);
    expect(calls.sell).toBe(1);
  });

  it("tells a sale made while away to the callback of the flow that came back, not to the one that left", async () => {
    const callbacks = { current: vi.fn() };
    const left = callbacks.current;
    const kept = keptSetup(() => ({ onSellCompleted: callbacks.current }));
    await sellWhileAway(kept);
    callbacks.current = vi.fn();
    kept.comeBack();
    expect(callbacks.current).toHaveBeenCalledExactlyOnceWith({ ID: 'tx-1' });
    expect(left).not.toHaveBeenCalled();
  });

  it('keeps nothing with keepProgress false', async () => {
    const { flow, leave, comeBack } = keptSetup({ keepProgress: false });
    act(() => flow().actions.selectChannel(channel));
    act(() => flow().actions.selectPaymentMethod(null));
    act(() => flow().actions.changeForm({ IBAN: 'DE89' }));
    leave();
    comeBack();
    expect(flow().state.step).toBe('channel');
    expect(flow().state.formAnswers).toEqual({});
  });
});

describe('useSellFlow under StrictMode against the real sandbox', () => {
  it('sends each call once through a double mount, a host re-rendering, leaving and coming back to an expired quote', async () => {
    const backend = await createSandboxBackend({ customerId: 'strict-once' });
    await backend.createApprovedCustomer();
    const channels = await backend.client.listSellChannels({ query: { CryptoCurrency: 'BTC_TEST', Country: 'DE', FiatCurrency: 'EUR', CustomerID: backend.customerId } });
    const sepa = channels.Items.find((c) => c.PaymentMethodType === 'BankSepa')!;
    const seen: { current?: UseSellFlowResult } = {};
    const completed = vi.fn();
    function Flow() {
      seen.current = useSellFlow({ cryptoCurrency: 'BTC_TEST', defaultAmount: { CryptoCurrency: 'BTC_TEST', Country: 'DE', FiatCurrency: 'EUR', FiatAmount: '100' }, onSellCompleted: completed });
      return null;
    }
    // The host page: it shows the flow or not, and re-renders (a new render of everything) on demand.
    const host: { show?: (shown: boolean) => void; rerender?: () => void } = {};
    function Host() {
      const [shown, setShown] = useState(true);
      const [, setRenders] = useState(0);
      host.show = setShown;
      host.rerender = () => setRenders((n) => n + 1);
      return shown ? <Flow /> : null;
    }
    // renderKit renders under StrictMode: every effect and subscription runs twice on mount.
    await renderKit(<Host />, { backend });
    const flow = () => seen.current!;
    const sent = (path: RegExp) => backend.sandbox.requestLog.filter((r) => r.method === 'POST' && path.test(r.path)).length;
    act(() => flow().actions.selectChannel(sepa));
    act(() => flow().actions.selectPaymentMethod(null));
    act(() => flow().actions.submitForm(SEPA_ANSWERS));
    act(() => host.rerender!());
    await waitFor(() => expect(flow().state.canSell).toBe(true));
    expect(sent(/\/sell\/prepare$/)).toBe(1);

    // Off the screen past the quote's Expiry, then back: one new price, from a double mount.
    act(() => host.show!(false));
    const realNow = Date.now.bind(Date);
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + 61_000);
    act(() => host.show!(true));
    await waitFor(() => expect(flow().state.canSell).toBe(true));
    expect(sent(/\/sell\/prepare$/)).toBe(2);

    act(() => flow().actions.sell());
    act(() => host.rerender!());
    await waitFor(() => expect(flow().state.step).toBe('done'));
    expect(sent(/\/sell$/)).toBe(1);
    expect(completed).toHaveBeenCalledOnce();
    backend.close();
    vi.restoreAllMocks();
  });
});
