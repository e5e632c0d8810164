'use client';
// The form itself: rjsf renders the schema with the kit's templates; validation is the kit's own
// (the same rules and messages as the sandbox), run when a field is left and on submit, never on
// each keystroke. Server problems sit on their fields until the customer edits them. Answers are
// kept as JSON (a cleared field is absent); answers of a branch the customer left are set aside
// and come back with their branch, and only the active branches' answers are held, handed to the
// host and submitted (core/form-schema/keep.ts). Every text of the schema is said in the customer's
// locale by the form vocabulary (core/form-schema/localize.ts), which loads with the form; what it
// does not know is shown in English, marked so, and reported once (`i18n.missing`).
// For screen readers: a message that appears when a field is left is said once (a polite status);
// a submit with problems takes the customer to the first; while the form waits (`disabled`) its
// fields are read-only and its button busy, so focus stays where it was, and once it may be used
// again after the service found problems, focus goes to the first field in error.
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import Form from '@rjsf/core';
import { deepEquals, type RJSFSchema } from '@rjsf/utils';
import type { FieldProblem } from '../../api/errors';
import type { FormInput } from '../../api/sell';
import { assertSafeSchema } from '../../core/form-schema/guard';
import { isValidEvalFree, validateFormDataEvalFree } from '../../core/form-schema/eval-free';
import { toFormAnswers } from '../../core/form-schema/json-data';
import { NOTHING_SET_ASIDE, settleAnswers, type SetAside } from '../../core/form-schema/keep';
import { useRampkit } from '../../react/useRampkit';
import { serviceWord, type MessageKey } from '../../i18n';
import { ErrorPanel } from '../shared/ErrorPanel';
import { ApiError } from '../../api/api-error';
import { templates, widgets } from './templates';
import type { AwaitedQuestion, FormContext, ItemButton } from './form-context';
import { requiredNoteKind } from './required-note';
import { fieldTitle } from '../../core/form-schema/field-title';
import { createValidator, toErrorSchema, type FormRules } from './validator';
import type { DynamicFormProps } from './types';
import { useAjvRules } from './useAjvRules';
import { useFormWords } from './useFormWords';
import { reportMissingTexts } from './report-missing';
import { sayProblems, type SaidProblem } from '../../core/form-schema/say-problems';
import { mergeAllOfForLayout } from './merge-all-of';
import { awaitChoices, branchQuestions, isInBranch } from './branches';
import { emptyWhereAllowed } from './empty-answers';
import { KitRoot, joinClasses } from '../shared/root';
import { DynamicFormLoading } from './DynamicFormLoading';

const EVAL_FREE: FormRules = { validate: validateFormDataEvalFree, isValid: isValidEvalFree };

/** Turns 'BankDetails.IBAN' into the field's DOM id under the form's prefix. */
const fieldIdOf = (prefix: string, path: string) => (path ? `${prefix}-${path.replace(/\./g, '-')}` : prefix);

/** The answers with the string answer at the path `at` picks set to `value`; the same object when none is there. */
function withLeaf(answers: FormInput, at: (path: string) => boolean, value: string, path = ''): FormInput {
  for (const [key, held] of Object.entries(answers)) {
    const here = path ? `${path}.${key}` : key;
    if (typeof held === 'string' && at(here)) return held === value ? answers : { ...answers, [key]: value };
    if (held && typeof held === 'object') {
      const inner = withLeaf(held as FormInput, at, value, here);
      if (inner !== held) return Array.isArray(answers) ? (Object.assign([...answers], { [key]: inner }) as unknown as FormInput) : { ...answers, [key]: inner };
    }
  }
  return answers;
}

/** The form schema cannot be used: said like an invalid answer from the service (it is one). */
const schemaError = (error: Error) => ApiError.invalidResponse('GetChannelForm', 200, [{ Field: 'FormSchema', Reason: 'SchemaValidation', Description: error.message }]);

const NO_TEXTS: ReadonlySet<string> = new Set();

/** Each item button's name by its number, alone (the key) and in a titled list (the key and `-in`: "Move item 2 up in “Owners”"). */
const ITEM_BUTTON_NAMES: Record<ItemButton, MessageKey> = { remove: 'form.remove-numbered', up: 'form.move-up-numbered', down: 'form.move-down-numbered', copy: 'form.copy-numbered' };

/** These elements in the page's order (a field without a control of its own has none). */
export const inPageOrder = (ids: readonly string[]): HTMLElement[] =>
  ids
    .map((id) => document.getElementById(id))
    .filter((el): el is HTMLElement => !!el)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));

