// The ajv validator compiles schemas to code (it needs 'unsafe-eval'), so it is loaded only for
// forms that ask for it with strictCsp={false}; through lazyModule, so a load asked for offline
// waits for the network and a failed one is tried again rather than kept for the page's life.
import { lazyModule } from '../../react/lazy-module';
import type { FormRules } from './validator';

const ajvRules = /* @__PURE__ */ lazyModule(() =>
  import('../../core/form-schema/validate').then(({ validateFormData }): FormRules => ({
    validate: validateFormData,
    isValid: (schema, data) => validateFormData(schema, data).length === 0,
  })),
);

export function useAjvRules(wanted: boolean): FormRules | undefined {
  return ajvRules.useModule(true, wanted);
}
