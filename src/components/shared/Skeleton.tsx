// A loading placeholder. Decorative: the busy state is announced by the region that waits.
export function Skeleton({ width = '100%', height = '1em', className }: { width?: string; height?: string; className?: string }) {
  return <span data-slot="skeleton" aria-hidden="true" className={['rk-skeleton', className].filter(Boolean).join(' ')} style={{ width, height }} />;
}
