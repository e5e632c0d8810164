// The ajv validator compiles schemas to code (it needs 'unsafe-eval'), so it is loaded only for
// forms that ask for it with strictCsp={false}.
import { useEffect, useState } from 'react';
import type { FormRules } from './validator';

let loaded: Promise<FormRules> | undefined;
const load = () =>
  (loaded ??= import('../../core/form-schema/validate').then(({ validateFormData }) => ({
    validate: validateFormData,
    isValid: (schema, data) => validateFormData(schema, data).length === 0,
  })));

export function useAjvRules(wanted: boolean): FormRules | undefined {
  const [rules, setRules] = useState<FormRules>();
  useEffect(() => {
    if (!wanted || rules) return;
    let live = true;
    void load().then((r) => live && setRules(() => r));
    return () => {
      live = false;
    };
  }, [wanted, rules]);
  return wanted ? rules : undefined;
}
