// Bad input: an oversized header, a slow client (slowloris-style), a forged
// X-Forwarded-For; a shutdown that finishes the requests in flight; overload answered 503 with
// Retry-After. Real sockets where Node's HTTP server is what answers.
import http from 'node:http';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { API } from '@portal/contract';
import { TEST_CLIENT, buildTestApp, type TestApp } from '../test/helper';

async function listening(t: TestApp): Promise<number> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as net.AddressInfo).port;
}

/** sends raw bytes, resolves with everything the server answered once it closes the socket */
function rawExchange(port: number, write: (socket: net.Socket) => void): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => write(socket));
    let answer = '';
    socket.on('data', (d) => (answer += d.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => resolve({ answer, closedAfterMs: Date.now() - started }));
  });
}

describe('headers', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp();
    port = await listening(t);
  });
  afterAll(async () => t.close());

  it('a request whose headers pass 16 KB gets 431, not a 5xx, and the server keeps serving', async () => {
    const { answer } = await rawExchange(port, (s) => s.write(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20 * 1024)}\r\n\r\n`));
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    const ok = await rawExchange(port, (s) => s.write(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(8 * 1024)}\r\nConnection: close\r\n\r\n`));
    expect(ok.answer).toMatch(/^HTTP\/1\.1 200 /);
  });
});

describe('a slow client', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp({ REQUEST_TIMEOUT_MS: '1000' });
    port = await listening(t);
  });
  afterAll(async () => t.close());

  it('sending its headers a byte at a time is cut off within the bound', async () => {
    let timer: NodeJS.Timeout | undefined;
    const { answer, closedAfterMs } = await rawExchange(port, (s) => {
      s.write('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: ');
      timer = setInterval(() => s.writable && s.write('a'), 100);
    });
    clearInterval(timer);
    // REQUEST_TIMEOUT_MS (1 s) plus Node's check interval (250 ms here) and a busy machine's slack
    expect(closedAfterMs).toBeGreaterThanOrEqual(900);
    expect(closedAfterMs).toBeLessThan(4000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('sending its body slowly is cut off within the bound too', async () => {
    let timer: NodeJS.Timeout | undefined;
    const { closedAfterMs } = await rawExchange(port, (s) => {
      s.write(`POST ${API.login} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`);
      timer = setInterval(() => s.writable && s.write(' '), 100);
    });
    clearInterval(timer);
    expect(closedAfterMs).toBeLessThan(4000);
  });
});

describe('X-Forwarded-For', () => {
  const attempt = (t: TestApp, n: number, forwardedFor: string) =>
    t.app.inject({ method: 'POST', url: API.login, headers: { 'x-forwarded-for': forwardedFor }, payload: { username: `88800${n}`, password: 'x', ...TEST_CLIENT } });

  it('is ignored without TRUST_PROXY: a forged address does not escape the per-address limit', async () => {
    const t = await buildTestApp({ RATE_LIMIT_LOGIN_ADDRESS: '2/min' });
    try {
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await attempt(t, i, `198.51.100.${i}`)).statusCode);
      expect(codes).toEqual([401, 401, 429]);
    } finally {
      await t.close();
    }
  });

  it('is believed only from the proxy TRUST_PROXY names', async () => {
    const t = await buildTestApp({ RATE_LIMIT_LOGIN_ADDRESS: '2/min', TRUST_PROXY: '127.0.0.1' });
    try {
      const codes = [];
      // through the trusted proxy (inject comes from 127.0.0.1): each client address counts apart
      for (let i = 0; i < 3; i++) codes.push((await attempt(t, i, `198.51.100.${i}`)).statusCode);
      expect(codes).toEqual([401, 401, 401]);
      // from anywhere else the header is the sender's own claim: ignored
      const direct = (n: number) => t.app.inject({
        method: 'POST', url: API.login, remoteAddress: '203.0.113.9', headers: { 'x-forwarded-for': `198.51.100.${n}` },
        payload: { username: `88810${n}`, password: 'x', ...TEST_CLIENT },
      });
      expect([(await direct(1)).statusCode, (await direct(2)).statusCode, (await direct(3)).statusCode]).toEqual([401, 401, 429]);
    } finally {
      await t.close();
    }
  });
});

describe('shutdown', () => {
  it('finishes the requests in flight, then closes; a new connection is refused', async () => {
    let release: () => void = () => undefined;
    const t = await buildTestApp({}, {
      extraRoutes: (app: FastifyInstance) => {
        app.get('/test/slow', { config: { access: 'public' } }, async () => {
          await new Promise<void>((resolve) => (release = resolve));
          return { done: true };
        });
      },
    });
    const port = await listening(t);
    try {
      const inFlight = new Promise<{ status: number; body: string }>((resolve, reject) => {
        http.get({ port, host: '127.0.0.1', path: '/test/slow', agent: false }, (res) => {
          let body = '';
          res.on('data', (d) => (body += d));
          res.on('end', () => resolve({ status: res.statusCode!, body }));
        }).on('error', reject);
      });
      // the request is being handled
      await new Promise((r) => setTimeout(r, 200));
      let closed = false;
      const closing = t.app.close().then(() => (closed = true));
      await new Promise((r) => setTimeout(r, 200));
      expect(closed).toBe(false);
      await expect(new Promise((resolve, reject) => net.connect(port, '127.0.0.1', () => resolve('connected')).on('error', reject))).rejects.toMatchObject({ code: 'ECONNREFUSED' });

      release();
      expect(await inFlight).toEqual({ status: 200, body: JSON.stringify({ done: true }) });
      await closing;
      expect(closed).toBe(true);
    } finally {
      release();
      await t.close().catch(() => undefined);
    }
  });
});

describe('overload', () => {
  it('answers 503 with Retry-After and the Spanish error body past a threshold; /api/health still answers', async () => {
    // any heap is over 1 MB: overloaded from the first sample on (about a second after the start)
    const t = await buildTestApp({ OVERLOAD_MAX_HEAP_MB: '1', OVERLOAD_RETRY_AFTER_SECONDS: '7' });
    try {
      await new Promise((r) => setTimeout(r, 1500));
      const res = await t.app.inject({ method: 'POST', url: API.login, payload: { username: '1', password: 'x', ...TEST_CLIENT } });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('7');
      expect(res.json()).toEqual({
        message: 'error',
        detail: 'El portal está atendiendo demasiadas peticiones en este momento. Inténtelo de nuevo en unos segundos.',
        statusCode: 503,
      });
      // still with the security headers
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('never fires under the defaults in a normal run', async () => {
    const t = await buildTestApp();
    try {
      await new Promise((r) => setTimeout(r, 1200));
      expect(t.app.isUnderPressure()).toBe(false);
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
