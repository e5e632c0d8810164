'use client';
// An ApiError said for people, as a notice: what happened (by the spec's error Type), each field
// problem named by its label and linked to its control when that control is on the page, deny
// reasons, the next thing to do (from the spec's rules, unless the title says it already), and Try
// again when it can help. A busy or broken service (Conflict, RateLimited, Unexpected, no answer)
// is a temporary problem in the warning tone; what failed for good is in the danger tone. The
// request's reference for support is folded under "Details", outside the alert, so it is never
// read aloud with it. The service's own sentences are English: marked so (ServiceText).
import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import type { ApiError, FieldError, NextAction } from '../../api/errors';
import { denyReasonKey, errorReasonKey, errorTitleKey, nextActionKey, problemKey, type Translate } from '../../i18n';
import { useRampkit } from '../../react/useRampkit';
import { DangerIcon, WarningIcon } from './icons';
import { KitRoot, joinClasses, type RootProps } from './root';
import { ServiceText } from './ServiceText';

export interface ErrorPanelProps extends RootProps<HTMLDivElement> {
  error: ApiError | null | undefined;
  /** The customer asked to try again (shown for retryable errors, or any with `retryAlways`). */
  onRetryRequested?: () => void;
  /**
   * Offer the retry for any error, not only retryable ones: reading again is always safe, and a
   * read that failed (even with a 400) must never leave the customer without a way forward.
   */
  retryAlways?: boolean;
  /** Maps a field path (e.g. Form.BankDetails.IBAN) to the id of its control, for the links. A link is shown only when that control is on the page. */
  fieldId?: (field: string) => string | undefined;
  /** Labels for field paths, when the host knows better ones than the control's own label. A path is never shown. */
  fieldLabel?: (field: string) => string | undefined;
  /**
   * The next step in the words of the component that shows the error, when the generic one does
   * not fit it (a currency a bank deposit does not take is no "payout method" to change).
   */
  nextActionText?: (action: NextAction) => string | undefined;
}

/** What the service said about one field: its own words, or the reason in the customer's language. */
export const fieldProblemText = (problems: readonly FieldError[], t: Translate): string => problems.map((p) => p.description || t(errorReasonKey(p.reason))).join(' ');

export const defaultFieldId = (field: string) => `rk-field-${field.replace(/[^A-Za-z0-9_-]/g, '-')}`;

/** Temporary: passes by itself or with a retry. A Conflict answered to every attempt does not: the request must change (ADR 0179). */
export const isTemporaryError = (error: ApiError): boolean => error.status === 0 || (error.type === 'Conflict' && !error.repeatedConflict) || error.type === 'RateLimited' || error.type === 'Unexpected';

/** A control's own label as the customer reads it, without "(optional)". */
function labelOf(control: HTMLElement): string | undefined {
  const label = (control as HTMLInputElement).labels?.[0];
  const byId = control.getAttribute('aria-labelledby')?.split(/\s+/).map((id) => control.ownerDocument.getElementById(id))[0];
  const source = label ?? byId;
  const text = source
    ? [...source.childNodes].filter((n) => !(n instanceof Element && n.matches('[data-slot=optional], .rk-visually-hidden'))).map((n) => n.textContent ?? '').join('')
    : control.getAttribute('aria-label');
  return text?.replace(/\s+/g, ' ').trim() || undefined;
}

/**
 * Following a field's link focuses the field without writing `#rk-field-…` into the host's address:
 * a fragment there is a history entry the host's router and the browser's Back would meet.
 */
function focusField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const field = event.currentTarget.ownerDocument.getElementById(id);
  if (!field || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  field.focus();
}

/**
 * The controls on the page for the fields named, and their labels; a hidden one does not count.
 * `saysItself`: the control is marked invalid, so the message beside it says the problem already,
 * in the customer's language where the form knows the service's sentence.
 */
type Targets = Record<string, { id: string; label?: string; saysItself?: boolean }>;
/** The control is marked invalid and describedby a field error with words in it (Field, DynamicForm, the amount step). */
function saysItsProblem(control: HTMLElement): boolean {
  if (control.getAttribute('aria-invalid') !== 'true') return false;
  const ids = control.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids.some((id) => {
    const message = control.ownerDocument.getElementById(id);
    return !!message?.matches('[data-slot=field-error]') && !!message.textContent?.trim();
  });
}
function findTargets(doc: Document, fields: readonly string[], fieldId: (field: string) => string | undefined): Targets {
  const found: Targets = {};
  for (const field of fields) {
    const id = fieldId(field);
    const control = id ? doc.getElementById(id) : null;
    if (!id || !control || control.closest('[hidden], [inert]') || (control as HTMLInputElement).type === 'hidden') continue;
    found[field] = { id, label: labelOf(control), ...(saysItsProblem(control) ? { saysItself: true } : {}) };
  }
  return found;
}
const sameTargets = (a: Targets, b: Targets) => JSON.stringify(a) === JSON.stringify(b);

/** The service's own sentence after ours, when it gave one (English, marked so). */
const serviceSays = (text: string | undefined) =>
  text ? (
    <>
      {' '}
      <ServiceText text={text} />
    </>
  ) : null;

