'use client';
// rjsf templates in the kit's look (rk- classes, data-slot attributes, no Bootstrap), with each
// field's error linked to its input (the form decides which errors are due: see RjsfForm).
import { useState, type ChangeEvent, type FocusEvent, type ReactNode } from 'react';
import {
  ariaDescribedByIds, getInputProps, type BaseInputTemplateProps, type FieldTemplateProps, type ObjectFieldTemplateProps,
  type RJSFSchema, type SubmitButtonProps, type IconButtonProps, type TemplatesType, type WidgetProps, type RegistryWidgetsType,
} from '@rjsf/utils';
import type { FormInput } from '../../api/sell';
import { tidyToPattern } from '../../core/form-schema/tidy';
import { isAsciiOnlyPattern, toPrintableAscii } from '../../core/printable-ascii';
import { formatDateEntry, isIsoDate, parseDateEntry, type DateEntryOrder } from '../../core/date-entry';

export interface FormContext {
  /** Localized words for the array buttons (shown text, accessible name). */
  arrayLabels: Record<'add' | 'remove' | 'up' | 'down' | 'copy', [text: string, name: string]>;
  /** The form is submitting (or told to wait): the submit button says so and cannot be pressed. */
  busy: boolean;
  submitLabel: string;
  scanHint: string;
  choose: string;
  /** A schema's example placeholder in the locale's words ("e.g. DE89 …"), so it never reads as an answer. */
  example: (example: string) => string;
  /** Texts shown as the service sent them because the form vocabulary does not know them: marked English. */
  english: ReadonlySet<string>;
  /** "Will be sent as: {value}", under a field whose pattern allows ASCII only. */
  asciiPreview: (ascii: string) => string;
  /** How the locale enters a date (order, separator), its pattern in the locale's letters, and a read date said back. */
  date: { order: DateEntryOrder; pattern: string; readAs: (iso: string) => string };
}

const ctxOf = (registry: { formContext?: unknown }) => (registry.formContext ?? {}) as FormContext;

/** `lang="en"` for a text the vocabulary does not know (it is shown in the service's English). */
const langOf = (registry: { formContext?: unknown }, text: unknown) => (typeof text === 'string' && ctxOf(registry).english?.has(text) ? 'en' : undefined);
/** A text of the form, wrapped in an English span when it is the service's untranslated English. */
const markEnglish = (registry: { formContext?: unknown }, text: ReactNode): ReactNode => (langOf(registry, text) ? <span lang="en">{text}</span> : text);

function FieldTemplate({ id, label, children, rawErrors, rawDescription, hidden, required, displayLabel, schema, registry, fieldPathId }: FieldTemplateProps<FormInput, RJSFSchema>) {
  // The answer's path (BankDetails.IBAN, Items.0.Name): how tests find a field in any language.
  const path = fieldPathId.path.join('.');
  if (hidden) return <div hidden>{children}</div>;
  const isObject = schema.type === 'object';
  const errors = rawErrors ?? [];
  if (isObject) {
    // Rules on a whole group (x-total-max-length, a missing group) are said under the group, which
    // takes focus for the error links.
    return (
      <div id={id} tabIndex={-1} data-slot="group" data-field={path} data-state={errors.length ? 'invalid' : 'valid'} aria-describedby={errors.length ? `${id}__error` : undefined}>
        {children}
        <div id={`${id}__error`} data-slot="field-error" className="rk-field-error">
          {errors.map((e, i) => (
            <p key={i} lang={langOf(registry, e)}>
              {e}
            </p>
          ))}
        </div>
      </div>
    );
  }
  const isCheckbox = schema.type === 'boolean';
  return (
    <div className="rk-field" data-slot="field" data-field={path} data-state={errors.length ? 'invalid' : 'valid'} data-scan-type={(schema as Record<string, unknown>)['x-scan-type'] as string | undefined}>
      {displayLabel && !isCheckbox ? (
        <label htmlFor={id} data-slot="label">
          {markEnglish(registry, label)}
          {required ? <span aria-hidden="true"> *</span> : null}
        </label>
      ) : null}
      {children}
      {rawDescription && (!isCheckbox || rawDescription !== label) ? (
        <p id={`${id}__description`} data-slot="description" className="rk-help" lang={langOf(registry, rawDescription)}>
          {rawDescription}
        </p>
      ) : null}
      {/* The hint speaks of a QR code's text: only where the field expects one. */}
      {(schema as Record<string, unknown>)['x-scan-type'] === 'qr' ? (
        <p data-slot="scan-hint" className="rk-help">
          {ctxOf(registry).scanHint}
        </p>
      ) : null}
      <div id={`${id}__error`} data-slot="field-error" className="rk-field-error">
        {errors.length
          ? errors.map((e, i) => (
              <p key={i} lang={langOf(registry, e)}>
                {e}
              </p>
            ))
          : null}
      </div>
    </div>
  );
}

