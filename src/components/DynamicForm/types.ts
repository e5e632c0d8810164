// The DynamicForm's public props, apart from its implementation so that importing the kit does not
// pull in rjsf: the component itself loads on first render.
import type { FieldError } from '../../api/errors';
import type { FormSchema } from '../../api/channels';
import type { FormInput } from '../../api/sell';

export interface DynamicFormProps {
  /** A channel FormSchema or a NextStep's Schema (untrusted: size, depth and $ref are checked). */
  schema: FormSchema;
  /** The answers (controlled). */
  formData?: FormInput;
  /** The first answers (uncontrolled), e.g. a draft kept from an earlier step. */
  defaultFormData?: FormInput;
  onChange?: (formData: FormInput) => void;
  /** Called with valid answers, extra properties omitted. */
  onSubmit: (formData: FormInput) => void;
  /** ApiError.fieldErrors: 'Form.<path>' problems land on their field until it is edited. */
  serverErrors?: Readonly<Record<string, readonly FieldError[]>>;
  disabled?: boolean;
  submitLabel?: string;
  /**
   * Validate without generating code, so the form runs under a CSP without 'unsafe-eval'.
   * Default true; false loads the ajv validator (same rules and messages) on demand.
   */
  strictCsp?: boolean;
  /** Field ids start with this; the default matches ErrorPanel's links (rk-field-Form-...). */
  idPrefix?: string;
}
