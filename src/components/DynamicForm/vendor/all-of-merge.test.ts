// The allOf merge stand-in against @x0k/json-schema-merge configured word for word as @rjsf/utils'
// shallowAllOfMerge.js configures it: the same merged schema (keys in the same order) or the same
// error, on every allOf of the kit's fixtures, on rjsf-style cases and on generated schemas.
import * as fc from 'fast-check';
import { createComparator, createMerger, createShallowAllOfMerge } from '@x0k/json-schema-merge';
import { createDeduplicator, createIntersector } from '@x0k/json-schema-merge/lib/array';
import { omitExtraData, type RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureFormSchemas, reportSharedRun, sharedFormSchemas } from '../../../../tooling/form-samples';
import { branchAnswers, goodAnswer } from '../../../testing/form-answers';
import { awaitChoices } from '../branches';
import shallowAllOfMerge from './all-of-merge';

const { compareSchemaDefinitions, compareSchemaValues } = createComparator();
const { mergeArrayOfSchemaDefinitions } = createMerger({
  intersectJson: createIntersector(compareSchemaValues),
  deduplicateJsonSchemaDef: createDeduplicator(compareSchemaDefinitions),
});
const original = createShallowAllOfMerge(mergeArrayOfSchemaDefinitions);

type Outcome = { merged: string } | { error: string };
const outcome = (merge: (s: never) => unknown, schema: unknown): Outcome => {
  try {
    // JSON text: the same keys in the same order (the library's comparisons read them in order).
    return { merged: JSON.stringify(merge(structuredClone(schema) as never)) };
  } catch (error) {
    return { error: (error as Error).message };
  }
};
const expectSame = (schema: unknown) => expect(outcome(shallowAllOfMerge as never, schema), JSON.stringify(schema)).toEqual(outcome(original as never, schema));

/** Every schema inside `node` that has an allOf (what omitExtraData and retrieveSchema merge). */
function withAllOf(node: unknown, found: unknown[] = []): unknown[] {
  if (Array.isArray(node)) node.forEach((n) => withAllOf(n, found));
  else if (node && typeof node === 'object') {
    if ('allOf' in node) found.push(node);
    Object.values(node).forEach((n) => withAllOf(n, found));
  }
  return found;
}

type Json = Record<string, unknown>;
/** The answer with a key no schema describes added to every object in it (omitExtraData's work). */
const withExtras = (answer: unknown): unknown =>
  Array.isArray(answer) ? answer.map(withExtras) : answer && typeof answer === 'object' ? { ...Object.fromEntries(Object.entries(answer).map(([k, v]) => [k, withExtras(v)])), NotInTheSchema: 'x' } : answer;

/** rjsf's omitExtraData on submit, with the kit's form schema as rjsf gets it, merging allOf with `merge`. */
const omitted = (schema: Json, answer: unknown, merge: (s: RJSFSchema) => RJSFSchema) => {
  const layout = awaitChoices(schema) as RJSFSchema;
  return omitExtraData(validator, layout, layout, answer, merge);
};

/** The same merges and the same answers kept on submit, for each schema and its sample answers. */
function checkForms(forms: { name: string; schema: Json }[]) {
  for (const { name, schema } of forms) {
    withAllOf(schema).forEach(expectSame);
    const good = goodAnswer(schema);
    for (const answer of [good, ...branchAnswers(schema, good).map((b) => b.answer)].flatMap((a) => [a, withExtras(a)])) {
      expect(omitted(schema, answer, shallowAllOfMerge as never), name).toEqual(omitted(schema, answer, original as never));
    }
  }
}

const shared = sharedFormSchemas();
afterAll(() => reportSharedRun('allOf merge stand-in', shared.length));

