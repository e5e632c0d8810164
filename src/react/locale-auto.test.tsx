// locale="auto" (the default): the customer's language from the browser, or from the host's
// Accept-Language header on both sides of a server render.
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { RampkitProvider } from './RampkitProvider';
import { useRampkit } from './useRampkit';
import { Amount } from '../components/shared/Amount';
import { loadMessages } from '../i18n';

function Spoken() {
  return <output data-testid="locale">{useRampkit('Spoken').locale}</output>;
}

const prefer = (languages: string[]) => {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
};

afterEach(() => vi.restoreAllMocks());

/** Hydrates server HTML, failing on any mismatch React recovers from; the locale spoken after. */
async function hydrate(html: string, ui: ReactElement): Promise<string | null> {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverable = vi.fn();
  await act(async () => void hydrateRoot(container, ui, { onRecoverableError: recoverable }));
  expect(recoverable).not.toHaveBeenCalled();
  const spoken = container.querySelector('[data-testid=locale]')?.textContent ?? null;
  container.remove();
  return spoken;
}

describe('locale="auto"', () => {
  it('is the default: a browser that prefers Austrian German gets German, amounts and all', async () => {
    prefer(['de-AT', 'en']);
    render(
      <RampkitProvider proxyUrl="/api">
        <Spoken />
        <Amount value="1234.5" currency="EUR" />
      </RampkitProvider>,
    );
    expect(await screen.findByText(/1\.234,50/)).toBeInTheDocument();
    expect(screen.getByTestId('locale')).toHaveTextContent('de');
  });

  it('takes the first language it serves, and English when it serves none', async () => {
    prefer(['zh-CN', 'pt-BR', 'en']);
    const { unmount } = render(
      <RampkitProvider proxyUrl="/api" locale="auto">
        <Spoken />
      </RampkitProvider>,
    );
    expect(await screen.findByTestId('locale')).toHaveTextContent('pt');
    unmount();
    prefer(['zh-CN', 'ja']);
    render(
      <RampkitProvider proxyUrl="/api">
        <Spoken />
      </RampkitProvider>,
    );
    expect(await screen.findByTestId('locale')).toHaveTextContent('en');
  });

  it('follows the browser when the customer changes its languages', async () => {
    prefer(['en-GB']);
    render(
      <RampkitProvider proxyUrl="/api">
        <Spoken />
      </RampkitProvider>,
    );
    expect(await screen.findByTestId('locale')).toHaveTextContent('en');
    await loadMessages('fr');
    prefer(['fr-BE']);
    act(() => void window.dispatchEvent(new Event('languagechange')));
    expect(screen.getByTestId('locale')).toHaveTextContent('fr');
  });

  it('an explicit locale wins over the browser', async () => {
    prefer(['de-DE']);
    render(
      <RampkitProvider proxyUrl="/api" locale="it">
        <Spoken />
      </RampkitProvider>,
    );
    expect(await screen.findByTestId('locale')).toHaveTextContent('it');
  });

  it('with acceptLanguage, the header decides in the browser too, so a server-rendered page hydrates in its language', async () => {
    await loadMessages('es');
    const ui = (
      <RampkitProvider proxyUrl="/api" acceptLanguage="es-MX,es;q=0.9,en;q=0.5">
        <Spoken />
        <Amount value="1234.5" currency="EUR" />
      </RampkitProvider>
    );
    // The server had no browser: it rendered by the header.
    const html = renderToString(ui);
    expect(html).toContain('>es<');
    // This browser prefers German, but the page it hydrates was rendered in Spanish.
    prefer(['de-DE']);
    expect(await hydrate(html, ui)).toBe('es');
  });

  it('without acceptLanguage, hydrates as the server rendered (English), then turns to the browser\'s language', async () => {
    await loadMessages('de');
    const ui = (
      <RampkitProvider proxyUrl="/api">
        <Spoken />
      </RampkitProvider>
    );
    prefer(['de-DE']);
    const html = renderToString(ui);
    expect(html).toContain('>en<');
    expect(await hydrate(html, ui)).toBe('de');
  });
});
