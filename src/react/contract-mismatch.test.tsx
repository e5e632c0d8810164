// The provider turns the client's contract mismatches into one `contract.mismatch` event each,
// and hands the configured upstream version to the client, so the screen goes on.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { RampkitProvider } from './RampkitProvider';
import { useRampkit } from './useRampkit';
import { useSellChannels } from './hooks';
import type { RampkitEvent } from '../core/events';

const channel = (ID: string) => ({
  ID, PaymentMethodCategory: 'Bank', PaymentMethodType: 'BankSepa', FiatCurrency: 'EUR', Country: 'DE', Limits: { MinLimit: '10' }, Rate: '0.92', ProcessingSeconds: 60,
});

function Channels() {
  const channels = useSellChannels({ query: { CryptoCurrency: 'USDC_TEST' } });
  const { client } = useRampkit('Channels');
  return (
    <p>
      {channels.data ? `${channels.data.Items.length} channels` : 'loading'} ({client.apiVersion})
    </p>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('contract mismatches', () => {
  it('are reported once through onEvent with the operation and path while the screen shows the answer', async () => {
    const ids = ['4b0e4a8e-7c5e-4c38-9a55-6d5e2f6a1b2c', '9d2c6a3e-1f4b-4e8a-8c7d-2b1a0f9e8d7c'];
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ Items: ids.map(channel) }), { status: 200, headers: { 'content-type': 'application/json' } })));
    const events: RampkitEvent[] = [];
    render(
      <RampkitProvider proxyUrl="/api" apiVersion="0.1.3" onEvent={(e) => events.push(e)}>
        <Channels />
      </RampkitProvider>,
    );
    expect(await screen.findByText('2 channels (0.1.3)')).toBeTruthy();
    await waitFor(() => expect(events.filter((e) => e.type === 'contract.mismatch')).toEqual([
      { type: 'contract.mismatch', operation: 'listSellChannels', status: 200, path: 'Items.0.FeeConfig', problem: 'is required' },
    ]));
    expect(events.filter((e) => e.type === 'error')).toEqual([]);
  });
});
