// Who is asking, for limits per client address (connections, live streams, sign-ins): the peer of
// the connection, or, when that peer is one of the business's own balancers, the client it names in
// X-Forwarded-For. Only a trusted balancer's header is read: anyone else could write any address
// there. IPv6 clients are grouped by their /64, the block one subscriber is usually given, so a
// client cannot dodge a limit by changing the low bits of its address.

/** The key a limit counts by: IPv4 as it is (an IPv4-mapped IPv6 address too), IPv6 by its /64. */
export function addressKey(address: string): string {
  const text = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (mapped) return mapped[1]!;
  if (!text.includes(':')) return text;
  const [head = '', tail = ''] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = text.includes('::') ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Addresses of the business's own balancers, whose X-Forwarded-For is believed. */
export type TrustedProxies = ReadonlySet<string>;

export function trustedProxies(addresses: readonly string[] | undefined): TrustedProxies {
  return new Set((addresses ?? []).map(addressKey));
}

/**
 * The client's address key: the connection's peer, or behind trusted balancers the rightmost
 * X-Forwarded-For entry that is not one of them (each balancer appends the address it saw, so
 * entries left of that could have been written by the client). Undefined when the peer is unknown.
 */
export function clientAddressKey(peer: string | null | undefined, forwardedFor: string | null, trusted: TrustedProxies): string | undefined {
  if (!peer) return undefined;
  const key = addressKey(peer);
  if (!trusted.has(key) || !forwardedFor) return key;
  const hops = forwardedFor.split(',').map((hop) => hop.trim()).filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    const hop = addressKey(hops[i]!);
    if (!trusted.has(hop)) return hop;
  }
  // Every hop is one of ours: the leftmost is where the request came in.
  return hops.length ? addressKey(hops[0]!) : key;
}

/**
 * What a server tells a handler about the connection, as the proxy's `fetch` takes it: the client's
 * address, or @hono/node-server's bindings (`{ incoming }`, which `getRequestListener(proxy.fetch)`,
 * `serve({ fetch: proxy.fetch })` and a Hono route's `c.env` carry on Node).
 */
export type ProxyConnectionInfo = { clientAddress?: string | null } | { incoming?: { socket?: { remoteAddress?: string } } };

/** The peer address in a ProxyConnectionInfo, if it holds one; anything else (a Workers env, Bun's server) holds none. */
export function peerAddressOf(connection: unknown): string | undefined {
  if (!connection || typeof connection !== 'object') return undefined;
  const given = (connection as { clientAddress?: unknown }).clientAddress;
  if (typeof given === 'string' && given) return given;
  const socket = (connection as { incoming?: { socket?: { remoteAddress?: unknown } } }).incoming?.socket;
  return typeof socket?.remoteAddress === 'string' ? socket.remoteAddress : undefined;
}
