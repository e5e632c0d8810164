import fastUri from 'fast-uri';
import { describe, expect, it } from 'vitest';
import uri from './uri';

// The cases rjsf's $ref handling meets (a root with or without $id, local and relative references).
const RESOLVE: [string, string][] = [
  ['#', '#/definitions/Name'],
  ['#', '#'],
  ['', '#/definitions/Name'],
  ['https://forms.example/sell/bank.json', '#/definitions/Iban'],
  ['https://forms.example/sell/bank.json#/properties/a', '#/definitions/Iban'],
  ['https://forms.example/sell/bank.json', 'common.json#/definitions/Name'],
  ['https://forms.example/sell/bank.json', '../common.json'],
  ['https://forms.example/sell/bank.json', 'https://other.example/x.json#/a'],
  ['HTTPS://Forms.Example:443/sell/bank.json', '#/a'],
  ['bank.json', '#/definitions/Iban'],
  ['forms/bank.json', 'common.json#/a'],
  ['#', 'common.json'],
  ['urn:example:bank', '#/definitions/a'],
];

describe('the fast-uri stand-in', () => {
  it.each(RESOLVE)('resolves %s + %s as fast-uri does', (base, ref) => {
    expect(uri.resolve(base, ref)).toBe(fastUri.resolve(base, ref));
  });

  it.each([
    ['https://forms.example/bank.json', 'https://forms.example/bank.json'],
    ['https://forms.example/bank.json', 'https://forms.example/bank.json#'],
    ['HTTPS://FORMS.example/bank.json', 'https://forms.example/bank.json'],
    ['https://forms.example/bank.json', 'https://forms.example/other.json'],
    ['bank.json', 'bank.json'],
    ['bank.json', 'other.json'],
  ])('compares %s and %s as fast-uri does', (a, b) => {
    expect(uri.equal(a, b)).toBe(fastUri.equal(a, b));
  });
});
