// The business's fees as the proxy's configuration gives them, checked once at start against the
// same schemas the requests they go on are checked by: a mistyped fee fails the deploy, not a sale.
import { z } from 'zod/mini';
import { PaymentMethodTypeSchema } from '../api/common';
import { zodIssuesToFieldProblems } from '../api/errors';
import { BusinessFeeInputSchema, type BusinessFeeInput } from '../api/sell';

export interface BusinessFees {
  /** On every sell prepare; a sell-on-deposit rule takes the fee of the form session it is made from. */
  sell?: BusinessFeeInput;
  /** On every bank deposit workflow, by payment method type (its BusinessFees). */
  bankDeposit?: Record<string, BusinessFeeInput>;
}

const BusinessFeesSchema = z.strictObject({ sell: z.optional(BusinessFeeInputSchema), bankDeposit: z.optional(z.record(PaymentMethodTypeSchema, BusinessFeeInputSchema)) });

export function checkedBusinessFees(fees: BusinessFees | undefined): BusinessFees {
  if (fees === undefined) return {};
  const parsed = BusinessFeesSchema.safeParse(fees);
  if (parsed.success) return parsed.data;
  const problems = zodIssuesToFieldProblems(parsed.error.issues).map((p) => `${p.Field ? `businessFees.${p.Field}` : 'businessFees'} ${p.Description}`);
  throw new Error(`createRampkitProxy: ${problems.join('; ')}`);
}