/** Focuses the first of these elements in the page's order. */
const focusFirst = (ids: readonly string[]) => inPageOrder(ids)[0]?.focus();

/** A form's own id prefix: React's useId made safe for ids and CSS selectors. */
function useFormIdPrefix(given: string | undefined): string {
  const id = useId().replace(/[^A-Za-z0-9_-]/g, '');
  return given ?? `rk-field-${id}-Form`;
}

/**
 * The kit's own forms whose texts are the kit's catalogue already (CustomerPrefill) pass
 * `schemaInLocale`: the vocabulary then says only the validators' messages.
 */
/** What the form's status says: that a submit found problems, or the problem of the field just left (by its id, for these answers). */
type Saying = 'problems' | 'removed' | { id: string; answers: FormInput };

export type RjsfFormProps = DynamicFormProps & {
  schemaInLocale?: boolean;
  /**
   * Rules of the kit's own form beyond its schema's (CustomerPrefill: the contract's formats and
   * refinements), run with them as a field is left and on submit, so one submit finds every
   * problem; a field the schema finds a problem in keeps the schema's.
   */
  moreRules?: (answers: FormInput) => FieldProblem[];
  /**
   * A submit found problems: the host lists them above the form, and that list is what is said
   * (the form's status stays quiet). Focus goes to the first in the page all the same.
   */
  onProblems?: (problems: FieldProblem[]) => void;
};

