// A Node built-in module where the runtime has one (Node, Workers with nodejs_compat), read
// synchronously through process.getBuiltinModule: no import statement, so bundlers for the browser
// never try to resolve it, and the same file runs in the browser-hosted sandbox (undefined there).
export function nodeBuiltin<T>(name: `node:${string}`): T | undefined {
  const runtime = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  try {
    return runtime?.getBuiltinModule?.(name) as T | undefined;
  } catch {
    return undefined;
  }
}
