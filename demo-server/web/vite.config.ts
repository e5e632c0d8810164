import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { rjsfStandIns } from '../../tooling/rjsf-stand-ins.ts';

// The demo business app. Built into ./dist and served by demo-server/main.ts. It imports the kit
// only by its package entries (`rampkit`, `rampkit/api`), resolved here to their sources, so the
// demo uses exactly what a business gets (ESLint refuses imports into src/).
const src = (path: string) => fileURLToPath(new URL(`../../src/${path}`, import.meta.url));

export default defineConfig({
  root: import.meta.dirname,
  // rjsf with the stand-ins the package ships (tooling/rjsf-stand-ins.ts).
  plugins: [react(), rjsfStandIns()],
  resolve: {
    alias: [
      { find: /^rampkit$/, replacement: src('index.ts') },
      { find: /^rampkit\/api$/, replacement: src('api/index.ts') },
      { find: /^rampkit\/dynamic-form$/, replacement: src('dynamic-form.ts') },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // React and TanStack Query in chunks of their own, as an app ships them: they change less often
    // than the app (cached across its releases), and no chunk passes the 500 kB warning on `npm start`.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
          ],
        },
      },
    },
  },
  logLevel: 'warn',
});
