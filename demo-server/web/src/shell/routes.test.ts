// The demo's addresses: a page of the transaction list is in the address (its PageTokens), so Back
// from a transaction and a reload return to it; other pages carry no query.
import { describe, expect, it } from 'vitest';
import { parseRoute, routePath } from './routes';

describe('routes', () => {
  it('keeps the list\'s pages turned in the address, with a transaction open too', () => {
    const route = { view: 'transactions' as const, transactionId: '4f1c2d3e-0000-4000-8000-00000000000a', pages: ['eyJvIjoxMH0=', 'a&b=c'] };
    const path = routePath(route);
    expect(path).toBe('/transactions/4f1c2d3e-0000-4000-8000-00000000000a?page=eyJvIjoxMH0%3D&page=a%26b%3Dc');
    const [pathname, search] = path.split('?');
    expect(parseRoute(pathname!, `?${search}`)).toEqual(route);
  });

  it('has no query for the first page or another view', () => {
    expect(routePath({ view: 'transactions', pages: [] })).toBe('/transactions');
    expect(parseRoute('/transactions', '')).toEqual({ view: 'transactions' });
    expect(parseRoute('/sell', '?page=x')).toEqual({ view: 'sell' });
    expect(routePath({ view: 'sell', pages: ['x'] })).toBe('/sell');
  });
});
