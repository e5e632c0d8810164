import type { NextConfig } from 'next';

const config: NextConfig = {
  // The shop type checks on its own (npm run typecheck: TypeScript 5 and 7, skipLibCheck false).
  typescript: { ignoreBuildErrors: true },
  // Source maps of the browser chunks: the test reads them to prove no server-only package
  // (hono, jose, ioredis) reached the browser.
  productionBrowserSourceMaps: true,
  // A German shop: / is its German page.
  redirects: async () => [{ source: '/', destination: '/de', permanent: false }],
};
export default config;
