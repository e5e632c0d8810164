'use client';
// The lazy face of the form: rjsf and the validators load the first time a form is shown.
import { lazy, Suspense } from 'react';
import { Skeleton } from '../shared/Skeleton';
import type { DynamicFormProps } from './types';

// Pure: a host that never renders this component drops the lazy chunk and what only it uses.
const RjsfForm = /* @__PURE__ */ lazy(() => import('./RjsfForm'));

export function DynamicForm(props: DynamicFormProps) {
  return (
    <Suspense fallback={<Skeleton height="8rem" />}>
      <RjsfForm {...props} />
    </Suspense>
  );
}
