'use client';
// The form itself: rjsf renders the schema with the kit's templates; validation is the kit's own
// (the same rules and messages as the sandbox), run when a field is left and on submit, never on
// each keystroke. Server problems sit on their fields until the customer edits them.
import { useMemo, useState } from 'react';
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import type { FieldProblem } from '../../api/errors';
import type { FormInput } from '../../api/sell';
import { assertSafeSchema } from '../../core/form-schema/guard';
import { isValidEvalFree, validateFormDataEvalFree } from '../../core/form-schema/eval-free';
import { useControllableState } from '../../react/useControllableState';
import { useRampkit } from '../../react/useRampkit';
import { ErrorPanel } from '../shared/ErrorPanel';
import { ApiError } from '../../api/errors';
import { templates, widgets, type FormContext } from './templates';
import { createValidator, toErrorSchema, type FormRules } from './validator';
import type { DynamicFormProps } from './types';
import { useAjvRules } from './useAjvRules';
import { mergeAllOfForLayout } from './merge-all-of';

const EVAL_FREE: FormRules = { validate: validateFormDataEvalFree, isValid: isValidEvalFree };
const ID_PREFIX = 'rk-field-Form';

/** Turns 'BankDetails.IBAN' into the field's DOM id under the form's prefix. */
const fieldIdOf = (prefix: string, path: string) => (path ? `${prefix}-${path.replace(/\./g, '-')}` : prefix);

export default function RjsfForm({ schema, formData, defaultFormData, onChange, onSubmit, serverErrors, disabled, submitLabel, strictCsp = true, idPrefix = ID_PREFIX }: DynamicFormProps) {
  const { t } = useRampkit('DynamicForm');
  const ajvRules = useAjvRules(!strictCsp);
  const rules = strictCsp ? EVAL_FREE : ajvRules;
  const validator = useMemo(() => (rules ? createValidator(rules) : undefined), [rules]);
  const unsafe = useMemo(() => {
    try {
      assertSafeSchema(schema);
      return undefined;
    } catch (error) {
      return error as Error;
    }
  }, [schema]);

  const [data, setData] = useControllableState<FormInput>({ value: formData, defaultValue: defaultFormData ?? {}, onChange });
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
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

  if (unsafe) return <ErrorPanel error={ApiError.invalidResponse('GetChannelForm', 200, [{ Field: 'FormSchema', Reason: 'SchemaValidation', Description: unsafe.message }])} />;
  if (!validator || !rules) return null;

  // The validators speak English for generic rules; the one every form has is said in the locale.
  const validate = (answers: FormInput) =>
    rules.validate(schema as Record<string, unknown>, answers).map((p) => (p.Description === 'is required' ? { ...p, Description: t('form.required') } : p));
  const visibleClient = clientProblems.filter((p) => submitted || touched.has(fieldIdOf(idPrefix, p.Field)));
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
    submitLabel: submitLabel ?? t('common.continue'), scanHint: t('form.scan-hint'), choose: t('form.choose') };

  return (
    <div data-slot="dynamic-form" data-state={submitted && visibleClient.length ? 'invalid' : 'idle'} className="rk-form">
      <Form<FormInput, RJSFSchema, FormContext>
        schema={schema as RJSFSchema}
        validator={validator}
        formData={data}
        idPrefix={idPrefix}
        idSeparator="-"
        templates={templates}
        widgets={widgets}
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
          const next = event.formData ?? {};
          setData(next);
          if (id) {
            // Editing a field clears its own errors until it is left again.
            setEdited((prev) => ({ source: serverErrors, ids: new Set([...(prev.source === serverErrors ? prev.ids : []), id]) }));
            setClientProblems((prev) => prev.filter((p) => fieldIdOf(idPrefix, p.Field) !== id));
          }
        }}
        onBlur={(id) => {
          setTouched((prev) => (prev.has(id) ? prev : new Set([...prev, id])));
          setClientProblems(validate(data));
        }}
        onSubmit={(event) => {
          const answers = event.formData ?? {};
          const problems = validate(answers);
          setSubmitted(true);
          setClientProblems(problems);
          if (problems.length) {
            const first = problems[0]!;
            document.getElementById(fieldIdOf(idPrefix, first.Field))?.focus();
            return;
          }
          onSubmit(answers);
        }}
      />
    </div>
  );
}


