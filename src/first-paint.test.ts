// The first-paint boundary of a host that embeds SellFlow (issue 16): what it imports from the kit
// runs without zod; zod and the contract's schemas load later, as chunks (the client's contract.ts,
// the live stream's live-event.ts). The bytes themselves are measured by `npm run bench`
// (scripts/bench/host-size.mjs); this only guards the static import graph, which is what decides
// whether zod is on the first paint at all.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { isSellLaterOnly, isSellShared } from '../tooling/sell-later';
import { isZodFree, staticClosure } from '../tooling/zod-free';

const src = (path: string) => resolve(__dirname, path);

describe('a SellFlow-only host\'s first paint', () => {
  it.each(['components/SellFlow/SellFlow.tsx', 'react/RampkitProvider.tsx'])('imports nothing that loads zod from %s', (path) => {
    expect(isZodFree(src(path))).toBe(true);
  });

  it('leaves the screens after the amount step to a chunk of their own (SellFlow loads it while the amount is typed)', () => {
    const first = new Set([...staticClosure(src('components/SellFlow/SellFlow.tsx')), ...staticClosure(src('react/RampkitProvider.tsx'))]);
    for (const later of ['ChannelPicker/ChannelPicker.tsx', 'PaymentMethodPicker/PaymentMethodPicker.tsx', 'PriceQuote/PriceQuote.tsx', 'TransactionStatus/TransactionStatus.tsx', 'SellFlow/UnquotedEstimate.tsx', 'SellFlow/later-steps.tsx']) {
      expect(first.has(src(`components/${later}`)), later).toBe(false);
    }
    // What only a later step uses (ADR 0161): the form's own component and titles, the verified name
    // for the form, the reload store's reader and writer, the address bar's step.
    for (const later of ['components/DynamicForm/DynamicForm.tsx', 'core/form-schema/field-title.ts', 'core/sell-flow/holder-name.ts', 'core/sell-flow/persist.ts', 'core/sell-flow/step-history.ts', 'core/sell-flow/after-amount.ts']) {
      expect(first.has(src(later)), later).toBe(false);
    }
    expect(isSellLaterOnly(src('core/sell-flow/holder-name.ts'))).toBe(true);
    expect(isSellLaterOnly(src('core/sell-flow/after-amount.ts'))).toBe(false);
    // The library build's groups for them (vite.config.ts): the later screens apart, what they share with the first paint apart.
    expect(isSellLaterOnly(src('components/PriceQuote/PriceQuote.tsx'))).toBe(true);
    expect(isSellLaterOnly(src('components/SellFlow/later-steps.tsx'))).toBe(false);
    expect(isSellShared(src('react/hooks.ts'))).toBe(true);
    expect(isSellShared(src('components/PriceQuote/PriceQuote.tsx'))).toBe(false);
  });

  it('sees zod behind other modules of the kit', () => {
    // useDepositRule reaches zod only through common.ts.
    expect(isZodFree(src('react/useDepositRule.ts'))).toBe(false);
    expect(isZodFree(src('api/errors.ts'))).toBe(false);
    expect(isZodFree(src('api/api-error.ts'))).toBe(true);
  });
});

describe('isZodFree', () => {
  const dir = mkdtempSync(join(tmpdir(), 'zod-free-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = (name: string, code: string) => {
    writeFileSync(join(dir, name), code);
    return join(dir, name);
  };
  file('schema.ts', "import { z } from 'zod/mini';\nexport const S = z.string();\n");
  file('plain.ts', 'export const n = 1;\n');

  it('leaves out type-only imports and dynamic imports, which load nothing at once', () => {
    expect(isZodFree(file('types.ts', "import type { S } from './schema';\nimport type {\n  T,\n} from './schema';\nexport type { U } from './schema';\nexport const later = () => import('./schema');\n"))).toBe(true);
  });
  it.each([
    ['a named import over lines', "import {\n  S,\n} from './schema';\n"],
    ['a mixed import', "import { n, type X } from './plain';\nimport { S } from './schema';\n"],
    ['a re-export', "export { S } from './schema';\n"],
    ['a star re-export', "export * from './schema';\n"],
    ['a bare import', "import './schema';\n"],
    ['zod itself', "import { z } from 'zod';\n"],
    ['a file it cannot find', "import { x } from './missing';\n"],
  ])('sees zod through %s', (name, code) => {
    expect(isZodFree(file(`${name.replace(/\W/g, '-')}.ts`, code))).toBe(false);
  });
  it('follows a chain of the kit\'s modules', () => {
    file('middle.ts', "export { S } from './schema';\n");
    expect(isZodFree(file('top.ts', "import { n } from './plain';\nimport { S } from './middle';\n"))).toBe(false);
    expect(isZodFree(file('clean.ts', "import { n } from './plain';\n"))).toBe(true);
  });
});