function ObjectFieldTemplate({ title, description, properties, fieldPathId, schema, registry }: ObjectFieldTemplateProps<FormInput, RJSFSchema>) {
  const content = properties.filter((p) => !p.hidden).map((p) => <div key={p.name}>{p.content}</div>);
  const root = fieldPathId.path.length === 0;
  if (root || !title) {
    return (
      <div data-slot={root ? 'form-fields' : 'object'} className="rk-stack">
        {root && title ? (
          <h3 data-slot="form-title" lang={langOf(registry, title)}>
            {title}
          </h3>
        ) : null}
        {root && description ? (
          <p className="rk-help" lang={langOf(registry, description)}>
            {description}
          </p>
        ) : null}
        {content}
      </div>
    );
  }
  return (
    <fieldset data-slot="object" className="rk-fieldset rk-stack" data-schema-type={schema.type as string}>
      <legend lang={langOf(registry, title)}>{title}</legend>
      {description ? (
        <p className="rk-help" lang={langOf(registry, description)}>
          {description}
        </p>
      ) : null}
      {content}
    </fieldset>
  );
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
 * form stays as typed, and the form's message names the characters (RjsfForm).
 */
function BaseInputTemplate(props: BaseInputTemplateProps<FormInput, RJSFSchema>) {
  const { id, htmlName, value, required, disabled, readonly, onChange, onChangeOverride, onBlur, onFocus, options, schema, type, rawErrors, registry } = props;
  const s = schema as Record<string, unknown>;
  const inputProps = getInputProps<FormInput, RJSFSchema>(schema, type, options);
  const invalid = !!rawErrors?.length;
  const asciiOnly = isAsciiOnlyPattern(s.pattern);
  const [typed, setTyped] = useState<string>();
  const answer = value === undefined || value === null ? '' : String(value);
  // What the customer typed, as long as it is what the answer was made from (the host may set another).
  const shown = asciiOnly && typed !== undefined && asciiAnswer(typed) === answer ? typed : answer;
  const ascii = asciiOnly ? toPrintableAscii(shown) : undefined;
  const preview = ascii?.ok && ascii.changed ? ascii.text : undefined;
  return (
    <>
      <input
        id={id}
        name={htmlName ?? id}
        className="rk-input"
        {...inputProps}
        type={inputProps.type === 'number' ? 'text' : inputProps.type}
        inputMode={inputProps.type === 'number' ? 'decimal' : undefined}
        value={shown}
        placeholder={typeof s.placeholder === 'string' && s.placeholder ? ctxOf(registry).example(s.placeholder) : props.placeholder}
        required={required}
        aria-required={required || undefined}
        disabled={disabled}
        readOnly={readonly}
        autoComplete="off"
        aria-invalid={invalid || undefined}
        aria-describedby={`${ariaDescribedByIds(id, !!schema.examples)}${preview ? ` ${id}__ascii` : ''}`}
        onChange={
          onChangeOverride ??
          ((e: ChangeEvent<HTMLInputElement>) => {
            const text = e.target.value;
            if (asciiOnly) setTyped(text);
            onChange(text === '' ? options.emptyValue : asciiOnly ? asciiAnswer(text) : text);
          })
        }
        onBlur={(e: FocusEvent<HTMLInputElement>) => {
          // Case and spacing the pattern refuses are tidied when the customer leaves the field.
          const left = asciiOnly ? answer : e.target.value;
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
        aria-describedby={`${ariaDescribedByIds(id)}${entry.kind === 'date' ? ` ${id}__date` : ''}`}
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
 */
function SelectWidget(props: WidgetProps<FormInput, RJSFSchema>) {
  const { id, htmlName, options, value, required, disabled, readonly, onChange, onBlur, onFocus, rawErrors, registry, multiple } = props;
  const invalid = !!rawErrors?.length;
  const choices = options.enumOptions ?? [];
  if (multiple) {
    // An array of choices: a native multiple select (keyboard and screen-reader friendly at any length).
    const chosen = new Set(Array.isArray(value) ? value : []);
    return (
      <select
        id={id}
        name={htmlName ?? id}
        className="rk-input"
        multiple
        size={Math.min(8, choices.length)}
        value={choices.map((o, i) => (chosen.has(o.value) ? String(i) : null)).filter((v): v is string => v !== null)}
        disabled={disabled || readonly}
        aria-invalid={invalid || undefined}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(e) => onChange([...e.target.selectedOptions].map((o) => choices[Number(o.value)]?.value))}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
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
      id={id}
      name={htmlName ?? id}
      className="rk-input"
      value={index === -1 ? '' : String(index)}
      required={required}
      aria-required={required || undefined}
      disabled={disabled || readonly}
      aria-invalid={invalid || undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(e) => onChange(e.target.value === '' ? undefined : choices[Number(e.target.value)]?.value)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    >
      <option value="">{ctxOf(registry).choose}</option>
      {choices.map((option, i) => {
        // A labelled oneOf shows its title, with the option's x-symbol (e.g. a flag) before it.
        const symbol = (option.schema as Record<string, unknown> | undefined)?.['x-symbol'];
        return (
          <option key={i} value={String(i)} data-value={JSON.stringify(option.value)} lang={langOf(registry, option.label)}>
            {symbol ? `${String(symbol)} ${option.label}` : option.label}
          </option>
        );
      })}
    </select>
  );
}

function CheckboxWidget({ id, htmlName, value, required, disabled, readonly, onChange, onBlur, onFocus, label, schema, rawErrors, registry }: WidgetProps<FormInput, RJSFSchema>) {
  const invalid = !!rawErrors?.length;
  return (
    <div className="rk-checkbox" data-slot="checkbox">
      <input
        type="checkbox"
        id={id}
        name={htmlName ?? id}
        checked={value === true}
        required={required}
        disabled={disabled || readonly}
        aria-invalid={invalid || undefined}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(e) => onChange(e.target.checked ? true : undefined)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      <label htmlFor={id} lang={langOf(registry, label || schema.description)}>
        {label || schema.description}
      </label>
    </div>
  );
}

function SubmitButton({ registry }: SubmitButtonProps<FormInput, RJSFSchema>) {
  const disabled = ctxOf(registry).busy;
  return (
    <button type="submit" className="rk-button" data-slot="submit" disabled={disabled} aria-busy={disabled || undefined}>
      {ctxOf(registry).submitLabel}
    </button>
  );
}

// Array buttons as plain text buttons in the kit's look, named for screen readers.
const textButton = (kind: keyof FormContext['arrayLabels']) =>
  function ArrayButton({ onClick, disabled, registry }: IconButtonProps<FormInput, RJSFSchema>) {
    const [text, name] = ctxOf(registry).arrayLabels?.[kind] ?? [kind, kind];
    return (
      <button type="button" className="rk-button" data-variant="secondary" data-slot={`array-${kind}`} onClick={onClick} disabled={disabled} aria-label={name}>
        {text}
      </button>
    );
  };

const Nothing = () => null;

export const templates: Partial<TemplatesType<FormInput, RJSFSchema, FormContext>> = {
  FieldTemplate,
  ObjectFieldTemplate,
  BaseInputTemplate,
  FieldErrorTemplate: Nothing,
  FieldHelpTemplate: Nothing,
  ErrorListTemplate: Nothing,
  DescriptionFieldTemplate: Nothing,
  TitleFieldTemplate: Nothing,
  ButtonTemplates: {
    SubmitButton,
    AddButton: textButton('add'),
    RemoveButton: textButton('remove'),
    MoveUpButton: textButton('up'),
    MoveDownButton: textButton('down'),
    CopyButton: textButton('copy'),
  } as TemplatesType<FormInput, RJSFSchema, FormContext>['ButtonTemplates'],
};

export const widgets: RegistryWidgetsType<FormInput, RJSFSchema, FormContext> = { SelectWidget, CheckboxWidget, DateWidget };
