// `npm run bench` part (issue 16, "the most one user loads"): a host app that embeds the whole kit
// (every export of `rampkit` and `rampkit/dynamic-form`), bundled for production from the BUILT
// package with React, ReactDOM and TanStack Query external, as host-size.mjs does for SellFlow.
// One user can load every chunk of it except the optional ajv validator (only with
// strictCsp={false}) and all but one of the five non-English catalogues and of the five form
// vocabularies (the largest of each is counted).
import { build } from 'vite';
import { gzipSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const HOST_PROVIDED = ['react', 'react-dom', '@tanstack/react-query'];
const isHostProvided = (id) => HOST_PROVIDED.some((name) => id === name || id.startsWith(`${name}/`));
const LOCALE_CHUNK = /[\\/](de|es|fr|it|pt)-[\w-]+\.js$/;
const VOCABULARY_CHUNK = /[\\/]form-(de|es|fr|it|pt)-[\w-]+\.js$/;

/** @param {string} kitDir the built package's dist; @param {string} workDir a scratch folder */
export async function measureOneUser(kitDir, workDir) {
  const hostDir = join(workDir, 'whole-kit-host');
  mkdirSync(hostDir, { recursive: true });
  writeFileSync(join(hostDir, 'main.js'), `
import * as kit from 'rampkit';
import * as form from 'rampkit/dynamic-form';
globalThis.rampkit = { kit, form };
`);
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: hostDir,
    resolve: { alias: [{ find: /^rampkit$/, replacement: join(kitDir, 'index.js') }, { find: /^rampkit\/dynamic-form$/, replacement: join(kitDir, 'dynamic-form.js') }] },
    build: { write: false, minify: true, modulePreload: false, rollupOptions: { input: join(hostDir, 'main.js'), external: isHostProvided } },
  });
  const chunks = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output).filter((o) => o.type === 'chunk');
  const gz = (chunk) => gzipSync(Buffer.from(chunk.code)).length;
  const isAjv = (c) => c.moduleIds.some((id) => /[\\/]node_modules[\\/]ajv[\\/]/.test(id));
  const isLocale = (c) => c.moduleIds.length > 0 && c.moduleIds.every((id) => LOCALE_CHUNK.test(id));
  const isVocabulary = (c) => c.moduleIds.length > 0 && c.moduleIds.every((id) => VOCABULARY_CHUNK.test(id));
  const locales = chunks.filter(isLocale).map(gz);
  const vocabularies = Object.fromEntries(chunks.filter(isVocabulary).map((c) => [VOCABULARY_CHUNK.exec(c.moduleIds[0])[1], gz(c)]));
  const ajv = chunks.filter(isAjv).reduce((t, c) => t + gz(c), 0);
  const always = chunks.filter((c) => !isAjv(c) && !isLocale(c) && !isVocabulary(c)).reduce((t, c) => t + gz(c), 0);
  const vocabularySizes = Object.values(vocabularies);
  return {
    oneUser: always + Math.max(0, ...locales) + Math.max(0, ...vocabularySizes),
    wholeKit: always + ajv + locales.reduce((t, n) => t + n, 0) + vocabularySizes.reduce((t, n) => t + n, 0),
    ajv,
    locales: locales.length,
    /** Each locale's form vocabulary (gzip bytes), loaded with a form in that locale. */
    vocabularies,
    chunks: chunks.map((c) => ({ file: c.fileName, gzip: gz(c) })).sort((a, b) => b.gzip - a.gzip),
  };
}
