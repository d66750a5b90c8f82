// A forged or oversized header, a slow client (slowloris-style): bounded time and memory.
// Node's HTTP server limits, set explicitly instead of trusting whichever defaults a Node version has.
import type { FastifyHttpOptions } from 'fastify';
import type http from 'node:http';
import type { Config } from '../config';

/** a request's headers over 16 KB are answered 431 by Node's parser, before any of our code runs */
export const MAX_HEADER_BYTES = 16 * 1024;
/** headers must be complete within this (or REQUEST_TIMEOUT_MS when that is shorter) */
const HEADERS_TIMEOUT_MS = 10_000;
/**
 * Idle connections between requests: above nginx's and most load balancers' 60 s, so the proxy
 * closes first and never sends a request on a connection we are closing.
 */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;
/** a socket with no traffic either way for this long is dead (long CSV exports keep writing) */
const SOCKET_IDLE_TIMEOUT_MS = 5 * 60_000;

export type ServerLimits = Pick<
  FastifyHttpOptions<http.Server>,
  'connectionTimeout' | 'keepAliveTimeout' | 'requestTimeout' | 'maxRequestsPerSocket' | 'return503OnClosing' | 'http'
>;

export function serverLimits(config: Pick<Config, 'REQUEST_TIMEOUT_MS'>): ServerLimits {
  const requestTimeout = config.REQUEST_TIMEOUT_MS;
  const headersTimeout = Math.min(HEADERS_TIMEOUT_MS, requestTimeout);
  return {
    // the whole request (headers and body) must arrive within this: a slow body is cut too
    requestTimeout,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    connectionTimeout: SOCKET_IDLE_TIMEOUT_MS,
    // unlimited: the load balancer keeps a pool of connections to each process
    maxRequestsPerSocket: 0,
    // a request that arrives on an open keep-alive connection while the process drains (SIGTERM) is
    // served normally with `Connection: close`, instead of Fastify's English 503: nothing in
    // flight is lost, and the proxy opens its next connection to another process
    return503OnClosing: false,
    http: {
      maxHeaderSize: MAX_HEADER_BYTES,
      headersTimeout,
      requestTimeout,
      keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
      // Node checks the two timeouts above on this interval (default 30 s): check often enough
      // that a slow client is cut close to its bound
      connectionsCheckingInterval: Math.max(250, Math.min(5_000, Math.floor(headersTimeout / 4))),
    },
  };
}
