import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSandboxBackend } from '../../testing/sandbox-backend';
import { renderKit } from '../../../tooling/render-kit';
import { sellOnce } from '../../../tooling/sell-fixture';
import { openBankDeposit } from '../../../tooling/account-fixture';
import { TransactionList } from './TransactionList';

describe('TransactionList', () => {
  it('waits in the shape of its table: the same column headers, rows of bones, hidden from screen readers', async () => {
    const backend = await createSandboxBackend();
    await backend.createApprovedCustomer();
    await sellOnce(backend);
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const list = backend.client.listTransactions.bind(backend.client);
    backend.client.listTransactions = async (input) => {
      await held;
      return list(input);
    };
    await renderKit(<TransactionList />, { backend });
    const skeleton = await screen.findByText('Status', { selector: '[data-slot=skeleton-table] th' });
    const waiting = skeleton.closest('table')!;
    expect(waiting).toHaveAttribute('aria-hidden', 'true');
    const headers = (table: Element) => [...table.querySelectorAll('th')].map((th) => th.textContent);
    const shape = headers(waiting);
    expect(waiting.querySelectorAll('tbody tr')).toHaveLength(3);
    answer();
    const table = await screen.findByRole('table');
    expect(headers(table)).toEqual(shape);
    expect(document.querySelector('[data-slot=skeleton-table]')).toBeNull();
  });

  it('says so when there is nothing yet', async () => {
    await renderKit(<TransactionList />);
    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
  });

  it('pages through the customer transactions and hands one to the host', async () => {
    const backend = await createSandboxBackend();
    await backend.createApprovedCustomer();
    for (const amount of ['20', '30', '40']) await sellOnce(backend, amount);
    const onSelect = vi.fn();
    await renderKit(<TransactionList pageSize={2} onTransactionSelected={onSelect} />, { backend });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('€20.00');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
    // Nothing further: said by aria-disabled, so the focus a keyboard left there stays (Pager.test).
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await userEvent.click((await screen.findAllByRole('button', { name: /Open the transaction of/ }))[0]!);
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ Status: 'Pending' }));
  });

  it('hands the pages turned to a host that keeps them, and opens on them again (Back, a reload)', async () => {
    const backend = await createSandboxBackend();
    await backend.createApprovedCustomer();
    for (const amount of ['20', '30', '40']) await sellOnce(backend, amount);
    const turned = vi.fn();
    const first = await renderKit(<TransactionList pageSize={2} onPageTokensChange={turned} />, { backend });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('€20.00');
    expect(turned).toHaveBeenCalledTimes(1);
    const kept = turned.mock.calls[0]![0] as string[];
    expect(kept).toHaveLength(1);
    first.view.unmount();
    // The host's page again, from what it kept: the second page at once, and a way back to the first.
    await renderKit(<TransactionList pageSize={2} defaultPageTokens={kept} onPageTokensChange={turned} />, { backend });
    expect(await screen.findByText('€20.00')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(turned).toHaveBeenLastCalledWith([]);
    await screen.findByText('€40.00');
  });

  it('names each row by what tells it apart, not only by a minute several rows share', async () => {
    const backend = await createSandboxBackend();
    await backend.createApprovedCustomer();
    for (const amount of ['20', '30', '40']) await sellOnce(backend, amount);
    await renderKit(<TransactionList onTransactionSelected={() => {}} />, { backend });
    const table = await screen.findByRole('table');
    const buttons = await within(table).findAllByRole('button');
    expect(buttons).toHaveLength(3);
    const names = buttons.map((b) => b.getAttribute('aria-label')!);
    expect(new Set(names).size).toBe(3);
    for (const [i, button] of buttons.entries()) {
      const row = button.closest('tr')!;
      // What the customer sees first (the date, WCAG 2.5.3), then what it was, the crypto amount in
      // one piece (its number and name held by a no-break space), and the status.
      const amount = row.querySelector('[data-slot=crypto] [data-value=amount]')!.textContent!;
      expect(names[i]).toBe(`Open the transaction of ${button.textContent}: Sold ${amount}\u00a0Bitcoin (test network), In progress`);
      // 44 px tall for a finger (the kit's target size class; the height is measured in e2e).
      expect(button).toHaveClass('rk-action-link');
    }
  });

  it('has each cell heard with its column header, in the phone layout too, and its column named once', async () => {
    const backend = await createSandboxBackend();
    await backend.createApprovedCustomer();
    await sellOnce(backend, '20');
    await renderKit(<TransactionList />, { backend });
    const table = await screen.findByRole('table', { name: 'Your transactions' });
    // The roles said, not left to the elements: on a phone the rows are stacked by display:block,
    // under which Safari drops a table's own roles and with them the header a cell is heard with.
    expect(table).toHaveAttribute('role', 'table');
    for (const group of table.querySelectorAll('thead,tbody')) expect(group).toHaveAttribute('role', 'rowgroup');
    const headers = within(table).getAllByRole('columnheader');
    for (const header of headers) expect(header).toHaveAttribute('role', 'columnheader');
    const names = ['Date', 'Type', 'Amount', 'Payment', 'Status'];
    expect(headers.map((h) => within(table).getByRole('columnheader', { name: names[headers.indexOf(h)] }))).toEqual(headers);
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(row).toHaveAttribute('role', 'row');
    const cells = within(row!).getAllByRole('cell');
    for (const cell of cells) expect(cell).toHaveAttribute('role', 'cell');
    // The phone's inline label is the column's header for the eye (CSS, silent: src/theme's
    // generated-content test), never a word the cell is heard with.
    expect(cells.map((c) => c.getAttribute('data-label'))).toEqual(names);
  });

  it('names its table by the region, not by a caption that says it again', async () => {
    const backend = await createSandboxBackend();
    await backend.createApprovedCustomer();
    await sellOnce(backend, '20');
    await renderKit(<TransactionList />, { backend });
    const region = screen.getByRole('region', { name: 'Your transactions' });
    const table = await within(region).findByRole('table', { name: 'Your transactions' });
    expect(table).toHaveAttribute('aria-labelledby', region.id);
    // Heard once: the name is the region's label, never written again in the content.
    expect(table.querySelector('caption')).toBeNull();
    expect(screen.queryByText('Your transactions')).toBeNull();
  });

  it("keeps a host's own id on the region its table is named by", async () => {
    const backend = await createSandboxBackend();
    await backend.createApprovedCustomer();
    await sellOnce(backend, '20');
    await renderKit(<TransactionList id="history" />, { backend });
    expect(await screen.findByRole('table', { name: 'Your transactions' })).toHaveAttribute('aria-labelledby', 'history');
    expect(screen.getByRole('region', { name: 'Your transactions' })).toHaveAttribute('id', 'history');
  });

  it('tells a bank deposit (buy) from a sale by direction', async () => {
    const backend = await createSandboxBackend();
    await backend.createApprovedCustomer();
    await sellOnce(backend, '20');
    const workflow = await openBankDeposit(backend);
    await backend.control('/deposits/bank', { VirtualAccountID: workflow.VirtualAccountID, Amount: '250', FiatCurrency: 'USD' });
    // The transfer settles a step later on the sandbox clock, and the buy starts then.
    await backend.control('/clock/advance', { Seconds: 120 });
    await renderKit(<TransactionList />, { backend, locale: 'en' });
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const rows = within(table).getAllByRole('row').slice(1);
    const buy = rows.find((r) => r.querySelector('[data-kind=buy]'))!;
    const sell = rows.find((r) => r.querySelector('[data-kind=sell]'))!;
    expect(buy.querySelector('[data-slot=kind]')).toHaveTextContent('Bought');
    expect(buy.querySelector('[data-slot=fiat]')).toHaveTextContent('$250.00');
    expect(buy.querySelector('[data-slot=crypto]')).toHaveTextContent(/^\+/);
    expect(sell.querySelector('[data-slot=kind]')).toHaveTextContent('Sold');
    expect(sell.querySelector('[data-slot=crypto]')).toHaveTextContent(/^−/);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).not.toContain('Payout');
  });
});
