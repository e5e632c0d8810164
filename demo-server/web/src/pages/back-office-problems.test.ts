// The back office's problems in the demo's words: an empty field is required whatever rule it
// breaks (Street's two-character minimum, the date's form), and a 409 on the id is "taken".
import { describe, expect, it } from 'vitest';
import { apiErrorFromResponse, IndividualCustomerInputSchema } from 'rampkit/api';
import { contractProblems, isTakenId } from './back-office-problems';

const body = (over: { Street?: string; DateOfBirth?: string; FirstName?: string } = {}) => ({
  Type: 'Individual' as const,
  FullName: { FirstName: over.FirstName ?? '', LastName: '' },
  DateOfBirth: over.DateOfBirth ?? '',
  Identities: [{ IssuingCountry: 'DE', IDNumber: '', IDType: 'Passport' }],
  PrimaryResidence: { Street: over.Street ?? '', City: '', PostCode: '', State: '', Country: 'DE' },
});

/** The first problem per field, as the form keeps it. */
function problemsOf(input: ReturnType<typeof body>) {
  const parsed = IndividualCustomerInputSchema.safeParse(input);
  if (parsed.success) return {};
  return Object.fromEntries(contractProblems(parsed.error.issues, input).reverse().map((p) => [p.Field, p.values ? [p.word, p.values] : p.word]));
}

describe('contractProblems', () => {
  it('says every empty field is required, Street and the date of birth too', () => {
    expect(problemsOf(body())).toEqual({
      'FullName.FirstName': 'bo.required',
      'FullName.LastName': 'bo.required',
      'DateOfBirth': 'bo.required',
      'Identities.0.IDNumber': 'bo.required',
      'PrimaryResidence.Street': 'bo.required',
      'PrimaryResidence.City': 'bo.required',
      'PrimaryResidence.PostCode': 'bo.required',
      'PrimaryResidence.State': 'bo.required',
    });
  });

  it('says a one-letter street is too short, a date in another form is a date, a long name too long', () => {
    const problems = problemsOf(body({ Street: 'A', DateOfBirth: '17.05.1990', FirstName: 'A'.repeat(60) }));
    expect(problems['PrimaryResidence.Street']).toEqual(['bo.tooShort', { min: 2 }]);
    expect(problems['DateOfBirth']).toBe('bo.date');
    expect(problems['FullName.FirstName']).toEqual(['bo.tooLong', { max: 50 }]);
  });
});

describe('isTakenId', () => {
  const refusal = (status: number, Type: string, Field: string) =>
    apiErrorFromResponse(status, { Type, Action: 'PutCustomer', Detail: 'refused', Instance: crypto.randomUUID(), RequestExtension: { Body: [{ Field, Reason: 'IntegrityValidation', Description: 'is taken: choose another CustomerID' }] } }, { action: 'PutCustomer' });

  it('is a 409 about the CustomerID', () => {
    expect(isTakenId(refusal(409, 'Duplicate', 'CustomerID'))).toBe(true);
    expect(isTakenId(refusal(409, 'Conflict', 'CustomerID'))).toBe(true);
    expect(isTakenId(refusal(400, 'InvalidMessage', 'CustomerID'))).toBe(false);
    expect(isTakenId(refusal(409, 'Duplicate', 'FullName.FirstName'))).toBe(false);
  });
});
