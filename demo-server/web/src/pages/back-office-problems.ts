// What the back office says about its form, in the demo's words: the shared contract's problems
// (found before any request) and the server's refusal of a taken id.
import { zodIssuesToFieldProblems, type ApiError } from 'rampkit/api';
import type { DemoWordKey } from '../words/catalogue';

type Issues = Parameters<typeof zodIssuesToFieldProblems>[0];

export interface ContractProblem {
  Field: string;
  word: DemoWordKey;
  values?: Record<string, string | number>;
}

/** The value the body holds at an issue's path. */
function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let value = body;
  for (const key of path) value = value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  return value;
}

/**
 * The contract's problems, each as the demo's words say it: a field left empty is required (whatever
 * rule it broke: a length, a date's form), then too short, too long, a date, or not accepted.
 */
export function contractProblems(issues: Issues, body: unknown): ContractProblem[] {
  return issues.map((issue): ContractProblem => {
    // One issue at a time: a union's issue becomes the problem of the member it came closest to.
    const problem = zodIssuesToFieldProblems([issue], undefined, body)[0];
    const Field = problem?.Field ?? issue.path.join('.');
    const value = valueAt(body, issue.path);
    const min = (issue as { minimum?: number | bigint }).minimum;
    const max = (issue as { maximum?: number | bigint }).maximum;
    const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    if (empty || problem?.Description === 'is required' || (issue.code === 'too_small' && Number(min) <= 1)) return { Field, word: 'bo.required' };
    if (issue.code === 'too_small' && typeof value === 'string' && min !== undefined) return { Field, word: 'bo.tooShort', values: { min: Number(min) } };
    if (issue.code === 'too_big' && max !== undefined) return { Field, word: 'bo.tooLong', values: { max: Number(max) } };
    if (Field === 'DateOfBirth') return { Field, word: 'bo.date' };
    return { Field, word: 'bo.invalid' };
  });
}

/** The server refused the new customer's id as taken: someone has it, or is being given it a moment ago (409). */
export const isTakenId = (error: ApiError): boolean => error.status === 409 && 'CustomerID' in error.fieldErrors;
