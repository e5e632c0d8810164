import { describe, expect, it } from 'vitest';
import { urlParts } from './url-parts';

const parsed = (url: string) => {
  const u = new URL(url);
  return { origin: u.origin, pathname: u.pathname, search: u.search };
};

describe('urlParts', () => {
  it('reads what the parser would, for URLs the proxy builds and receives and for ones it must not read off the string', () => {
    const urls = [
      'http://127.0.0.1:8787/api/customers/c-1',
      'http://localhost:3000/api/prices?SourceCurrency=USDC_TEST&DestinationCurrency=EUR',
      'https://api.sandbox.example/v1/transactions/sell/prepare',
      'https://api.example/v1/channels/sell?CryptoCurrency=USDC&Country=DE&CustomerID=a%20b',
      'http://wallet.test/api/x?',
      // the parser changes each of these, so they are not read off the string
      'http://WALLET.test/api/x',
      'http://wallet.test:80/api/x',
      'https://wallet.test:443/api/x',
      'http://127.1/api/x',
      'http://0x7f.0.0.1/api/x',
      'http://wallet.test/api/./x',
      'http://wallet.test/api/a/../x',
      'http://wallet.test/api/%2e%2E/x',
      'http://wallet.test/api/x?q=it\'s',
      'http://wallet.test/api/x y',
      'http://wallet.test/api/ü',
      'http://wallet.test/api\\x',
      'http://wallet.test/api/x#frag',
      'http://wallet.test/api/x?a=1#frag',
      'http://[::1]:8080/api/x',
      'http://wallet.test./api/x',
      'http://xn--nxasmq6b.test/api/x',
      'http://wallet.test/api/"x"',
      'http://wallet.test/api/x?b=<1>',
    ];
    for (const url of urls) expect(urlParts(url), url).toEqual(parsed(url));
  });

  it('agrees with the parser on thousands of URLs made of the characters that matter', () => {
    // Deterministic: a fixed linear congruential sequence, so a failure names the same URL every run.
    let seed = 29;
    const next = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    const hosts = ['wallet.test', 'Wallet.test', '127.0.0.1', '10.0.0.256', '1.2.3', 'a-b.c-d.example', 'x.0x10', 'host.123', 'localhost'];
    const ports = ['', ':1', ':80', ':443', ':8080', ':65535', ':65536', ':08'];
    const pieces = ['/', 'a', 'Z', '9', '.', '..', '%2e', '%2F', '%zz', '?', '&', '=', "'", '#', ' ', '~', '-', '_', '!', '$', '(', '*', '+', ',', ';', ':', '@', '%', '\\', '"', '<', '[', '|', '^', '`', '{', 'é'];
    for (let i = 0; i < 5000; i += 1) {
      let path = '/';
      for (let length = next(12); length > 0; length -= 1) path += pieces[next(pieces.length)];
      const url = `${next(2) ? 'https' : 'http'}://${hosts[next(hosts.length)]}${ports[next(ports.length)]}${path}`;
      let expected: ReturnType<typeof parsed> | 'throws';
      try {
        expected = parsed(url);
      } catch {
        expected = 'throws';
      }
      if (expected === 'throws') expect(() => urlParts(url), url).toThrow();
      else expect(urlParts(url), url).toEqual(expected);
    }
  });
});
