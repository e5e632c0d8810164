'use client';
// The lazy face of the prefill form: the schema derivation and rjsf load when it is first shown.
import { lazy, Suspense } from 'react';
import { Skeleton } from '../shared/Skeleton';
import type { CustomerPrefillProps } from './types';

// Pure: a host that never renders this component drops the lazy chunk and what only it uses.
const CustomerPrefillForm = /* @__PURE__ */ lazy(() => import('./CustomerPrefillForm'));

export function CustomerPrefill(props: CustomerPrefillProps) {
  return (
    <Suspense fallback={<Skeleton height="12rem" />}>
      <CustomerPrefillForm {...props} />
    </Suspense>
  );
}
