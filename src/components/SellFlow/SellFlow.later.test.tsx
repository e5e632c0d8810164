import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { renderKit } from '../../../tooling/render-kit';
import { chooseSepaChannel } from '../../../tooling/sell-flow-steps';
import { SellFlow } from './SellFlow';

// The later screens' chunk arrives when the test says: each import of it waits for the gate's
// answer, and a refused gate is a failed load (as a dropped connection or a new deploy gives).
const gate = vi.hoisted(() => {
  let open: Promise<void> = Promise.resolve();
  let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
  return {
    loads: 0,
    wait: () => open,
    hold() {
      open = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
      // Refused before any import waits on it: not an unhandled rejection of the test's own.
      open.catch(() => undefined);
    },
    release: () => settle?.resolve(),
    fail: () => settle?.reject(new Error('Failed to fetch dynamically imported module')),
  };
});
vi.mock('./later-steps', async (importOriginal) => {
  gate.loads += 1;
  await gate.wait();
  return importOriginal();
});

/** The host's error boundary, with a way to try again (it mounts the flow anew). */
class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert">
        {this.state.error.message}
        <button type="button" onClick={() => this.setState({ error: undefined })}>
          Try again
        </button>
      </div>
    );
  }
}

const amount = { CryptoCurrency: 'BTC_TEST', Country: 'DE', FiatCurrency: 'EUR', FiatAmount: '100' } as const;

// One module registry for the file: the chunk, once loaded, stays loaded, so the tests run in order.
describe('SellFlow: the screens after the amount step load as a chunk of their own', { timeout: 30_000 }, () => {
  it('starts loading them on the amount step; a failed load there shows nothing and the channel step tries again, a failure then reaching the host boundary', async () => {
    gate.hold();
    gate.fail();
    await renderKit(
      <Boundary>
        <SellFlow cryptoCurrency="BTC_TEST" />
      </Boundary>,
    );
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Country' }), 'DE');
    await userEvent.type(screen.getByRole('textbox', { name: /^You (receive|sell)/ }), '100');
    // Loading began with the flow, before any later screen was needed, and its failure stayed quiet.
    expect(gate.loads).toBeGreaterThan(0);
    expect(screen.queryByRole('alert')).toBeNull();
    const before = gate.loads;
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('alert');
    expect(gate.loads).toBeGreaterThan(before);
  });

  it('does not ask for the code offline (a failed import stays failed in Chromium): says offline, then loads once the network is back', async () => {
    gate.hold();
    onlineManager.setOnline(false);
    try {
      const before = gate.loads;
      const { view } = await renderKit(
        <Boundary>
          <SellFlow cryptoCurrency="BTC_TEST" defaultAmount={amount} checkCustomer={false} />
        </Boundary>,
      );
      const flow = view.container.querySelector('[data-slot=sell-flow]')!;
      await waitFor(() => expect(flow.querySelector('[data-slot=offline-notice]')).toHaveAttribute('data-state', 'open'));
      // Nothing claims to be loading while nothing can load.
      expect(flow.querySelector('[aria-busy=true]')).toBeNull();
      expect(gate.loads).toBe(before);
      act(() => onlineManager.setOnline(true));
      await waitFor(() => expect(gate.loads).toBeGreaterThan(before));
      expect(flow.querySelector('[data-slot=offline-notice]')).toHaveAttribute('data-state', 'closed');
      expect(flow.querySelector('[data-slot=step-loading]')).not.toBeNull();
      // (This load fails, so the next test starts with no code loaded.)
      gate.fail();
      await screen.findByRole('alert');
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('shows a flow mounted onto a later step as loading until the code is there, then the step; trying again after a failed load loads it', async () => {
    gate.hold();
    gate.fail();
    await renderKit(
      <Boundary>
        <SellFlow cryptoCurrency="BTC_TEST" defaultAmount={amount} />
      </Boundary>,
    );
    const alert = await screen.findByRole('alert');
    gate.hold();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(alert).not.toBeInTheDocument());
    // Past the customer check, the channel step waits for its code, saying it is loading.
    await waitFor(() => expect(document.querySelector('[data-slot=sell-flow]')).toHaveAttribute('data-state', 'channel'));
    const flow = document.querySelector('[data-slot=sell-flow]')!;
    expect(flow.querySelector('[data-slot=step-loading]')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('group', { name: 'How do you want to be paid?' })).toBeNull();
    gate.release();
    await chooseSepaChannel();
    expect(flow.querySelector('[data-slot=step-loading]')).toBeNull();
  });

  it('shows the later steps at once once their code is in (no placeholder on a second flow)', async () => {
    const { view } = await renderKit(<SellFlow cryptoCurrency="BTC_TEST" defaultAmount={amount} checkCustomer={false} />);
    const flow = view.container.querySelector('[data-slot=sell-flow]')!;
    expect(flow).toHaveAttribute('data-state', 'channel');
    expect(flow.querySelector('[data-slot=channel-picker]')).not.toBeNull();
    expect(flow.querySelector('[data-slot=step-loading]')).toBeNull();
  });
});
