// The language switch, always in sight: a native select (its name "Language", its value the
// language in its own name), drawn as Acme's pill with a globe. It changes Acme's words and the
// kit's together; nothing on the page is remounted, so a sale in progress stays as it is.
import { LOCALES, type Locale } from 'rampkit';
import { LANGUAGE_NAMES, useWords } from '../words';
import { ChevronIcon, GlobeIcon } from './icons';

export function LanguageSwitch({ onLocaleChange }: { onLocaleChange: (locale: Locale) => void }) {
  const { say, locale } = useWords();
  return (
    <div className="acme-lang">
      <GlobeIcon />
      <span className="acme-lang-name" aria-hidden="true">
        {LANGUAGE_NAMES[locale]}
      </span>
      <span className="acme-lang-code" aria-hidden="true">
        {locale.toUpperCase()}
      </span>
      <ChevronIcon />
      <select aria-label={say('language')} value={locale} onChange={(e) => onLocaleChange(e.target.value as Locale)}>
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
    </div>
  );
}
