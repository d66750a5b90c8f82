// TRUST_PROXY (config.ts) as Fastify's `trustProxy` option. Since Fastify 5.12 a numeric
// `trustProxy` means "trust nobody" (a hop count cannot check who the nearest sender is, so a
// client that reaches the api directly could forge X-Forwarded-For), without an error. Passed as
// is, the documented `TRUST_PROXY=1` would give every client nginx's address: one shared rate-limit
// bucket, the proxy's address in the audit log, and no HSTS since X-Forwarded-Proto would be
// ignored. A hop count is therefore given to Fastify as the trust function it stood for: the
// nearest `hops` senders are proxies, and request.ip is the address the farthest of them saw. That
// is safe only while the api's port is reached through those proxies alone (compose publishes
// nginx's port only; the cluster's processes listen on 127.0.0.1); a list of the proxies' addresses
// holds even when it is not.
import type { FastifyServerOptions } from 'fastify';
import type { TrustProxy } from '../config';

export function trustProxyOption(value: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof value === 'number') {
    const hops = value;
    // proxy-addr asks about the socket's peer (hop 0), then each X-Forwarded-For entry from the right
    return (_address: string, hop: number) => hop < hops;
  }
  return value;
}
