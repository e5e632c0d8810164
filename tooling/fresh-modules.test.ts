import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { filesReplacingModules } from './fresh-modules';

let root: string | undefined;
afterEach(() => root && rmSync(root, { recursive: true, force: true }));

describe('filesReplacingModules', () => {
  it('finds the test files that replace a module, and only those of the given suffix', () => {
    root = mkdtempSync(join(tmpdir(), 'fresh-modules-'));
    mkdirSync(join(root, 'src', 'deep'), { recursive: true });
    writeFileSync(join(root, 'src', 'plain.test.ts'), "import { it } from 'vitest';\nit('adds', () => {});\n");
    writeFileSync(join(root, 'src', 'deep', 'mocks.test.ts'), "vi.mock('../x', () => ({}));\n");
    writeFileSync(join(root, 'src', 'deep', 'resets.test.ts'), 'beforeEach(() => vi.resetModules());\n');
    writeFileSync(join(root, 'src', 'deep', 'later.test.ts'), "await vi.doMock ('./y');\n");
    writeFileSync(join(root, 'src', 'deep', 'said.test.ts'), '// vi.mocked(fn) only types a spy\nvi.mocked(fn);\n');
    writeFileSync(join(root, 'src', 'component.test.tsx'), "vi.mock('../z');\n");
    expect(filesReplacingModules(root, ['src', 'missing'], ['.test.ts'])).toEqual(['src/deep/later.test.ts', 'src/deep/mocks.test.ts', 'src/deep/resets.test.ts']);
    expect(filesReplacingModules(root, ['src'], ['.test.tsx'])).toEqual(['src/component.test.tsx']);
  });
});
