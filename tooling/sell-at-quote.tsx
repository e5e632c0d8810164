// A sale at its quote, as DOM tests of what happens there start: a new approved customer's SellFlow
// (€100 in test Bitcoin, Germany), walked by SEPA to the price.
import { screen } from '@testing-library/react';
import { SellFlow } from '../src/components/SellFlow/SellFlow';
import { createSandboxBackend, type SandboxBackend } from '../src/testing/sandbox-backend';
import { renderKit } from './render-kit';
import { chooseSepaChannel, fillSepaForm } from './sell-flow-steps';

export const DE_100 = { CryptoCurrency: 'BTC_TEST', Country: 'DE', FiatCurrency: 'EUR', FiatAmount: '100' } as const;

/** The sandbox it runs on, and the quote's region ("Your quote"). */
export async function sellFlowAtQuote(): Promise<{ backend: SandboxBackend; quote: HTMLElement }> {
  const backend = await createSandboxBackend();
  await backend.createApprovedCustomer();
  await renderKit(<SellFlow cryptoCurrency="BTC_TEST" defaultAmount={DE_100} />, { backend });
  await chooseSepaChannel();
  await fillSepaForm();
  const quote = await screen.findByRole('region', { name: 'Your quote' }, { timeout: 5000 });
  return { backend, quote };
}
