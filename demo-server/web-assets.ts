// The demo web app is built with Vite into demo-server/web/dist when missing or older than its
// sources, then served as static files: a fresh clone starts in seconds with no dev server.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const webRoot = fileURLToPath(new URL('./web/', import.meta.url));
const dist = join(webRoot, 'dist');

function newestMtime(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !e.parentPath.includes('dist') && !e.parentPath.includes('node_modules'))
    .reduce((max, e) => Math.max(max, statSync(join(e.parentPath, e.name)).mtimeMs), 0);
}

const webIsFresh = () => {
  const built = existsSync(join(dist, 'index.html')) ? statSync(join(dist, 'index.html')).mtimeMs : 0;
  return built > Math.max(newestMtime(webRoot), newestMtime(fileURLToPath(new URL('../src/', import.meta.url))));
};

export async function ensureWebBuilt(): Promise<void> {
  await buildOnce({
    isFresh: webIsFresh,
    lockDir: join(webRoot, '.dist-building'),
    build: async () => {
      const { build } = await import('vite');
      await build({ root: webRoot, logLevel: 'warn', configFile: join(webRoot, 'vite.config.ts') });
    },
  });
}

/** A build lock left by a process that died while building is taken over after this long. */
const STALE_LOCK_MS = 5 * 60_000;

/**
 * Builds when not fresh, one builder at a time across processes (two e2e workers starting their demo
 * servers at once): the first takes the lock (mkdir is atomic) and builds; the others wait for the
 * lock to go, then find the build fresh. Without it, one worker's build emptied dist/ while another
 * served from it (a 500 in a parallel run).
 */
export async function buildOnce({ isFresh, build, lockDir, pollMs = 100 }: { isFresh: () => boolean; build: () => Promise<void>; lockDir: string; pollMs?: number }): Promise<void> {
  while (!isFresh()) {
    try {
      mkdirSync(lockDir);
    } catch {
      // Someone builds: wait for their lock to go (or to be left for dead), then look again.
      if (existsSync(lockDir) && Date.now() - statSync(lockDir).mtimeMs > STALE_LOCK_MS) rmSync(lockDir, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, pollMs));
      continue;
    }
    try {
      if (!isFresh()) await build();
    } finally {
      rmSync(lockDir, { recursive: true, force: true });
    }
    return;
  }
}

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json', '.map': 'application/json' };

export function serveWeb(pathname: string, acceptEncoding = ''): Response {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed percent-encoding (/%E0%A4%A) names no file: the client's mistake, not a 500.
    return Response.json({ Type: 'InvalidMessage', Action: 'Static', Detail: 'The path is not valid percent-encoding.', Instance: crypto.randomUUID() }, { status: 400 });
  }
  const relative = normalize(decoded).replace(/^(\.\.[/\\])+/, '');
  let file = join(dist, relative);
  if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory()) file = join(dist, 'index.html');
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  const { body, encoding } = encodedFile(file, COMPRESSIBLE.has(extname(file)) ? negotiateEncoding(acceptEncoding) : undefined);
  return new Response(body as Uint8Array<ArrayBuffer>, {
    headers: {
      'content-type': type,
      ...(encoding ? { 'content-encoding': encoding } : {}),
      vary: 'accept-encoding',
      'cache-control': file.endsWith('index.html') ? 'no-store' : 'public, max-age=31536000, immutable',
      'content-security-policy': "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'",
    },
  });
}

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.map']);
export type Encoding = 'br' | 'gzip';

/** Brotli when the client takes it, else gzip, else none (an explicit q=0 refuses a coding). */
export function negotiateEncoding(acceptEncoding: string): Encoding | undefined {
  const accepted = new Set(
    acceptEncoding
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(/\s*;\s*/))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

// Each built file is compressed once per build (keyed by its mtime), on its first request. Brotli
// quality 9, not 11: about 90 ms once for the demo's ~490 KB script against 2 s, for 10% more bytes.
const cache = new Map<string, { mtimeMs: number; raw: Buffer; br?: Buffer; gzip?: Buffer }>();

export function encodedFile(file: string, encoding: Encoding | undefined): { body: Buffer; encoding?: Encoding } {
  const mtimeMs = statSync(file).mtimeMs;
  let entry = cache.get(file);
  if (!entry || entry.mtimeMs !== mtimeMs) cache.set(file, (entry = { mtimeMs, raw: readFileSync(file) }));
  if (!encoding || entry.raw.length < 1024) return { body: entry.raw };
  if (encoding === 'br') {
    entry.br ??= brotliCompressSync(entry.raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: entry.raw.length } });
    return { body: entry.br, encoding };
  }
  entry.gzip ??= gzipSync(entry.raw, { level: 9 });
  return { body: entry.gzip, encoding };
}
