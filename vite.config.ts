import { defineConfig } from 'vite';
import { configDefaults, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { testLaunchOptions } from './tooling/chromium.mjs';
import { rampkitLibrary } from './tooling/vite-library-plugin.ts';
import { BUNDLED, rjsfStandIns } from './tooling/rjsf-stand-ins.ts';
import { isZodFree } from './tooling/zod-free.ts';
import { isSellLaterOnly, isSellShared } from './tooling/sell-later.ts';
import { STORY_TIME_ZONE } from './tooling/story-clock.ts';
import { fitStoryPage, recordStoryFindings, shootStory } from './tooling/visual/story-commands.ts';
import { policyFromEnv } from './tooling/kit-checks/policy.ts';
import { filesReplacingModules } from './tooling/fresh-modules.ts';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};
// A library never bundles what its users install: dependencies and peers (hono and jose are
// optional peers of rampkit/server, rampkit/sandbox and rampkit/testing/backend) stay imports. rjsf
// is the exception: it is bundled into the form chunk, with small stand-ins for four of its imports
// (tooling/rjsf-stand-ins.ts).
const external = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})].filter((name) => !BUNDLED.includes(name));
// Node's own modules stay imports too (rampkit/testing's startSandboxServer listens with node:http):
// left to Vite, a build for the browser swaps them for an empty stub, and createServer is undefined.
const isNodeBuiltin = (id: string) => id.startsWith('node:') || builtinModules.includes(id);
const isExternal = (id: string) => isNodeBuiltin(id) || external.some((name) => id === name || id.startsWith(`${name}/`));

/**
 * A test project whose files share their worker's imports, and its `-fresh` twin that runs the
 * files replacing a module, each with a module graph of its own (see tooling/fresh-modules.ts).
 */
/**
 * The package's own entries, as the demo's code imports them, resolved to their sources in unit
 * and component tests (as the demo's Vite config does): the library is built after those run.
 */
const packageSources = [
  { find: /^rampkit$/, replacement: new URL('./src/index.ts', import.meta.url).pathname },
  { find: /^rampkit\/api$/, replacement: new URL('./src/api/index.ts', import.meta.url).pathname },
];

function withFreshTwin({ fresh, ...test }: NonNullable<TestProjectInlineConfiguration['test']> & { name: string; include: string[]; fresh: string[] }): TestProjectInlineConfiguration[] {
  return [
    { extends: true, test: { alias: packageSources, ...test, isolate: false, exclude: [...configDefaults.exclude, ...fresh] } },
    { extends: true, test: { alias: packageSources, ...test, name: `${test.name}-fresh`, include: fresh.length ? fresh : ['no-file-replaces-a-module'] } },
  ];
}

