// Server rendering: the provider and shared parts render to HTML in Node, where there is no window.
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { RampkitProvider } from './RampkitProvider';
import { Amount } from '../components/shared/Amount';
import { ErrorPanel } from '../components/shared/ErrorPanel';
import { apiErrorFromResponse } from '../api/errors';

describe('SSR', () => {
  it('renders without touching window', () => {
    expect(typeof window).toBe('undefined');
    const error = apiErrorFromResponse(402, { Type: 'InsufficientBalance', Action: 'PrepareSell', Detail: 'low', Instance: 'i-9' });
    const html = renderToString(
      createElement(RampkitProvider, { proxyUrl: '/api', appearance: { theme: 'night' } }, createElement(Amount, { value: '10.5', currency: 'USD' }), createElement(ErrorPanel, { error })),
    );
    expect(html).toContain('data-rampkit-root');
    expect(html).toContain('$10.50');
    expect(html).toContain('There is not enough balance for this amount.');
    expect(html).toContain('role="alert"');
  });
});

describe('SSR in the customer’s language', () => {
  it('renders German HTML on the server for locale="de" (streaming render waits for the catalogue)', async () => {
    const { prerenderToNodeStream } = await import('react-dom/static');
    const { de } = await import('../i18n/locales/de');
    const { englishCore } = await import('../i18n/locales/en');
    const error = apiErrorFromResponse(402, { Type: 'InsufficientBalance', Action: 'PrepareSell', Detail: 'low', Instance: 'i-9' });
    const { prelude } = await prerenderToNodeStream(createElement(RampkitProvider, { proxyUrl: '/api', locale: 'de' }, createElement(ErrorPanel, { error })));
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
    expect(de['error.type.InsufficientBalance']).not.toBe(englishCore['error.type.InsufficientBalance']);
    expect(html).toContain(escape(de['error.type.InsufficientBalance']));
    expect(html).not.toContain(escape(englishCore['error.type.InsufficientBalance']!));
    expect(html).toContain('lang="de"');
  });
});

describe('SSR with locale="auto"', () => {
  const render = async (props: { acceptLanguage?: string | null }) => {
    const { prerenderToNodeStream } = await import('react-dom/static');
    const error = apiErrorFromResponse(402, { Type: 'InsufficientBalance', Action: 'PrepareSell', Detail: 'low', Instance: 'i-9' });
    const { prelude } = await prerenderToNodeStream(createElement(RampkitProvider, { proxyUrl: '/api', ...props }, createElement(ErrorPanel, { error })));
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    return html;
  };

  it('renders in the language of the request\'s Accept-Language the host passes', async () => {
    expect(await render({ acceptLanguage: 'de-CH, fr;q=0.8, en;q=0.5' })).toContain('lang="de"');
    expect(await render({ acceptLanguage: 'zh-CN, pt-BR;q=0.9' })).toContain('lang="pt"');
  });

  it('renders English without a header, or with one it serves no language of', async () => {
    expect(await render({})).toContain('lang="en"');
    expect(await render({ acceptLanguage: null })).toContain('lang="en"');
    expect(await render({ acceptLanguage: 'zh-CN' })).toContain('lang="en"');
  });
});
