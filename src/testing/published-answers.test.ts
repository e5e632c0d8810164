// The two answers of the published 0.1.3 description the kit used to refuse, as the sandbox in
// compat mode gives them behind the real proxy: a channel form without FormSchema (a saved payment
// method answers every field: nothing to fill) and onboarding's 201 without a body (the client
// asks again for the HostedURL).
import { afterEach, describe, expect, it } from 'vitest';
import { createSandboxBackend, type SandboxBackend } from './sandbox-backend';
import { SEPA_ANSWERS } from '../../tooling/sell-fixture';

let backend: SandboxBackend | undefined;
afterEach(() => {
  backend?.close();
  backend = undefined;
});

describe('the sandbox in 0.1.3 compat mode, read by the kit', { timeout: 20_000 }, () => {
  it('a channel form answered without FormSchema is read as nothing to fill', async () => {
    const b = (backend = await createSandboxBackend({ customerId: 'pub-form', sandbox: { apiVersion: '0.1.3' } }));
    await b.createApprovedCustomer();
    const channel = (await b.client.listSellChannels({ query: { CryptoCurrency: 'BTC_TEST', Country: 'DE' } })).Items.find((c) => c.PaymentMethodType === 'BankSepa')!;
    // A sale whose answers cover every field of the form (the optional Reference too) saves them all.
    const prepared = await b.client.prepareSell({ body: { ChannelID: channel.ID, CryptoCurrency: 'BTC_TEST', FiatAmount: '100', Form: { ...SEPA_ANSWERS, Reference: 'Invoice 7' }, CustomerID: b.customerId } });
    const { Transaction: sold } = await b.client.sell({ body: { CryptoCurrency: 'BTC_TEST', CryptoAuthorizedAmount: prepared.CryptoAuthorizedAmount, FormSessionID: prepared.FormSessionID, Nonce: crypto.randomUUID(), FiatAmount: '100' } });
    const method = sold.PaymentMethod!;
    // As the proxy relays it: no FormSchema at all.
    const raw = await b.fetch(`/api/channels/${channel.ID}/form?PaymentMethodID=${method.ID}&CustomerID=${b.customerId}`);
    expect(raw.status).toBe(200);
    expect(await raw.json()).toEqual({});
    const form = await b.client.getChannelForm({ params: { ChannelID: channel.ID }, query: { PaymentMethodID: method.ID, CustomerID: b.customerId } });
    expect(form.FormSchema).toBeUndefined();
    // A new account still has its whole form.
    expect(Object.keys((await b.client.getChannelForm({ params: { ChannelID: channel.ID } })).FormSchema?.properties ?? {})).toContain('BankDetails');
  });

  it('onboarding answered 201 without a body: the client asks again and gets the HostedURL', async () => {
    const b = (backend = await createSandboxBackend({ customerId: 'pub-onboard', sandbox: { apiVersion: '0.1.3' } }));
    const before = b.sandbox.requestLog.length;
    const started = await b.client.startOnboarding({ params: { CustomerID: b.customerId }, body: { ReturnURL: 'https://shop.example/back' } });
    expect(started.status).toBe(201);
    expect(started.data).toMatchObject({ HostedURL: expect.stringMatching(/\/hosted\/en\/onboarding\//), OnboardingStatus: 'ReviewNotStarted' });
    expect(b.sandbox.requestLog.slice(before).map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([`POST /v1/onboarding/${b.customerId} 201`, `POST /v1/onboarding/${b.customerId} 200`]);
  });
});
