// The sandbox as a Node server on 127.0.0.1 (a free port unless one is given), for a Playwright
// run or a host started against it: PAYMENTS_BASE_URL=<url>/v1. It stops with close().
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSandbox, type Sandbox, type SandboxOptions } from '../sandbox/index';
import { readBody } from './read-body';

export interface SandboxServer {
  /** http://127.0.0.1:<port>: the API under /v1, the control API under /_sandbox. */
  url: string;
  controlToken: string;
  apiKey: string;
  sandbox: Sandbox;
  close(): Promise<void>;
}

export async function startSandboxServer(options: SandboxOptions & { port?: number } = {}): Promise<SandboxServer> {
  const { port = 0, ...sandboxOptions } = options;
  let origin = '';
  const sandbox = await createSandbox({ ...sandboxOptions, audiences: [...(sandboxOptions.audiences ?? [])] });
  const server = createServer(async (req, res) => {
    try {
      const body = await readBody(req);
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
      const answer = await sandbox.fetch(new Request(`${origin}${req.url}`, { method: req.method, headers, body: body.length ? new Uint8Array(body) : undefined }));
      const payload = Buffer.from(await answer.arrayBuffer());
      res.writeHead(answer.status, Object.fromEntries(answer.headers));
      res.end(payload);
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    controlToken: sandbox.controlToken,
    apiKey: sandbox.apiKey,
    sandbox,
    close: () =>
      new Promise<void>((resolve) => {
        sandbox.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
