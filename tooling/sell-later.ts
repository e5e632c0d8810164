// How the library build splits SellFlow's later screens (src/components/SellFlow/later-steps.tsx,
// loaded while the customer types an amount, and src/core/sell-flow/after-amount.ts, what the sale
// itself needs only past the amount step) from its first paint (vite.config.ts). Left to the
// automatic split, they sat in the entry's chunk, since the entry exports them too, and a host's
// bundler keeps a package chunk its first paint needs on the first paint whole, with whatever its
// lazy chunk uses of it. So two groups of the kit's modules, neither reached statically by a
// server-usable entry (that must not load a 'use client' chunk, tooling/vite-library-plugin.ts):
// - later only: reached by the later screens and not by SellFlow's first paint nor the provider;
// - shared: reached by both (the hooks, the location fields, the back button). In a chunk of its own
//   so the later chunk does not import from the entry: that cycle made the build add internal
//   exports to `rampkit`'s own entry.
import { resolve } from 'node:path';
import { isZodFree, staticClosure } from './zod-free.ts';

/** The dynamic imports SellFlow's first paint makes for what it needs after the amount step. */
const LAZY_ENTRIES = ['src/components/SellFlow/later-steps.tsx', 'src/core/sell-flow/after-amount.ts'];
const lazyEntries = new Set(LAZY_ENTRIES.map((path) => resolve(import.meta.dirname, '..', path)));
const closureOf = (...paths: string[]) => new Set(paths.flatMap((path) => [...staticClosure(resolve(import.meta.dirname, '..', path))]));
let groups: { laterOnly: Set<string>; shared: Set<string> } | undefined;

function sellGroups() {
  if (!groups) {
    const first = closureOf('src/components/SellFlow/SellFlow.tsx', 'src/react/RampkitProvider.tsx');
    const server = closureOf('src/api/index.ts', 'src/server/index.ts', 'src/sandbox/entry.ts', 'src/testing/index.ts');
    // The later screens and what the sale needs only past the amount step (useSellFlow's after-amount.ts).
    const later = [...closureOf(...LAZY_ENTRIES)].filter((file) => !server.has(file));
    groups = {
      // later-steps.tsx (and after-amount.ts) itself stays the dynamic import's own chunk: in a chunk the entry imports
      // (for its re-exports), a host's bundler put that chunk on its first paint.
      laterOnly: new Set(later.filter((file) => !first.has(file) && !lazyEntries.has(file))),
      // The contract's zod-free modules keep their own chunk (contract-free).
      shared: new Set(later.filter((file) => first.has(file) && !(/[\\/]src[\\/]api[\\/]/.test(file) && isZodFree(file)))),
    };
  }
  return groups;
}

const sourceOf = (id: string) => id.split('?')[0]!;
export const isSellLaterOnly = (id: string) => sellGroups().laterOnly.has(sourceOf(id));
export const isSellShared = (id: string) => sellGroups().shared.has(sourceOf(id));
