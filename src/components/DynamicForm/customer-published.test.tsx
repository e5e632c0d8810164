// The customer run of customer.test.tsx over the service's published form schemas beside the
// project (../shared/form-schemas): engineers' machines and CI only, an extra that prints how many
// schemas it checked. A user's clone has none and runs customer.test.tsx on the project's fixtures.
import { afterAll, describe, it } from 'vitest';
import { reportSharedRun, sharedFormSchemas, type NamedFormSchema } from '../../../tooling/form-samples';
import { asACustomer, failOnConsoleErrors } from '../../../tooling/form-customer';

failOnConsoleErrors();
const shared = sharedFormSchemas();

afterAll(() => reportSharedRun('DynamicForm customer run', shared.length));
describe.runIf(shared.length)('DynamicForm as a customer uses it, on the published form schemas (../shared)', () => {
  it.each(shared.map((s) => [s.name, s] as [string, NamedFormSchema]))('%s', (_name, s) => asACustomer(s).then(() => undefined), 180_000);
});
