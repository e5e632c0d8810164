// Nothing to show yet (no transactions, no saved accounts): an icon, a title, a line on what to do,
// and the action that fills it.
import type { ReactNode } from 'react';
import { EmptyIcon } from './icons';
import { joinClasses, type RootProps } from './root';

export interface EmptyStateProps extends Omit<RootProps<HTMLDivElement>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  /** The action that fills the list (a Button). */
  action?: ReactNode;
  /** Another icon than the empty box (decorative). */
  icon?: ReactNode;
}

export function EmptyState({ title, description, action, icon, className, ...root }: EmptyStateProps) {
  return (
    <div {...root} data-slot="empty-state" className={joinClasses('rk-empty', className)}>
      <span data-slot="icon" aria-hidden="true">
        {icon ?? <EmptyIcon />}
      </span>
      <p data-slot="title">{title}</p>
      {description ? <p data-slot="description">{description}</p> : null}
      {action ? <div data-slot="action">{action}</div> : null}
    </div>
  );
}
