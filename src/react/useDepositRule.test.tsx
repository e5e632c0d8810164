// useDepositRule on a host's own markup: the controller checks the amount condition before it
// sends it, by the kit's one precision rule (decimalsExceeded, ADR 0195), so a headless host cannot
// make a rule no deposit can match either.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createSandboxBackend } from '../testing/sandbox-backend';
import { renderKit } from '../../tooling/render-kit';
import { preparedSession } from '../../tooling/sell-fixture';
import type { DepositRuleResponse } from '../api/rules';
import { useDepositRule } from './useDepositRule';

describe('useDepositRule', () => {
  it('refuses an amount with more decimals than the crypto carries, says how many it carries, and sends nothing', async () => {
    const backend = await createSandboxBackend();
    await backend.createApprovedCustomer();
    const prepared = await preparedSession(backend);
    const created = vi.fn<(rule: DepositRuleResponse) => void>();
    const sent: boolean[] = [];
    function MyRule() {
      const { state, actions } = useDepositRule({ cryptoCurrency: 'ETH_TEST_SEPOLIA', formSessionId: prepared.FormSessionID, networks: ['EthereumTestSepolia'], defaultTrigger: 'single', onRuleCreated: created });
      return (
        <div data-testid="mine" data-step={state.step} data-busy={state.busy || undefined}>
          <button type="button" onClick={() => actions.setOperator('EQ')}>exactly</button>
          <input aria-label="amount" value={state.amount} onChange={(e) => actions.setAmount(e.target.value)} onBlur={actions.checkAmount} />
          {state.amountProblem ? <p role="alert" data-decimals={state.amountDecimals}>{state.amountProblem}</p> : null}
          <button type="button" onClick={() => sent.push(actions.create())}>make it</button>
        </div>
      );
    }
    await renderKit(<MyRule />, { backend });
    fireEvent.click(screen.getByRole('button', { name: 'exactly' }));
    const amount = screen.getByRole('textbox', { name: 'amount' });
    fireEvent.change(amount, { target: { value: '0.0000000000000000001' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.blur(amount);
    expect(screen.getByRole('alert')).toHaveTextContent('too-precise');
    expect(screen.getByRole('alert')).toHaveAttribute('data-decimals', '18');
    fireEvent.click(screen.getByRole('button', { name: 'make it' }));
    expect(sent).toEqual([false]);
    expect(screen.getByTestId('mine').dataset.busy).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(created).not.toHaveBeenCalled();
    expect(screen.getByTestId('mine').dataset.step).toBe('form');
    // Typing takes the problem away; letters are "invalid", the words are the layout's.
    fireEvent.change(amount, { target: { value: 'abc' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'make it' }));
    expect(screen.getByRole('alert')).toHaveTextContent('invalid');
    fireEvent.change(amount, { target: { value: '0.000000000000000001' } });
    fireEvent.click(screen.getByRole('button', { name: 'make it' }));
    expect(sent).toEqual([false, false, true]);
    await waitFor(() => expect(created).toHaveBeenCalledOnce(), { timeout: 5000 });
    expect(created.mock.calls[0]![0].Conditions[0]!.AmountConditions).toEqual([{ ComparisonOperator: 'EQ', Value: '0.000000000000000001' }]);
    backend.sandbox.close();
  });
});
