// Server rendering from the query options factories: the server fills a cache with
// rampkitQueries, sends it dehydrated, and the kit's components render their data in the HTML
// (not a loading state), with no request made while rendering.
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { createSandboxBackend } from '../testing/sandbox-backend';
import { ChannelPicker } from '../components/ChannelPicker';
import { RampkitProvider } from './RampkitProvider';
import { rampkitQueries } from './queries';

describe('SSR from rampkitQueries', () => {
  it('renders ChannelPicker’s channels into the HTML from a prefetched, dehydrated cache', async () => {
    const backend = await createSandboxBackend();
    const onServer = new QueryClient();
    await onServer.query(rampkitQueries.sellCountries(backend.client, { query: { CryptoCurrency: 'USDC_TEST' } }));
    await onServer.query(rampkitQueries.sellChannels(backend.client, { query: { CryptoCurrency: 'USDC_TEST', PageSize: 100, Country: 'US', FiatCurrency: 'USD' } }));
    const sent = JSON.parse(JSON.stringify(dehydrate(onServer)));

    const inPage = new QueryClient();
    hydrate(inPage, sent);
    const requests: string[] = [];
    const client = { ...backend.client, listSellCountries: () => (requests.push('countries'), new Promise(() => undefined)), listSellChannels: () => (requests.push('channels'), new Promise(() => undefined)) } as typeof backend.client;
    const html = renderToString(createElement(RampkitProvider, { client, queryClient: inPage }, createElement(ChannelPicker, { cryptoCurrency: 'USDC_TEST', defaultCountry: 'US' })));
    expect(html.match(/type="radio"/g)).toHaveLength(2);
    expect(html).toContain('data-state="ready"');
    expect(requests).toEqual([]);
    backend.sandbox.close();
  });
});
