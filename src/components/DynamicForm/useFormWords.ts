// What a form says in the customer's locale beside the kit's own catalogue: the service's texts
// through the form vocabulary (with the host's formMessages over it), the problems under fields
// (core/form-schema/say-problems.ts), the date entry's pattern and the ASCII preview. Undefined
// while the locale's vocabulary loads.
import { useMemo } from 'react';
import { useRampkit } from '../../react/useRampkit';
import type { FormTranslator } from '../../core/form-schema/vocabulary';
import type { ProblemWords } from '../../core/form-schema/say-problems';
import { dateEntryOrder, dateEntryPattern, formatDateEntry, type DateEntryOrder } from '../../core/date-entry';
import { useFormLanguage } from './useFormLanguage';
import type { LocalizedSchemas } from './form-localizer';

/** In English with no host words, every text is shown as the schema has it. */
const AS_IT_IS: FormTranslator = (text) => ({ text, status: 'as-is' });

export interface FormWords {
  say: FormTranslator;
  /** The schema in the locale; undefined when it is shown as it is (English, no host words). */
  localize?: (schema: Record<string, unknown>) => LocalizedSchemas;
  problems: ProblemWords;
  date: { order: DateEntryOrder; pattern: string; readAs: (iso: string) => string };
  asciiPreview: (ascii: string) => string;
}

/** A read date in words, so day and month cannot be mistaken (28. Februar 1990). */
const longDate = (locale: string, iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

export function useFormWords(): FormWords | undefined {
  const { t, locale, formMessages } = useRampkit('DynamicForm');
  const { vocabulary, localizer } = useFormLanguage(locale, formMessages);
  return useMemo(() => {
    if (vocabulary === undefined || localizer === undefined) return undefined;
    const words = localizer?.createFormLocalizer(locale, vocabulary ?? undefined, formMessages);
    const say = words?.say ?? AS_IT_IS;
    const order = dateEntryOrder(locale);
    const pattern = dateEntryPattern(order, { day: t('form.date.day'), month: t('form.date.month'), year: t('form.date.year') });
    const example = formatDateEntry('1990-02-28', order);
    return {
      say,
      localize: words?.localize,
      problems: {
        locale,
        say,
        required: t('form.required'),
        ascii: (refused) => t('form.ascii.refused', { characters: refused.join(' ') }),
        date: (kind) => (kind === 'impossible' ? t('form.date.impossible') : t('form.date.format', { pattern, example })),
      },
      date: { order, pattern, readAs: (iso) => t('form.date.read-as', { date: longDate(locale, iso) }) },
      asciiPreview: (value) => t('form.ascii.preview', { value }),
    };
  }, [t, locale, vocabulary, localizer, formMessages]);
}
