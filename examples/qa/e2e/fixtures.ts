// The QA suite's fixtures: rampkit/testing's (the sandbox's control API, the kit's page objects,
// sign-in through the shop's own route), pointed at the shop under test. The shop is the
// Vite + Express example as built (`npm run build` in examples/vite-express), installed from the
// tarball like this suite; SHOP_APP names another build of it.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { test as kitTest, expect } from 'rampkit/testing';

export interface ShopOptions {
  /** The language the shop is opened in (`?lang=`). */
  shopLocale: 'en' | 'de';
}

interface RunningShop {
  url: string;
  controlToken?: string;
  close(): Promise<void>;
}

const shopApp = resolve(process.env.SHOP_APP ?? '../vite-express/build/server/app.js');

export const test = kitTest.extend<ShopOptions, { shop: RunningShop & { controlToken: string } }>({
  shopLocale: ['en', { option: true }],
  shop: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const { start } = (await import(pathToFileURL(shopApp).href)) as { start: (options: { port: number }) => Promise<RunningShop> };
      const shop = await start({ port: 0 });
      if (!shop.controlToken) throw new Error(`${shopApp} runs without its embedded sandbox: the suite needs its control API`);
      await provide({ ...shop, controlToken: shop.controlToken });
      await shop.close();
    },
    { scope: 'worker' },
  ],
  // The kit's fixtures on this shop: its embedded sandbox, its address, its sign-in route.
  sandboxConnection: [async ({ shop }, provide) => provide({ url: shop.url, controlToken: shop.controlToken }), { scope: 'worker' }],
  baseURL: async ({ shop }, provide) => provide(shop.url),
  signInRoute: { path: '/session', body: (customerId) => ({ customerId }) },
});

export { expect };
