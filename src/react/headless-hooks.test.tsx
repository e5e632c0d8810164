// The deposit rule and the onboarding launcher on their headless hooks alone: a host's own markup,
// none of the kit's components, against the real sandbox behind the real proxy.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createSandboxBackend } from '../testing/sandbox-backend';
import { renderKit } from '../../tooling/render-kit';
import { preparedSession } from '../../tooling/sell-fixture';
import type { DepositRuleResponse } from '../api/rules';
import { useDepositRule } from './useDepositRule';
import { useOnboardingLauncher } from './useOnboardingLauncher';

describe('useDepositRule', () => {
  it('creates a single-deposit rule from a host layout, and refuses an amount that is not one', async () => {
    const backend = await createSandboxBackend();
    await backend.createApprovedCustomer();
    const prepared = await preparedSession(backend);
    const created = vi.fn<(rule: DepositRuleResponse) => void>();
    function MyRule() {
      const { state, actions } = useDepositRule({ cryptoCurrency: 'ETH_TEST_SEPOLIA', formSessionId: prepared.FormSessionID, networks: ['EthereumTestSepolia'], defaultTrigger: 'single', onRuleCreated: created });
      return (
        <div data-testid="mine" data-step={state.step}>
          <button type="button" onClick={() => actions.setOperator('GTEQ')}>at least</button>
          <input aria-label="amount" value={state.amount} onChange={(e) => actions.setAmount(e.target.value)} />
          {state.amountProblem ? <p role="alert">not an amount</p> : null}
          <button type="button" disabled={!state.canCreate} onClick={actions.create}>make it</button>
          {state.rule ? <code>{state.rule.Conditions[0]!.DestinationAddress.Address}</code> : null}
        </div>
      );
    }
    await renderKit(<MyRule />, { backend });
    fireEvent.click(screen.getByRole('button', { name: 'at least' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'amount' }), { target: { value: 'lots' } });
    fireEvent.click(screen.getByRole('button', { name: 'make it' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('not an amount');
    fireEvent.change(screen.getByRole('textbox', { name: 'amount' }), { target: { value: '0.01' } });
    fireEvent.click(screen.getByRole('button', { name: 'make it' }));
    await waitFor(() => expect(screen.getByTestId('mine').dataset.step).toBe('created'), { timeout: 5000 });
    expect(created).toHaveBeenCalledOnce();
    expect(created.mock.calls[0]![0].Conditions[0]!.AmountConditions).toEqual([{ ComparisonOperator: 'GTEQ', Value: '0.01' }]);
    expect(screen.getByText(/^0x[0-9a-fA-F]{40}$/)).toBeInTheDocument();
    backend.sandbox.close();
  });
});

describe('useOnboardingLauncher', () => {
  it('launches hosted onboarding from a host layout and reports what the service said', async () => {
    const navigate = vi.fn();
    function MyLauncher() {
      const { state, actions } = useOnboardingLauncher({ returnUrl: 'https://shop.example/account', navigate });
      return (
        <div data-testid="mine" data-step={state.step}>
          <button type="button" disabled={!state.canLaunch} onClick={actions.launch}>go verify</button>
          {state.missingSteps ? <ul>{state.missingSteps.map((s) => <li key={s}>{s}</li>)}</ul> : null}
        </div>
      );
    }
    const { events, backend } = await renderKit(<MyLauncher />, { approved: false });
    await waitFor(() => expect(screen.getByTestId('mine').dataset.step).toBe('start'));
    fireEvent.click(screen.getByRole('button', { name: 'go verify' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledOnce());
    expect(navigate.mock.calls[0]![0]).toMatch(/\/hosted\/en\/onboarding\//);
    expect(await screen.findByText('IDENTITY')).toBeInTheDocument();
    // The customer record is the truth: nothing was done on the hosted page yet, so it is still to start.
    expect(screen.getByTestId('mine').dataset.step).toBe('start');
    expect(events.some((e) => e.type === 'onboarding.started')).toBe(true);
    backend.sandbox.close();
  });
});
