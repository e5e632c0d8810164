'use client';
// Renders an ApiError for people: what happened (localized by Type), each field problem linked to
// its field, deny reasons, the next action from the spec's rules, and a retry when it can help.
// Always mounted as an aria-live region so the message is announced when it appears.
import type { ApiError, FieldError } from '../../api/errors';
import { denyReasonKey, errorReasonKey, errorTitleKey, nextActionKey, type Translate } from '../../i18n';
import { useRampkit } from '../../react/useRampkit';
import { KitRoot, type RootProps } from './root';

export interface ErrorPanelProps extends RootProps<HTMLDivElement> {
  error: ApiError | null | undefined;
  /** The customer asked to try again (shown for retryable errors, or any with `retryAlways`). */
  onRetryRequested?: () => void;
  /**
   * Offer the retry for any error, not only retryable ones: reading again is always safe, and a
   * read that failed (even with a 400) must never leave the customer without a way forward.
   */
  retryAlways?: boolean;
  /** Maps a field path (e.g. Form.BankDetails.IBAN) to the id of its input, for the links. */
  fieldId?: (field: string) => string | undefined;
  /** Labels for field paths, when the host knows better ones than the path. */
  fieldLabel?: (field: string) => string | undefined;
}

/** What the service said about one field: its own words, or the reason in the customer's language. */
export const fieldProblemText = (problems: readonly FieldError[], t: Translate): string => problems.map((p) => p.description || t(errorReasonKey(p.reason))).join(' ');

export const defaultFieldId = (field: string) => `rk-field-${field.replace(/[^A-Za-z0-9_-]/g, '-')}`;

export function ErrorPanel({ error, onRetryRequested, retryAlways, fieldId = defaultFieldId, fieldLabel, ...root }: ErrorPanelProps) {
  const { t } = useRampkit('ErrorPanel');
  const fields = error ? Object.entries(error.fieldErrors) : [];
  return (
    <KitRoot as="div" {...root} data-slot="error-panel" data-state={error ? 'open' : 'closed'} aria-live="assertive">
      {error ? (
        <div role="alert" className="rk-error-panel" data-error-type={error.type} data-network-error={error.status === 0 || undefined}>
          <p data-slot="title">
            <strong>{t(errorTitleKey(error))}</strong>
          </p>
          {fields.length ? (
            <>
              <p data-slot="fields-intro">{t('error.fields')}</p>
              <ul data-slot="field-errors">
                {fields.map(([field, problems]) => {
                  const id = fieldId(field);
                  const label = fieldLabel?.(field) ?? field;
                  return (
                    <li key={field} data-reason={problems[0]?.reason}>
                      {id ? <a href={`#${id}`}>{label}</a> : <span>{label}</span>}: {fieldProblemText(problems, t)}
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
                  {d.Description ? ` ${d.Description}` : ''}
                </li>
              ))}
            </ul>
          ) : null}
          <p data-slot="next-action">{t(nextActionKey(error.nextAction))}</p>
          {(error.retryable || retryAlways) && onRetryRequested ? (
            <button type="button" className="rk-button" data-variant="secondary" data-slot="retry" onClick={onRetryRequested}>
              {t('common.retry')}
            </button>
          ) : null}
          <p data-slot="reference">
            <small>{t('error.reference', { instance: error.instance })}</small>
          </p>
        </div>
      ) : null}
    </KitRoot>
  );
}
