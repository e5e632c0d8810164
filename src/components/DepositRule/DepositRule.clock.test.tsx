// The quoted trigger's countdown runs by the server's clock when the host hands in when the
// prepare was served (the prepare's servedAt): a device 2 minutes fast does not see a live quote as expired.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { createSandboxBackend } from '../../testing/sandbox-backend';
import { renderKit } from '../../../tooling/render-kit';
import { preparedSession } from '../../../tooling/sell-fixture';
import { skewDeviceClock } from '../../../tooling/device-clock';
import { DepositRule } from './DepositRule';

afterEach(() => vi.restoreAllMocks());

describe('DepositRule on a device with a fast clock', () => {
  it('keeps the quoted trigger live by the server\'s clock', async () => {
    const backend = await createSandboxBackend();
    await backend.createApprovedCustomer();
    await skewDeviceClock(backend, 120_000);
    const prepared = await preparedSession(backend);
    expect(prepared.servedAt.serverNow).toMatch(/GMT$/);
    await renderKit(<DepositRule cryptoCurrency="ETH_TEST_SEPOLIA" formSessionId={prepared.FormSessionID} quote={prepared.SellQuote} networks={['EthereumTestSepolia']} servedAt={prepared.servedAt} />, { backend });
    const quoted = await screen.findByRole('radio', { name: /At the quoted price/ });
    expect(quoted).toBeChecked();
    expect(document.querySelector('[data-slot=quoted]')).toHaveAttribute('data-state', 'active');
    expect(document.querySelector('[data-slot=countdown]')).toHaveAttribute('data-state', 'running');
    expect(screen.getByRole('button', { name: 'Get the deposit address' })).toBeEnabled();
  });
});
