// One place for how every browser test launches Chromium: Debian's binary (never a downloaded
// build), and flags that keep it from dialing out on a machine whose only network is loopback.
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

export const chromiumLaunchOptions = {
  executablePath: chromiumPath,
  args: chromiumArgs,
  headless: true,
};

/**
 * Debian's old headless shell (package chromium-headless-shell), where installed: the same engine
 * without the full browser around it, which the e2e specs and the story runs drive. It drew every
 * demo and story picture the same as the full browser, and the whole e2e run took 9.7 min against
 * 15.1 with the full one: Chromium is most of that step's CPU. Without it, the full browser.
 */
export const headlessShellPath = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

/** Launch options for the e2e specs and the story runs: the headless shell if the machine has it (CHROMIUM_PATH set wins). */
export const testLaunchOptions = {
  ...chromiumLaunchOptions,
  executablePath: !process.env.CHROMIUM_PATH && existsSync(headlessShellPath) ? headlessShellPath : chromiumPath,
};

export function chromiumAvailable() {
  return existsSync(chromiumPath);
}
