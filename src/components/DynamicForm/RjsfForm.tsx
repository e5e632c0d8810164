'use client';
// The form itself: rjsf renders the schema with the kit's templates; validation is the kit's own
// (the same rules and messages as the sandbox), run when a field is left and on submit, never on
// each keystroke. Server problems sit on their fields until the customer edits them. Answers are
// kept as JSON (a cleared field is absent); answers of a branch the customer left are set aside
// and come back with their branch, and only the active branches' answers are held, handed to the
// host and submitted (core/form-schema/keep.ts).
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import Form from '@rjsf/core';
import { deepEquals, type RJSFSchema } from '@rjsf/utils';
import type { FieldProblem } from '../../api/errors';
import type { FormInput } from '../../api/sell';
import { assertSafeSchema } from '../../core/form-schema/guard';
import { isValidEvalFree, validateFormDataEvalFree } from '../../core/form-schema/eval-free';
import { toFormAnswers } from '../../core/form-schema/json-data';
import { NOTHING_SET_ASIDE, settleAnswers, type SetAside } from '../../core/form-schema/keep';
import { useRampkit } from '../../react/useRampkit';
import { ErrorPanel } from '../shared/ErrorPanel';
import { ApiError } from '../../api/api-error';
import { templates, widgets, type FormContext } from './templates';
import { createValidator, toErrorSchema, type FormRules } from './validator';
import type { DynamicFormProps } from './types';
import { useAjvRules } from './useAjvRules';
import { mergeAllOfForLayout } from './merge-all-of';
import { awaitChoices, branchQuestions, isInBranch } from './branches';
import { KitRoot, joinClasses } from '../shared/root';
import { DynamicFormLoading } from './DynamicFormLoading';

const EVAL_FREE: FormRules = { validate: validateFormDataEvalFree, isValid: isValidEvalFree };

/** Turns 'BankDetails.IBAN' into the field's DOM id under the form's prefix. */
const fieldIdOf = (prefix: string, path: string) => (path ? `${prefix}-${path.replace(/\./g, '-')}` : prefix);

/** The form schema cannot be used: said like an invalid answer from the service (it is one). */
const schemaError = (error: Error) => ApiError.invalidResponse('GetChannelForm', 200, [{ Field: 'FormSchema', Reason: 'SchemaValidation', Description: error.message }]);

/** A form's own id prefix: React's useId made safe for ids and CSS selectors. */
function useFormIdPrefix(given: string | undefined): string {
  const id = useId().replace(/[^A-Za-z0-9_-]/g, '');
  return given ?? `rk-field-${id}-Form`;
}

export default function RjsfForm(props: DynamicFormProps) {
  const { schema, formData, defaultFormData, onFormDataChange, onChange: deprecatedOnChange, onFormSubmitted, onSubmit: deprecatedOnSubmit, serverErrors, disabled, submitLabel, strictCsp = true, idPrefix: givenPrefix, uiSchema, templates: hostTemplates, widgets: hostWidgets, fields, className, ...root } = props;
  const onChange = onFormDataChange ?? deprecatedOnChange;
  const onSubmit = onFormSubmitted ?? deprecatedOnSubmit;
  const { t } = useRampkit('DynamicForm');
  const idPrefix = useFormIdPrefix(givenPrefix);
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
  const layoutSchema = useMemo(() => awaitChoices(schema), [schema]);
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
  // Server problems, until the customer edits their field; a new serverErrors prop starts over.
  const [edited, setEdited] = useState<{ source: typeof serverErrors; ids: ReadonlySet<string> }>({ source: serverErrors, ids: new Set() });
  const editedIds = useMemo(() => (edited.source === serverErrors ? edited.ids : new Set<string>()), [edited, serverErrors]);

  const serverProblems = useMemo<FieldProblem[]>(
    () =>
      Object.entries(serverErrors ?? {})
        .filter(([field]) => field.startsWith('Form.'))
        .flatMap(([field, problems]) => problems.map((p) => ({ Field: field.slice('Form.'.length), Reason: p.reason, Description: p.description || t(`error.reason.${p.reason}`) })))
        .filter((p) => !editedIds.has(fieldIdOf(idPrefix, p.Field))),
    [serverErrors, editedIds, idPrefix, t],
  );

  if (unsafe) return <ErrorPanel {...root} className={className} error={schemaError(unsafe)} />;
  if (!validator || !rules) return <DynamicFormLoading {...props} />;

  // The validators speak English for generic rules; the one every form has is said in the locale.
  const validate = (answers: FormInput): FieldProblem[] | undefined => {
    try {
      return rules.validate(schema as Record<string, unknown>, answers).map((p) => (p.Description === 'is required' ? { ...p, Description: t('form.required') } : p));
    } catch (error) {
      reportFault(error);
      return undefined;
    }
  };
  const visibleClient = clientProblems.filter((p) => touched.has(fieldIdOf(idPrefix, p.Field)) || (submitted && !isInBranch(p.Field, awaiting)));
  const extraErrors = toErrorSchema([...serverProblems, ...visibleClient.filter((p) => !serverProblems.some((s) => s.Field === p.Field))]);
  const formContext: FormContext = {
    arrayLabels: {
      add: [`+ ${t('form.add')}`, t('form.add-item')],
      remove: [t('form.remove'), t('form.remove-item')],
      up: ['↑', t('form.move-up')],
      down: ['↓', t('form.move-down')],
      copy: [t('form.copy-item'), t('form.copy-item')],
    },
    busy: !!disabled,
    submitLabel: submitLabel ?? t('common.continue'), scanHint: t('form.scan-hint'), choose: t('form.choose'),
    example: (example) => t('form.example', { example }) };

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
        noValidate
        noHtml5Validate
        omitExtraData
        showErrorList={false}
        disabled={disabled}
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
          onChange?.(next);
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
        onBlur={(id) => {
          setTouched((prev) => (prev.has(id) ? prev : new Set([...prev, id])));
          const problems = validate((controlled ? data : latest.current ?? data) ?? {});
          if (problems) setClientProblems(problems);
        }}
        onSubmit={(event) => {
          const answers = toFormAnswers(event.formData) as FormInput;
          const problems = validate(answers);
          // Answers a broken validator could not check are never sent.
          if (!problems || fault) return;
          setSubmitted(true);
          setAwaiting([]);
          setClientProblems(problems);
          if (problems.length) {
            const first = problems[0]!;
            document.getElementById(fieldIdOf(idPrefix, first.Field))?.focus();
            return;
          }
          onSubmit?.(answers);
        }}
      />
    </KitRoot>
  );
}


