// Never lose what the customer typed, never send what they did not choose. A customer who picks
// Individual, types a first and last name, then Business, then Individual again finds their names
// back: answers of a branch the customer left are set aside (with the path they were given at)
// and brought back when a branch that takes them applies again. The answers the form holds, hands
// to the host and submits are only those of the branches that apply; what is set aside lives
// beside them, in the form, until the form goes.
import { activeSchema, fits, join, prune, type BranchTest } from './stale';
import { isJsonObject } from './merge';

type Json = Record<string, unknown>;

/**
 * Answers set aside, by path ('AccountHolderName.Name'), the latest first (`kept`), and answers rjsf
 * made itself on a change of branch (a one-choice default), with the value it made (`made`): such an
 * answer gives way to a set-aside one until the customer changes it.
 */
export interface SetAside {
  readonly kept: ReadonlyMap<string, readonly unknown[]>;
  readonly made: ReadonlyMap<string, unknown>;
}
export const NOTHING_SET_ASIDE: SetAside = { kept: new Map(), made: new Map() };

/** How many answers one path keeps aside (one per branch is the usual case). */
const KEPT_PER_PATH = 4;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const valueAt = (data: unknown, path: string): unknown => path.split('.').reduce<unknown>((node, key) => (isJsonObject(node) ? node[key] : undefined), data);

/** Answers in `before` that `after` no longer has or has otherwise: on a change of branch only rjsf changes them (it re-makes a field whose type or choices the branch changed). */
function lost(before: unknown, after: unknown, skip: string, path: string, out: [string, unknown][]): [string, unknown][] {
  if (!isJsonObject(before)) return out;
  const now = isJsonObject(after) ? after : {};
  for (const [key, value] of Object.entries(before)) {
    if (value === undefined || join(path, key) === skip) continue;
    const next = now[key];
    if (isJsonObject(value) && isJsonObject(next)) lost(value, next, skip, join(path, key), out);
    else if (next === undefined || !same(next, value)) out.push([join(path, key), value]);
  }
  return out;
}

/** Answers in `after` that `before` did not have or had otherwise: what rjsf filled in (a one-choice default), never typed. */
function filledIn(before: unknown, after: unknown, skip: string, path: string, out: Map<string, unknown>): Map<string, unknown> {
  if (!isJsonObject(after)) return out;
  const then = isJsonObject(before) ? before : {};
  for (const [key, value] of Object.entries(after)) {
    const at = join(path, key);
    if (value === undefined || at === skip) continue;
    if (then[key] === undefined || (!isJsonObject(value) && !same(then[key], value))) out.set(at, value);
    else if (isJsonObject(value)) filledIn(then[key], value, skip, at, out);
  }
  return out;
}

/** No answer in it: nothing, or objects with nothing in them (what rjsf puts in a field it re-made). */
const isEmpty = (value: unknown): boolean => value === undefined || (isJsonObject(value) && Object.values(value).every(isEmpty));

/** `data` with set-aside answers back where the active branches ask for them and nothing is given. */
function restore(schema: Json, data: unknown, test: BranchTest, path: string, aside: Map<string, readonly unknown[]>, made: Map<string, unknown>): unknown {
  if (!isJsonObject(data)) return data;
  const properties = activeSchema(schema, data, test).properties;
  if (!isJsonObject(properties)) return data;
  let out: Json | undefined;
  for (const [key, sub] of Object.entries(properties)) {
    if (!isJsonObject(sub)) continue;
    const at = join(path, key);
    let value = data[key];
    const kept = isEmpty(value) || (made.has(at) && same(made.get(at), value)) ? (aside.get(at) ?? []) : [];
    const back = kept.findIndex((candidate) => fits(activeSchema(sub, candidate, test), candidate));
    if (back >= 0) {
      value = kept[back];
      const rest = kept.filter((_, i) => i !== back);
      if (rest.length) aside.set(at, rest);
      else aside.delete(at);
      made.delete(at);
    }
    const next = restore(sub, value, test, at, aside, made);
    if (next === data[key]) continue;
    out ??= { ...data };
    out[key] = next;
  }
  return out ?? data;
}

/**
 * The answers of the branches that apply, after the customer's latest change: what no longer
 * applies goes aside, what applies again comes back. `before` (the answers before a change of
 * branch, whose question is at path `asked`) lets what rjsf itself replaced go aside too; the
 * question's own answer never does (a customer may set it back to "Choose…"). Pure: returns the
 * new set-aside answers (the same object when none went aside or came back).
 */
export function settleAnswers<T>(schema: Json, data: T, test: BranchTest, setAside: SetAside = NOTHING_SET_ASIDE, before?: { answers: unknown; asked: string }): { answers: T; setAside: SetAside } {
  const aside = new Map(setAside.kept);
  const putAside = (path: string, value: unknown) => aside.set(path, [value, ...(aside.get(path) ?? []).filter((v) => !same(v, value))].slice(0, KEPT_PER_PATH));
  for (const [path, value] of before ? lost(before.answers, data, before.asked, '', []) : []) putAside(path, value);
  // What rjsf made gives way to an answer the customer gave before, until the customer changes it.
  const made = new Map([...setAside.made].filter(([path, value]) => same(valueAt(data, path), value)));
  if (before) for (const [path, value] of filledIn(before.answers, data, before.asked, '', new Map())) made.set(path, value);
  let current: unknown = data;
  // Each round can switch a branch (a question brought back picks its own branch): repeat until still.
  for (let round = 0; round < 8; round++) {
    const removed: [string, unknown][] = [];
    const kept = prune(schema, current, test, removed);
    for (const [path, value] of removed) putAside(path, value);
    const next = restore(schema, kept, test, '', aside, made);
    if (next === current) break;
    current = next;
  }
  // The same store when nothing went aside or came back, so a keystroke changes no state.
  const unchanged =
    aside.size === setAside.kept.size && [...aside].every(([path, kept]) => setAside.kept.get(path) === kept) &&
    made.size === setAside.made.size && [...made].every(([path, value]) => setAside.made.has(path) && same(setAside.made.get(path), value));
  return { answers: current as T, setAside: unchanged ? setAside : { kept: aside, made } };
}
