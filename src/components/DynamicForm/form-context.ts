// What the form hands its templates and widgets through rjsf's formContext: the kit's words in the
// customer's locale, the texts left in English, the state the form decides (busy, the questions the
// customer has not answered yet). The helpers read it from a template's registry.
import type { ReactNode } from 'react';
import { createContext, createElement } from 'react';
import type { DateEntryOrder } from '../../core/date-entry';

/** A question whose answer brings the next fields: where it is and how it is labelled. */
export interface AwaitedQuestion {
  /** The answer's path (IdentifierDetails.IdentifierType). */
  question: string;
  /** The question's label as the form shows it. */
  label: string;
}

/** The buttons each item of a list has. */
export type ItemButton = 'remove' | 'up' | 'down' | 'copy';

export interface FormContext {
  /** Localized words for the array buttons (shown text, accessible name). */
  arrayLabels: Record<'add' | 'remove' | 'up' | 'down' | 'copy', [text: string, name: string]>;
  /**
   * An item's button named by its place, so no two buttons of a list share a name: "Remove item 2
   * from “Owners”", "Move item 2 up in “Owners”" (or without the list when it has no title).
   */
  itemButtonName?: (kind: ItemButton, number: number, list: string | undefined) => string;
  /** A list item's section title, with its number: by the item's own title ("Owner 2"), else "Item 2". */
  itemTitle?: (number: number, title: string | undefined) => string;
  /** Says "Item removed" in the form's status (focus has gone on to another item's field). */
  announce?: () => void;
  /** The form is submitting (or told to wait): fields are read-only and the submit button is busy (both keep focus). */
  busy: boolean;
  submitLabel: string;
  scanHint: string;
  choose: string;
  /** "(optional)", after the label of a field that may be left empty. */
  optional: string;
  /** Said once under the form's title when some fields are optional: "All fields are required unless marked (optional)." */
  requiredNote?: string;
  /** A schema's example placeholder in the locale's words ("e.g. DE89 …"), so it never reads as an answer. */
  example: (example: string) => string;
  /** Texts shown as the service sent them because the form vocabulary does not know them: marked English. */
  english: ReadonlySet<string>;
  /** "Will be sent as: {value}", under a field whose pattern allows ASCII only. */
  asciiPreview: (ascii: string) => string;
  /** How the locale enters a date (order, separator), its pattern in the locale's letters, and a read date said back. */
  date: { order: DateEntryOrder; pattern: string; readAs: (iso: string) => string };
  /** Questions whose answer brings fields, by the path of the object they stand in ('' for the form). */
  awaiting: ReadonlyMap<string, readonly AwaitedQuestion[]>;
  /** "Choose {question} first: …", in the place of the fields the answer brings. */
  awaitingText: (question: string) => string;
  /** Extra actions beside the submit button (a flow's Back). */
  secondaryAction?: ReactNode;
}

export const ctxOf = (registry: { formContext?: unknown }) => (registry.formContext ?? {}) as FormContext;

/** `lang="en"` for a text the vocabulary does not know (it is shown in the service's English). */
export const langOf = (registry: { formContext?: unknown }, text: unknown) => (typeof text === 'string' && ctxOf(registry).english?.has(text) ? 'en' : undefined);

/** A text of the form, wrapped in an English span when it is the service's untranslated English. */
export const markEnglish = (registry: { formContext?: unknown }, text: ReactNode): ReactNode => (langOf(registry, text) ? createElement('span', { lang: 'en' }, text) : text);

/**
 * A field's example said under it rather than as its placeholder, because it does not fit the
 * control (a French IBAN on a phone): the input measures and `show`s it, the field draws it with its
 * help text. Outside a field of the kit's (a host's own FieldTemplate) `show` is absent and the
 * example stays the placeholder.
 */
export const ExampleBelow = createContext<{ example?: string; show?: (example: string | undefined) => void }>({});
