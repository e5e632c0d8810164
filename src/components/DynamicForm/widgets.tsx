'use client';
// The form's controls in the kit's look: a text input (codes grouped in fours, ASCII-only fields
// answered in ASCII, tidied on blur), a date typed in the locale's order, a native select, a
// checkbox and radios whose whole row is the target. Each names what describes it: the error while
// there is one, else the help text (FieldTemplate shows one or the other under the control), plus
// the lines a widget adds itself (what will be sent, the date read, an example too long for the
// control, said under the field instead of cut inside it). While the form is busy its
// controls are read-only, never disabled, so the focus a customer had stays where it was.
import { useContext, useLayoutEffect, useRef, useState, type ChangeEvent, type FocusEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { getInputProps, type BaseInputTemplateProps, type RJSFSchema, type RegistryWidgetsType, type WidgetProps } from '@rjsf/utils';
import type { FormInput } from '../../api/sell';
import { tidyToPattern } from '../../core/form-schema/tidy';
import { caretAfter, groupInFours, isGroupedCode, ungroup } from '../../core/form-schema/grouping';
import { isAsciiOnlyPattern, toPrintableAscii } from '../../core/printable-ascii';
import { formatDateEntry, isIsoDate, parseDateEntry } from '../../core/date-entry';
import { ctxOf, ExampleBelow, langOf } from './form-context';

type Json = Record<string, unknown>;

/** The ids that describe a control: its error while shown, else its help text; then the lines it adds. */
export function describedBy(props: Pick<WidgetProps<FormInput, RJSFSchema>, 'id' | 'rawErrors' | 'schema' | 'uiSchema'>, ...extra: (string | false | undefined)[]): string | undefined {
  const { id, rawErrors, schema, uiSchema } = props;
  const help = uiSchema?.['ui:description'] ?? schema.description;
  const own = rawErrors?.length ? `${id}__error` : help ? `${id}__description` : undefined;
  const ids = [own, (schema as Json)['x-scan-type'] === 'qr' && `${id}__scan`, ...extra].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** The canvas examples are measured on, one per document (its fonts are the document's; null where the browser has none). */
const rulers = new WeakMap<Document, CanvasRenderingContext2D | null>();

/**
 * Whether a text fits an input's text box in the input's font: the browser draws a placeholder
 * where no script can measure it, so a canvas measures the text. Undefined where nothing is laid
 * out (a test's DOM without layout, a hidden field), so nothing changes there.
 */
function fitsInput(input: HTMLInputElement, text: string): boolean | undefined {
  const doc = input.ownerDocument;
  const style = doc.defaultView?.getComputedStyle(input);
  if (!style) return undefined;
  const room = input.clientWidth - (parseFloat(style.paddingLeft) || 0) - (parseFloat(style.paddingRight) || 0);
  if (!(room > 0)) return undefined;
  if (!rulers.has(doc)) rulers.set(doc, doc.createElement('canvas').getContext('2d'));
  const ruler = rulers.get(doc);
  if (!ruler) return undefined;
  ruler.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  return ruler.measureText(text).width + (parseFloat(style.letterSpacing) || 0) * [...text].length <= room;
}

/**
 * An example (the placeholder) that does not fit its input is said under the field instead
 * (ExampleBelow), in any language and for any example, so none is cut inside the control; one that
 * fits stays the placeholder. Measured again when the input's width changes (a phone turned, a
 * column narrowed) and when fonts arrive, and moved in the same frame. True while it is said below.
 */
function useExampleBelow(input: RefObject<HTMLInputElement | null>, example: string | undefined): boolean {
  const { example: below, show } = useContext(ExampleBelow);
  useLayoutEffect(() => {
    const el = input.current;
    if (!show) return;
    if (!el || !example) {
      show(undefined);
      return;
    }
    const place = () => {
      const fits = fitsInput(el, example);
      if (fits !== undefined) show(fits ? undefined : example);
    };
    place();
    const again = () => flushSync(place);
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(again);
    observer?.observe(el);
    const fonts = el.ownerDocument.fonts as FontFaceSet | undefined;
    fonts?.addEventListener('loadingdone', again);
    return () => {
      observer?.disconnect();
      fonts?.removeEventListener('loadingdone', again);
      // The field's line goes with the input (another control may take its place).
      show(undefined);
    };
  }, [input, example, show]);
  return !!example && below === example;
}

/** What an ASCII-only field will hold for what the customer typed (as typed when no rule writes it in ASCII). */
const asciiAnswer = (typed: string) => {
  const ascii = toPrintableAscii(typed);
  return ascii.ok ? ascii.text : typed;
};

/**
 * The text input. In a field whose pattern allows ASCII only (a postal address line, by the spec),
 * the answer is what the customer typed written in ASCII ("Hauptstraße 5" → "Hauptstrasse 5"): the
 * input keeps showing what they typed and a line under it says what will be sent. What has no ASCII
 * form stays as typed, and the form's message names the characters (RjsfForm). A code banks print
 * in groups of four (an IBAN) is shown so as it is typed and answered without the spaces; the caret
 * stays after the character the customer just typed.
 */
function BaseInputTemplate(props: BaseInputTemplateProps<FormInput, RJSFSchema>) {
  const { id, htmlName, name, value, disabled, readonly, onChange, onChangeOverride, onBlur, onFocus, options, schema, type, rawErrors, registry } = props;
  const s = schema as Json;
  // A text the schema lets be empty is not required of the customer (it answers "").
  const required = props.required && s.default !== '';
  const inputProps = getInputProps<FormInput, RJSFSchema>(schema, type, options);
  const invalid = !!rawErrors?.length;
  const asciiOnly = isAsciiOnlyPattern(s.pattern);
  const grouped = inputProps.type === 'text' && isGroupedCode(s, name);
  const [typed, setTyped] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | undefined>(undefined);
  useLayoutEffect(() => {
    const el = input.current;
    if (caret.current === undefined || !el) return;
    if (el === el.ownerDocument.activeElement) el.setSelectionRange(caret.current, caret.current);
    caret.current = undefined;
  });
  const answer = value === undefined || value === null ? '' : String(value);
  // What the customer typed, as long as it is what the answer was made from (the host may set another).
  const shown = grouped ? groupInFours(answer) : asciiOnly && typed !== undefined && asciiAnswer(typed) === answer ? typed : answer;
  const ascii = asciiOnly ? toPrintableAscii(shown) : undefined;
  const preview = ascii?.ok && ascii.changed ? ascii.text : undefined;
  const number = inputProps.type === 'number';
  // The schema's placeholder is an example, said as one ("e.g. DE89 …"); a host's ui:placeholder as given.
  const example = typeof s.placeholder === 'string' && s.placeholder ? ctxOf(registry).example(s.placeholder) : props.placeholder || undefined;
  const exampleBelow = useExampleBelow(input, example);
  // Emptied, a text the schema lets be empty answers "" (its default: empty-answers.ts), others nothing.
  const empty = s.default === '' ? '' : options.emptyValue;
  const change = (e: ChangeEvent<HTMLInputElement>) => {
    const text = e.target.value;
    if (grouped) {
      const code = ungroup(text);
      caret.current = caretAfter(groupInFours(code), ungroup(text.slice(0, e.target.selectionStart ?? text.length)).length);
      onChange(code === '' ? empty : code);
      return;
    }
    if (asciiOnly) setTyped(text);
    onChange(text === '' ? empty : asciiOnly ? asciiAnswer(text) : text);
  };
  return (
    <>
      <input
        ref={input}
        id={id}
        name={htmlName ?? id}
        className="rk-input"
        {...inputProps}
        type={number ? 'text' : inputProps.type}
        inputMode={number ? 'decimal' : undefined}
        value={shown}
        placeholder={exampleBelow ? undefined : example}
        required={required}
        aria-required={required || undefined}
        disabled={disabled}
        readOnly={readonly}
        autoComplete="off"
        // A code is letters and digits as printed: no spelling fixes, capitals on a phone's keyboard.
        spellCheck={grouped ? false : undefined}
        autoCapitalize={grouped ? 'characters' : undefined}
        data-grouped={grouped || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(props, exampleBelow && `${id}__example`, preview && `${id}__ascii`)}
        onChange={onChangeOverride ?? change}
        onBlur={(e: FocusEvent<HTMLInputElement>) => {
          // Case and spacing the pattern refuses are tidied when the customer leaves the field.
          const left = asciiOnly || grouped ? answer : e.target.value;
          const tidied = tidyToPattern(left, s.pattern);
          if (tidied !== left) {
            setTyped(undefined);
            onChange(tidied);
          }
          onBlur(id, tidied);
        }}
        onFocus={(e: FocusEvent<HTMLInputElement>) => onFocus(id, e.target.value)}
      />
      {preview ? (
        <p id={`${id}__ascii`} data-slot="ascii-preview" className="rk-help">
          {ctxOf(registry).asciiPreview(preview)}
        </p>
      ) : null}
    </>
  );
}

/**
 * A date (format: date) typed in the locale's order (28.2.1990 in German), answered as the ISO date
 * the schema asks for. What is not a date yet stays as typed, so the form says why (RjsfForm); a
 * date read is said back in words, so a day and month read the wrong way round are seen.
 */
function DateWidget(props: WidgetProps<FormInput, RJSFSchema>) {
  const { id, htmlName, name, value, required, disabled, readonly, onChange, onBlur, onFocus, options, rawErrors, registry } = props;
  const { order, pattern, readAs } = ctxOf(registry).date;
  const answer = typeof value === 'string' ? value : '';
  const [typed, setTyped] = useState<string>();
  const read = (text: string) => {
    const entry = parseDateEntry(text, order);
    return entry.kind === 'date' ? entry.iso : text.trim();
  };
  const shown = typed !== undefined && read(typed) === answer ? typed : isIsoDate(answer) ? formatDateEntry(answer, order) : answer;
  const entry = parseDateEntry(shown, order);
  const invalid = !!rawErrors?.length;
  return (
    <>
      <input
        id={id}
        name={htmlName ?? id}
        className="rk-input"
        type="text"
        inputMode="numeric"
        value={shown}
        placeholder={pattern}
        required={required}
        aria-required={required || undefined}
        disabled={disabled}
        readOnly={readonly}
        autoComplete={/birth/i.test(name) ? 'bday' : 'off'}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(props, entry.kind === 'date' && `${id}__date`)}
        onChange={(e) => {
          setTyped(e.target.value);
          onChange(e.target.value.trim() === '' ? options.emptyValue : read(e.target.value));
        }}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      {entry.kind === 'date' ? (
        <p id={`${id}__date`} data-slot="date-preview" className="rk-help">
          {readAs(entry.iso)}
        </p>
      ) : null}
    </>
  );
}

/**
 * A choice as a native select. Options carry their index as value (a choice's value may be any JSON)
 * and the value itself as `data-value` (JSON), so tests pick a choice by value in any language and
 * in whatever order the locale sorts the labels (a country list is sorted by its localized names).
 * Read-only, it keeps focus and its answer: a change is not taken.
 */
function SelectWidget(props: WidgetProps<FormInput, RJSFSchema>) {
  const { id, htmlName, options, value, required, disabled, readonly, onChange, onBlur, onFocus, rawErrors, registry, multiple } = props;
  const invalid = !!rawErrors?.length;
  const choices = options.enumOptions ?? [];
  const common = {
    id,
    name: htmlName ?? id,
    className: 'rk-input',
    disabled,
    'aria-readonly': readonly || undefined,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy(props),
    onBlur: () => onBlur(id, value),
    onFocus: () => onFocus(id, value),
  };
  if (multiple) {
    // An array of choices: a native multiple select (keyboard and screen-reader friendly at any length).
    const chosen = new Set(Array.isArray(value) ? value : []);
    return (
      <select
        {...common}
        multiple
        size={Math.min(8, choices.length)}
        value={choices.map((o, i) => (chosen.has(o.value) ? String(i) : null)).filter((v): v is string => v !== null)}
        onChange={(e) => readonly || onChange([...e.target.selectedOptions].map((o) => choices[Number(o.value)]?.value))}
      >
        {choices.map((option, i) => (
          <option key={i} value={String(i)} data-value={JSON.stringify(option.value)} lang={langOf(registry, option.label)}>
            {option.label}
          </option>
        ))}
      </select>
    );
  }
  const index = choices.findIndex((o) => o.value === value);
  return (
    <select
      {...common}
      value={index === -1 ? '' : String(index)}
      required={required}
      aria-required={required || undefined}
      onChange={(e) => readonly || onChange(e.target.value === '' ? undefined : choices[Number(e.target.value)]?.value)}
    >
      <option value="">{ctxOf(registry).choose}</option>
      {choices.map((option, i) => {
        // A labelled oneOf shows its title, with the option's x-symbol (e.g. a flag) before it.
        const symbol = (option.schema as Json | undefined)?.['x-symbol'];
        return (
          <option key={i} value={String(i)} data-value={JSON.stringify(option.value)} lang={langOf(registry, option.label)}>
            {symbol ? `${String(symbol)} ${option.label}` : option.label}
          </option>
        );
      })}
    </select>
  );
}

/** A checkbox inside its label: the whole row (at least 44 px tall) ticks it. */
function CheckboxWidget(props: WidgetProps<FormInput, RJSFSchema>) {
  const { id, htmlName, value, required, disabled, readonly, onChange, onBlur, onFocus, label, schema, rawErrors, registry } = props;
  const invalid = !!rawErrors?.length;
  const text = label || schema.description;
  return (
    <label className="rk-check" data-slot="checkbox" htmlFor={id}>
      <input
        type="checkbox"
        id={id}
        name={htmlName ?? id}
        checked={value === true}
        required={required}
        aria-required={required || undefined}
        disabled={disabled}
        aria-readonly={readonly || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy({ ...props, schema: text === schema.description ? { ...schema, description: undefined } : schema })}
        onChange={(e) => readonly || onChange(e.target.checked ? true : undefined)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      <span data-slot="label" lang={langOf(registry, text)}>
        {text}
      </span>
    </label>
  );
}

/** Choices as radios (`ui:widget: 'radio'`), one row each, the row the target; arrows move within the group. */
function RadioWidget(props: WidgetProps<FormInput, RJSFSchema>) {
  const { id, htmlName, options, value, required, disabled, readonly, onChange, onBlur, onFocus, rawErrors, registry } = props;
  const invalid = !!rawErrors?.length;
  const choices = options.enumOptions ?? [];
  return (
    <div
      id={id}
      role="radiogroup"
      // Named by the field's label (FieldTemplate), "(optional)" included.
      aria-labelledby={`${id}__label`}
      className="rk-radio-list"
      data-slot="radio-group"
      aria-required={required || undefined}
      aria-readonly={readonly || undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy(props)}
    >
      {choices.map((option, i) => {
        const checked = option.value === value;
        return (
          <label key={i} className="rk-option" data-slot="option" data-state={checked ? 'checked' : 'unchecked'} htmlFor={`${id}-${i}`}>
            <input
              type="radio"
              id={`${id}-${i}`}
              name={htmlName ?? id}
              value={String(i)}
              data-value={JSON.stringify(option.value)}
              checked={checked}
              disabled={disabled}
              onChange={() => readonly || onChange(option.value)}
              onBlur={() => onBlur(id, value)}
              onFocus={() => onFocus(id, value)}
            />
            <span data-slot="label" lang={langOf(registry, option.label)}>
              {option.label}
            </span>
          </label>
        );
      })}
    </div>
  );
}

export { BaseInputTemplate };
export const widgets: RegistryWidgetsType<FormInput, RJSFSchema> = { SelectWidget, CheckboxWidget, DateWidget, RadioWidget };
