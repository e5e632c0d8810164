// `i18n.missing` is reported once per text and locale for each provider (its emit function), however
// many forms show the text and however often they render.
import type { RampkitEvent } from '../../core/events';
import type { Locale } from '../../i18n';

const reported = new WeakMap<(event: RampkitEvent) => void, Set<string>>();

export function reportMissingTexts(emit: (event: RampkitEvent) => void, locale: Locale, texts: Iterable<string>): void {
  let seen = reported.get(emit);
  if (!seen) reported.set(emit, (seen = new Set()));
  for (const text of texts) {
    const key = `${locale}\u0000${text}`;
    if (seen.has(key)) continue;
    seen.add(key);
    emit({ type: 'i18n.missing', text, locale, source: 'form' });
  }
}
