// rjsf's validator interface over the kit's own form validation, so rjsf picks if/then branches and
// oneOf options with the same rules that produce the messages (and the sandbox's answers).
// A validator that throws (a schema it cannot run) is never taken as a verdict and never reaches the
// host page: the exception goes to `onFault`, which the form shows, and rjsf gets a neutral answer.
import { ErrorSchemaBuilder, type RJSFSchema, type RJSFValidationError, type ValidationData, type ValidatorType } from '@rjsf/utils';
import type { FieldProblem } from '../../api/errors';
import type { FormInput } from '../../api/sell';

export interface FormRules {
  validate: (schema: Record<string, unknown>, data: unknown) => FieldProblem[];
  isValid: (schema: Record<string, unknown>, data: unknown) => boolean;
}

export const pathOf = (field: string) => (field ? field.split('.') : []);

export function toErrorSchema(problems: readonly FieldProblem[]) {
  const builder = new ErrorSchemaBuilder<FormInput>();
  for (const p of problems) builder.addErrors(p.Description, pathOf(p.Field));
  return builder.ErrorSchema;
}

/** Called with whatever a validator threw; without it the exception propagates to the caller. */
export type OnValidatorFault = (error: unknown) => void;

export function createValidator(rules: FormRules, onFault?: OnValidatorFault): ValidatorType<FormInput, RJSFSchema> {
  const guarded = <T,>(run: () => T, fallback: T): T => {
    if (!onFault) return run();
    try {
      return run();
    } catch (error) {
      onFault(error);
      return fallback;
    }
  };
  return {
    validateFormData(formData, schema): ValidationData<FormInput> {
      const problems = guarded(() => rules.validate(schema as Record<string, unknown>, formData ?? {}), []);
      const errors: RJSFValidationError[] = problems.map((p) => ({ property: p.Field ? `.${p.Field}` : '.', message: p.Description, stack: `${p.Field} ${p.Description}`.trim() }));
      return { errors, errorSchema: toErrorSchema(problems) };
    },
    isValid(schema, formData) {
      return guarded(() => rules.isValid(schema as Record<string, unknown>, formData), false);
    },
    // rjsf lets its caller name the error type; ours are the contract's problems (FieldProblem).
    rawValidation<Result>(schema: RJSFSchema, formData?: FormInput) {
      return { errors: guarded(() => rules.validate(schema as Record<string, unknown>, formData), []) as Result[] };
    },
  };
}
