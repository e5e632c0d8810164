// The root a lazy component shows while its code loads: the host's root props (className, id,
// data-*, aria-*, ref) are on it from the first frame, as on the loaded root, with the kit's own
// data-slot and data-state="loading" after them.
import type { Ref } from 'react';
import { Skeleton } from './Skeleton';
import { KitRoot, joinClasses, type RootProps } from './root';

export interface LoadingRootProps extends RootProps<HTMLElement> {
  /** The loaded root's element: the same tag, so the host's CSS and ref see the same kind. */
  as: 'div' | 'section';
  slot: string;
  /** The loaded root's kit classes. */
  kitClassName: string;
  height: string;
}

export function LoadingRoot({ as, slot, kitClassName, height, className, ref, ...root }: LoadingRootProps) {
  // One element type for the checker: the attributes of a div and a section are the same.
  return (
    <KitRoot as={as as 'div'} {...(root as RootProps<HTMLDivElement>)} ref={ref as Ref<HTMLDivElement>} data-slot={slot} data-state="loading" aria-busy="true" className={joinClasses(kitClassName, className)}>
      <Skeleton height={height} />
    </KitRoot>
  );
}
