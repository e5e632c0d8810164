'use client';
// The lazy face of the prefill form: the schema derivation and rjsf load when it is first shown.
import { LoadingRoot } from '../shared/LoadingRoot';
import { lazyModule } from '../../react/lazy-module';
import { rootPropsOf } from '../shared/root';
import { CUSTOMER_PREFILL_OWN_PROPS, type CustomerPrefillProps } from './types';

// Pure: a host that never renders this component drops the lazy chunk and what only it uses.
// Through lazyModule, as DynamicForm: no Suspense reveal delay, and no load asked for offline.
const prefillForm = /* @__PURE__ */ lazyModule(() => import('./CustomerPrefillForm'));

export function CustomerPrefill(props: CustomerPrefillProps) {
  const Form = prefillForm.useModule()?.default;
  if (Form) return <Form {...props} />;
  // While the code loads, the host's root props are on the loading root already (its name comes
  // with the form: the prefill words ship in the lazy chunk, not in every host's first paint).
  return <LoadingRoot {...rootPropsOf(props, CUSTOMER_PREFILL_OWN_PROPS)} as="section" slot="customer-prefill" kitClassName="rk-stack rk-flow" height="12rem" />;
}
