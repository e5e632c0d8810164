// The demo's words in the locale the kit speaks (useRampkit().locale), so Acme Wallet and the kit
// inside it always speak the same language.
import { useRampkit, type Locale } from 'rampkit';
import { sayIn, type Say } from './catalogue';

export { DEMO_WORDS, LANGUAGE_NAMES, sayIn, type DemoWordKey, type DemoWords, type Say } from './catalogue';

export function useWords(): { say: Say; locale: Locale } {
  const { locale } = useRampkit('AcmeWallet');
  return { say: sayIn(locale), locale };
}
