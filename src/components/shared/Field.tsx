'use client';
// A form field as the kit lays it out: the label (14/500) above the control, "(optional)" after
// an optional one's label instead of an asterisk on required ones, and under the control the help
// text, which an error replaces. Both are tied to the control by aria-describedby; the message
// area is a polite live region, so an error that appears is announced, except while focus, moved to
// the control by a refused submit, reads it from the description (`errorReadByFocus`: heard once,
// ADR 0193). The control comes from a render function that receives the props to spread on it.
import { useId, type ReactNode } from 'react';
import { useRampkit } from '../../react/useRampkit';
import { joinClasses } from './root';

export interface FieldControlProps {
  id: string;
  className: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

export interface FieldProps {
  label: ReactNode;
  help?: ReactNode;
  /** Replaces the help text while shown. */
  error?: ReactNode;
  /**
   * The error is read by focus rather than by the live region: a refused submit moved focus to the
   * control (`focusReadsError`), whose description says it, so the region is muted for it (heard
   * once, ADR 0193). Never muted while there is no error.
   */
  errorReadByFocus?: boolean;
  optional?: boolean;
  /** The control's id (one is made when absent). */
  id?: string;
  /** `text` for inputs and selects (labels may float inside them); `choice` for a group of options. */
  control?: 'text' | 'choice';
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

export function Field({ label, help, error, errorReadByFocus, optional = false, id: givenId, control = 'text', className, children }: FieldProps) {
  const { t } = useRampkit('Field');
  const madeId = useId();
  const id = givenId ?? `rk-${madeId.replace(/:/g, '')}`;
  const messageId = `${id}-message`;
  const message = error ?? help;
  return (
    <div data-slot="field" data-state={error ? 'invalid' : undefined} data-control={control} className={joinClasses('rk-field', className)}>
      <label className="rk-label" htmlFor={id}>
        {label}
        {optional ? (
          <>
            {' '}
            <span data-slot="optional">{t('common.optional')}</span>
          </>
        ) : null}
      </label>
      {children({ id, className: 'rk-input', 'aria-describedby': message ? messageId : undefined, 'aria-invalid': error ? true : undefined, required: optional ? undefined : true })}
      <div data-slot="field-message" aria-live={messageLive(error, errorReadByFocus)}>
        {error ? (
          <p id={messageId} data-slot="field-error">
            {error}
          </p>
        ) : help ? (
          <p id={messageId} className="rk-help">
            {help}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** A field's message region: polite, muted while focus reads its error (`errorReadByFocus`), never while empty. */
export const messageLive = (error: unknown, errorReadByFocus = false): 'off' | 'polite' => (error && errorReadByFocus ? 'off' : 'polite');

/**
 * A submit refused the control's value: focus goes to it, where the customer fixes it. True when
 * focus moved there, so its description reads the error (pass it as `errorReadByFocus`); false
 * when it was there already (Enter in it), so the region says it.
 */
export function focusReadsError(control: HTMLElement | null): boolean {
  const moved = !!control && !control.matches(':focus');
  control?.focus();
  return moved;
}
