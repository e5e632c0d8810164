// Building blocks for the sandbox's channel form schemas, in the service's published format
// (draft-07, nested objects, if/then branches, labelled oneOf choices and its x- keywords).
// Every field carries a title, a description and valid examples, which the UI shows as placeholders.
import type { FormSchema } from '../../api/channels';

export type Json = Record<string, unknown>;

export const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';

export function text(title: string, description: string, examples: string[], rules: Json = {}): Json {
  return { type: 'string', title, description, examples, ...rules };
}

/** A labelled choice: `oneOf` of `{ const, title }` (with an optional `x-symbol`). */
export function choice(title: string, description: string, options: [value: string, label: string, symbol?: string][]): Json {
  return {
    type: 'string',
    title,
    description,
    examples: [options[0]?.[0]],
    oneOf: options.map(([value, label, symbol]) => ({ const: value, title: label, type: 'string', ...(symbol ? { 'x-symbol': symbol } : {}) })),
  };
}

/** The holder's name, branching on AccountHolderType as the published schemas do. */
export function accountHolderName(maxTotal: number): Json {
  const part = (title: string, example: string) =>
    text(title, `${title} of the account holder, as the bank knows it`, [example], {
      // The published schemas limit a name's length only (no pattern): Jörg Müller, Zoë or 王 are names too.
      minLength: 1,
      maxLength: 50,
      errorMessage: `${title} must be between 1 and 50 characters`,
    });
  return {
    type: 'object',
    title: 'Account holder',
    description: 'Who owns the receiving account',
    properties: {
      AccountHolderType: choice('Account holder type', 'Whether the account belongs to a person or a company', [
        ['Individual', 'Individual'],
        ['Business', 'Business'],
      ]),
    },
    required: ['AccountHolderType'],
    allOf: [
      {
        if: { properties: { AccountHolderType: { const: 'Individual' } } },
        then: {
          properties: {
            Name: {
              type: 'object',
              title: 'Full name',
              description: 'First and last name of the account holder',
              properties: { FirstName: part('First name', 'Ana'), LastName: part('Last name', 'Silva') },
              required: ['FirstName', 'LastName'],
              'x-total-max-length': maxTotal,
              'x-validation-message': `Combined first and last name must not exceed ${maxTotal} characters`,
            },
          },
          required: ['Name'],
        },
      },
      {
        if: { properties: { AccountHolderType: { const: 'Business' } } },
        then: {
          properties: {
            Name: text('Business name', 'Registered name of the business that owns the account', ['Acme Trading Ltd'], {
              minLength: 3,
              maxLength: 100,
              errorMessage: 'Business name must be between 3 and 100 characters',
            }),
          },
          required: ['Name'],
        },
      },
    ],
  };
}

export const reference = (maxLength: number): Json =>
  text('Reference', 'A note the recipient sees on their statement', ['Invoice 2026-104'], {
    minLength: 2,
    maxLength,
    pattern: "^[A-Za-z0-9 /?:().,'+-]+$",
    errorMessage: `Reference must be 2 to ${maxLength} letters, digits, spaces or / ? : ( ) . , ' + -`,
    'x-validation': { minDistinctChars: 2, message: 'Reference must contain at least 2 different characters.' },
  });

/** A form document; its description is written for the customer who reads it, per form. */
export function formSchema(title: string, description: string, properties: Json, required: string[], extra: Json = {}): FormSchema {
  return { $schema: DRAFT_07, title, description, type: 'object', properties, required, ...extra };
}

/** An acknowledgement step: one boolean that must be true. */
export function ackStep(title: string, statement: string, description: string): FormSchema {
  return formSchema(
    title,
    description,
    {
      Acknowledged: {
        type: 'boolean',
        const: true,
        title: statement,
        description: 'Required before the payout can be quoted',
        examples: [true],
        errorMessage: 'Please confirm to continue',
      },
    },
    ['Acknowledged'],
  );
}
