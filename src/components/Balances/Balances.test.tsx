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
    // The currency by its name, never its code.
    const row = (await screen.findByRole('rowheader', { name: 'Bitcoin (test network)' })).closest('tr')!;
    // Named once, by the row's header: the cells are figures alone, the code kept for hosts.
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1.25', '1.5']);
    expect(row.querySelectorAll('[data-currency=BTC_TEST]')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Balances' })).toBeInTheDocument();
  });
  it('names the table by the section heading, not by a caption that says it again', async () => {
    await renderKit(<Balances />);
    const table = await screen.findByRole('table', { name: 'Balances' });
    const heading = screen.getByRole('heading', { name: 'Balances' });
    expect(table).toHaveAttribute('aria-labelledby', heading.id);
    // Heard once: "Balances" is written once in the section, in its heading.
    expect(screen.getAllByText('Balances')).toEqual([heading]);
    expect(table.querySelector('caption')).toBeNull();
  });
  it("pages by the service's PageToken, so no currency is left out", async () => {
    await renderKit(<Balances pageSize={2} />);
    const codes = () => screen.getAllByRole('rowheader').map((h) => h.textContent);
    await screen.findByRole('rowheader', { name: 'Bitcoin (test network)' });
    expect(codes()).toEqual(['Bitcoin (test network)', 'Ether (test network)']);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('rowheader', { name: 'USDC (test network)' })).toBeInTheDocument();
    expect(codes()).toEqual(['USDC (test network)']);
  });
  it('explains when the service refuses', async () => {
    const backend = await createSandboxBackend();
    await backend.control('/faults', { Rules: [{ Route: '/balances', Rate500: 1 }] });
    await renderKit(<Balances />, { backend });
    expect(await screen.findByRole('alert')).toHaveTextContent('The service had a problem.');
  });
});
