// The eval-free validator (the form's default, no generated code) and the ajv validator (the
// sandbox's, and the form's with strictCsp={false}) must give the same problems, field by field and
// word for word, on every schema the tests can see: the project's own fixtures in the published
// format always, and the service's published samples beside the project when they are there.
import { afterAll, describe, expect, it } from 'vitest';
import { branchAnswers, fixtureFormSchemas, goodAnswer, leaves, reportSharedRun, sharedFormSchemas, withValue, type NamedFormSchema } from '../../../tooling/form-samples';
import { validateFormDataEvalFree } from './eval-free';
import { validateFormData } from './validate';
import type { FieldProblem } from '../../api/errors';

const sort = (p: FieldProblem[]) => [...p].sort((a, b) => a.Field.localeCompare(b.Field));

/** What a customer (or a buggy host) can leave in a field: nothing, empty, junk, too much, another type. */
const BAD_VALUES: unknown[] = [undefined, '', ' ', 'x', '!?', '\u0007'.repeat(300), 'ab'.repeat(40), 0, 123456789, -1, true, false, null, {}, [], ['x'], { Unexpected: 'x' }];

function checkAgreement(name: string, schema: Record<string, unknown>) {
  const good = goodAnswer(schema);
  const answers = [good, ...branchAnswers(schema, good).map((b) => b.answer)];
  let compared = 0;
  const agree = (data: unknown, label: string) => {
    const ajv = sort(validateFormData(schema, data));
    expect(sort(validateFormDataEvalFree(schema, data)), `${name} ${label}`).toEqual(ajv);
    for (const problem of ajv) expect(problem.Description.trim(), `${name} ${label}: an empty message on ${problem.Field}`).not.toBe('');
    compared++;
  };
  agree({}, 'nothing answered');
  agree(undefined, 'no answers object');
  for (const [i, answer] of answers.entries()) {
    expect(validateFormData(schema, answer), `${name} answer ${i} is good`).toEqual([]);
    agree(answer, `answer ${i}`);
    for (const { path } of leaves(answer)) {
      for (const bad of BAD_VALUES) agree(withValue(answer, path, bad), `answer ${i} with ${path.join('.')} = ${JSON.stringify(bad)?.slice(0, 20)}`);
      // The enclosing group itself wrong or missing.
      if (path.length > 1) for (const bad of [undefined, 'x', []]) agree(withValue(answer, path.slice(0, -1), bad), `answer ${i} with ${path.slice(0, -1).join('.')} = ${JSON.stringify(bad)}`);
    }
  }
  return { compared, branches: answers.length - 1 };
}

const own = fixtureFormSchemas();
const shared = sharedFormSchemas();

describe('the eval-free and ajv validators agree on the project’s own form schemas', () => {
  it('has fixtures to check', () => expect(own.length).toBeGreaterThanOrEqual(6));
  it.each(own.map((s) => [s.name, s] as [string, NamedFormSchema]))('%s: every field, good and bad answers, every branch', (_name, { name, schema }) => {
    const { compared, branches } = checkAgreement(name, schema);
    expect(compared).toBeGreaterThanOrEqual(BAD_VALUES.length);
    // Every fixture with an if/then has at least one other branch a customer can switch to.
    if (JSON.stringify(schema).includes('"if"')) expect(branches, name).toBeGreaterThan(0);
  });
});

// The extra run over the published samples beside the project: it says how many it checked.
afterAll(() => reportSharedRun('validator agreement', shared.length));
describe.runIf(shared.length)('the eval-free and ajv validators agree on the published form schemas (../shared)', () => {
  it.each(shared.map((s) => [s.name, s] as [string, NamedFormSchema]))('%s', (_name, { name, schema }) => {
    checkAgreement(name, schema);
  });
});