export default function RjsfForm(props: RjsfFormProps) {
  const { schemaInLocale = false, moreRules, onProblems, schema, formData, defaultFormData, onFormDataChange, onFormSubmitted, serverErrors, disabled, submitLabel, secondaryAction, strictCsp = true, idPrefix: givenPrefix, uiSchema, templates: hostTemplates, widgets: hostWidgets, fields, className, ...root } = props;
  const { t, locale, emit } = useRampkit('DynamicForm');
  const idPrefix = useFormIdPrefix(givenPrefix);
  const formWords = useFormWords();
  // The schema in the locale: for the layout (a plain enum's values become labelled choices), and
  // for the rules, so the schema's own messages come out in the locale (the rules are the same).
  const localized = useMemo(() => {
    if (!formWords) return undefined;
    const json = schema as Record<string, unknown>;
    return !formWords.localize || schemaInLocale ? { layout: json, rules: json, english: NO_TEXTS, missing: [] } : formWords.localize(json);
  }, [schema, formWords, schemaInLocale]);
  // The host's templates and widgets over the kit's: a design system replaces what it wants.
  const mergedTemplates = useMemo(
    () => ({ ...templates, ...hostTemplates, ButtonTemplates: { ...templates.ButtonTemplates, ...hostTemplates?.ButtonTemplates } }) as typeof templates,
    [hostTemplates],
  );
  const mergedWidgets = useMemo(() => ({ ...widgets, ...hostWidgets }) as typeof widgets, [hostWidgets]);
  const ajvRules = useAjvRules(!strictCsp);
  const rules = strictCsp ? EVAL_FREE : ajvRules;
  // A validator that throws is a broken form, said above it; never an uncaught error on the host page.
  const [fault, setFault] = useState<Error>();
  const reportFault = useCallback((error: unknown) => {
    // rjsf asks while rendering; the fault is shown after that render.
    queueMicrotask(() => setFault((prev) => prev ?? (error instanceof Error ? error : new Error(String(error)))));
  }, []);
  const validator = useMemo(() => (rules ? createValidator(rules, reportFault) : undefined), [rules, reportFault]);
  const unsafe = useMemo(() => {
    try {
      assertSafeSchema(schema);
      // A schema the validator cannot run (a pattern that is no regular expression) fails here, once.
      rules?.validate(schema as Record<string, unknown>, {});
      return undefined;
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    }
  }, [schema, rules]);

  // What rjsf lays out: branch fields only once their question is answered (validation keeps `schema`).
  // And a required text the schema lets be empty starts empty ("") rather than missing.
  const layoutSchema = useMemo(() => emptyWhereAllowed(awaitChoices(localized?.layout ?? schema)), [localized, schema]);
  const questions = useMemo(() => branchQuestions(schema), [schema]);

  // Answers of branches the customer left, for when their branch comes back (a new schema starts empty).
  // State, changed only when an answer goes aside or comes back (never on a keystroke).
  const [setAsideFor, setSetAsideFor] = useState<{ schema: unknown; answers: SetAside }>(() => ({ schema, answers: NOTHING_SET_ASIDE }));
  const setAside = setAsideFor.schema === schema ? setAsideFor.answers : NOTHING_SET_ASIDE;
  // Controlled, the host's answers are handed to rjsf on every render. Uncontrolled, rjsf keeps the
  // answers itself, so a keystroke is one commit of the field that changed: it is told the first
  // answers once (`seed`), and again only when answers must be taken away (`latest` mirrors them
  // for validation on blur).
  const controlled = formData !== undefined;
  const [seed, setSeed] = useState<FormInput | undefined>(defaultFormData ?? {});
  const latest = useRef<FormInput | undefined>(undefined);
  const given = controlled ? formData : seed;
  // What the form shows: the answers of the branches that apply (set-aside ones back where they
  // apply again; the set-aside answers themselves change only on the customer's changes).
  const data = useMemo(() => {
    if (!rules || given === undefined) return given;
    try {
      return settleAnswers(layoutSchema as Record<string, unknown>, given, rules.isValid, setAside).answers;
    } catch (error) {
      reportFault(error);
      return given;
    }
  }, [layoutSchema, given, rules, reportFault, setAside]);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  // Fields of a branch the customer just switched to: no message until they leave one or submit again.
  const [awaiting, setAwaiting] = useState<readonly string[]>([]);
  const [clientProblems, setClientProblems] = useState<FieldProblem[]>([]);
  // The answers the client problems were found in (a typed date or address line is read from them).
  const [checkedAnswers, setCheckedAnswers] = useState<FormInput>({});
  // Server problems, until the customer edits their field; a new serverErrors prop starts over.
  const [edited, setEdited] = useState<{ source: typeof serverErrors; ids: ReadonlySet<string> }>({ source: serverErrors, ids: new Set() });
  const editedIds = useMemo(() => (edited.source === serverErrors ? edited.ids : new Set<string>()), [edited, serverErrors]);

  const serverProblems = useMemo<(FieldProblem & { own: boolean })[]>(
    () =>
      Object.entries(serverErrors ?? {})
        .filter(([field]) => field.startsWith('Form.'))
        .flatMap(([field, problems]) => problems.map((p) => ({ Field: field.slice('Form.'.length), Reason: p.reason, Description: p.description || serviceWord(t, 'error.reason', p.reason), own: !p.description })))
        .filter((p) => !editedIds.has(fieldIdOf(idPrefix, p.Field))),
    [serverErrors, editedIds, idPrefix, t],
  );

  // The problems shown, in the locale (the validators and the service speak English).
  const words = formWords?.problems;
  const visibleClient = clientProblems.filter((p) => touched.has(fieldIdOf(idPrefix, p.Field)) || (submitted && !isInBranch(p.Field, awaiting)));
  const shownProblems: SaidProblem[] = words
    ? [
        ...serverProblems.map((p) => (p.own ? { ...p, english: false } : sayProblems(schema as Record<string, unknown>, data, [p], words)[0]!)),
        ...sayProblems(schema as Record<string, unknown>, checkedAnswers, visibleClient.filter((p) => !serverProblems.some((s) => s.Field === p.Field)), words),
      ]
    : [];
  const englishMessages = shownProblems.filter((p) => p.english).map((p) => p.Description);
  const missingKey = [...(localized?.missing ?? []), ...englishMessages].join('\n');
  useEffect(() => {
    if (missingKey) reportMissingTexts(emit, locale, missingKey.split('\n'));
  }, [emit, locale, missingKey]);
  const english = englishMessages.length ? new Set([...(localized?.english ?? []), ...englishMessages]) : (localized?.english ?? NO_TEXTS);

  // Said once to screen readers (a polite status): a message that appears as a field is left, or that
  // a submit found problems. Each new saying differs from the last, so the same words are said again.
  // What is said is kept as what it says (the problems, or a field's problem for the answers then),
  // and worded at render: a language switch words it anew instead of leaving the old language.
  const [said, setSaid] = useState<{ saying?: Saying; count: number }>({ count: 0 });
  const say = (saying: Saying) => setSaid((prev) => ({ saying, count: prev.count + 1 }));
  const ready = !!(validator && rules && localized && formWords) && !unsafe;
  // The service's problems, once the form may be used again: focus to the first field in error, in
  // the form's order (once per set of problems; a field without a control of its own is skipped).
  const focusedFor = useRef<unknown>(undefined);
  const serverFieldIds = serverProblems.map((p) => fieldIdOf(idPrefix, p.Field)).join(' ');
  useEffect(() => {
    if (!ready || disabled || !serverFieldIds || focusedFor.current === serverErrors) return;
    focusedFor.current = serverErrors;
    focusFirst(serverFieldIds.split(' '));
  }, [ready, disabled, serverFieldIds, serverErrors]);

  if (unsafe) return <ErrorPanel {...root} className={className} error={schemaError(unsafe)} />;
  if (!validator || !rules || !localized || !formWords) return <DynamicFormLoading {...root} schema={schema} className={className} />;

  /** The saying in the form's words now. */
  const sayingText = (): string => {
    const { saying } = said;
    if (saying === 'problems') return t('form.problems');
    if (saying === 'removed') return t('form.item-removed');
    if (!saying) return '';
    // The left field's message, its words as shown under it.
    const own = validate(saying.answers)?.find((p) => fieldIdOf(idPrefix, p.Field) === saying.id);
    return own ? `${labelOf(own.Field)}: ${words ? sayProblems(schema as Record<string, unknown>, saying.answers, [own], words)[0]!.Description : own.Description}` : '';
  };

  const validate = (answers: FormInput): FieldProblem[] | undefined => {
    try {
      const own = rules.validate(localized.rules, answers);
      return [...own, ...(moreRules?.(answers).filter((p) => !own.some((o) => o.Field === p.Field)) ?? [])];
    } catch (error) {
      reportFault(error);
      return undefined;
    }
  };
  const extraErrors = toErrorSchema(shownProblems);
  const labelOf = (path: string) => fieldTitle(localized.layout, path.split('.').filter(Boolean)) ?? path.split('.').pop() ?? path;
  // Questions that bring fields, by the object they stand in (its template says so while unanswered).
  const asked = new Map<string, AwaitedQuestion[]>();
  for (const { question, branchFields } of questions) {
    if (!branchFields.length) continue;
    const parent = question.split('.').slice(0, -1).join('.');
    asked.set(parent, [...(asked.get(parent) ?? []), { question, label: labelOf(question) }]);
  }
  const noteKind = requiredNoteKind(layoutSchema);
  const formContext: FormContext = {
    arrayLabels: {
      add: [`+ ${t('form.add')}`, t('form.add-item')],
      remove: [t('form.remove'), t('form.remove')],
      up: ['↑', t('form.move-up')],
      down: ['↓', t('form.move-down')],
      copy: [t('form.copy'), t('form.copy')],
    },
    itemButtonName: (kind, number, list) => {
      const key = ITEM_BUTTON_NAMES[kind];
      return list ? t(`${key}-in` as MessageKey, { number, list }) : t(key, { number });
    },
    itemTitle: (number, title) => (title ? t('form.item-titled', { title, number }) : t('form.item-numbered', { number })),
    announce: () => say('removed'),
    busy: !!disabled,
    submitLabel: submitLabel ?? t('common.continue'), scanHint: t('form.scan-hint'), choose: t('form.choose'),
    optional: t('common.optional'),
    requiredNote: noteKind === 'all' ? t('form.required.all') : noteKind === 'unless-optional' ? t('form.required.unless-optional') : undefined,
    awaiting: asked,
    awaitingText: (question) => t('form.awaiting-choice', { question }),
    secondaryAction: secondaryAction as ReactNode,
    example: (example) => t('form.example', { example }),
    english,
    asciiPreview: formWords.asciiPreview,
    date: formWords.date,
  };

  return (
    <KitRoot as="div" {...root} data-slot="dynamic-form" data-state={fault ? 'error' : submitted && visibleClient.length ? 'invalid' : 'idle'} className={joinClasses('rk-form', className)}>
      {fault ? <ErrorPanel error={schemaError(fault)} /> : null}
      <Form<FormInput, RJSFSchema, FormContext>
        schema={layoutSchema as RJSFSchema}
        validator={validator}
        formData={data}
        idPrefix={idPrefix}
        idSeparator="-"
        templates={mergedTemplates}
        widgets={mergedWidgets}
        fields={fields}
        uiSchema={uiSchema}
        formContext={formContext}
        extraErrors={extraErrors}
        // A const is a rule, not an answer: an Ack box must be ticked by the customer.
        experimental_defaultFormStateBehavior={{ constAsDefaults: 'never' }}
        experimental_customMergeAllOf={mergeAllOfForLayout}
        // The kit validates on blur and on submit with the schema's own messages (above); rjsf's
        // own pass would show a second set. rjsf marks the switch deprecated for a later release.
        // eslint-disable-next-line @typescript-eslint/no-deprecated -- no replacement in rjsf 6 yet
        noValidate
        noHtml5Validate
        omitExtraData
        showErrorList={false}
        // Waiting, the fields keep focus and their answers (a disabled control would drop the focus).
        readonly={disabled}
        onChange={(event, id) => {
          const answers = toFormAnswers(event.formData) as FormInput;
          let next = answers;
          try {
            // A changed branch question: rjsf re-makes fields whose type the branch changed, so what
            // they held before is set aside from the answers before the change.
            const asked = id ? questions.find((q) => fieldIdOf(idPrefix, q.question) === id)?.question : undefined;
            const before = asked ? { answers: controlled ? data : (latest.current ?? data), asked } : undefined;
            const settled = settleAnswers(layoutSchema as Record<string, unknown>, answers, rules.isValid, setAside, before);
            next = settled.answers;
            if (settled.setAside !== setAside) setSetAsideFor({ schema, answers: settled.setAside });
          } catch (error) {
            reportFault(error);
          }
          if (!controlled) {
            latest.current = next;
            // Answers set aside or brought back: rjsf is told to show the settled answers. Otherwise
            // it holds them already, and after the first change it is told nothing more.
            if (!deepEquals(next, answers)) setSeed(next);
            else if (seed !== undefined) setSeed(undefined);
          }
          onFormDataChange?.(next);
          if (id) {
            // Editing a field clears its own errors until it is left again (no render when there are none).
            setEdited((prev) => (prev.source === serverErrors && prev.ids.has(id) ? prev : { source: serverErrors, ids: new Set([...(prev.source === serverErrors ? prev.ids : []), id]) }));
            // A changed answer to a branch question takes the old branch's messages with it: fields
            // that just appeared are not "required" before the customer has seen them.
            const branchFields = questions.filter((q) => fieldIdOf(idPrefix, q.question) === id).flatMap((q) => q.branchFields);
            const stays = (p: FieldProblem) => fieldIdOf(idPrefix, p.Field) !== id && !isInBranch(p.Field, branchFields);
            setClientProblems((prev) => (prev.every(stays) ? prev : prev.filter(stays)));
            if (branchFields.length) {
              setAwaiting(branchFields);
              setTouched((prev) => new Set([...prev].filter((touchedId) => !branchFields.some((b) => touchedId === fieldIdOf(idPrefix, b) || touchedId.startsWith(`${fieldIdOf(idPrefix, b)}-`)))));
            }
          }
        }}
        onBlur={(id, value) => {
          setTouched((prev) => (prev.has(id) ? prev : new Set([...prev, id])));
          // A field tidied as it is left (case, spacing: widgets.tsx) passes the tidied value here,
          // and rjsf applies it only after this call: it is checked as it will be, not as typed.
          const held = (controlled ? data : latest.current ?? data) ?? {};
          const answers = typeof value === 'string' ? withLeaf(held, (path) => fieldIdOf(idPrefix, path) === id, value) : held;
          const problems = validate(answers);
          if (problems) {
            setClientProblems(problems);
            setCheckedAnswers(answers);
            // The left field's message, said once when it appears (its words as shown under it).
            const own = problems.find((p) => fieldIdOf(idPrefix, p.Field) === id);
            const before = visibleClient.find((p) => fieldIdOf(idPrefix, p.Field) === id);
            if (own && own.Description !== before?.Description) {
              say({ id, answers });
            }
          }
        }}
        onSubmit={(event) => {
          if (disabled) return;
          const answers = toFormAnswers(event.formData) as FormInput;
          const problems = validate(answers);
          // Answers a broken validator could not check are never sent.
          if (!problems || fault) return;
          setSubmitted(true);
          setAwaiting([]);
          setClientProblems(problems);
          setCheckedAnswers(answers);
          if (problems.length) {
            if (!onProblems) say('problems');
            else {
              // The host's list says them: the status drops what it said of the field just left.
              setSaid({ count: 0 });
              onProblems(problems);
            }
            focusFirst(problems.map((p) => fieldIdOf(idPrefix, p.Field)));
            return;
          }
          onFormSubmitted?.(answers);
        }}
      />
      <p role="status" data-slot="form-status" className="rk-visually-hidden">
        {sayingText()}
        {said.count % 2 ? '\u200b' : ''}
      </p>
    </KitRoot>
  );
}


