// Next.js 16's declarations name the global URLPattern types, which TypeScript 7's DOM lib has and
// TypeScript 5.9's lacks. Only the TypeScript 5 check (tsconfig.ts5.json) includes this file; it
// declares what the WHATWG URL Pattern standard defines, so next's types check as they are.
declare global {
  interface URLPatternInit {
    protocol?: string;
    username?: string;
    password?: string;
    hostname?: string;
    port?: string;
    pathname?: string;
    search?: string;
    hash?: string;
    baseURL?: string;
  }
  type URLPatternInput = string | URLPatternInit;
  interface URLPatternOptions {
    ignoreCase?: boolean;
  }
  interface URLPatternComponentResult {
    input: string;
    groups: Record<string, string | undefined>;
  }
  interface URLPatternResult {
    inputs: URLPatternInput[];
    protocol: URLPatternComponentResult;
    username: URLPatternComponentResult;
    password: URLPatternComponentResult;
    hostname: URLPatternComponentResult;
    port: URLPatternComponentResult;
    pathname: URLPatternComponentResult;
    search: URLPatternComponentResult;
    hash: URLPatternComponentResult;
  }
  interface URLPattern {
    test(input?: URLPatternInput, baseURL?: string): boolean;
    exec(input?: URLPatternInput, baseURL?: string): URLPatternResult | null;
    readonly protocol: string;
    readonly username: string;
    readonly password: string;
    readonly hostname: string;
    readonly port: string;
    readonly pathname: string;
    readonly search: string;
    readonly hash: string;
    readonly hasRegExpGroups: boolean;
  }
}
export {};
