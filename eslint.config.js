import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

// What browser code may not import: the demo servers, the server half (keys, jose, hono), the sandbox.
const browserPatterns = [
  { group: ['**/demo-server/**'], message: 'src/ must not import demo-server/' },
  { group: ['../server', '../server/*', '../sandbox', '../sandbox/*', '../../server', '../../server/*', '../../sandbox', '../../sandbox/*', '../../../server', '../../../server/*', '../../../sandbox', '../../../sandbox/*', 'hono', 'hono/*', 'jose', '@hono/*'], message: 'browser code must not import the server half or the sandbox' },
  { group: ['**/wire', '**/wire/**'], message: 'browser code must not import src/wire (signing keys, server-side bodies)' },
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
    // Dependencies point one way (docs/architecture.md, "Layers"): the sandbox is the upstream the
    // proxy calls, so it never composes the proxy (the in-memory pair lives in src/testing); what
    // both sides share (signing, bodies under limits, bounded memory) is src/wire. Tests included.
    files: ['src/sandbox/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/demo-server/**'], message: 'src/ must not import demo-server/' },
            { group: ['**/server', '**/server/**', 'rampkit/server'], message: 'the sandbox must not import src/server: what both sides share lives in src/wire' },
            { group: ['**/testing', '**/testing/**', '**/react/**', '**/components/**'], message: 'the sandbox knows src/api, src/core and src/wire only' },
          ],
        },
      ],
    },
  },
  {
    // The proxy knows the contract and src/wire, never the sandbox it may call (its tests use one).
    files: ['src/server/**/*.{ts,tsx}'],
    ignores: ['src/server/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/demo-server/**'], message: 'src/ must not import demo-server/' },
            { group: ['**/sandbox', '**/sandbox/**', '**/testing', '**/testing/**', '**/react/**', '**/components/**'], message: 'src/server knows src/api and src/wire only' },
          ],
        },
      ],
    },
  },
  {
    // src/wire is a leaf both sides import: it imports src/api and libraries, nothing else of the kit.
    files: ['src/wire/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['../**', '!../api', '!../api/**'], message: 'src/wire imports only src/api and libraries' }] }],
    },
  },
  {
    // Nothing uses a deprecated name: 0.1.0 has none of its own, and the few the service's contract
    // marks (src/api) are read only where the kit must, each with its reason beside it. The rule
    // needs types: the project's tsconfig answers for every file it includes. The examples install
    // the packed kit and are type checked against it by scripts/examples.mjs instead.
    files: ['**/*.{ts,tsx}'],
    // .storybook's files (but backend.ts) are outside the program: TypeScript's include skips a dot
    // folder's files.
    ignores: ['examples/**', '.storybook/**'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-deprecated': 'error' },
  },
  {
    // The demo web app uses the kit as a business does: only through its package entries.
    files: ['demo-server/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/src/**', '../../../src', '../../../src/*'], message: "import the kit from 'rampkit' or 'rampkit/api', as a business does" }] }],
    },
  },
);
