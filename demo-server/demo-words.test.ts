// The demo names the sandbox's coins in its own crypto menu and address list; the kit names the same
// coins in its sale. One coin must not be "Ether (Sepolia test)" above and "Ether (test network)"
// below: the demo's words are checked against the kit's own names, in every language.
import { describe, expect, it } from 'vitest';
import { DEMO_WORDS } from './web/src/words/catalogue';
import { cryptoName } from '../src/components/shared/names';
import { createTranslator, LOCALES, loadMessages } from '../src/i18n';

describe("the demo's coin names", () => {
  it.each(LOCALES)('are the kit\'s names in %s', async (locale) => {
    const t = createTranslator(await loadMessages(locale), {}, locale);
    const words = DEMO_WORDS[locale];
    for (const code of ['BTC_TEST', 'ETH_TEST_SEPOLIA', 'USDC_TEST'] as const) {
      expect(words[`asset.${code}`], `${locale} ${code}`).toBe(cryptoName(code, t));
    }
  });
});
