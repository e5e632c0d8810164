#!/usr/bin/env node
// Fails when a built asset carries key material: private keys, API keys, or the demo's keys.
// Runs after the builds in `npm test`, over the library, the demo app and Storybook.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const PATTERNS = [
  // The header alone is also in key-handling library code; real material has base64 after it.
  [/-----BEGIN (EC |RSA )?PRIVATE KEY-----(\\n|\s)*[A-Za-z0-9+/]{40}/, 'a PEM private key'],
  [/apikey_(sandbox|prod)_[0-9a-f]{16,}/, 'a generated API key'],
  [/"d":"[A-Za-z0-9_-]{40,}"/, 'a private JWK'],
];
const dirs = process.argv.slice(2).filter((d) => existsSync(d));
let files = 0;
const findings = [];
for (const dir of dirs) {
  for (const entry of readdirSync(dir, { recursive: true })) {
    const file = join(dir, String(entry));
    if (!statSync(file).isFile() || statSync(file).size > 20 * 1024 * 1024) continue;
    files += 1;
    const text = readFileSync(file, 'latin1');
    for (const [re, what] of PATTERNS) if (re.test(text)) findings.push(`${file}: ${what}`);
  }
}
console.log(`scanned ${files} built files in ${dirs.join(', ') || '(none)'}`);
if (findings.length) {
  console.error(`key material in built assets:\n${findings.join('\n')}`);
  process.exit(1);
}