export default defineConfig(({ command }) => ({
  plugins: [react(), rjsfStandIns({ licences: command === 'build', strict: command === 'build' }), ...(command === 'build' ? [rampkitLibrary()] : [])],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    lib: {
      formats: ['es'],
      entry: {
        index: 'src/index.ts',
        api: 'src/api/index.ts',
        'dynamic-form': 'src/dynamic-form.ts',
        server: 'src/server/index.ts',
        sandbox: 'src/sandbox/entry.ts',
        testing: 'src/testing/index.ts',
        'testing-react': 'src/testing/react.ts',
        'testing-backend': 'src/testing/backend.ts',
      },
    },
    rollupOptions: {
      external: isExternal,
      preserveEntrySignatures: 'allow-extension',
      // The contract's zod-free modules (routes, value lists, ApiError, the client) in a chunk of
      // their own: left to the automatic split they shared a chunk with schemas, and a host's
      // bundler that needed a route or a list kept that whole chunk's zod calls on the first paint.
      // SellFlow's screens after the amount step, likewise: in the entry's chunk they stayed on a
      // SellFlow host's first paint although SellFlow loads them lazily (tooling/sell-later.ts).
      output: {
        codeSplitting: {
          groups: [
            { name: 'contract-free', test: (id) => /[\\/]src[\\/]api[\\/]/.test(id) && isZodFree(id) },
            // Only these modules: by default a group takes in its modules' dependencies too, and the
            // first paint's modules (the provider's hooks) would have come along.
            { name: 'sell-later', test: isSellLaterOnly, includeDependenciesRecursively: false },
            { name: 'sell-shared', test: isSellShared, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  test: {
    passWithNoTests: true,
    // Vitest takes one core less than the machine has, so one worker on a 2-core one: most test
    // files wait on servers, Redis and timers as much as they compute, and two workers fill the
    // machine (npm test's step took 330 s with one, README "Testing").
    maxWorkers: 2,
    projects: [
      // unit and dom keep a worker's imports from one file to the next (isolate: false): unit+dom
      // took 285 s with a fresh module graph per file, 116 s without. A file that replaces a module
      // runs in its `-fresh` twin instead (tooling/fresh-modules.ts); `--project 'unit*'` runs both.
      ...withFreshTwin({
        name: 'unit',
        environment: 'node',
        include: ['src/**/*.test.ts', 'src/**/*.ssr.test.ts', 'demo-server/**/*.test.ts', 'scripts/**/*.test.ts', 'stories/**/*.test.ts', 'tooling/**/*.test.ts'],
        fresh: filesReplacingModules(import.meta.dirname, ['src', 'demo-server', 'scripts', 'stories', 'tooling'], ['.test.ts']),
      }),
      ...withFreshTwin({
        name: 'dom',
        environment: 'happy-dom',
        // Room for findBy's 5 s (tooling/vitest-dom-setup.ts) after the steps before it, under load.
        testTimeout: 20_000,
        include: ['src/**/*.test.tsx', 'demo-server/**/*.test.tsx'],
        // rjsf through Vite's pipeline, so the forms under test use the stand-ins the package ships.
        server: { deps: { inline: [/@rjsf\//] } },
        setupFiles: ['tooling/vitest-dom-setup.ts'],
        fresh: filesReplacingModules(import.meta.dirname, ['src', 'demo-server'], ['.test.tsx']),
      }),
      {
        // The public API's types (*.test-d.ts): props, hook results, query factories, the event union,
        // the server options. Type checked only, never run; by the same compiler as `npm run typecheck`.
        test: {
          name: 'types',
          include: [],
          typecheck: { enabled: true, only: true, include: ['src/**/*.test-d.{ts,tsx}'], tsconfig: './tsconfig.json', checker: 'node_modules/typescript-7/bin/tsc' },
        },
      },
      // Every story rendered in Debian's Chromium on a 360 px wide phone (.storybook/vitest.setup.ts),
      // its play function run, axe checked, the design's and language's rules checked
      // (tooling/kit-checks) and photographed against visual/stories/ (.storybook/photograph.ts):
      // once in English, once in German (whose last look is the pseudo-locale), so no play test
      // leans on English words.
      ...(['en', 'de'] as const).map((locale) => ({
        extends: true as const,
        plugins: [storybookTest({ configDir: '.storybook' })],
        // Found up front, so Vite does not discover them mid-run and reload the page under a test.
        optimizeDeps: { include: ['qrcode', '@cfworker/json-schema', '@rjsf/core', '@rjsf/utils', 'big.js', 'jose', 'hono', 'zod/mini', 'zod/locales', 'axe-core'] },
        test: {
          name: locale === 'en' ? 'storybook' : `storybook-${locale}`,
          // Read by .storybook/vitest.setup.ts: the locale every story starts in, and which checks fail.
          provide: { storyLocale: locale, ...policyFromEnv(process.env) },
          // Counts the checks' findings and writes their report per component when the run ends.
          globalSetup: ['tooling/visual/story-findings.ts'],
          // A story's play, then its checks and four pictures, on a loaded 2-core machine: the
          // tallest took over 30 s there (a story that times out can no longer spoil the next one,
          // .storybook/checks.ts `isCurrentStory`, but it fails).
          testTimeout: 60_000,
          // One tab keeps its modules from one stories file to the next: a new iframe importing the
          // kit for each file was a quarter of the step. Each file still gets its own backend
          // (.storybook/backend.ts), so its data does not depend on the file before it.
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: testLaunchOptions,
              // The same pictures on every run: no motion, one time zone (the stories' clock is
              // tooling/story-clock.ts), a page large enough that the story's frame is never scaled.
              contextOptions: { reducedMotion: 'reduce', timezoneId: STORY_TIME_ZONE, locale: 'en-US', viewport: { width: 1300, height: 820 } },
            }),
            instances: [{ browser: 'chromium' as const }],
            commands: { fitStoryPage, shootStory, recordStoryFindings },
            // The stories' own pictures are the ones that matter (visual/ and test-results/visual/).
            screenshotFailures: false,
          },
          setupFiles: ['.storybook/vitest.setup.ts'],
        },
      })),
    ],
  },
}));
