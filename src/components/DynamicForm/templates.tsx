'use client';
// rjsf templates in the kit's look (rk- classes, data-slot attributes, no Bootstrap), with each
// field's error linked to its input (the form decides which errors are due: see RjsfForm).
import type { ChangeEvent, FocusEvent } from 'react';
import {
  ariaDescribedByIds, getInputProps, type BaseInputTemplateProps, type FieldTemplateProps, type ObjectFieldTemplateProps,
  type RJSFSchema, type SubmitButtonProps, type IconButtonProps, type TemplatesType, type WidgetProps, type RegistryWidgetsType,
} from '@rjsf/utils';
import type { FormInput } from '../../api/sell';
import { tidyToPattern } from '../../core/form-schema/tidy';

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
}

const ctxOf = (registry: { formContext?: unknown }) => (registry.formContext ?? {}) as FormContext;

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
            <p key={i}>{e}</p>
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
          {label}
          {required ? <span aria-hidden="true"> *</span> : null}
        </label>
      ) : null}
      {children}
      {rawDescription && (!isCheckbox || rawDescription !== label) ? (
        <p id={`${id}__description`} data-slot="description" className="rk-help">
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
        {errors.length ? errors.map((e, i) => <p key={i}>{e}</p>) : null}
      </div>
    </div>
  );
}

function ObjectFieldTemplate({ title, description, properties, fieldPathId, schema }: ObjectFieldTemplateProps<FormInput, RJSFSchema>) {
  const content = properties.filter((p) => !p.hidden).map((p) => <div key={p.name}>{p.content}</div>);
  const root = fieldPathId.path.length === 0;
  if (root || !title) {
    return (
      <div data-slot={root ? 'form-fields' : 'object'} className="rk-stack">
        {root && title ? <h3 data-slot="form-title">{title}</h3> : null}
        {root && description ? <p className="rk-help">{description}</p> : null}
        {content}
      </div>
    );
  }
  return (
    <fieldset data-slot="object" className="rk-fieldset rk-stack" data-schema-type={schema.type as string}>
      <legend>{title}</legend>
      {description ? <p className="rk-help">{description}</p> : null}
      {content}
    </fieldset>
  );
}

function BaseInputTemplate(props: BaseInputTemplateProps<FormInput, RJSFSchema>) {
  const { id, htmlName, value, required, disabled, readonly, onChange, onChangeOverride, onBlur, onFocus, options, schema, type, rawErrors, registry } = props;
  const s = schema as Record<string, unknown>;
  const inputProps = getInputProps<FormInput, RJSFSchema>(schema, type, options);
  const invalid = !!rawErrors?.length;
  return (
    <input
      id={id}
      name={htmlName ?? id}
      className="rk-input"
      {...inputProps}
      type={inputProps.type === 'number' ? 'text' : inputProps.type}
      inputMode={inputProps.type === 'number' ? 'decimal' : undefined}
      value={value ?? ''}
      placeholder={typeof s.placeholder === 'string' && s.placeholder ? ctxOf(registry).example(s.placeholder) : props.placeholder}
      required={required}
      aria-required={required || undefined}
      disabled={disabled}
      readOnly={readonly}
      autoComplete="off"
      aria-invalid={invalid || undefined}
      aria-describedby={ariaDescribedByIds(id, !!schema.examples)}
      onChange={onChangeOverride ?? ((e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value === '' ? options.emptyValue : e.target.value))}
      onBlur={(e: FocusEvent<HTMLInputElement>) => {
        // Case and spacing the pattern refuses are tidied when the customer leaves the field.
        const typed = e.target.value;
        const tidied = tidyToPattern(typed, s.pattern);
        if (tidied !== typed) onChange(tidied);
        onBlur(id, tidied);
      }}
      onFocus={(e: FocusEvent<HTMLInputElement>) => onFocus(id, e.target.value)}
    />
  );
}

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
          <option key={i} value={String(i)}>
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
          <option key={i} value={String(i)}>
            {symbol ? `${String(symbol)} ${option.label}` : option.label}
          </option>
        );
      })}
    </select>
  );
}

function CheckboxWidget({ id, htmlName, value, required, disabled, readonly, onChange, onBlur, onFocus, label, schema, rawErrors }: WidgetProps<FormInput, RJSFSchema>) {
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
      <label htmlFor={id}>{label || schema.description}</label>
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

export const widgets: RegistryWidgetsType<FormInput, RJSFSchema, FormContext> = { SelectWidget, CheckboxWidget };
