'use client';
// Words the service wrote itself (a field problem's Description, a denial's or a decline's reason)
// come in English whatever the customer's language: shown as they came, marked lang="en" so a
// screen reader reads them with English rules, and, in another language, framed by the kit's own
// words ("Hinweis des Dienstes: „…“") so the customer knows why the sentence is English.
import { useRampkit } from '../../react/useRampkit';

export function ServiceText({ text }: { text: string }) {
  const { t, locale } = useRampkit('ServiceText');
  const quoted = (
    <span lang="en" data-slot="service-text">
      {text}
    </span>
  );
  if (locale === 'en') return quoted;
  const [before = '', after = ''] = t('error.service-says', { text: '\u0000' }).split('\u0000');
  return (
    <span data-slot="service-note">
      {before}
      {quoted}
      {after}
    </span>
  );
}
