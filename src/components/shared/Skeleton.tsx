// Loading placeholders shaped like what will come, so the screen does not jump when it does: a
// line of text, an amount, a card (title, amount, line), a list of rows. Decorative: the busy
// state is announced by the region that waits. Still under prefers-reduced-motion.
export type SkeletonVariant = 'block' | 'line' | 'amount' | 'card' | 'list';

export interface SkeletonProps {
  variant?: SkeletonVariant;
  width?: string;
  height?: string;
  /** Rows of a list. */
  rows?: number;
  className?: string;
}

const Bone = ({ variant, width, height }: { variant?: string; width?: string; height?: string }) => (
  <span data-slot="skeleton" data-variant={variant} className="rk-skeleton" style={width || height ? { width, height } : undefined} />
);

export function Skeleton({ variant = 'block', width, height, rows = 3, className }: SkeletonProps) {
  if (variant === 'card') {
    return (
      <span aria-hidden="true" data-slot="skeleton-card" className={['rk-skeleton-card', className].filter(Boolean).join(' ')}>
        <Bone variant="line" width="40%" />
        <Bone variant="amount" />
        <Bone variant="line" width="70%" />
      </span>
    );
  }
  if (variant === 'list') {
    return (
      <span aria-hidden="true" data-slot="skeleton-list" className={['rk-skeleton-list', className].filter(Boolean).join(' ')}>
        {Array.from({ length: rows }, (_, i) => (
          <span key={i} data-slot="row">
            <Bone variant="dot" />
            <span>
              <Bone variant="line" width={i % 2 ? '55%' : '70%'} />
              <Bone variant="line" width="35%" />
            </span>
          </span>
        ))}
      </span>
    );
  }
  return (
    <span
      data-slot="skeleton"
      data-variant={variant === 'block' ? undefined : variant}
      aria-hidden="true"
      className={['rk-skeleton', className].filter(Boolean).join(' ')}
      style={{ width: width ?? (variant === 'block' ? '100%' : undefined), height: height ?? (variant === 'block' ? '1em' : undefined) }}
    />
  );
}
