// One tab, two customers in turn (a sign-out and another sign-in, as a shared device or a second
// tab makes it): nothing the kit read or kept for the first reaches the second. The proxy answers
// for whoever the session now names; the kit's cached lists are keyed by what they ask, not by whom.
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { RampkitProvider } from './RampkitProvider';
import { useTransactions } from './hooks';
import type { RampkitClient } from '../api/client';
import type { TransactionList } from '../api/transactions';
import { saleStorageKey } from '../core/sell-flow/sale-key';

/** The proxy as the session cookie has it: it lists the transactions of whoever is signed in now. */
function sessionClient() {
  const session = { customer: 'ana' };
  const client = {
    baseUrl: '/api',
    apiVersion: 'seed',
    listTransactions: async () => ({ Items: [{ ID: `tx-of-${session.customer}` }] }) as unknown as TransactionList,
  } as unknown as RampkitClient;
  return { session, client };
}

function Rows() {
  const list = useTransactions();
  return <ul>{list.data?.Items.map((t) => <li key={t.ID}>{t.ID}</li>)}</ul>;
}

afterEach(() => sessionStorage.clear());

describe('a change of customer in the provider', () => {
  it('never shows the transactions read for the customer before: they are read again for the new one', async () => {
    const { session, client } = sessionClient();
    const { rerender } = render(
      <RampkitProvider client={client} customerId="ana">
        <Rows />
      </RampkitProvider>,
    );
    expect(await screen.findByText('tx-of-ana')).toBeInTheDocument();
    session.customer = 'ben';
    rerender(
      <RampkitProvider client={client} customerId="ben">
        <Rows />
      </RampkitProvider>,
    );
    // At once, before the new list arrives: not the first customer's.
    expect(screen.queryByText('tx-of-ana')).toBeNull();
    expect(await screen.findByText('tx-of-ben')).toBeInTheDocument();
  });

  it('forgets the sales the tab kept for anyone else, and keeps the new customer\'s', async () => {
    const { client } = sessionClient();
    sessionStorage.setItem(saleStorageKey('ana', 'sell:BTC_TEST'), '{"v":1}');
    sessionStorage.setItem(saleStorageKey('ana:ben', 'sell:BTC_TEST'), '{"v":1}');
    sessionStorage.setItem(saleStorageKey('ben', 'sell:BTC_TEST'), '{"v":1}');
    sessionStorage.setItem('host-own-key', 'kept');
    render(<RampkitProvider client={client} customerId="ben">{null}</RampkitProvider>);
    await waitFor(() => expect(Object.keys(sessionStorage).sort()).toEqual(['host-own-key', saleStorageKey('ben', 'sell:BTC_TEST')].sort()));
  });

  it('forgets nothing while the host does not know its customer yet (a reload reading the session), and everything at sign-out', async () => {
    const { client } = sessionClient();
    sessionStorage.setItem(saleStorageKey('ana', 'sell:BTC_TEST'), '{"v":1}');
    const { rerender } = render(<RampkitProvider client={client}>{null}</RampkitProvider>);
    rerender(<RampkitProvider client={client} customerId="ana">{null}</RampkitProvider>);
    expect(sessionStorage.getItem(saleStorageKey('ana', 'sell:BTC_TEST'))).toBe('{"v":1}');
    rerender(<RampkitProvider client={client}>{null}</RampkitProvider>);
    await waitFor(() => expect(sessionStorage.getItem(saleStorageKey('ana', 'sell:BTC_TEST'))).toBeNull());
  });
});
