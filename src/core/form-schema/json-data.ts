// Form answers as JSON. rjsf keeps a cleared field as an `undefined` member; JSON has no such value
// (the answer is simply absent), and the eval-free validator refuses to look at one. Both validators
// and the submitted answers see the same JSON, so a cleared field reads as "not answered" everywhere.

/** `value` as JSON would carry it: undefined members dropped, undefined array items as null. */
export function toJsonData(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => toJsonData(item) ?? null);
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [key, member] of Object.entries(value)) {
      const json = toJsonData(member);
      if (json !== undefined) out[key] = json;
    }
    return out;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') return undefined;
  return value;
}

/** The answers to a whole form: nothing answered yet is an empty object. */
export const toFormAnswers = (value: unknown): unknown => toJsonData(value) ?? {};
