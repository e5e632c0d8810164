import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSandboxBackend } from '../testing/sandbox-backend';
import { RampkitProvider } from './RampkitProvider';
import { useRampkit } from './useRampkit';
import { usePrepareSell, useSellChannels, useSellCountries } from './hooks';
import { Amount } from '../components/shared/Amount';
import { ErrorPanel } from '../components/shared/ErrorPanel';
import { apiErrorFromResponse } from '../api/errors';
import { loadMessages } from '../i18n';
import type { RampkitEvent } from '../core/events';

describe('RampkitProvider', () => {
  it('useRampkit explains what to do outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useRampkit('MyWidget'))).toThrow(/MyWidget must be rendered inside <RampkitProvider proxyUrl="\/api">/);
  });

  it('scopes the appearance as CSS variables on its root, with a theme and no global styles', () => {
    const { container } = render(
      <RampkitProvider proxyUrl="/api" appearance={{ theme: 'dark', variables: { colorPrimary: '#ff0066', radius: '2px' } }}>
        <span>inside</span>
      </RampkitProvider>,
    );
    const root = container.querySelector('[data-rampkit-root]') as HTMLElement;
    expect(root.dataset.theme).toBe('dark');
    expect(root.style.getPropertyValue('--rk-color-primary')).toBe('#ff0066');
    expect(root.style.getPropertyValue('--rk-radius')).toBe('2px');
    expect(root.style.getPropertyValue('--rk-color-background')).toBe('#0b1220');
    const css = root.querySelector('style')?.textContent ?? '';
    expect(css.split('}').filter((rule) => rule.trim() && !rule.includes('[data-rampkit-root]') && !rule.includes('@keyframes') && !rule.includes('from{') && !rule.includes('to{'))).toEqual([]);
  });

  it('renders no styles at all when unstyled', () => {
    const { container } = render(<RampkitProvider proxyUrl="/api" appearance={{ unstyled: true }} />);
    expect(container.querySelector('style')).toBeNull();
  });

  it('formats through the chosen locale once its catalogue loads', async () => {
    render(
      <RampkitProvider proxyUrl="/api" locale="de">
        <Amount value="1234.5" currency="EUR" />
      </RampkitProvider>,
    );
    expect(await screen.findByText(/1\.234,50/)).toBeInTheDocument();
  });

  it('keeps its parts mounted, in the previous language, while a new locale loads: nothing typed is lost', async () => {
    const user = userEvent.setup();
    const error = apiErrorFromResponse(409, { Type: 'Conflict', Action: 'PrepareSell', Detail: 'busy', Instance: 'i-1' });
    const ui = (locale: 'en' | 'it') => (
      <RampkitProvider proxyUrl="/api" locale={locale}>
        <input aria-label="note" />
        <ErrorPanel error={error} />
      </RampkitProvider>
    );
    const { rerender } = render(ui('en'));
    await user.type(screen.getByRole('textbox', { name: 'note' }), 'typed');
    rerender(ui('it'));
    expect(screen.getByRole('textbox', { name: 'note' })).toHaveValue('typed');
    const italian = (await loadMessages('it'))['error.type.Conflict'];
    expect(await screen.findByText(italian)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'note' })).toHaveValue('typed');
  });
});

describe('hooks against the in-memory backend (real proxy and sandbox)', () => {
  it('loads countries and channels, and reports failures to onEvent', async () => {
    const backend = await createSandboxBackend();
    const events: RampkitEvent[] = [];
    const wrapper = ({ children }: { children: React.ReactNode }) => (
      <RampkitProvider client={backend.client} onEvent={(e) => events.push(e)}>
        {children}
      </RampkitProvider>
    );
    const countries = renderHook(() => useSellCountries(), { wrapper });
    await waitFor(() => expect(countries.result.current.data?.DE).toEqual(['EUR']));
    const channels = renderHook(() => useSellChannels({ query: { CryptoCurrency: 'USDC_TEST', Country: 'US', FiatAmount: '100' } }), { wrapper });
    await waitFor(() => expect(channels.result.current.data?.Items.map((c) => c.PaymentMethodType).sort()).toEqual(['BankAch', 'BankFedwire']));
    expect(channels.result.current.data?.Items[0]?.Calculated?.TotalFee).toBeDefined();

    const prepare = renderHook(() => usePrepareSell(), { wrapper });
    await expect(prepare.result.current.mutateAsync({ body: { ChannelID: '0b6f1c3e-8d2a-4f61-9a7e-3c5d2e1f4a01', CryptoCurrency: 'USDC_TEST', FiatAmount: '100' } })).rejects.toMatchObject({ status: 404 });
    await waitFor(() => expect(events.map((e) => e.type)).toContain('error'));
    backend.sandbox.close();
  });

  it('survives StrictMode’s double mount and renders the same data', async () => {
    const backend = await createSandboxBackend();
    function Countries() {
      const { data } = useSellCountries();
      return <p>{data ? Object.keys(data).sort().join(',') : 'loading'}</p>;
    }
    render(
      <StrictMode>
        <RampkitProvider client={backend.client}>
          <Countries />
        </RampkitProvider>
      </StrictMode>,
    );
    expect(await screen.findByText('BR,DE,FR,GB,KE,MX,NG,US')).toBeInTheDocument();
    backend.sandbox.close();
  });
});