/**
 * A named field's problems, each said by its Reason, its field and the request's action (problemKey),
 * then the service's own sentence, unless the field shows it beside itself (`shownAtField`): the list
 * leads to the field, and the sentence is not read twice, once in English.
 */
function FieldProblem({ problems, field, action, shownAtField }: { problems: readonly FieldError[]; field: string; action: string; shownAtField?: boolean }) {
  const { t } = useRampkit('ErrorPanel');
  return (
    <>
      {problems.map((p, i) => (
        <span key={i} data-slot="problem">
          {i ? ' ' : ''}
          {t(problemKey(p.reason, field, action, true))}
          {shownAtField ? null : serviceSays(p.description)}
        </span>
      ))}
    </>
  );
}

export function ErrorPanel({ error, onRetryRequested, retryAlways, fieldId = defaultFieldId, fieldLabel, nextActionText, className, ...root }: ErrorPanelProps) {
  const { t } = useRampkit('ErrorPanel');
  const fields = error ? Object.entries(error.fieldErrors) : [];
  // Which named fields have a control on the page: known after the page is laid out (a control
  // may come in the same render), checked again on every render, links only to what is there.
  const [targets, setTargets] = useState<Targets>({});
  // A measurement of the laid-out page (React's documented use of a layout effect), on every
  // render; it settles at once because an equal result keeps the same state.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const found = error ? findTargets(document, Object.keys(error.fieldErrors), fieldId) : {};
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setTargets((before) => (sameTargets(before, found) ? before : found));
  });
  // An error no field takes focus for (no answer, a refusal of the whole request) is brought into
  // view when it comes: said by the alert, but the eye may be at the button below, the panel above.
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = notice.current;
    if (!error || fields.length || !el) return;
    const { top, bottom } = el.getBoundingClientRect();
    if (bottom < 0 || top > window.innerHeight) el.scrollIntoView?.({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per error
  }, [error]);
  const tone = error && isTemporaryError(error) ? 'warning' : 'danger';
  const retry = error && (error.retryable || retryAlways) && onRetryRequested;
  return (
    <KitRoot as="div" {...root} data-slot="error-panel" data-state={error ? 'open' : 'closed'} className={className}>
      {error ? (
        <div ref={notice} className={joinClasses('rk-notice', 'rk-error-panel')} data-slot="notice" data-tone={tone} data-error-type={error.type} data-network-error={error.status === 0 || undefined}>
          <span data-slot="icon">{tone === 'warning' ? <WarningIcon /> : <DangerIcon />}</span>
          <div data-slot="body">
            <div role="alert" data-slot="message" data-error-type={error.type} data-network-error={error.status === 0 || undefined}>
              <p data-slot="title">{t(errorTitleKey(error))}</p>
              {fields.length ? (
                <>
                  {/* "Check these fields:" only over fields it can name; a problem without one is a sentence. */}
                  {fields.some(([field]) => targets[field] || fieldLabel?.(field)) ? <p data-slot="fields-intro">{t('error.fields')}</p> : null}
                  <ul data-slot="field-errors">
                    {fields.map(([field, problems]) => {
                      const target = targets[field];
                      const label = fieldLabel?.(field) ?? target?.label;
                      return (
                        <li key={field} data-reason={problems[0]?.reason} data-field={field}>
                          {target ? <a href={`#${target.id}`} onClick={(event) => focusField(event, target.id)}>{label ?? t('error.field.this')}</a> : label ? <span data-slot="field-name">{label}</span> : null}
                          {target || label ? (
                            <>
                              {': '}
                              <FieldProblem problems={problems} field={field} action={error.action} shownAtField={target?.saysItself} />
                            </>
                          ) : (
                            <>
                              {/* A problem of a field that has no name on the page: a sentence of its own. */}
                              {t(problemKey(problems[0]?.reason ?? 'SchemaValidation', field, error.action, false))}
                              {problems.map((p, i) => <span key={i}>{serviceSays(p.description)}</span>)}
                            </>
                          )}
                        </li>
                      );
                    })}
                  </ul>
                </>
              ) : null}
              {error.denials.length ? (
                <ul data-slot="denials">
                  {error.denials.map((d, i) => (
                    <li key={i} data-reason={d.Reason}>
                      {t(denyReasonKey(d.Reason))}
                      {serviceSays(d.Description)}
                    </li>
                  ))}
                </ul>
              ) : null}
              {/* "Try again in a moment" under a title that says so already is said once; after a Conflict
                  on every attempt, the Try again that makes a new request is itself the next step. */}
              {error.nextAction.kind === 'retry' || (retry && error.repeatedConflict) ? null : <p data-slot="next-action">{nextActionText?.(error.nextAction) ?? t(nextActionKey(error.nextAction))}</p>}
              {retry ? (
                <button type="button" className="rk-button" data-variant="secondary" data-slot="retry" onClick={onRetryRequested}>
                  {t('common.retry')}
                </button>
              ) : null}
            </div>
            <details data-slot="details">
              <summary>{t('common.details')}</summary>
              <span data-slot="reference">
                {t('error.reference-label')} <span data-value="id">{error.instance}</span>
              </span>
            </details>
          </div>
        </div>
      ) : null}
    </KitRoot>
  );
}
