// The gallery page (e2e/pages/gallery) as a host serves it: built with Vite like a host's app,
// served on a free 127.0.0.1 port with the CSP header and <head> links a host would write, and the
// kit's stylesheet taken from the library build's own output (`rampkit/styles.css`). Both builds go
// to a temporary folder that is removed on close.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { appearanceToCss } from '../../src/theme/tokens';
import { GALLERY_APPEARANCE } from './gallery/appearance';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const pageRoot = fileURLToPath(new URL('./gallery/', import.meta.url));

/** How the host brings the kit's CSS, and the CSP it serves the page with. */
export type StyleMode =
  /** The provider's <style>, no CSP (the default embedding). */
  | 'injected'
  /** `<link href="rampkit/styles.css">`, `injectStyles={false}`, `style-src 'self'`. */
  | 'linked'
  /** The provider's <style nonce>, `style-src 'nonce-…'`. */
  | 'nonce'
  /** The provider's <style> without a nonce under `style-src 'self'`: the browser refuses it (the
   * control that shows the comparison and the violation watch can fail). */
  | 'blocked';

export interface GalleryOptions {
  styles?: StyleMode;
  locale?: string;
  /** Link the hostile host theme (e2e/pages/gallery/hostile.css) after the kit's stylesheet. */
  hostile?: boolean;
  /** Only these sections (component names). */
  only?: string[];
  /** The host's own appearance (gallery/appearance.ts); linked, its CSS comes from the host's stylesheet. */
  appearance?: boolean;
  /** A preset theme for every provider on the page. */
  theme?: 'default' | 'night' | 'flat';
  /** A host's own `colorPrimary`. */
  brand?: string;
}

export interface GalleryServer {
  url(options?: GalleryOptions): string;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.map': 'application/json', '.json': 'application/json' };

export async function startGalleryServer(): Promise<GalleryServer> {
  const out = await mkdtemp(join(tmpdir(), 'rampkit-gallery-'));
  const libOut = join(out, 'lib');
  const pageOut = join(out, 'page');
  // The library exactly as `npm run build` makes it, for its styles.css.
  await build({ root: repo, configFile: join(repo, 'vite.config.ts'), logLevel: 'warn', build: { outDir: libOut, emptyOutDir: true, sourcemap: false } });
  const src = (path: string) => join(repo, 'src', path);
  await build({
    root: pageRoot,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    resolve: {
      alias: [
        { find: /^rampkit$/, replacement: src('index.ts') },
        { find: /^rampkit\/api$/, replacement: src('api/index.ts') },
      ],
    },
    build: { outDir: pageOut, emptyOutDir: true, chunkSizeWarningLimit: 10_000 },
  });
  const template = await readFile(join(pageOut, 'index.html'), 'utf8');

  const page = (query: URLSearchParams): { html: string; csp?: string } => {
    const styles = (query.get('styles') ?? 'injected') as StyleMode;
    const head: string[] = [];
    let csp: string | undefined;
    if (styles === 'linked' || styles === 'blocked') csp = "style-src 'self'";
    if (styles === 'linked') head.push('<link rel="stylesheet" href="/rampkit/styles.css">');
    // The host's own stylesheet, after the kit's, with its appearance written by appearanceToCss.
    if (styles === 'linked' && query.get('appearance') === '1') head.push('<link rel="stylesheet" href="/host-appearance.css">');
    else if (styles === 'nonce') {
      const nonce = randomBytes(16).toString('base64');
      csp = `style-src 'nonce-${nonce}'`;
      head.push(`<meta name="csp-nonce" content="${nonce}">`);
    }
    // A host's theme comes after the kit's stylesheet: same-specificity rules of the host win.
    if (query.get('hostile') === '1') head.push('<link rel="stylesheet" href="/hostile.css">');
    return { html: template.replace('</head>', `${head.join('\n')}\n</head>`), csp };
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://gallery');
    const send = (status: number, type: string, body: string | Buffer, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers });
      res.end(body);
    };
    if (url.pathname === '/' || url.pathname === '/index.html') {
      const { html, csp } = page(url.searchParams);
      return send(200, TYPES['.html']!, html, csp ? { 'content-security-policy': csp } : {});
    }
    if (url.pathname === '/favicon.ico') return send(204, 'image/x-icon', '');
    if (url.pathname === '/rampkit/styles.css') return send(200, TYPES['.css']!, await readFile(join(libOut, 'styles.css')));
    if (url.pathname === '/host-appearance.css') return send(200, TYPES['.css']!, appearanceToCss(GALLERY_APPEARANCE));
    if (url.pathname === '/hostile.css') return send(200, TYPES['.css']!, await readFile(join(pageRoot, 'hostile.css')));
    const file = normalize(join(pageOut, decodeURIComponent(url.pathname)));
    if (!file.startsWith(pageOut)) return send(404, 'text/plain', 'not found');
    try {
      return send(200, TYPES[extname(file)] ?? 'application/octet-stream', await readFile(file));
    } catch {
      return send(404, 'text/plain', 'not found');
    }
  };
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: ({ styles = 'injected', locale, hostile, only, appearance, theme, brand } = {}) => {
      const query = new URLSearchParams({ styles });
      if (locale) query.set('locale', locale);
      if (hostile) query.set('hostile', '1');
      if (appearance) query.set('appearance', '1');
      if (theme) query.set('theme', theme);
      if (brand) query.set('brand', brand);
      if (only) query.set('only', only.join(','));
      return `${origin}/?${query}`;
    },
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await rm(out, { recursive: true, force: true });
    },
  };
}
