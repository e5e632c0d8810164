'use client';
// KYC/KYB data the business already has, passed on with POST /onboarding/{CustomerID}/prefill.
// The form comes from the contract's zod schema of the chosen variant; the same schema checks the
// answer as the form checks it (a field left, a submit: one submit finds every problem, a missing
// answer and a malformed e-mail together) and before it leaves, and the problems the service
// reports land on their fields. Either kind is listed above the form, in the page's order, said
// once; focus goes to the first. The draft of each variant stays in state through failed submits
// and re-renders (or with the host, controlled).
import { useId, useMemo, useState } from 'react';
import { zodIssuesToFieldProblems, type ApiError, type FieldError, type FieldProblem } from '../../api/errors';
import type { PrefillResponse } from '../../api/prefill';
import type { FormInput } from '../../api/sell';
import { useControllableState } from '../../react/useControllableState';
import { useSubmitPrefill } from '../../react/hooks';
import { useRampkit } from '../../react/useRampkit';
import { en, type MessageKey } from '../../i18n';
import RjsfForm, { inPageOrder } from '../DynamicForm/RjsfForm';
import { defaultFieldId, ErrorPanel } from '../shared/ErrorPanel';
import { OfflineNotice } from '../shared/OfflineNotice';
import { Field } from '../shared/Field';
import { Notice } from '../shared/Notice';
import { Heading } from '../shared/Heading';
import { humanize, prefillFormSchema, withAssociateIds } from './prefill-schema';
import { PREFILL_VARIANTS } from './variants';
import type { CustomerPrefillProps, PrefillDrafts, PrefillVariant } from './types';
import { onboardingEn } from '../../i18n/areas/onboarding/en';
import { KitRoot, joinClasses } from '../shared/root';
import { useFormWords } from '../DynamicForm/useFormWords';
import { sayProblems } from '../../core/form-schema/say-problems';
import { fieldTitle } from '../../core/form-schema/field-title';

/** An associate's ID for checking the answers only: the kit assigns the real ones as it sends them. */
const CHECKING_ID = '00000000-0000-4000-8000-000000000000';

type Problems = Record<string, FieldError[]>;
const toFieldErrors = (problems: readonly { Field?: string; Reason: string; Description: string }[]): Problems => {
  const out: Problems = {};
  for (const p of problems) (out[`Form.${p.Field ?? ''}`.replace(/\.$/, '')] ??= []).push({ reason: p.Reason as FieldError['reason'], description: p.Description });
  return out;
};

