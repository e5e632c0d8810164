'use client';
// rjsf templates in the kit's look (docs/design.md, "Form field"): the label (14/500) above the
// control with "(optional)" after an optional one, the help text under the control, which an error
// replaces (the control names the one shown), after an example too long to be the placeholder; sections without boxes, a 16/600 title each (a group
// of fields is a fieldset, its title the legend); list items divided by a rule, not boxed; the
// submit button first in the form's action bar. The form decides which errors are due (RjsfForm).
import { createContext, useContext, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import type {
  ArrayFieldItemTemplateProps, ArrayFieldTemplateProps, FieldTemplateProps, IconButtonProps, ObjectFieldTemplateProps, RJSFSchema,
  SubmitButtonProps, TemplatesType,
} from '@rjsf/utils';
import type { FormInput } from '../../api/sell';
import { Button } from '../shared/Button';
import { ActionBar } from '../shared/ActionBar';
import { Heading } from '../shared/Heading';
import { ctxOf, ExampleBelow, langOf, markEnglish, type FormContext } from './form-context';
import { BaseInputTemplate } from './widgets';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
/** A list the customer adds items to (not a multiple choice, which is one select). */
const isList = (schema: RJSFSchema) => schema.type === 'array' && !(isObject(schema.items) && (Array.isArray(schema.items.enum) || Array.isArray(schema.items.oneOf)));

function Messages({ id, errors, registry }: { id: string; errors: readonly string[]; registry: { formContext?: unknown } }) {
  return (
    <div id={`${id}__error`} data-slot="field-error" className="rk-field-error">
      {errors.map((e, i) => (
        <p key={i} lang={langOf(registry, e)}>
          {e}
        </p>
      ))}
    </div>
  );
}

function FieldTemplate({ id, label, children, rawErrors, rawDescription, hidden, required, displayLabel, schema, uiSchema, registry, fieldPathId }: FieldTemplateProps<FormInput, RJSFSchema>) {
  // The answer's path (BankDetails.IBAN, Items.0.Name): how tests find a field in any language.
  const path = fieldPathId.path.join('.');
  // An example too long for the control, said under it (the input decides: BaseInputTemplate).
  const [example, setExample] = useState<string>();
  const below = useMemo(() => ({ example, show: setExample }), [example]);
  if (hidden) return <div hidden>{children}</div>;
  const errors = rawErrors ?? [];
  const state = errors.length ? 'invalid' : 'valid';
  const context = ctxOf(registry);
  const help = rawDescription && (schema.type !== 'boolean' || rawDescription !== label) ? rawDescription : undefined;
  // A required text that may be left empty (it starts as "": empty-answers.ts) is optional to the customer.
  const optional = (!required || schema.default === '') && schema.type !== 'boolean' ? (
    <>
      {' '}
      <span data-slot="optional">{context.optional}</span>
    </>
  ) : null;
  if (schema.type === 'object') {
    // A section (its title and help come from ObjectFieldTemplate). Rules on a whole group
    // (x-total-max-length, a missing group) are said under it; it takes focus for the error links.
    return (
      <div id={id} tabIndex={-1} data-slot="group" data-field={path} data-state={state} aria-describedby={errors.length ? `${id}__error` : undefined}>
        {children}
        <Messages id={id} errors={errors} registry={registry} />
      </div>
    );
  }
  if (isList(schema)) {
    // A list of items: a section titled by its label, the items and the add button in it.
    return (
      <fieldset id={id} tabIndex={-1} className="rk-section" data-slot="group" data-field={path} data-state={state} aria-describedby={errors.length ? `${id}__error` : help ? `${id}__description` : undefined}>
        {/* rjsf leaves a list's title to the list (displayLabel false); here the section says it. */}
        {uiSchema?.['ui:label'] !== false && label ? (
          <legend data-slot="section-title">
            {markEnglish(registry, label)}
            {optional}
          </legend>
        ) : null}
        {help && !errors.length ? (
          <p id={`${id}__description`} data-slot="description" className="rk-help" lang={langOf(registry, help)}>
            {help}
          </p>
        ) : null}
        {children}
        <Messages id={id} errors={errors} registry={registry} />
      </fieldset>
    );
  }
  const checkbox = schema.type === 'boolean';
  const radios = uiSchema?.['ui:widget'] === 'radio';
  const scan = (schema as Json)['x-scan-type'] === 'qr';
  const Label = radios ? 'span' : 'label';
  return (
    <div className="rk-field" data-slot="field" data-field={path} data-state={state} data-control={checkbox ? 'checkbox' : radios ? 'choice' : 'text'} data-scan-type={scan ? 'qr' : undefined}>
      {displayLabel && !checkbox ? (
        <Label id={`${id}__label`} htmlFor={radios ? undefined : id} className="rk-label" data-slot="label">
          {markEnglish(registry, label)}
          {optional}
        </Label>
      ) : null}
      <ExampleBelow.Provider value={below}>{children}</ExampleBelow.Provider>
      <div data-slot="field-message">
        {/* Kept while an error shows: the example is what helps to correct it. */}
        {example ? (
          <p id={`${id}__example`} data-slot="example" className="rk-help">
            {example}
          </p>
        ) : null}
        {errors.length ? null : help ? (
          <p id={`${id}__description`} data-slot="description" className="rk-help" lang={langOf(registry, help)}>
            {help}
          </p>
        ) : null}
        {/* The hint speaks of a QR code's text: only where the field expects one. */}
        {scan && !errors.length ? (
          <p id={`${id}__scan`} data-slot="scan-hint" className="rk-help">
            {context.scanHint}
          </p>
        ) : null}
        <Messages id={id} errors={errors} registry={registry} />
      </div>
    </div>
  );
}

/** Where the fields a question brings will be, while it is unanswered: what to answer first. */
function Awaiting({ path, answers, registry }: { path: string; answers: unknown; registry: { formContext?: unknown } }) {
  const context = ctxOf(registry);
  const own = (question: string) => (answers && typeof answers === 'object' ? (answers as Json)[question.split('.').pop()!] : undefined);
  const questions = (context.awaiting?.get(path) ?? []).filter((q) => own(q.question) === undefined);
  return questions.map((q) => (
    <p key={q.question} className="rk-help" data-slot="awaiting-choice" data-question={q.question}>
      {context.awaitingText(q.label)}
    </p>
  ));
}

function ObjectFieldTemplate({ title, description, properties, fieldPathId, schema, formData, required, registry }: ObjectFieldTemplateProps<FormInput, RJSFSchema>) {
  const path = fieldPathId.path.join('.');
  const content: ReactNode[] = properties.filter((p) => !p.hidden).map((p) => <div key={p.name}>{p.content}</div>);
  content.push(<Awaiting key=" awaiting" path={path} answers={formData} registry={registry} />);
  const help = description ? (
    <p className="rk-help" data-slot="section-description" lang={langOf(registry, description)}>
      {description}
    </p>
  ) : null;
  if (fieldPathId.path.length === 0) {
    const note = ctxOf(registry).requiredNote;
    return (
      <div data-slot="form-fields" className="rk-form-fields">
        {title || help || note ? (
          <div data-slot="form-header" className="rk-form-header">
            {title ? (
              <Heading data-slot="form-title" lang={langOf(registry, title)}>
                {title}
              </Heading>
            ) : null}
            {help}
            {note ? (
              <p className="rk-help" data-slot="required-note">
                {note}
              </p>
            ) : null}
          </div>
        ) : null}
        {content}
      </div>
    );
  }
  if (!title) {
    return (
      <div data-slot="object" className="rk-form-fields">
        {help}
        {content}
      </div>
    );
  }
  // An item of a list is never "optional" (it is there because the customer added it), and is
  // titled by its place: "Owner 2" by its own title, else "Item 2" (rjsf's "Owners-2" read as an id).
  const place = String(fieldPathId.path.at(-1));
  const item = /^\d+$/.test(place) ? +place + 1 : 0;
  const itemTitle = item ? ctxOf(registry).itemTitle?.(item, schema.title) : undefined;
  // A section inside a section (a holder's full name) is titled smaller than a top-level one.
  const depth = fieldPathId.path.filter((p) => typeof p === 'string' && !/^\d+$/.test(p)).length;
  return (
    <fieldset data-slot="object" className="rk-section" data-depth={depth > 1 ? 'nested' : undefined} data-schema-type={schema.type as string}>
      <legend data-slot="section-title">
        <span lang={langOf(registry, item ? schema.title : title)}>{itemTitle ?? title}</span>
        {/* A section that may be left out: its fields are asked for only when one of them is given. */}
        {required || item ? null : (
          <>
            {' '}
            <span data-slot="optional">{ctxOf(registry).optional}</span>
          </>
        )}
      </legend>
      {help}
      {content}
    </fieldset>
  );
}

/** The list an item's buttons belong to (its title) and the item's place in it, counted from 1. */
const ItemPlace = createContext<{ list?: string; number?: number }>({});

/** A list: its items divided by a rule (never boxed), the add button under them. */
function ArrayFieldTemplate({ items, canAdd, onAddClick, disabled, readonly, registry, uiSchema, fieldPathId, title }: ArrayFieldTemplateProps<FormInput, RJSFSchema>) {
  const { AddButton } = registry.templates.ButtonTemplates;
  return (
    <div data-slot="array" className="rk-array">
      <ItemPlace.Provider value={{ list: title || undefined }}>{items}</ItemPlace.Provider>
      {canAdd ? <AddButton id={`${fieldPathId.$id}__add`} className="rk-array-add" onClick={onAddClick} disabled={disabled || readonly} uiSchema={uiSchema} registry={registry} /> : null}
    </div>
  );
}

function ArrayFieldItemTemplate({ children, buttonsProps, hasToolbar, registry, index }: ArrayFieldItemTemplateProps<FormInput, RJSFSchema>) {
  const { ArrayFieldItemButtonsTemplate } = registry.templates;
  const { list } = useContext(ItemPlace);
  return (
    <div data-slot="array-item" className="rk-array-item">
      {children}
      {hasToolbar ? (
        <div data-slot="array-item-actions" className="rk-row">
          <ItemPlace.Provider value={{ list, number: index + 1 }}>
            <ArrayFieldItemButtonsTemplate {...buttonsProps} />
          </ItemPlace.Provider>
        </div>
      ) : null}
    </div>
  );
}

/** The submit button, first in the form's action bar; busy while the form waits (it keeps focus and its name). */
function SubmitButton({ registry }: SubmitButtonProps<FormInput, RJSFSchema>) {
  const context = ctxOf(registry);
  return (
    <ActionBar
      primary={
        <Button type="submit" data-slot="submit" busy={context.busy}>
          {context.submitLabel}
        </Button>
      }
      secondary={context.secondaryAction}
    />
  );
}

// Array buttons as quiet text buttons in the kit's look, named for screen readers: an item's Remove,
// Move up, Move down and Duplicate by its number and list ("Move item 2 up in “Owners”"), so no two
// buttons share a name. Focus follows what a button did (WCAG 2.4.3; rjsf blurs a move button): a
// moved item keeps its button at its new place (the other move button where that is now disabled),
// a new item takes focus on its first field, and Remove hands it to the next item (else the one
// before, else Add). A refocused move button's name says the item's new place ("Move item 3 up …");
// the form's status says that an item was removed.
const ITEM = '[data-slot=array-item]';
const FIELD = 'input,select,textarea';
const textButton = (kind: keyof FormContext['arrayLabels']) =>
  function ArrayButton({ onClick, disabled, registry }: IconButtonProps<FormInput, RJSFSchema>) {
    const place = useContext(ItemPlace);
    const context = ctxOf(registry);
    const [text, generic] = context.arrayLabels?.[kind] ?? [kind, kind];
    const name = kind !== 'add' && place.number && context.itemButtonName ? context.itemButtonName(kind, place.number, place.list) : generic;
    const click = (event: MouseEvent<HTMLButtonElement>) => {
      // An item's button is in the item's action row; Add is in the list.
      const button = event.currentTarget;
      const parent = button.parentElement!;
      const row = parent.parentElement!;
      const next = row.nextElementSibling;
      onClick?.(event);
      if (kind === 'remove') {
        // The next item, else the one before, else Add: their fields stay where they are as the item goes.
        const to = (next?.matches(ITEM) ? next : row.previousElementSibling) ?? next;
        ((to?.querySelector(FIELD) ?? to) as HTMLElement | null)?.focus();
        context.announce?.();
      }
      // A moved or new item, once the items are laid out again (React commits a click's changes before a timer).
      else setTimeout(() => ((kind === 'add' ? parent.querySelector(':scope>div:last-of-type')?.querySelector(FIELD) : button.disabled ? parent.querySelector(':not([disabled])') : button) as HTMLElement | null | undefined)?.focus());
    };
    return (
      <Button variant={kind === 'add' ? 'secondary' : 'ghost'} data-slot={`array-${kind}`} onClick={click} disabled={disabled} aria-label={name}>
        {text}
      </Button>
    );
  };

const Nothing = () => null;

export const templates: Partial<TemplatesType<FormInput, RJSFSchema, FormContext>> = {
  FieldTemplate,
  ObjectFieldTemplate,
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
  BaseInputTemplate,
  FieldErrorTemplate: Nothing,
  FieldHelpTemplate: Nothing,
  ErrorListTemplate: Nothing,
  DescriptionFieldTemplate: Nothing,
  TitleFieldTemplate: Nothing,
  ArrayFieldTitleTemplate: Nothing,
  ArrayFieldDescriptionTemplate: Nothing,
  ButtonTemplates: {
    SubmitButton,
    AddButton: textButton('add'),
    RemoveButton: textButton('remove'),
    MoveUpButton: textButton('up'),
    MoveDownButton: textButton('down'),
    CopyButton: textButton('copy'),
  } as TemplatesType<FormInput, RJSFSchema, FormContext>['ButtonTemplates'],
};

export { widgets } from './widgets';
export type { FormContext } from './form-context';
