import { describe, expect, it } from 'vitest';
import holder from '../../core/form-schema/fixtures/bank-account-holder.json';
import documents from '../../core/form-schema/fixtures/beneficiary-documents.json';
import { validateFormDataEvalFree, isValidEvalFree } from '../../core/form-schema/eval-free';
import { awaitChoices, branchQuestions, isInBranch } from './branches';

type Json = Record<string, unknown>;
const conditions = (schema: unknown) => ((schema as Json).properties as Json).AccountHolderName as { allOf: { if: Json }[] };

describe('awaitChoices', () => {
  it('makes each branch of the holder wait for its question, and leaves the input alone', () => {
    const layout = awaitChoices(holder);
    const ifs = conditions(layout).allOf.map((c) => c.if);
    expect(ifs.every((i) => JSON.stringify(i.required) === '["AccountHolderType"]')).toBe(true);
    expect(conditions(holder).allOf.every((c) => c.if.required === undefined)).toBe(true);
  });

  it('matches an `if` only once its answer is given: no branch before the choice, the chosen one after', () => {
    const [individual] = conditions(awaitChoices(holder)).allOf;
    expect(isValidEvalFree(individual!.if, {})).toBe(false);
    expect(isValidEvalFree(individual!.if, { AccountHolderType: 'Business' })).toBe(false);
    expect(isValidEvalFree(individual!.if, { AccountHolderType: 'Individual' })).toBe(true);
    // The service's own `if` matches the unanswered question vacuously: that was the bug.
    expect(isValidEvalFree(conditions(holder).allOf[0]!.if, {})).toBe(true);
  });

  it('keeps what validation reports: the same problems on the layout schema once the question is answered', () => {
    const answers = { AccountHolderName: { AccountHolderType: 'Business' } };
    expect(validateFormDataEvalFree(awaitChoices(holder) as Json, answers)).toEqual(validateFormDataEvalFree(holder as Json, answers));
  });
});

describe('branchQuestions', () => {
  it('finds the holder type and the name only its branches add', () => {
    expect(branchQuestions(holder)).toEqual([{ question: 'AccountHolderName.AccountHolderType', branchFields: ['AccountHolderName.Name'] }]);
  });

  it('does not call a field a branch field when a branch only refines it', () => {
    const questions = branchQuestions(documents);
    expect(questions.length).toBeGreaterThan(0);
    expect(questions.flatMap((q) => q.branchFields)).not.toContain('Beneficiary.DocumentID');
  });

  it('places a problem inside a branch field', () => {
    expect(isInBranch('AccountHolderName.Name.FirstName', ['AccountHolderName.Name'])).toBe(true);
    expect(isInBranch('AccountHolderName.NameX', ['AccountHolderName.Name'])).toBe(false);
  });
});
