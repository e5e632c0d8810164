import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

// What browser code may not import: the demo servers, the server half (keys, jose, hono), the sandbox.
const browserPatterns = [
  { group: ['**/demo-server/**'], message: 'src/ must not import demo-server/' },
  { group: ['../server', '../server/*', '../sandbox', '../sandbox/*', '../../server', '../../server/*', '../../sandbox', '../../sandbox/*', '../../../server', '../../../server/*', '../../../sandbox', '../../../sandbox/*', 'hono', 'hono/*', 'jose', '@hono/*'], message: 'browser code must not import the server half or the sandbox' },
];

export default tseslint.config(
  { ignores: ['dist', 'storybook-static', 'demo-server/web/dist', 'node_modules', 'test-results', 'playwright-report', 'coverage', 'examples/*/{dist,build,.next,node_modules,test-results,playwright-report}', 'examples/*/next-env.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Hooks live in .ts files too (useSellFlow, useControllableState, the query hooks): the hook
    // rules read them as they read components.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'jsx-a11y': jsxA11y },
    rules: jsxA11y.flatConfigs.recommended.rules,
  },
  {
    // Nothing in the library may reach into the demo servers: they depend on src/api, never the reverse.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/demo-server/**'], message: 'src/ must not import demo-server/' }] }],
    },
  },
  {
    // Browser code never reaches the server half (keys, jose, hono) or the sandbox.
    files: ['src/{api,core,react,components,i18n,theme}/**/*.{ts,tsx}', 'src/*.ts'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: browserPatterns }] },
  },
  {
    // The core is framework-free (the flow controllers under their React adapters, as TanStack's
    // query-core under react-query): no React, no TanStack, nothing of the layers above it.
    files: ['src/core/**/*.ts'],
    ignores: ['src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...browserPatterns,
            { group: ['react', 'react/*', 'react-dom', 'react-dom/*', '@tanstack/*'], message: 'src/core is framework-free: the React adapter (src/react) holds what needs React or TanStack' },
            { group: ['react', 'components', 'i18n', 'theme'].flatMap((layer) => ['../', '../../'].flatMap((up) => [up + layer, `${up}${layer}/*`])), message: 'src/core must not import the layers above it' },
          ],
        },
      ],
    },
  },
  {
    // The kit and its stories use the current names of its own props, not the deprecated aliases
    // kept for hosts (ErrorPanel's onRetry → onRetryRequested).
    files: ['src/**/*.tsx', 'stories/**/*.tsx'],
    rules: {
      'no-restricted-syntax': ['error', { selector: "JSXOpeningElement[name.name='ErrorPanel'] > JSXAttribute[name.name='onRetry']", message: 'onRetry is deprecated: use onRetryRequested' }],
    },
  },
  {
    // The demo web app uses the kit as a business does: only through its package entries.
    files: ['demo-server/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/src/**', '../../../src', '../../../src/*'], message: "import the kit from 'rampkit' or 'rampkit/api', as a business does" }] }],
    },
  },
);
