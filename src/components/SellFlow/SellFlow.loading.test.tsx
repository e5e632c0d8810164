// While SellFlow reads the customer and their saved accounts, it says no step count that could
// change ("Step 1 of 5" that becomes "Step 1 of 4"), and its placeholder has the amount step's shape.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { RampkitClient } from '../../api/client';
import { createSandboxBackend } from '../../testing/sandbox-backend';
import { renderKit } from '../../../tooling/render-kit';
import { SellFlow } from './SellFlow';

/** The client with the customer and saved-account reads held until `release`. */
function held(client: RampkitClient) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const waiting = new Set<keyof RampkitClient>(['getCustomer', 'listPaymentMethods']);
  const proxy = new Proxy(client, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof value !== 'function' || !waiting.has(key as keyof RampkitClient)) return value;
      return async (...args: unknown[]) => {
        await gate;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { client: proxy, release };
}

describe('SellFlow while it loads', { timeout: 30_000 }, () => {
  it('says "Step 1 · Amount" until the steps are known, then "Step 1 of 4", and holds the amount step\'s shape', async () => {
    const backend = await createSandboxBackend();
    await backend.createApprovedCustomer();
    const { client, release } = held(backend.client);
    await renderKit(<SellFlow cryptoCurrency="BTC_TEST" />, { backend: { ...backend, client } });
    const position = () => document.querySelector('[data-slot=step-position]');
    const checking = await screen.findByRole('status', { busy: true }, { timeout: 5000 });
    expect(position()).toHaveTextContent(/^Step 1 · Amount$/);
    expect(document.querySelector('[data-slot=step-progress]')).toHaveAttribute('data-state', 'counting');
    // No segments to count while they may change: one plain track, hidden from screen readers.
    expect(screen.queryByRole('list', { name: 'Progress' })).toBeNull();
    // The placeholder is the amount step's: the country and currency row, the amount field, its help, Continue.
    const skeleton = checking.querySelector('[data-slot=amount-skeleton]');
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(skeleton?.querySelectorAll('[data-slot=location] .rk-field')).toHaveLength(2);
    expect(skeleton?.querySelectorAll('[data-slot=skeleton]').length).toBeGreaterThanOrEqual(8);

    release();
    expect(await screen.findByRole('combobox', { name: 'Country' }, { timeout: 5000 })).toBeInTheDocument();
    // No saved account: the account step is not one, and the count says so from the moment it shows.
    expect(position()).toHaveTextContent('Step 1 of 4 · Amount');
    expect(screen.getByRole('list', { name: 'Progress' }).children).toHaveLength(4);
  });
});
