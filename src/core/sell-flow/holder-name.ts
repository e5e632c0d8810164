// The verified customer's name as the account holder, where the channel's form asks for it and the
// customer typed nothing there yet: a payout goes to an account in the customer's own name, and the
// name the service verified is the one its bank knows. Found by the schema's field names (and
// titles), as the service's published forms name them: a holder section (AccountHolder,
// AccountHolderName, BeneficiaryName, Beneficiary …) with a type choice (Individual / Business),
// FirstName / LastName (a Name object under the Individual branch), or one text for the whole name,
// and the business's registered name (Name under the Business branch, CompanyName, BusinessName).
// Nothing typed is ever replaced; a name longer than a field allows is left for the customer.
import type { Customer } from '../../api/customers';
import type { FormInput } from '../../api/sell';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A section about who owns the receiving account. */
const HOLDER = /holder|beneficiary|recipient|payee|owner/i;
const FIRST = /^(first|given)[ _-]?name$/i;
const MIDDLE = /^middle[ _-]?names?$/i;
const LAST = /^(last|family|sur)[ _-]?name$|^surname$/i;
const BUSINESS = /^(company|business|registered|legal|entity)[ _-]?name$/i;
/** One text for the holder's whole name (a bare "Name" inside a holder section, "AccountHolderName" as text). */
const WHOLE = /^(full[ _-]?)?name$|holder[ _-]?name$|beneficiary[ _-]?name$/i;
const TYPE = /type$/i;

/** What the customer record says the holder is called. */
interface HolderName {
  type: 'Individual' | 'Business';
  first?: string;
  middle?: string;
  last?: string;
  whole: string;
}

function holderOf(customer: Customer): HolderName | undefined {
  // Only an individual has a FullName: a business, or a type added after this release, its RegisteredName if it has one.
  if (customer.Type !== 'Individual') return customer.RegisteredName ? { type: 'Business', whole: customer.RegisteredName } : undefined;
  const { FirstName, MiddleName, LastName } = customer.FullName;
  return { type: 'Individual', first: FirstName, middle: MiddleName, last: LastName, whole: [FirstName, MiddleName, LastName].filter(Boolean).join(' ') };
}

/** The answers with the holder's name filled in where the form asks for it and they are empty. */
export function withHolderName(schema: unknown, customer: Customer | null | undefined, answers: FormInput | undefined): FormInput | undefined {
  const holder = customer ? holderOf(customer) : undefined;
  if (!holder || !isObject(schema)) return answers;
  const filled = fillObject(schema, answers ?? {}, holder, false);
  return filled === (answers ?? {}) ? answers : filled;
}

function fillObject(schema: Json, answers: Json, holder: HolderName, inHolder: boolean): Json {
  let out = answers;
  const set = (key: string, value: unknown) => {
    out = { ...out, [key]: value };
  };
  // The holder's type first: the branches it opens hold the name fields.
  for (const [key, field] of Object.entries(propertiesOf(schema, out))) {
    if ((inHolder || HOLDER.test(key)) && TYPE.test(key) && isEmpty(out[key]) && choicesOf(field).includes(holder.type)) set(key, holder.type);
  }
  for (const [key, field] of Object.entries(propertiesOf(schema, out))) {
    const here = inHolder || HOLDER.test(key) || HOLDER.test(titleOf(field));
    if (isObject(field) && (field.type === 'object' || isObject(field.properties))) {
      if (!here && !hasHolderInside(field)) continue;
      const current = isObject(out[key]) ? out[key] : {};
      const inner = fillObject(field, current, holder, here);
      if (inner !== current && Object.keys(inner).length) set(key, inner);
    } else if (here && isObject(field) && field.type === 'string' && isEmpty(out[key]) && choicesOf(field).length === 0) {
      const value = nameFor(key, titleOf(field), holder);
      if (value && fits(field, value)) set(key, value);
    }
  }
  return out;
}

function nameFor(key: string, title: string, holder: HolderName): string | undefined {
  const says = (pattern: RegExp) => pattern.test(key) || pattern.test(title.replace(/\s+/g, ' ').trim());
  if (holder.type === 'Business') return says(BUSINESS) || says(WHOLE) ? holder.whole : undefined;
  if (says(FIRST)) return holder.first;
  if (says(MIDDLE)) return holder.middle;
  if (says(LAST)) return holder.last;
  if (says(BUSINESS)) return undefined;
  // "Name" titled "Business name" belongs to the other branch; a whole-name text takes the full name.
  return says(WHOLE) && !/business|company/i.test(title) ? holder.whole : undefined;
}

/** The properties of an object schema for these answers: its own, and those of every branch whose condition the answers meet. */
function propertiesOf(schema: Json, answers: Json): Json {
  const props: Json = { ...(isObject(schema.properties) ? schema.properties : {}) };
  const merge = (branch: unknown) => {
    if (!isObject(branch)) return;
    for (const [key, field] of Object.entries(propertiesOf(branch, answers))) props[key] = isObject(props[key]) && isObject(field) ? mergeFields(props[key], field) : field;
  };
  const conditional = (part: Json) => {
    if (isObject(part.if)) merge(meets(part.if, answers) ? part.then : part.else);
    else merge(part);
  };
  if (isObject(schema.if)) conditional({ if: schema.if, then: schema.then, else: schema.else });
  if (Array.isArray(schema.allOf)) for (const part of schema.allOf) if (isObject(part)) conditional(part);
  return props;
}

function mergeFields(a: Json, b: Json): Json {
  const properties = isObject(a.properties) || isObject(b.properties) ? { ...(isObject(a.properties) ? a.properties : {}), ...(isObject(b.properties) ? b.properties : {}) } : undefined;
  return { ...a, ...b, ...(properties ? { properties } : {}) };
}

/** An `if` of the published forms: `const` (or `enum`) on properties, and `required`. */
function meets(condition: Json, answers: Json): boolean {
  if (Array.isArray(condition.required) && !condition.required.every((key) => typeof key === 'string' && !isEmpty(answers[key]))) return false;
  if (!isObject(condition.properties)) return true;
  return Object.entries(condition.properties).every(([key, rule]) => {
    if (!isObject(rule)) return true;
    if ('const' in rule) return answers[key] === rule.const;
    if (Array.isArray(rule.enum)) return rule.enum.includes(answers[key]);
    return true;
  });
}

/** Whether a section has a holder section somewhere inside (the service nests them under Details objects). */
function hasHolderInside(schema: Json): boolean {
  return Object.entries(propertiesOf(schema, {})).some(([key, field]) => HOLDER.test(key) || HOLDER.test(titleOf(field)) || (isObject(field) && isObject(field.properties) && hasHolderInside(field)));
}

function choicesOf(field: unknown): unknown[] {
  if (!isObject(field)) return [];
  if (Array.isArray(field.enum)) return field.enum;
  const list = Array.isArray(field.oneOf) ? field.oneOf : Array.isArray(field.anyOf) ? field.anyOf : [];
  return list.filter(isObject).filter((o) => 'const' in o).map((o) => o.const);
}

const titleOf = (field: unknown) => (isObject(field) && typeof field.title === 'string' ? field.title : '');
const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

function fits(field: Json, value: string): boolean {
  const max = typeof field.maxLength === 'number' ? field.maxLength : Infinity;
  const min = typeof field.minLength === 'number' ? field.minLength : 0;
  return [...value].length <= max && [...value].length >= min;
}