export default function CustomerPrefillForm({ customerId: own, variants = Object.keys(PREFILL_VARIANTS) as PrefillVariant[], defaultVariant, value, defaultValue, onValueChange, onPrefillSubmitted, className, ...root }: CustomerPrefillProps) {
  const { t, locale, emit, customerId: bound } = useRampkit('CustomerPrefill', onboardingEn);
  const customerId = own ?? bound ?? '';
  const id = useId();
  const [variant, setVariant] = useState<PrefillVariant>(defaultVariant ?? variants[0]!);
  const [drafts, setDrafts] = useControllableState<PrefillDrafts>({ value, defaultValue: defaultValue ?? {}, onChange: onValueChange });
  // The service's problems (or the contract's, found as the answers leave), on their fields; and
  // those the form found on a submit, under their fields already: listed above it, said once a submit.
  const [problems, setProblems] = useState<Problems>();
  const [fromForm, setFromForm] = useState<{ problems: Problems; submit: number }>();
  const [reported, setReported] = useState<PrefillResponse>();
  const prefill = useSubmitPrefill();
  const schema = useMemo(() => {
    const countries = new Intl.DisplayNames([locale], { type: 'region' });
    // The kit's words where it has them; otherwise the contract's own name, made readable.
    const word = (prefix: string) => (name: string) => {
      const key = `${prefix}.${name}`;
      return key in en ? t(key as MessageKey) : humanize(name);
    };
    // A list's item by the kit's word only ("Identity document"); without one DynamicForm says "Item 1".
    const item = (list: string) => (`prefill.item.${list}` in en ? t(`prefill.item.${list}` as MessageKey) : undefined);
    return prefillFormSchema(variant, { field: word('prefill.field'), value: word('prefill.value'), country: (c) => countries.of(c) ?? c, item });
  }, [variant, locale, t]);

  /** The contract's own rules (formats, lengths, refinements) over the answers, as the form checks them. */
  const contractProblems = (answers: FormInput): FieldProblem[] => {
    const body = { Type: variant, ...withAssociateIds(answers, () => CHECKING_ID) };
    const parsed = PREFILL_VARIANTS[variant].safeParse(body);
    return parsed.success ? [] : zodIssuesToFieldProblems(parsed.error.issues, undefined, body);
  };

  const submit = (answers: FormInput) => {
    const body = { Type: variant, ...withAssociateIds(answers) };
    const parsed = PREFILL_VARIANTS[variant].safeParse(body);
    setReported(undefined);
    setFromForm(undefined);
    if (!parsed.success) {
      setProblems(toFieldErrors(zodIssuesToFieldProblems(parsed.error.issues, undefined, body)));
      return;
    }
    setProblems(undefined);
    prefill.mutate(
      { params: { CustomerID: customerId }, body: parsed.data },
      {
        onSuccess: (response) => {
          const body = response.RequestExtension?.Body ?? [];
          setReported(response);
          setProblems(body.length ? toFieldErrors(body) : undefined);
          emit({ type: 'prefill.submitted', customerId });
          onPrefillSubmitted?.(response);
        },
        onError: (error: ApiError) => setProblems(Object.keys(error.fieldErrors).length ? Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [`Form.${k}`, [...v]])) : undefined),
      },
    );
  };

  const reportedProblems = reported?.RequestExtension?.Body ?? [];
  // The list above the form names each field by its label and says each problem in the locale, as
  // the form does under the field (the contract's and the service's messages are English).
  const formWords = useFormWords();
  const listed = Object.entries(problems ?? fromForm?.problems ?? {}).map(([field, list]) => {
    const path = field.replace(/^Form\.?/, '');
    const found = list.map((p) => ({ Field: path, Reason: p.reason, Description: p.description }));
    const said = formWords ? sayProblems(schema, drafts[variant] ?? {}, found, formWords.problems) : found.map((p) => ({ ...p, english: true }));
    return { field, label: fieldTitle(schema, path.split('.').filter(Boolean)) ?? (path || t('prefill.title')), said };
  });
  const state = prefill.isPending ? 'submitting' : problems || fromForm ? 'invalid' : reported ? 'submitted' : 'editing';
  return (
    <KitRoot as="section" {...root} data-slot="customer-prefill" data-state={state} data-variant={variant} aria-labelledby={`${id}-title`} className={joinClasses('rk-stack rk-flow', className)}>
      <Heading id={`${id}-title`}>{t('prefill.title')}</Heading>
      <Field label={t('prefill.variant')} id={`${id}-variant`}>
        {(control) => (
          <select {...control} data-slot="variant" value={variant} onChange={(e) => (setVariant(e.target.value as PrefillVariant), setProblems(undefined), setFromForm(undefined), setReported(undefined))}>
            {variants.map((v) => (
              <option key={v} value={v}>
                {t(`prefill.variant.${v}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <ErrorPanel error={prefill.error} fieldId={(field) => defaultFieldId(`Form.${field}`)} onRetryRequested={() => submit(drafts[variant] ?? {})} />
      <OfflineNotice offline={prefill.isPaused} />
      {(problems || fromForm) && !prefill.error ? (
        // A new alert for each submit that found problems: said once each time, even in the same words.
        <div key={fromForm?.submit} role="alert" data-slot="problems">
          <Notice tone="danger" title={t(reportedProblems.length ? 'prefill.reported' : 'error.fields')}>
            <ul className="rk-problem-list">
              {listed.map(({ field, label, said }) => (
                <li key={field}>
                  <a href={`#${defaultFieldId(field)}`}>{label}:</a>{' '}
                  {said.map((p, i) => (
                    <span key={i} lang={p.english ? 'en' : undefined}>
                      {i ? ' ' : ''}
                      {p.Description}
                    </span>
                  ))}
                </li>
              ))}
            </ul>
          </Notice>
        </div>
      ) : null}
      {reported && !reportedProblems.length ? (
        // A success notice, as the problems above are a danger one: the answer reads as an outcome,
        // not as one more line of the form.
        <div role="status" data-slot="submitted">
          <Notice tone="success" title={t('prefill.done')} />
        </div>
      ) : null}
      <RjsfForm
        key={variant}
        // ErrorPanel's links above point at rk-field-Form-<path> (DynamicForm's default is per form).
        idPrefix="rk-field-Form"
        schema={schema}
        // Its labels are the kit's own catalogue's; the vocabulary says only the rules' messages.
        schemaInLocale
        formData={drafts[variant] ?? {}}
        onFormDataChange={(answers) => setDrafts({ ...drafts, [variant]: answers })}
        onFormSubmitted={submit}
        moreRules={contractProblems}
        onProblems={(list) => {
          // Listed in the page's order of their fields (one without a control of its own, -1 >>> 0, last).
          const order = inPageOrder(list.map((p) => defaultFieldId(`Form.${p.Field}`))).map((el) => el.id);
          const rank = (p: FieldProblem) => order.indexOf(defaultFieldId(`Form.${p.Field}`)) >>> 0;
          // What the service said of earlier answers gives way to what is wrong with these.
          prefill.reset();
          setReported(undefined);
          setProblems(undefined);
          setFromForm((before) => ({ problems: toFieldErrors([...list].sort((a, b) => rank(a) - rank(b))), submit: (before?.submit ?? 0) + 1 }));
        }}
        serverErrors={problems}
        disabled={prefill.isPending}
        submitLabel={t('prefill.submit')}
      />
    </KitRoot>
  );
}
