// The ONE http client of the portal (ARCHITECTURE "shared-auth"): `http.get/post/put/delete`,
// answering `{ data, status }` or rejecting with an ApiError (a cancelled call rejects with its
// signal's reason). It is an axios instance (http-client.ts) in a chunk of its own, out of main.js
// and off the first paint (docs/adr/0053-axios-beside-main-js.md): a read the page's first script
// already sent (first-reads.ts) is answered here, by the rules every call follows (answers.ts), and
// the chunk is asked for when the person first presses or types, or by the first call that needs the network.
// This module holds what the page knows at each call: the api base, the session, the shell's 401
// handler, the test seam.
import { abortReason, authorizationOf, fullUrl, parseText, refusal } from './answers';
import { onPortalConfig } from './config';
import { firstReadWaiting, takeFirstRead } from './first-reads';
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

function unauthorized(): void {
  useSession.getState().clear();
  unauthorizedHandler();
}

let client: Promise<PortalClient> | null = null;

/** The axios instance, its chunk asked for once (home.html names it beside the home's scripts). */
function loadHttpClient(): Promise<PortalClient> {
  client ??= import(/* webpackChunkName: "http-client" */ './http-client').then(({ createClient }) =>
    createClient({
      token: () => useSession.getState().token,
      unauthorized,
      transport: () => transport,
    }),
  );
  return client;
}

/** Asks for the client's chunk ahead of the first call that needs it: the login form, once it is first used. */
export function preloadHttpClient(): void {
  loadHttpClient().catch(() => undefined);
}

const FIRST_USE_EVENTS = ['pointerdown', 'keydown'] as const;
let waitingForUse = false;
/**
 * The chunk, once the person first presses or types on a page that drew itself from its first
 * reads: the send that may follow finds it on its way, and the page's load never carries it
 * (docs/adr/0053-axios-beside-main-js.md).
 */
function loadOnFirstUse(): void {
  if (client || waitingForUse || typeof window === 'undefined') return;
  waitingForUse = true;
  const load = () => {
    for (const type of FIRST_USE_EVENTS) window.removeEventListener(type, load, true);
    preloadHttpClient();
  };
  for (const type of FIRST_USE_EVENTS) window.addEventListener(type, load, { capture: true, passive: true });
}

/**
 * A GET the page's first script already sent for this address and bearer, answered by the rules of
 * every call (answers.ts); null when there is none, or it failed: the call goes out.
 */
async function firstRead<T>(url: string, path: string, options: ReadOptions): Promise<HttpResponse<T> | null> {
  const early = takeFirstRead(url, authorizationOf(path, useSession.getState().token, options.headers));
  const res = early && (await early);
  if (!res) return null;
  loadOnFirstUse();
  if (options.signal?.aborted) throw abortReason(options.signal);
  // a refused download still answers JSON ({ message, detail }): read as text, like every refusal
  const body = options.responseType === 'blob' && res.ok ? await res.blob() : parseText(await res.text());
  if (res.status >= 200 && res.status < 300) return { data: body as T, status: res.status };
  throw await refusal(res.status, body, path, unauthorized);
}

/**
 * Whether a GET of `path` went out from the page's first script and waits for the screen that reads
 * it: the screen then takes the answer as it opens (a work list too, which asks again at every
 * later opening: data.tsx WORK_LIST_QUERY), and nothing reads it ahead.
 */
export function sentEarly(path: string, params?: Record<string, unknown>): Promise<boolean> {
  return firstReadWaiting(fullUrl(baseURL, path, params));
}

async function call<T>(method: HttpRequest['method'], path: string, body: unknown, options: ReadOptions & SendOptions): Promise<HttpResponse<T>> {
  if (options.signal?.aborted) throw abortReason(options.signal);
  const url = fullUrl(baseURL, path, (options as ReadOptions).params);
  const early = method === 'GET' && !transport ? await firstRead<T>(url, path, options) : null;
  return early ?? (await loadHttpClient()).request<T>(method, url, path, body, options);
}

export const http = {
  get: <T = unknown>(url: string, options: ReadOptions = {}) => call<T>('GET', url, undefined, options),
  delete: <T = unknown>(url: string, options: ReadOptions = {}) => call<T>('DELETE', url, undefined, options),
  post: <T = unknown>(url: string, body?: unknown, options: SendOptions = {}) => call<T>('POST', url, body, options),
  put: <T = unknown>(url: string, body?: unknown, options: SendOptions = {}) => call<T>('PUT', url, body, options),
};
