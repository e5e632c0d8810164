import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSandboxBackend } from '../../testing/sandbox-backend';
import { renderKit } from '../../../tooling/render-kit';
import { Balances } from './Balances';

describe('Balances', () => {
  it('lists available and total per crypto currency', async () => {
    const backend = await createSandboxBackend();
    await backend.control('/balances', { CryptoCurrency: 'BTC_TEST', Available: '1.25', Total: '1.5' });
    await renderKit(<Balances />, { backend });
    const row = (await screen.findByRole('rowheader', { name: 'BTC_TEST' })).closest('tr')!;
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1.25 BTC_TEST', '1.5 BTC_TEST']);
  });
  it("pages by the service's PageToken, so no currency is left out", async () => {
    await renderKit(<Balances pageSize={2} />);
    const codes = () => screen.getAllByRole('rowheader').map((h) => h.textContent);
    await screen.findByRole('rowheader', { name: 'BTC_TEST' });
    expect(codes()).toEqual(['BTC_TEST', 'ETH_TEST_SEPOLIA']);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('rowheader', { name: 'USDC_TEST' })).toBeInTheDocument();
    expect(codes()).toEqual(['USDC_TEST']);
  });
  it('explains when the service refuses', async () => {
    const backend = await createSandboxBackend();
    await backend.control('/faults', { Rules: [{ Route: '/balances', Rate500: 1 }] });
    await renderKit(<Balances />, { backend });
    expect(await screen.findByRole('alert')).toHaveTextContent('The service had a problem.');
  });
});
