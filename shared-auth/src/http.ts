// The ONE http client of the portal (ARCHITECTURE "shared-auth"): the api base from the portal
// config, the bearer token from the session, and a 401 that ends the session everywhere at once.
// It runs on the platform's own fetch, and XMLHttpRequest only for an upload that reports its
// progress (fetch cannot over HTTP/1.1); axios would cost every page 19 KB and ~76 ms at start.
// Every failure rejects with an ApiError, except a cancelled call: that rejects as fetch does (the
// signal's reason, an AbortError), which TanStack Query takes as a cancellation, not an error.
import { API, withQuery } from '@portal/contract';
import { onPortalConfig } from './config';
import { takeFirstRead } from './first-reads';
import { useSession } from './session';
import { ApiError, bodyText, toApiError } from './errors';
import { messages } from './messages';

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

/** SPEC 7: login and recovery carry the client values in the body, never a bearer. */
const NO_BEARER: readonly string[] = [API.login, API.recover];
/** A 401 here is a wrong password or an already ended session, not a reason to leave the page. */
const NO_UNAUTHORIZED_HANDLER: readonly string[] = [API.login, API.recover, API.logout];

let baseURL = '';
onPortalConfig((config) => {
  baseURL = config.apiBaseUrl;
});

let unauthorizedHandler: () => void = () => undefined;

/** The shell sets it to go to /auth/logout-page (SPEC 8 "Missing session"). */
export function setUnauthorizedHandler(fn: () => void): void {
  unauthorizedHandler = fn;
}

function parseText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The first abort's reason, as fetch rejects with it (older engines leave it undefined). */
function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

async function fetchSend(req: HttpRequest): Promise<HttpReply> {
  // a read the page sent before this code arrived (first-reads.ts) is taken, once
  const early = req.method === 'GET' ? takeFirstRead(req.url, req.headers.authorization) : null;
  const res = (early && (await early)) ?? (await fetch(req.url, { method: req.method, headers: req.headers, body: req.body, signal: req.signal }));
  // a refused download still answers JSON ({ message, detail }): read as text, like every refusal
  const body = req.responseType === 'blob' && res.ok ? await res.blob() : parseText(await res.text());
  return { status: res.status, body };
}

/** XMLHttpRequest for the one thing fetch cannot do: say how much of the body has gone up. */
function xhrSend(req: HttpRequest): Promise<HttpReply> {
  return new Promise((resolve, reject) => {
    const { signal, onUploadProgress } = req;
    if (signal?.aborted) return reject(abortReason(signal));
    const xhr = new XMLHttpRequest();
    xhr.open(req.method, req.url);
    for (const [name, value] of Object.entries(req.headers)) xhr.setRequestHeader(name, value);
    // listened to before send(), or the browser never reports the upload
    xhr.upload.onprogress = (e) => {
      const total = e.lengthComputable && e.total > 0 ? e.total : undefined;
      onUploadProgress?.({ loaded: e.loaded, total, progress: total ? e.loaded / total : undefined });
    };
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    xhr.onloadend = () => signal?.removeEventListener('abort', abort);
    xhr.onload = () => resolve({ status: xhr.status, body: parseText(xhr.responseText) });
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => reject(signal ? abortReason(signal) : new DOMException('The operation was aborted.', 'AbortError'));
    xhr.send(req.body ?? null);
  });
}

/** The browser's own transport; exported for its tests. */
export const networkTransport: Transport = (req) => (req.onUploadProgress ? xhrSend(req) : fetchSend(req));

let transport: Transport = networkTransport;

/** Test seam (testing.ts installFakeApi): answers every call instead of the network; null restores it. */
export function setTransport(next: Transport | null): void {
  transport = next ?? networkTransport;
}

function pathOf(url: string): string {
  try {
    return new URL(url, 'http://portal.invalid').pathname;
  } catch {
    return url;
  }
}

/** the caller's url under the api base, with `params` in the query string (contract withQuery) */
function fullUrl(url: string, params: Record<string, unknown> | undefined): string {
  const absolute = /^([a-z][a-z\d+\-.]*:)?\/\//i.test(url);
  return withQuery(baseURL && !absolute ? `${baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}` : url, params);
}

async function call<T>(
  method: HttpRequest['method'],
  url: string,
  body: unknown,
  options: ReadOptions & SendOptions,
): Promise<HttpResponse<T>> {
  const { signal } = options;
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const [name, value] of Object.entries(options.headers ?? {})) headers[name.toLowerCase()] = value;
  // FormData: the browser writes the multipart content-type with its boundary
  let sent: string | FormData | undefined;
  if (body instanceof FormData) sent = body;
  else if (body !== undefined) {
    sent = JSON.stringify(body);
    headers['content-type'] ??= 'application/json';
  }
  const path = pathOf(url);
  const token = useSession.getState().token;
  if (token && !NO_BEARER.includes(path) && !('authorization' in headers)) headers.authorization = `Bearer ${token}`;

  if (signal?.aborted) throw abortReason(signal);
  let reply: HttpReply;
  try {
    reply = await transport({
      method, url: fullUrl(url, options.params), headers, body: sent, signal,
      responseType: options.responseType ?? 'json', onUploadProgress: options.onUploadProgress,
    });
  } catch (err) {
    if (signal?.aborted) throw abortReason(signal);
    throw toApiError(err);
  }
  // an answer that came after the caller gave up is not theirs any more
  if (signal?.aborted) throw abortReason(signal);

  const { status, body: data } = reply;
  if (status >= 200 && status < 300) return { data: data as T, status };
  if (status === 401 && !NO_UNAUTHORIZED_HANDLER.includes(path)) {
    useSession.getState().clear();
    unauthorizedHandler();
  }
  throw new ApiError(status, bodyText(data) ?? messages.genericError, data);
}

export const http = {
  get: <T = unknown>(url: string, options: ReadOptions = {}) => call<T>('GET', url, undefined, options),
  delete: <T = unknown>(url: string, options: ReadOptions = {}) => call<T>('DELETE', url, undefined, options),
  post: <T = unknown>(url: string, body?: unknown, options: SendOptions = {}) => call<T>('POST', url, body, options),
  put: <T = unknown>(url: string, body?: unknown, options: SendOptions = {}) => call<T>('PUT', url, body, options),
};
