// Test seam for every package: answers the ONE http instance's calls from a table, through axios'
// adapter option, so the interceptors (bearer, 401) run for real. Import from
// '@portal/shared-auth/src/testing' in tests only.
import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { PortalConfig } from '@portal/contract';
import { configurePortal } from './config';
import { http } from './http';

export interface FakeRequest {
  method: string;
  /** path without the base URL or query, e.g. '/api/login' */
  path: string;
  headers: Record<string, string>;
  /** parsed JSON body, the FormData as sent, or undefined */
  body: unknown;
  /** the query string's parameters (axios `params` and any in the URL), as text */
  query: Record<string, string>;
}
export interface FakeReply { status?: number; body?: unknown }
/** key 'POST /api/login'; value a reply or a function of the request */
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

export function fakeAdapter(routes: FakeRoutes, calls: FakeRequest[] = []): AxiosAdapter {
  return async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = new URL(config.url ?? '', 'http://portal.test');
    const path = url.pathname;
    const query: Record<string, string> = Object.fromEntries(url.searchParams);
    for (const [k, v] of Object.entries((config.params ?? {}) as Record<string, unknown>)) {
      if (v !== undefined && v !== null) query[k] = String(v);
    }
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) {
      if (typeof v === 'string') headers[k.toLowerCase()] = v;
    }
    const req: FakeRequest = { method, path, headers, body: parseBody(config.data), query };
    calls.push(req);
    const route = routes[`${method} ${path}`];
    const reply: FakeReply = route === undefined
      ? { status: 404, body: { message: 'error', detail: 'Ruta no encontrada', statusCode: 404 } }
      : typeof route === 'function' ? await route(req) : route;
    const status = reply.status ?? 200;
    const response: AxiosResponse = {
      data: reply.body, status, statusText: String(status), headers: {}, config, request: {},
    };
    if (status >= 400) {
      const code = status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
      throw new AxiosError(`Request failed with status code ${status}`, code, config, {}, response);
    }
    return response;
  };
}

/** Configures the portal with TEST_CONFIG and answers http's calls from routes; returns the calls seen. */
export function installFakeApi(routes: FakeRoutes, config: PortalConfig = TEST_CONFIG): FakeRequest[] {
  configurePortal(config);
  const calls: FakeRequest[] = [];
  http.defaults.adapter = fakeAdapter(routes, calls);
  return calls;
}
