// rjsf's validator interface over the kit's own form validation, so rjsf picks if/then branches and
// oneOf options with the same rules that produce the messages (and the sandbox's answers).
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

export function createValidator(rules: FormRules): ValidatorType<FormInput, RJSFSchema> {
  return {
    validateFormData(formData, schema): ValidationData<FormInput> {
      const problems = rules.validate(schema as Record<string, unknown>, formData ?? {});
      const errors: RJSFValidationError[] = problems.map((p) => ({ property: p.Field ? `.${p.Field}` : '.', message: p.Description, stack: `${p.Field} ${p.Description}`.trim() }));
      return { errors, errorSchema: toErrorSchema(problems) };
    },
    isValid(schema, formData) {
      try {
        return rules.isValid(schema as Record<string, unknown>, formData);
      } catch {
        return false;
      }
    },
    rawValidation(schema, formData) {
      return { errors: rules.validate(schema as Record<string, unknown>, formData) as never[] };
    },
  };
}
