// The network goes away and comes back (TanStack's onlineManager, which a browser drives with its
// offline/online events): every component that reads says it is offline instead of going blank or
// showing a skeleton for ever, and shows its answer once the network returns without a click.
// A request that got no answer at all says so, not "the service had a problem".
import { afterEach, describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { ApiError } from '../../api/errors';
import { en, loadMessages } from '../../i18n';
import { createSandboxBackend } from '../../testing/sandbox-backend';
import { renderKit } from '../../../tooling/render-kit';
import { DESTINATION } from '../../../tooling/account-fixture';
import { preparedSession, sellOnce } from '../../../tooling/sell-fixture';
import { Balances } from '../Balances';
import { BankDepositDetails } from '../BankDepositDetails';
import { ChannelPicker } from '../ChannelPicker';
import { CustomerStatus } from '../CustomerStatus';
import { DepositRule } from '../DepositRule';
import { OnboardingLauncher } from '../OnboardingLauncher';
import { PaymentMethodPicker } from '../PaymentMethodPicker';
import { SellFlow } from '../SellFlow';
import { TransactionList } from '../TransactionList';
import { TransactionStatus } from '../TransactionStatus';
import { VirtualAccounts } from '../VirtualAccounts';

afterEach(() => onlineManager.setOnline(true));

const notice = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-slot=offline-notice]');

interface Case {
  /** The component's root (its data-state says 'offline' while it waits). */
  slot: string;
  ui: () => ReactElement | Promise<ReactElement>;
  /** What the component shows once its answer is in. */
  answered: () => Promise<unknown>;
  /** Root data-state while offline; SellFlow's says where the flow is (its notice says offline). */
  offlineState?: string;
}

const cases: Record<string, Case> = {
  ChannelPicker: {
    slot: 'channel-picker',
    ui: () => <ChannelPicker cryptoCurrency="BTC_TEST" fiatAmount="100" defaultCountry="DE" />,
    answered: () => screen.findByRole('group', { name: en['sell.channel.legend'] }),
  },
  PaymentMethodPicker: {
    slot: 'payment-method-picker',
    ui: () => <PaymentMethodPicker country="DE" category="Bank" />,
    answered: () => screen.findByRole('radio', { name: en['sell.method.new'] }),
  },
  VirtualAccounts: {
    slot: 'virtual-accounts',
    ui: () => <VirtualAccounts />,
    answered: () => screen.findByText(en['account.va.empty']),
  },
  Balances: {
    slot: 'balances',
    ui: () => <Balances />,
    answered: () => waitFor(() => expect(document.querySelector('[data-slot=balances]')).toHaveAttribute('data-state', expect.stringMatching(/^(ready|empty)$/))),
  },
  TransactionList: {
    slot: 'transaction-list',
    ui: () => <TransactionList />,
    answered: () => screen.findByText(en['tx.list.empty']),
  },
  CustomerStatus: {
    slot: 'customer-status',
    ui: () => <CustomerStatus />,
    answered: () => waitFor(() => expect(document.querySelector('[data-slot=customer-status]')).toHaveAttribute('data-state', 'none')),
  },
  TransactionStatus: {
    slot: 'transaction-status',
    ui: async () => {
      const backend = await createSandboxBackend({ customerId: 'offline-tx' });
      await backend.createApprovedCustomer();
      const tx = await sellOnce(backend);
      reuse = backend;
      return <TransactionStatus transactionId={tx.ID} live={false} />;
    },
    answered: () => waitFor(() => expect(document.querySelector('[data-slot=transaction-status] [data-slot=summary]')).toBeInTheDocument()),
  },
  BankDepositDetails: {
    slot: 'bank-deposit-details',
    ui: () => <BankDepositDetails fiatCurrency="USD" cryptoCurrency="USDC_TEST" network="EthereumTestSepolia" destinationAddress={DESTINATION} />,
    answered: () => waitFor(() => expect(document.querySelector('[data-slot=bank-deposit-details]')).toHaveAttribute('data-state', 'ready')),
  },
  SellFlow: {
    slot: 'sell-flow',
    ui: () => <SellFlow cryptoCurrency="BTC_TEST" />,
    answered: () => screen.findByRole('combobox', { name: en['sell.channel.country'] }),
    offlineState: 'checking',
  },
};
let reuse: Awaited<ReturnType<typeof createSandboxBackend>> | undefined;

