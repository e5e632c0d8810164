// The components `rampkit` exports: each must have a documented stories file
// (docs-coverage.test.ts, on the source) and a docs page in the built Storybook
// (scripts/storybook-docs.mjs).
import * as rampkit from '../../src/index';

export const exportedComponents = Object.keys(rampkit).filter(
  (name) => /^[A-Z]/.test(name) && typeof (rampkit as Record<string, unknown>)[name] === 'function' && !['ApiError', 'RampkitProvider'].includes(name),
);
