// The HAProxy configuration a business copies (examples/production/haproxy.cfg) is the one the
// cluster test runs, and Debian's haproxy accepts both renderings.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_HAPROXY_INPUT, haproxyConfig } from './haproxy-config';
import { checkHaproxyConfig, haproxyAvailable } from './haproxy';

const examplePath = new URL('../../examples/production/haproxy.cfg', import.meta.url);

describe('HAProxy configuration', () => {
  it('ships as examples/production/haproxy.cfg, rendered from the same source as the test cluster’s', () => {
    expect(readFileSync(examplePath, 'utf8')).toBe(haproxyConfig(EXAMPLE_HAPROXY_INPUT));
  });

  it('checks readiness, keeps health and metrics from the public, and never sends a write twice', () => {
    const text = haproxyConfig(EXAMPLE_HAPROXY_INPUT);
    expect(text).toContain('option httpchk GET /readyz');
    expect(text).toMatch(/http-request deny deny_status 404 if \{ path \/metrics \}/);
    expect(text).toContain('http-request disable-l7-retry unless METH_GET || METH_HEAD');
    // No stickiness: no cookie or source hashing.
    expect(text).not.toMatch(/^\s*(cookie|stick|balance source|hash-type)/m);
    expect(text).not.toMatch(/^\s*(filter )?compression/m);
  });

  it.runIf(haproxyAvailable())('is accepted by haproxy -c, as shipped and as the demo cluster renders it', async () => {
    await checkHaproxyConfig(haproxyConfig(EXAMPLE_HAPROXY_INPUT));
    await checkHaproxyConfig(haproxyConfig({ bind: '127.0.0.1:8787', instances: ['127.0.0.1:4001', '127.0.0.1:4002'], sandbox: '127.0.0.1:4010', maxConnections: 4000, checkIntervalMs: 500, servedBy: true, statsSocket: '/tmp/rampkit-check.sock' }));
  });
});
