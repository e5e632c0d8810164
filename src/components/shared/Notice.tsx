'use client';
// A message beside the flow: a temporary problem ("The service is busy, try again in a moment")
// in the warning tone, a note, a success. The support reference (a request id) sits folded under
// "Details", out of the sentence the customer reads and out of what a live region announces.
import type { ReactNode } from 'react';
import { useRampkit } from '../../react/useRampkit';
import { DangerIcon, InfoIcon, SuccessIcon, WarningIcon } from './icons';
import { joinClasses, type RootProps } from './root';

export type NoticeTone = 'info' | 'warning' | 'danger' | 'success';

export interface NoticeProps extends Omit<RootProps<HTMLDivElement>, 'title'> {
  tone?: NoticeTone;
  title?: ReactNode;
  children?: ReactNode;
  /** A reference for support (shown under "Details", as a value that never breaks). */
  reference?: string;
  /** An action (a Button) under the message. */
  action?: ReactNode;
}

const ICONS: Record<NoticeTone, () => ReactNode> = { info: InfoIcon, warning: WarningIcon, danger: DangerIcon, success: SuccessIcon };

export function Notice({ tone = 'warning', title, children, reference, action, className, ...root }: NoticeProps) {
  const { t } = useRampkit('Notice');
  const ToneIcon = ICONS[tone];
  return (
    <div {...root} data-slot="notice" data-tone={tone} className={joinClasses('rk-notice', className)}>
      <span data-slot="icon">
        <ToneIcon />
      </span>
      <div data-slot="body">
        {title ? <p data-slot="title">{title}</p> : null}
        {children ? <div data-slot="message">{children}</div> : null}
        {reference ? (
          <details data-slot="details">
            <summary>{t('common.details')}</summary>
            <span data-value="id">{reference}</span>
          </details>
        ) : null}
        {action ? <div data-slot="action">{action}</div> : null}
      </div>
    </div>
  );
}
