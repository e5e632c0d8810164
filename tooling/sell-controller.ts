// The sell controller against the real sandbox behind the real proxy, without React: a real
// client whose fetch can be told to answer one request its own way (an exact failure: an error
// envelope, or a sell that reaches the service and loses its answer), a log of what the controller
// sent, and a wait for every call in flight to land. For core/sell-flow/controller*.test.ts.
import { apiErrorFromResponse } from '../src/api/errors';
import { createRampkitClient, type RampkitClient } from '../src/api/client';
import type { Channel } from '../src/api/channels';
import type { RampkitEvent } from '../src/core/events';
import { createSellFlowController, type SellFlowController, type SellFlowControllerOptions } from '../src/core/sell-flow/controller';
import { initialSellState, type SellState } from '../src/core/sell-flow/machine';
import type { SandboxOptions } from '../src/sandbox/index';
import { createSandboxBackend, type SandboxBackend } from '../src/testing/sandbox-backend';
import { SEPA_ANSWERS } from './sell-fixture';
import { untilState } from './until-state';

export { SEPA_ANSWERS };
export const DE_100 = { CryptoCurrency: 'BTC_TEST', Country: 'DE', FiatCurrency: 'EUR', FiatAmount: '100' } as const;

type Call = 'prepareSell' | 'sell' | 'listTransactions';
/** How the next request to a path is answered instead of by the proxy: a status and envelope, or `lost` (it reaches the service, its answer does not come back). */
type Scripted = { status: number; body: unknown } | 'lost';

const PATHS: Record<Call, RegExp> = { prepareSell: /\/sell\/prepare$/, sell: /\/sell$/, listTransactions: /\/transactions$/ };

export interface SellHarness {
  backend: SandboxBackend;
  client: RampkitClient;
  /** The DE SEPA channel for BTC_TEST. */
  channel: Channel;
  events: RampkitEvent[];
  /** Every call the controller made, in order, with its body. */
  sent: { call: Call; body?: Record<string, unknown> }[];
  /** Answers the next `call` with `answer` (in order, once each). */
  script(call: Call, ...answers: Scripted[]): void;
  /** Resolves once every call the controller started has landed (and what those started, too). */
  settled(): Promise<void>;
  controller(options?: Partial<SellFlowControllerOptions>, initial?: SellState): SellFlowController;
  /** Subscribes a view (the flow on screen); returns its unsubscribe. */
  mount(controller: SellFlowController): () => void;
  /** Waits until the controller's state says so (or fails after 10 s). It listens as a view does: the sale counts as on screen meanwhile. */
  until(controller: SellFlowController, done: (state: SellState) => boolean): Promise<SellState>;
  /** To the quote: channel, new account, the SEPA form. */
  toQuote(controller: SellFlowController): Promise<SellState>;
  close(): void;
}

/** An error envelope as the service sends it. */
export const envelope = (status: number, Type: string, fields: { Field: string; Reason: string; Description: string }[] = [], extra: Record<string, unknown> = {}) => ({
  status,
  body: { Type, Action: 'PrepareSell', Detail: `${Type} (scripted)`, Instance: 'scripted', ...(fields.length ? { RequestExtension: { Body: fields } } : {}), ...extra },
});

export async function sellHarness(options: { sandbox?: SandboxOptions; approved?: boolean; dropDate?: boolean } = {}): Promise<SellHarness> {
  const backend = await createSandboxBackend({ customerId: `ctl-${crypto.randomUUID().slice(0, 8)}`, sandbox: options.sandbox });
  if (options.approved !== false) await backend.createApprovedCustomer();
  const scripts: Record<Call, Scripted[]> = { prepareSell: [], sell: [], listTransactions: [] };
  const sent: SellHarness['sent'] = [];
  const fetch = async (input: Request | string | URL, init?: RequestInit): Promise<Response> => {
    const path = new URL(String(input instanceof Request ? input.url : input)).pathname;
    const call = (Object.keys(PATHS) as Call[]).find((c) => PATHS[c].test(path));
    if (call) sent.push({ call, ...(typeof init?.body === 'string' ? { body: JSON.parse(init.body) as Record<string, unknown> } : {}) });
    const scripted = call ? scripts[call].shift() : undefined;
    if (scripted === 'lost') {
      await backend.fetch(input, init);
      throw new TypeError('The connection was reset');
    }
    if (scripted) return new Response(JSON.stringify(scripted.body), { status: scripted.status, headers: { 'content-type': 'application/json' } });
    const real = await backend.fetch(input, init);
    if (!options.dropDate) return real;
    // As a browser hides Date from a cross-origin answer that does not expose it.
    const headers = new Headers(real.headers);
    headers.delete('date');
    return new Response(real.body, { status: real.status, headers });
  };
  const real = createRampkitClient({ baseUrl: backend.proxyUrl, fetch, retry: { attempts: 3, baseDelayMs: 1 } });
  // The calls in flight, each until its answer (or error) has been read by the client.
  const inFlight = new Set<Promise<unknown>>();
  const tracked = <I, O>(call: (input: I) => Promise<O>) => (input: I) => {
    const answer = call(input);
    const landed = answer.then(() => undefined, () => undefined);
    inFlight.add(landed);
    void landed.then(() => inFlight.delete(landed));
    return answer;
  };
  const client: RampkitClient = { ...real, prepareSell: tracked(real.prepareSell), sell: tracked(real.sell), listTransactions: tracked(real.listTransactions) };
  const channels = await backend.client.listSellChannels({ query: { CryptoCurrency: 'BTC_TEST', Country: 'DE', FiatCurrency: 'EUR', CustomerID: backend.customerId } });
  const channel = channels.Items.find((c) => c.PaymentMethodType === 'BankSepa')!;
  const events: RampkitEvent[] = [];

  const settled = async () => {
    // After each landing, the controller's own handler runs; it may start the next call (a sell
    // found to have gone through looks it up), which is waited for too.
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (inFlight.size === 0) return;
      await Promise.all([...inFlight]);
    }
  };
  const until: SellHarness['until'] = (controller, done) => untilState(controller, done, (s) => ({ step: s.step, busy: s.busy, error: s.error?.detail }));
  return {
    backend,
    client,
    channel,
    events,
    sent,
    script: (call, ...answers) => void scripts[call].push(...answers),
    settled,
    controller: (over = {}, initial = initialSellState(DE_100)) =>
      createSellFlowController({ client, emit: (event) => events.push(event), createNonce: () => crypto.randomUUID(), ...over }, initial),
    mount: (controller) => controller.subscribe(() => undefined),
    until,
    async toQuote(controller) {
      controller.actions.selectChannel(channel);
      controller.actions.selectPaymentMethod(null);
      controller.actions.submitForm(SEPA_ANSWERS);
      await settled();
      return controller.getState();
    },
    close: () => backend.close(),
  };
}

/** The error a scripted envelope becomes, for comparing. */
export const asError = (scripted: { status: number; body: unknown }) => apiErrorFromResponse(scripted.status, scripted.body);
