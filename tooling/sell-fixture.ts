// A real sell through the in-memory backend (DE SEPA), for tests and stories that start from a
// transaction rather than from the flow.
import type { SandboxBackend } from '../src/testing/sandbox-backend';
import type { Transaction } from '../src/api/transactions';

export const SEPA_ANSWERS = {
  BankDetails: { IBAN: 'DE89370400440532013000' },
  AccountHolder: { AccountHolderType: 'Individual', Name: { FirstName: 'Ana', LastName: 'Silva' } },
};

export async function sellOnce(backend: SandboxBackend, fiatAmount = '100'): Promise<Transaction> {
  const channels = await backend.client.listSellChannels({ query: { CryptoCurrency: 'BTC_TEST', Country: 'DE', FiatCurrency: 'EUR', CustomerID: backend.customerId } });
  const channel = channels.Items.find((c) => c.PaymentMethodType === 'BankSepa')!;
  const prepared = await backend.client.prepareSell({ body: { ChannelID: channel.ID, CryptoCurrency: 'BTC_TEST', FiatAmount: fiatAmount, Quoted: true, Form: SEPA_ANSWERS, CustomerID: backend.customerId } });
  const { Transaction } = await backend.client.sell({
    body: { CryptoCurrency: 'BTC_TEST', CryptoAuthorizedAmount: prepared.CryptoAuthorizedAmount, FormSessionID: prepared.FormSessionID, Nonce: crypto.randomUUID() },
  });
  return Transaction;
}

/** A completed, quoted sell form session (DE SEPA) for a deposit rule. */
export async function preparedSession(backend: SandboxBackend, cryptoCurrency: 'ETH_TEST_SEPOLIA' | 'USDC_TEST' = 'ETH_TEST_SEPOLIA', cryptoAmount = '0.05') {
  const channels = await backend.client.listSellChannels({ query: { CryptoCurrency: cryptoCurrency, Country: 'DE', FiatCurrency: 'EUR', CustomerID: backend.customerId } });
  const channel = channels.Items.find((c) => c.PaymentMethodType === 'BankSepa')!;
  return backend.client.prepareSell({ body: { ChannelID: channel.ID, CryptoCurrency: cryptoCurrency, CryptoAmount: cryptoAmount, Quoted: true, Form: SEPA_ANSWERS, CustomerID: backend.customerId } });
}
