// Every component the package exports has a docs page: a stories file whose default export names
// it as its `component` (Storybook builds the props table from it; the description is checked after
// every story by .storybook/checks.ts).
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exportedComponents as components } from './exported-components';

const storiesDir = new URL('..', import.meta.url);
const storyFiles = readdirSync(storiesDir, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.stories.tsx'))
  .map((file) => readFileSync(new URL(file, storiesDir), 'utf8'));

describe('docs pages', () => {
  it('finds the exported components', () => {
    expect(components).toEqual(expect.arrayContaining(['SellFlow', 'VirtualAccounts', 'CopyField']));
  });
  it.each(components)('%s has a stories file that documents it', (name) => {
    expect(storyFiles.some((text) => new RegExp(`\\bcomponent: ${name}\\b`).test(text))).toBe(true);
  });
});
