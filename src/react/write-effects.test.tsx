// A write through the kit's hooks refreshes the reads it changed, as SellFlow's sale does: the
// saved accounts (a sale keeps a new account; a deposit rule's session may), lists, balances.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createSandboxBackend, type SandboxBackend } from '../testing/sandbox-backend';
import { renderKit } from '../../tooling/render-kit';
import { SEPA_ANSWERS, preparedSession } from '../../tooling/sell-fixture';
import { DepositRule } from '../components/DepositRule/DepositRule';
import { PaymentMethodPicker } from '../components/PaymentMethodPicker/PaymentMethodPicker';
import { useSell } from './hooks';

const paymentMethodReads = (backend: SandboxBackend) => backend.sandbox.requestLog.filter((r) => r.method === 'GET' && r.path.includes('/payment-methods')).length;

describe('writes refresh what they changed', { timeout: 30_000 }, () => {
  it('useSell: the account sold to appears among the saved ones', async () => {
    const backend = await createSandboxBackend();
    await backend.createApprovedCustomer();
    const channels = await backend.client.listSellChannels({ query: { CryptoCurrency: 'BTC_TEST', Country: 'DE', FiatCurrency: 'EUR', CustomerID: backend.customerId } });
    const channel = channels.Items.find((c) => c.PaymentMethodType === 'BankSepa')!;
    const prepared = await backend.client.prepareSell({ body: { ChannelID: channel.ID, CryptoCurrency: 'BTC_TEST', FiatAmount: '100', Quoted: true, Form: SEPA_ANSWERS, CustomerID: backend.customerId } });
    function HostSell() {
      const sell = useSell();
      return (
        <button type="button" onClick={() => sell.mutate({ body: { CryptoCurrency: 'BTC_TEST', CryptoAuthorizedAmount: prepared.CryptoAuthorizedAmount, FormSessionID: prepared.FormSessionID, Nonce: crypto.randomUUID() } })}>
          {sell.isSuccess ? 'sold' : 'sell'}
        </button>
      );
    }
    await renderKit(
      <>
        <PaymentMethodPicker country="DE" category="Bank" defaultValue={null} />
        <HostSell />
      </>,
      { backend },
    );
    expect(await screen.findByText('You have no saved accounts for this method yet.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'sell' }));
    await screen.findByRole('button', { name: 'sold' }, { timeout: 5000 });
    expect(await screen.findByRole('radio', { name: /•••• 3000/ }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('useCreateDepositRule (DepositRule): the saved accounts are read again', async () => {
    const backend = await createSandboxBackend();
    await backend.createApprovedCustomer();
    const prepared = await preparedSession(backend);
    await renderKit(
      <>
        <PaymentMethodPicker country="DE" category="Bank" defaultValue={null} />
        <DepositRule cryptoCurrency="ETH_TEST_SEPOLIA" formSessionId={prepared.FormSessionID} networks={['EthereumTestSepolia']} defaultTrigger="single" />
      </>,
      { backend },
    );
    expect(await screen.findByText('You have no saved accounts for this method yet.')).toBeInTheDocument();
    const readsBefore = paymentMethodReads(backend);
    fireEvent.click(screen.getByRole('button', { name: 'Get the deposit address' }));
    expect(await screen.findByText(/the next deposit is sold/, {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(paymentMethodReads(backend)).toBeGreaterThan(readsBefore));
  });
});
