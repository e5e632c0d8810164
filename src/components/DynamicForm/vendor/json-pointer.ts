// Stands in for `jsonpointer` inside the kit's form chunk (tooling/rjsf-stand-ins.ts): rjsf's
// `$ref` lookup (findSchemaDefinition) calls only `get` with a string pointer. The same answers and
// errors as jsonpointer 5's `get` for strings (json-pointer.test.ts), as an ES module rather than a
// CommonJS one the bundler has to wrap.
const untilde = (part: string) => part.replace(/~[01]/g, (escape) => (escape === '~1' ? '/' : '~'));

function get(object: unknown, pointer: string): unknown {
  if (typeof object !== 'object') throw new Error('Invalid input object.');
  const parts = pointer.split('/');
  if (parts[0] !== '') throw new Error('Invalid JSON pointer.');
  let current = object as Record<string, unknown>;
  for (let p = 1; p < parts.length; p++) {
    const next = current[untilde(parts[p]!)];
    if (p === parts.length - 1) return next;
    if (typeof next !== 'object' || next === null) return undefined;
    current = next as Record<string, unknown>;
  }
  return current;
}

export default { get };
