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

  it("adds nothing to the host's page: each kit component's root is the styled scope, themed by a stylesheet", () => {
    const { container } = render(
      <RampkitProvider proxyUrl="/api" appearance={{ theme: 'night', variables: { colorPrimary: '#ff0066', radius: '2px' } }}>
        <p id="host">host</p>
        <Amount value="1" currency="EUR" />
        <ErrorPanel error={null} />
      </RampkitProvider>,
    );
    // The host's element is where the host put it, with no wrapper and nothing beside it.
    expect(container.firstElementChild?.id).toBe('host');
    expect(container.querySelector('#host')!.closest('[data-rampkit-root], [style], [lang]')).toBeNull();
    const roots = container.querySelectorAll<HTMLElement>('[data-rampkit-root]');
    expect([...roots].map((root) => root.dataset.slot)).toEqual(['amount', 'error-panel']);
    for (const root of roots) {
      expect(root.dataset.theme).toBe('night');
      expect(root.lang).toBe('en');
      expect(root.getAttribute('style')).toBeNull();
    }
    // The variables are CSS in the document's head, scoped to the roots that carry the look's id.
    const look = roots[0]!.dataset.rkLook!;
    expect(look).toMatch(/^[0-9a-z]+$/);
    const css = [...document.head.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(css).toContain(`[data-rampkit-root][data-rampkit-root][data-rk-look="${look}"]{`);
    expect(css).toMatch(/--rk-color-primary:#ff0066/);
    expect(css).toMatch(/--rk-radius:2px/);
  });

  it('applies the scope once: a kit component inside another is not a root of its own', () => {
    const { container } = render(
      <RampkitProvider proxyUrl="/api">
        <ErrorPanel error={apiErrorFromResponse(409, { Type: 'Conflict', Action: 'PrepareSell', Detail: 'busy', Instance: 'i-1' })} />
      </RampkitProvider>,
    );
    expect(container.querySelectorAll('[data-rampkit-root]')).toHaveLength(1);
    expect(container.querySelectorAll('[lang]')).toHaveLength(1);
  });

  it('renders no styles at all when unstyled, and no scope the kit\'s CSS would match', () => {
    document.head.querySelectorAll('style').forEach((style) => style.remove());
    const { container } = render(
      <RampkitProvider proxyUrl="/api" appearance={{ unstyled: true }}>
        <Amount value="1" currency="EUR" />
      </RampkitProvider>,
    );
    expect(document.querySelector('style')).toBeNull();
    expect(container.querySelector('[data-rampkit-root]')).toBeNull();
    expect(container.querySelector('[data-slot=amount]')!.getAttribute('lang')).toBe('en');
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
