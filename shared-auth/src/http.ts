// The ONE http client of the portal (ARCHITECTURE "shared-auth"): `http.get/post/put/delete`,
// answering `{ data, status }` or rejecting with an ApiError (a cancelled call rejects with its
// signal's reason). It is an axios instance (http-client.ts) in a chunk of its own, loaded beside
// main.js and not inside it (docs/adr/0053-axios-beside-main-js.md): this module holds what the
// page knows at each call (the api base, the session, the shell's 401 handler, the test seam).
import { onPortalConfig } from './config';
import { useSession } from './session';
import type { PortalClient } from './http-client';

/** An upload's progress; `total` and `progress` (0..1) only when the browser knows the size. */
export interface UploadProgress {
  loaded: number;
  total?: number;
  progress?: number;
}

export interface ReadOptions {
  /** the query string; undefined and null values are left out */
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** 'blob' for a file to save (a report's CSV); else the JSON answer (or its text) */
  responseType?: 'json' | 'blob';
}

export interface SendOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  onUploadProgress?(event: UploadProgress): void;
}

export interface HttpResponse<T> {
  data: T;
  status: number;
}

/** A call as it goes out: the whole URL, lower-case headers, the body as sent (JSON text or FormData). */
export interface HttpRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  body?: string | FormData;
  signal?: AbortSignal;
  responseType: 'json' | 'blob';
  onUploadProgress?(event: UploadProgress): void;
}

/** The answer, any status: `body` is the parsed JSON (else its text), or a Blob for a 2xx 'blob' read. */
export interface HttpReply {
  status: number;
  body: unknown;
}

/** Sends a call; rejects only when there is no answer (a TypeError, as fetch does) or on abort. */
export type Transport = (request: HttpRequest) => Promise<HttpReply>;

let baseURL = '';
onPortalConfig((config) => {
  baseURL = config.apiBaseUrl;
});

let unauthorizedHandler: () => void = () => undefined;

/** The shell sets it to go to /auth/logout-page (SPEC 8 "Missing session"). */
export function setUnauthorizedHandler(fn: () => void): void {
  unauthorizedHandler = fn;
}

let transport: Transport | null = null;

/** Test seam (testing.ts installFakeApi): answers every call instead of the network; null restores it. */
export function setTransport(next: Transport | null): void {
  transport = next;
}

let client: Promise<PortalClient> | null = null;

/** The axios instance, its chunk asked for once (a page of the federated shell names it beside main.js). */
function loadHttpClient(): Promise<PortalClient> {
  client ??= import(/* webpackChunkName: "http-client" */ './http-client').then(({ createClient }) =>
    createClient({
      baseURL: () => baseURL,
      token: () => useSession.getState().token,
      unauthorized: () => {
        useSession.getState().clear();
        unauthorizedHandler();
      },
      transport: () => transport,
    }),
  );
  return client;
}

/** Asks for the client's chunk ahead of the first call: the login form, once it is first used. */
export function preloadHttpClient(): void {
  loadHttpClient().catch(() => undefined);
}

const call = <T>(method: HttpRequest['method'], url: string, body: unknown, options: ReadOptions & SendOptions) =>
  loadHttpClient().then((c) => c.request<T>(method, url, body, options));

export const http = {
  get: <T = unknown>(url: string, options: ReadOptions = {}) => call<T>('GET', url, undefined, options),
  delete: <T = unknown>(url: string, options: ReadOptions = {}) => call<T>('DELETE', url, undefined, options),
  post: <T = unknown>(url: string, body?: unknown, options: SendOptions = {}) => call<T>('POST', url, body, options),
  put: <T = unknown>(url: string, body?: unknown, options: SendOptions = {}) => call<T>('PUT', url, body, options),
};
