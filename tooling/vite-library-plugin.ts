// The library build's own steps (npm run build):
// - `'use client'` survives: bundling drops module directives, so every client entry and every chunk
//   holding a module that began with the directive gets it back on its first line (Next.js App
//   Router hosts then need no wrapper). rampkit/api, rampkit/server and rampkit/sandbox stay
//   server-usable: they never get it.
// - `dist/styles.css`: the kit's scoped CSS as a file, for hosts whose CSP forbids inline styles.
// - The server half never reaches a browser chunk: the build fails if anything a client entry loads
//   imports hono, jose, ioredis, @hono/* or a node: module.
// - rampkit/testing/backend runs in a browser tab (a host's Storybook): the build fails if anything
//   it loads imports a node: module, Playwright or Testing Library (rampkit/testing's Node half).
import { fileURLToPath } from 'node:url';
import MagicString from 'magic-string';
import { runnerImport, type Plugin } from 'vite';

// The provider's own stylesheet module, loaded through Vite when the bundle is written, not imported
// here: this file is part of the Vite config, and src/ imports without extensions, which the
// config loader cannot follow (the theme tokens import the contrast helpers).
const STYLESHEET = fileURLToPath(new URL('../src/theme/stylesheet.ts', import.meta.url));

const CLIENT_ENTRIES = new Set(['index', 'dynamic-form']);
// rampkit/testing/react renders client components in a host's test runner (Node + a DOM): neither a
// browser entry nor one a server route loads, so neither check applies to it.
const TEST_RENDER_ENTRIES = new Set(['testing-react']);
const SERVER_ONLY = /^(hono|jose|ioredis|@hono\/|node:)/;
// Entries a browser tab loads although they carry the server half (the in-memory proxy and sandbox).
const BROWSER_USABLE_ENTRIES = new Set(['testing-backend']);
const NODE_ONLY = /^(node:|playwright|@playwright\/|@testing-library\/)/;
const USE_CLIENT = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*(['"])use client\1/;

type Chunk = { type: 'chunk'; fileName: string; name: string; isEntry: boolean; imports: string[]; dynamicImports: string[] };

export function rampkitLibrary(): Plugin {
  const clientModules = new Set<string>();
  return {
    name: 'rampkit-library',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (USE_CLIENT.test(code)) clientModules.add(id.split('?')[0]!);
      return null;
    },
    renderChunk(code, chunk) {
      const isClient = (chunk.isEntry && CLIENT_ENTRIES.has(chunk.name)) || chunk.moduleIds.some((id) => clientModules.has(id));
      if (!isClient || USE_CLIENT.test(code)) return null;
      const s = new MagicString(code);
      s.prepend("'use client';\n");
      return { code: s.toString(), map: s.generateMap({ hires: 'boundary' }) };
    },
    async generateBundle(_options, bundle) {
      const { module } = await runnerImport<{ RAMPKIT_CSS: string }>(STYLESHEET, { configFile: false, logLevel: 'error' });
      this.emitFile({ type: 'asset', fileName: 'styles.css', source: module.RAMPKIT_CSS });
      const chunks = new Map(Object.values(bundle).filter((o): o is typeof o & Chunk => o.type === 'chunk').map((c) => [c.fileName, c as Chunk]));
      // Every chunk an entry loads, statically or lazily, checked for imports a browser cannot load.
      const refuse = (entries: Set<string>, forbidden: RegExp, what: string) => {
        const seen = new Set<string>();
        const visit = (fileName: string, from: string) => {
          if (seen.has(fileName)) return;
          seen.add(fileName);
          const chunk = chunks.get(fileName);
          if (!chunk) return;
          const leak = [...chunk.imports, ...chunk.dynamicImports].find((id) => forbidden.test(id));
          if (leak) this.error(`${fileName} (loaded by the browser entry ${from}) imports the ${what} "${leak}"`);
          for (const dep of [...chunk.imports, ...chunk.dynamicImports]) visit(dep, from);
        };
        for (const chunk of chunks.values()) if (chunk.isEntry && entries.has(chunk.name)) visit(chunk.fileName, chunk.fileName);
      };
      refuse(CLIENT_ENTRIES, SERVER_ONLY, 'server-only');
      refuse(BROWSER_USABLE_ENTRIES, NODE_ONLY, 'Node-only');
      // And the reverse: a server-usable entry that loaded a 'use client' chunk would hand a Next.js
      // route handler client references instead of functions.
      const serverSeen = new Set<string>();
      const visitServer = (fileName: string, from: string) => {
        if (serverSeen.has(fileName)) return;
        serverSeen.add(fileName);
        const chunk = chunks.get(fileName) as (Chunk & { code: string }) | undefined;
        if (!chunk) return;
        if (USE_CLIENT.test(chunk.code)) this.error(`${fileName} is a 'use client' chunk loaded by the server-usable entry ${from}`);
        for (const dep of chunk.imports) visitServer(dep, from);
      };
      for (const chunk of chunks.values()) if (chunk.isEntry && !CLIENT_ENTRIES.has(chunk.name) && !TEST_RENDER_ENTRIES.has(chunk.name)) visitServer(chunk.fileName, chunk.fileName);
    },
  };
}