describe('offline: the network goes away and comes back', () => {
  it.each(Object.keys(cases))('%s says it is offline while its read waits, then shows the answer by itself', async (name) => {
    const { slot, ui, answered, offlineState = 'offline' } = cases[name]!;
    reuse = undefined;
    const element = await ui();
    onlineManager.setOnline(false);
    const { view } = await renderKit(element, reuse ? { backend: reuse } : {});
    const root = view.container.querySelector<HTMLElement>(`[data-slot=${slot}]`);
    await waitFor(() => expect(notice(view.container)).toHaveAttribute('data-state', 'open'));
    expect(notice(view.container)).toHaveTextContent(en['common.offline']);
    expect(root ?? view.container.querySelector(`[data-slot=${slot}]`)).toHaveAttribute('data-state', offlineState);
    // Not announced as loading while nothing can load.
    expect(view.container.querySelector('[aria-busy=true]')).toBeNull();

    onlineManager.setOnline(true);
    await answered();
    for (const region of view.container.querySelectorAll('[data-slot=offline-notice]')) expect(region).toHaveAttribute('data-state', 'closed');
    expect(view.container.querySelector(`[data-slot=${slot}]`)).not.toHaveAttribute('data-state', 'offline');
  });

  it('OnboardingLauncher says the launch waits for the network, and launches once it is back', async () => {
    const hosted: string[] = [];
    const { view } = await renderKit(<OnboardingLauncher returnUrl="https://shop.example/back" navigate={(url) => hosted.push(url)} />, { approved: false });
    const start = await screen.findByRole('button', { name: en['onboarding.start'] });
    onlineManager.setOnline(false);
    await userEvent.click(start);
    await waitFor(() => expect(notice(view.container)).toHaveAttribute('data-state', 'open'));
    expect(hosted).toEqual([]);
    onlineManager.setOnline(true);
    await waitFor(() => expect(hosted).toHaveLength(1));
    expect(notice(view.container)).toHaveAttribute('data-state', 'closed');
  });

  it('DepositRule says the create call waits for the network, creates nothing meanwhile, and creates the rule once it is back', async () => {
    const backend = await createSandboxBackend({ customerId: 'offline-rule' });
    await backend.createApprovedCustomer();
    const prepared = await preparedSession(backend);
    const { view } = await renderKit(<DepositRule cryptoCurrency="ETH_TEST_SEPOLIA" formSessionId={prepared.FormSessionID} networks={['EthereumTestSepolia']} defaultTrigger="permanent" />, { backend });
    const create = await screen.findByRole('button', { name: en['deposit.rule.create'] });
    onlineManager.setOnline(false);
    await userEvent.click(create);
    await waitFor(() => expect(notice(view.container)).toHaveAttribute('data-state', 'open'));
    expect(notice(view.container)).toHaveTextContent(en['common.offline']);
    expect(screen.queryByRole('img')).toBeNull();
    onlineManager.setOnline(true);
    expect(await screen.findByText(en['deposit.rule.created.permanent'].replace('{crypto}', 'Ether (test network)'))).toBeInTheDocument();
    // The created rule's view has no form around it, and nothing says offline any more.
    expect(view.container.querySelector('[data-slot=offline-notice][data-state=open]')).toBeNull();
  });

  it('a read whose request got no answer names the lost connection, in the locale, and reads again when the network is back', async () => {
    const de = await loadMessages('de');
    const backend = await createSandboxBackend({ customerId: 'offline-lost' });
    await backend.createApprovedCustomer();
    let calls = 0;
    const client = {
      ...backend.client,
      // The first list goes out and the connection drops under it: the browser goes offline too.
      listSellChannels: async (input: Parameters<typeof backend.client.listSellChannels>[0]) => {
        if (++calls > 1) return backend.client.listSellChannels(input);
        onlineManager.setOnline(false);
        throw ApiError.network('ListSellChannels', new TypeError('Failed to fetch'));
      },
    };
    const { view } = await renderKit(<ChannelPicker cryptoCurrency="BTC_TEST" fiatAmount="100" defaultCountry="DE" />, { backend: { ...backend, client }, locale: 'de' });
    const alert = await within(view.container).findByRole('alert');
    expect(alert).toHaveTextContent(de['error.network']);
    expect(alert).not.toHaveTextContent(de['error.type.Unexpected']);
    expect(alert).toHaveAttribute('data-network-error', 'true');

    onlineManager.setOnline(true);
    await screen.findByRole('group', { name: de['sell.channel.legend'] });
    expect(within(view.container).queryByRole('alert')).toBeNull();
    expect(calls).toBe(2);
  });
});
