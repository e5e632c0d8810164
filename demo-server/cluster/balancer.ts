// A small round-robin load balancer, as a business would put in front of its backend instances:
// each request goes to the next instance, streamed both ways (Server-Sent Events included), with
// the Host header kept so each instance sees the public origin. Paths of the upstream service (the
// sandbox's /v1, control API and hosted pages) go to it instead. `x-served-by` says which instance
// answered, so tests and people can see the round robin.
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export interface Balancer {
  url: string;
  server: Server;
  close(): Promise<void>;
}

export function startBalancer(options: { host: string; port: number; instances: string[]; upstream?: { url: string; paths: string[] } }): Promise<Balancer> {
  let next = 0;
  const pick = (path: string) => {
    if (options.upstream && options.upstream.paths.some((p) => path === p || path.startsWith(`${p}/`) || path.startsWith(`${p}?`))) return { url: options.upstream.url, name: 'upstream' };
    const i = next;
    next = (next + 1) % options.instances.length;
    return { url: options.instances[i]!, name: `instance-${i + 1}` };
  };
  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const target = pick(req.url ?? '/');
    let finished = false;
    const to = new URL(target.url);
    const upstream = httpRequest(
      { hostname: to.hostname, port: to.port, method: req.method, path: req.url, headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': target.name });
        res.flushHeaders();
        answer.on('end', () => (finished = true));
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) {
        res.writeHead(502, { 'content-type': 'application/json', 'x-served-by': target.name });
        res.end(JSON.stringify({ Type: 'Unexpected', Action: 'Balancer', Detail: `${target.name} could not be reached.`, Instance: crypto.randomUUID() }));
      } else res.destroy();
    });
    // A browser that goes away (an SSE tab closed) ends the instance's side too.
    res.on('close', () => {
      if (!finished) upstream.destroy();
    });
    req.pipe(upstream);
  };
  const server = createServer(forward);
  server.keepAliveTimeout = 65_000;
  return new Promise((resolve) => {
    server.listen(options.port, options.host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      resolve({
        url: `http://${options.host}:${port}`,
        server,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