describe('the allOf merge stand-in', () => {
  it("merges every allOf of the kit's fixtures as the library does, and omitExtraData keeps the same answers", () => {
    const fixtures = fixtureFormSchemas();
    expect(fixtures.flatMap((f) => withAllOf(f.schema)).length).toBeGreaterThanOrEqual(4);
    checkForms(fixtures);
  });

  it.runIf(shared.length)('does the same on the published form schemas (../shared)', () => {
    checkForms(shared);
  });

  it('merges rjsf-style allOf cases as the library does, errors included', () => {
    const cases: unknown[] = [
      { allOf: [{ type: 'object', properties: { a: { type: 'string' } }, required: ['a'] }, { properties: { b: { type: 'number' } }, required: ['b', 'a'] }] },
      { title: 'Root', allOf: [{ title: 'First', description: 'kept' }, { title: 'Second', default: 1 }] },
      { allOf: [{ type: 'string', minLength: 2, pattern: '^a' }, { type: 'string', maxLength: 5, pattern: 'b$' }] },
      { allOf: [{ type: 'string', minLength: 6 }, { maxLength: 5 }] },
      { allOf: [{ type: 'number', minimum: 1, multipleOf: 0.1 }, { type: 'integer', maximum: 9, multipleOf: 0.25 }] },
      { allOf: [{ type: ['string', 'null'] }, { type: ['null', 'number'] }] },
      { allOf: [{ type: 'string' }, { type: 'object' }] },
      { allOf: [{ enum: ['c', 'a', 'b', { x: 1 }] }, { enum: ['b', 'c', { x: 1 }, 'z'] }] },
      { allOf: [{ enum: ['a'] }, { enum: ['b'] }] },
      { allOf: [{ $ref: '#/definitions/a' }, { $ref: '#/definitions/b', title: 'B' }] },
      { type: 'object', allOf: [{ allOf: [{ properties: { a: { allOf: [{ minimum: 1 }] } } }] }, { properties: { a: { allOf: [{ maximum: 3 }, { minimum: 1 }] } } }] },
      { type: 'object', properties: { k: { type: 'string' } }, allOf: [{ if: { properties: { k: { const: 'a' } } }, then: { properties: { a: { type: 'string' } } } }, { if: { properties: { k: { const: 'b' } } }, then: { properties: { b: { type: 'string' } } }, else: { required: ['k'] } }, { if: { required: ['k'] }, then: { required: ['z'] } }] },
      { allOf: [{ properties: { a: {}, b: { type: 'string' } }, additionalProperties: false }, { properties: { b: { minLength: 1 }, c: { type: 'number' } }, patternProperties: { '^x': { type: 'string' } } }] },
      { allOf: [{ patternProperties: { '^a': { type: 'string' }, '^b': false }, additionalProperties: { type: 'number' } }, { patternProperties: { '^a': { minLength: 1 }, '^c': true }, properties: { abc: { maxLength: 4 }, bee: {} } }] },
      { allOf: [{ items: [{ type: 'string' }, { type: 'number' }], additionalItems: false }, { items: { minimum: 1 } }] },
      { allOf: [{ items: [{ type: 'string' }], additionalItems: { type: 'boolean' } }, { items: [{ minLength: 1 }, {}, { type: 'null' }] }] },
      { allOf: [{ items: { type: 'string' } }, { items: { maxLength: 3 }, additionalItems: false, minItems: 1 }, { maxItems: 0 }] },
      { allOf: [{ anyOf: [{ type: 'string' }, { type: 'number' }] }, { anyOf: [{ type: 'number' }, { type: 'integer' }, { type: 'boolean' }] }] },
      { allOf: [{ oneOf: [{ type: 'string' }] }, { oneOf: [{ type: 'number' }] }] },
      { allOf: [{ contains: { type: 'string' } }, { contains: { type: 'number' } }, { contains: { type: 'string' } }] },
      { allOf: [{ not: { type: 'string' } }, { not: { type: 'null' } }, { not: { type: 'string' } }] },
      { allOf: [{ dependencies: { a: ['b'], c: { required: ['d'] } } }, { dependencies: { a: ['e', 'b'], c: ['f'], g: ['h'] } }] },
      { allOf: [{ examples: [1, 2] }, { examples: [2, 3, 4] }] },
      { allOf: [{ examples: 1 }, { examples: [2] }] },
      { allOf: [{ readOnly: true, uniqueItems: false }, { readOnly: false, uniqueItems: true, writeOnly: false }] },
      { allOf: [true, { type: 'string' }, {}] },
      { allOf: [{ type: 'string' }, false] },
      { allOf: [] },
      { allOf: [{}, {}] },
      { definitions: { a: { type: 'string' } }, allOf: [{ definitions: { a: { minLength: 1 }, b: {} } }] },
      { allOf: [{ propertyNames: { maxLength: 3 } }, { propertyNames: { pattern: '^a' } }] },
      { allOf: [{ exclusiveMinimum: 3 }, { exclusiveMaximum: 3 }] },
      // The library's ordering where it shows: equal values written differently, and more than
      // twelve subschemas (deduplicated by sorting, so the order of the comparison decides).
      { allOf: [{ enum: ['x', { a: 1, b: 2 }] }, { enum: [{ b: 2, a: 1 }] }] },
      { allOf: [{ enum: [{ k: 2 }, { k: 1 }, { k: 3 }, [2], [1], 'b', 'a', 2, 1, false, true, null] }, { enum: [{ k: 3 }, null, { k: 1 }, true, [1], 'a', 1, { k: 2 }, [2], 'b', 2, false] }] },
      { allOf: [{ not: { type: 'string', minLength: 0, uniqueItems: false, required: [] } }, { not: { type: 'string' } }] },
      { allOf: [{ anyOf: [{ type: 'string' }, { title: 'b', minimum: 1 }, { maximum: 2, description: 'd' }, { required: ['a'], format: 'f' }] }, { anyOf: [{ pattern: 'p', $comment: 'c' }, { minLength: 2 }, { title: 'a', maxItems: 3, format: 'g' }, { enum: [1, 'a', null, true] }] }] },
      { allOf: [{ oneOf: [{ type: ['null', 'string'] }, { type: 'integer', const: 1 }, { type: 'number', const: 'a' }, { properties: { a: true } }] }, { oneOf: [{ type: ['string', 'null', 'number'] }, { const: [1, 2] }, { items: [{}, true] }, { required: ['b', 'a'], dependencies: { a: ['b'] } }] }] },
    ];
    cases.forEach(expectSame);
  });

  it('merges generated schemas as the library does, errors included', () => {
    const names = fc.constantFrom('a', 'b', 'c');
    const values = fc.oneof(fc.constantFrom('a', 'b', 1, 2, true, null), fc.constant({ x: 1 }), fc.constant([1, 'a']));
    const { schema } = fc.letrec<{ schema: unknown; object: Record<string, unknown> }>((tie) => {
      // A few keywords per schema, drawn so that members often meet on the same ones.
      const keyword = fc.oneof(
        fc.tuple(fc.constant('type'), fc.oneof(fc.constantFrom('string', 'number', 'integer', 'object', 'array', 'null'), fc.subarray(['string', 'number', 'integer', 'null'], { minLength: 1 }))),
        fc.tuple(fc.constantFrom('title', 'description', '$ref', 'format'), fc.constantFrom('x', 'y')),
        fc.tuple(fc.constantFrom('const', 'default'), values),
        fc.tuple(fc.constantFrom('enum', 'examples'), fc.array(values, { maxLength: 4 })),
        fc.tuple(fc.constant('pattern'), fc.constantFrom('^a', 'b$')),
        fc.tuple(fc.constantFrom('minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minLength', 'maxLength', 'minItems', 'maxItems', 'minProperties', 'maxProperties'), fc.integer({ min: 0, max: 4 })),
        fc.tuple(fc.constant('multipleOf'), fc.constantFrom(2, 3, 0.5, 0.1)),
        fc.tuple(fc.constantFrom('readOnly', 'writeOnly', 'uniqueItems'), fc.boolean()),
        fc.tuple(fc.constant('required'), fc.subarray(['a', 'b', 'c'])),
        fc.tuple(fc.constantFrom('properties', 'definitions'), fc.dictionary(names, tie('schema'), { maxKeys: 3 })),
        fc.tuple(fc.constant('patternProperties'), fc.dictionary(fc.constantFrom('^a', '^b'), tie('schema'), { maxKeys: 2 })),
        fc.tuple(fc.constantFrom('additionalProperties', 'additionalItems', 'not', 'if', 'then', 'else', 'contains', 'propertyNames'), tie('schema')),
        fc.tuple(fc.constant('items'), fc.oneof(tie('schema'), fc.array(tie('schema'), { maxLength: 2 }))),
        fc.tuple(fc.constantFrom('anyOf', 'oneOf'), fc.array(tie('schema'), { minLength: 1, maxLength: 2 })),
        fc.tuple(fc.constant('allOf'), fc.array(tie('schema'), { maxLength: 2 })),
        fc.tuple(fc.constant('dependencies'), fc.dictionary(names, fc.oneof(tie('schema'), fc.subarray(['a', 'b', 'c'])), { maxKeys: 2 })),
      );
      return {
        schema: fc.oneof({ maxDepth: 3, depthIdentifier: 'schema' }, { arbitrary: fc.constantFrom(true, false, {}), weight: 1 }, { arbitrary: tie('object'), weight: 5 }),
        object: fc.array(keyword, { minLength: 1, maxLength: 5 }).map((entries) => Object.fromEntries(entries)),
      };
    });
    const withMembers = fc.record({ base: schema, members: fc.array(schema, { minLength: 1, maxLength: 4 }) }).map(({ base, members }) => (typeof base === 'object' ? { ...base, allOf: members } : { allOf: [base, ...members] }));
    fc.assert(fc.property(withMembers, (s) => {
      expectSame(s);
    }), { numRuns: 3000 });
  });
});
