// The shared primitives are parts of kit components: a story shows them inside a kit root (the
// styled scope), as a component would.
import type { ReactNode } from 'react';
import { KitRoot } from '../../src/components/shared/root';

export function InKit({ children, width }: { children: ReactNode; width?: number }) {
  return (
    <KitRoot as="div" className="rk-stack" style={{ padding: 16, maxWidth: width }}>
      {children}
    </KitRoot>
  );
}
