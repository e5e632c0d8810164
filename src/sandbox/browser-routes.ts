// What a browser needs of an embedded sandbox, served by the host's own server: the hosted
// onboarding pages (a customer is sent to a HostedURL) and the control API (rampkit/testing's
// `sandbox` fixture, at the host's URL). The host's proxy calls the sandbox's API in-process at an
// address no browser can reach (`http://sandbox.internal/v1`), so the sandbox is told where its
// pages are served, and its HostedURLs point there.
import type { Sandbox } from './index';

export interface SandboxBrowserRoutesOptions {
  /** The host's origin as browsers reach it (`http://127.0.0.1:3000`): HostedURLs point at it. */
  publicUrl: string;
}

export interface SandboxBrowserRoutes {
  /** The paths served: `/hosted/*` (onboarding pages) and `/_sandbox/*` (control API). */
  readonly paths: readonly string[];
  /** Whether the host should hand a request for this path (or URL) to `fetch`. */
  handles(pathOrUrl: string): boolean;
  /** The sandbox's answer to a browser-facing request; 404 for any other path (the API stays in-process). */
  fetch(request: Request): Promise<Response>;
}

const PREFIXES = ['/hosted/', '/_sandbox/'];

export function sandboxBrowserRoutes(sandbox: Sandbox, { publicUrl }: SandboxBrowserRoutesOptions): SandboxBrowserRoutes {
  sandbox.setPublicUrl(publicUrl);
  const handles = (pathOrUrl: string) => {
    const path = /^[a-z][a-z0-9+.-]*:/i.test(pathOrUrl) ? new URL(pathOrUrl).pathname : pathOrUrl;
    return PREFIXES.some((prefix) => path.startsWith(prefix));
  };
  return {
    paths: PREFIXES.map((prefix) => `${prefix}*`),
    handles,
    fetch: async (request) => (handles(request.url) ? sandbox.fetch(request) : new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain' } })),
  };
}
