// Test seam for every package: answers the ONE http client's calls from a table, through its
// transport seam (http.ts setTransport), so the client's own work (URL, headers, bearer, 401, errors)
// runs for real. Import from '@portal/shared-auth/testing' in tests only.
import type { PortalConfig } from '@portal/contract';
import { configurePortal } from './config';
import { setTransport, type HttpRequest, type Transport } from './http';

export interface FakeRequest {
  method: string;
  /** path without the base URL or query, e.g. '/api/login' */
  path: string;
  headers: Record<string, string>;
  /** parsed JSON body, the FormData as sent, or undefined */
  body: unknown;
  /** the query string's parameters (the call's `params` and any in the URL), as text */
  query: Record<string, string>;
}
export interface FakeReply { status?: number; body?: unknown }
/**
 * key 'POST /api/login'; value a reply or a function of the request. A function that throws is a
 * call without an answer: throw `new TypeError('Failed to fetch')`, as fetch does when the server
 * cannot be reached.
 */
export type FakeRoutes = Record<string, FakeReply | ((req: FakeRequest) => FakeReply | Promise<FakeReply>)>;

export const TEST_CONFIG: PortalConfig = {
  remotes: {
    participant: 'http://remotes.test/participant/mf-manifest.json',
    admin: 'http://remotes.test/admin/mf-manifest.json',
    review: 'http://remotes.test/review/mf-manifest.json',
  },
  apiBaseUrl: '',
  clientId: 'test-client',
  clientSecret: 'test-secret',
  appKey: 'test-app-key',
  contactUrl: 'https://contacto.example.test/',
};

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/** the calls sent since the last installFakeApi, as the transport saw them (uploadTo reads them) */
let sent: HttpRequest[] = [];

export function fakeTransport(routes: FakeRoutes, calls: FakeRequest[] = [], apiBaseUrl = ''): Transport {
  const base = apiBaseUrl.replace(/\/+$/, '');
  return async (request) => {
    sent.push(request);
    const relative = base && request.url.startsWith(base) ? request.url.slice(base.length) : request.url;
    const url = new URL(relative, 'http://portal.test');
    const req: FakeRequest = {
      method: request.method,
      path: url.pathname,
      headers: { ...request.headers },
      body: parseBody(request.body),
      query: Object.fromEntries(url.searchParams),
    };
    calls.push(req);
    const route = routes[`${req.method} ${req.path}`];
    const reply: FakeReply = route === undefined
      ? { status: 404, body: { message: 'error', detail: 'Ruta no encontrada', statusCode: 404 } }
      : typeof route === 'function' ? await route(req) : route;
    return { status: reply.status ?? 200, body: reply.body };
  };
}

/** Configures the portal with TEST_CONFIG and answers http's calls from routes; returns the calls seen. */
export function installFakeApi(routes: FakeRoutes, config: PortalConfig = TEST_CONFIG): FakeRequest[] {
  configurePortal(config);
  const calls: FakeRequest[] = [];
  sent = [];
  setTransport(fakeTransport(routes, calls, config.apiBaseUrl));
  return calls;
}

/**
 * The upload to a path ending in `pathEnd`: `progress(loaded, total)` reports its progress to the
 * caller, as the browser's upload events would (the fake api sends nothing). Wrap it in act().
 */
export function uploadTo(pathEnd: string): { progress(loaded: number, total: number): void } {
  return {
    progress(loaded, total) {
      const upload = [...sent].reverse().find((r) => new URL(r.url, 'http://portal.test').pathname.endsWith(pathEnd));
      if (!upload?.onUploadProgress) throw new Error(`No upload with progress to a path ending in ${pathEnd} was sent.`);
      upload.onUploadProgress({ loaded, total, progress: loaded / total });
    },
  };
}
