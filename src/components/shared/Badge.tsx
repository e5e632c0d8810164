// A status as a pill: its words, a tone, and a mark whose shape differs by tone (a dot, a ring for
// pending, a diamond for danger), so the status never rests on colour alone (WCAG 1.4.1).
import type { ReactNode } from 'react';
import { joinClasses, type RootProps } from './root';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'pending';

export interface BadgeProps extends RootProps<HTMLSpanElement> {
  tone?: BadgeTone;
  children: ReactNode;
}

export function Badge({ tone = 'neutral', className, children, ...root }: BadgeProps) {
  return (
    <span {...root} data-slot="badge" data-tone={tone} className={joinClasses('rk-badge', className)}>
      {children}
    </span>
  );
}
