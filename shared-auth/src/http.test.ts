import type { LoginUser } from '@portal/contract';
import { installFakeApi, TEST_CONFIG, type FakeReply } from './testing';
import { http, setTransport, setUnauthorizedHandler, type HttpReply, type HttpRequest, type UploadProgress } from './http';
import { useSession } from './session';
import { ApiError, errorText } from './errors';
import { appKeyHeaders, assetUrl, configurePortal } from './config';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const user: LoginUser = {
  id: 1, name: 'Admin', image: null, points: 0, profiles_id: 1,
  identification_number: '900100', email: 'admin@example.com', access_token: 'tok-abc', expires_at: '2030-01-01T00:00:00Z',
};

afterEach(() => {
  useSession.getState().clear();
  setUnauthorizedHandler(() => undefined);
});

test('every call carries the session token as a bearer (SPEC 6)', async () => {
  const calls = installFakeApi({ 'GET /api/city': { body: [] } });
  useSession.getState().setSession(user);
  await http.get('/api/city');
  expect(calls[0].headers.authorization).toBe('Bearer tok-abc');
});

test('without a session no Authorization header is sent', async () => {
  const calls = installFakeApi({ 'GET /api/city': { body: [] } });
  await http.get('/api/city');
  expect(calls[0].headers.authorization).toBeUndefined();
});

test('a 401 clears the session and calls the handler the shell set', async () => {
  installFakeApi({ 'GET /api/city': { status: 401, body: { message: 'error', detail: 'Sesión vencida', statusCode: 401 } } });
  useSession.getState().setSession(user);
  const handler = jest.fn();
  setUnauthorizedHandler(handler);
  const err = await http.get('/api/city').catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ApiError);
  expect((err as ApiError).status).toBe(401);
  expect(errorText(err)).toBe('Sesión vencida');
  expect(useSession.getState().token).toBeNull();
  expect(handler).toHaveBeenCalledTimes(1);
});

test('other errors keep the session and give the server detail in Spanish', async () => {
  installFakeApi({ 'POST /api/city': { status: 400, body: { message: 'error', detail: 'El nombre ya existe', statusCode: 400 } } });
  useSession.getState().setSession(user);
  const handler = jest.fn();
  setUnauthorizedHandler(handler);
  const err = await http.post('/api/city', { name: 'Cali' }).catch((e: unknown) => e);
  expect(errorText(err)).toBe('El nombre ya existe');
  expect(useSession.getState().token).toBe('tok-abc');
  expect(handler).not.toHaveBeenCalled();
});

test('a body without a readable text and a plain error give the generic Spanish text', async () => {
  installFakeApi({ 'GET /api/city': { status: 500, body: { message: 'error' } } });
  const err = await http.get('/api/city').catch((e: unknown) => e);
  expect(errorText(err)).toBe('Ocurrió un error inesperado. Inténtelo de nuevo.');
  expect(errorText(new TypeError('x'))).toBe('Ocurrió un error inesperado. Inténtelo de nuevo.');
});

test('appKeyHeaders and assetUrl follow the runtime config', () => {
  installFakeApi({}, {
    remotes: { participant: '', admin: '', review: '' }, apiBaseUrl: 'https://api.example.test/',
    clientId: 'c', clientSecret: 's', appKey: 'k-1', contactUrl: '',
  });
  expect(appKeyHeaders()).toEqual({ 'x-app-key': 'k-1' });
  expect(assetUrl('/uploads/a.png')).toBe('https://api.example.test/uploads/a.png');
  expect(assetUrl('uploads/a.png')).toBe('https://api.example.test/uploads/a.png');
  expect(assetUrl('https://cdn.test/a.png')).toBe('https://cdn.test/a.png');
  expect(assetUrl(null)).toBeNull();
  expect(assetUrl('')).toBeNull();
});

// ---- the client through its transport seam: what it sends and how it reads the answer ----

/** the calls as the transport gets them (whole URL, headers, body as sent), answered by `reply` */
function recordTransport(reply: (req: HttpRequest) => Promise<HttpReply> | HttpReply = () => ({ status: 200, body: {} })) {
  const sent: HttpRequest[] = [];
  setTransport(async (req) => {
    sent.push(req);
    return reply(req);
  });
  return sent;
}

afterEach(() => setTransport(null));

test('params go in the query string as axios wrote them, without undefined or null values', async () => {
  installFakeApi({});
  const sent = recordTransport();
  await http.get('/api/products/all', { params: { q: 'llanta 15: ok,sí', page: 2, sort: '-name', gone: undefined, none: null, tag: ['a', 'b'] } });
  expect(sent[0].url).toBe('/api/products/all?q=llanta+15:+ok,s%C3%AD&page=2&sort=-name&tag[]=a&tag[]=b');
  await http.get('/api/x?fixed=1', { params: { page: 1 } });
  expect(sent[1].url).toBe('/api/x?fixed=1&page=1');
});

test('the url goes under the configured api base; an absolute url is sent as it is', async () => {
  installFakeApi({}, { ...TEST_CONFIG, apiBaseUrl: 'https://api.example.test/' });
  const sent = recordTransport();
  await http.get('/api/city');
  await http.get('https://other.test/file.json');
  expect(sent.map((r) => r.url)).toEqual(['https://api.example.test/api/city', 'https://other.test/file.json']);
});

test('a JSON body is sent as JSON text with its content-type; FormData as it is, the browser writing the multipart type', async () => {
  const calls = installFakeApi({ 'POST /api/city': { body: { message: 'success' } }, 'POST /api/users/create': { body: { message: 'success' } } });
  const sent = recordTransport(() => ({ status: 200, body: { message: 'success' } }));
  await http.post('/api/city', { name: 'Cali' });
  const form = new FormData();
  form.append('data', '{}');
  await http.post('/api/users/create', form, { headers: { 'X-App-Key': 'k' } });
  await http.post('/api/logout');
  expect(sent[0]).toMatchObject({ method: 'POST', body: '{"name":"Cali"}', headers: { accept: 'application/json', 'content-type': 'application/json' } });
  expect(sent[1].body).toBe(form);
  expect(sent[1].headers).toEqual({ accept: 'application/json', 'x-app-key': 'k' });
  expect(sent[2].body).toBeUndefined();
  expect(sent[2].headers['content-type']).toBeUndefined();
  expect(calls).toEqual([]);
});

test("the caller's own Authorization is kept, and login and recovery never carry the bearer (SPEC 7)", async () => {
  const calls = installFakeApi({ 'GET /api/city': { body: [] }, 'POST /api/login': { body: [] }, 'POST /api/users/recover': { body: {} } });
  useSession.getState().setSession(user);
  await http.get('/api/city', { headers: { Authorization: 'Bearer other' } });
  await http.post('/api/login', {});
  await http.post('/api/users/recover', {});
  expect(calls.map((c) => c.headers.authorization)).toEqual(['Bearer other', undefined, undefined]);
});

test('a 401 on login or logout is an answer for the form: the session stays and the handler is not called', async () => {
  installFakeApi({ 'POST /api/login': { status: 401, body: { message: 'Usuario o contraseña incorrectos' } }, 'POST /api/logout': { status: 401, body: {} } });
  useSession.getState().setSession(user);
  const handler = jest.fn();
  setUnauthorizedHandler(handler);
  expect(errorText(await http.post('/api/login', {}).catch((e: unknown) => e))).toBe('Usuario o contraseña incorrectos');
  expect(await http.post('/api/logout').catch((e: unknown) => e)).toMatchObject({ status: 401 });
  expect(handler).not.toHaveBeenCalled();
  expect(useSession.getState().token).toBe('tok-abc');
});

test('a call without an answer is an ApiError with status 0 and the Spanish connection text', async () => {
  installFakeApi({ 'GET /api/city': () => { throw new TypeError('Failed to fetch'); } });
  const err = await http.get('/api/city').catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ApiError);
  expect(err).toMatchObject({ status: 0, detail: 'No se pudo conectar con el servidor. Revise su conexión e inténtelo de nuevo.' });
});

test('a cancelled call rejects with the signal\'s AbortError, not an ApiError, whether before or while it is sent', async () => {
  const pending = deferred<FakeReply>();
  const calls = installFakeApi({ 'GET /api/city': () => pending.promise });
  const before = new AbortController();
  before.abort();
  const early = await http.get('/api/city', { signal: before.signal }).catch((e: unknown) => e);
  expect(early).not.toBeInstanceOf(ApiError);
  expect((early as Error).name).toBe('AbortError');
  expect(calls).toHaveLength(0);

  const during = new AbortController();
  const late = http.get('/api/city', { signal: during.signal }).catch((e: unknown) => e);
  during.abort();
  pending.resolve({ body: [] });
  const err = await late;
  expect(err).toBe(during.signal.reason);
  expect((err as Error).name).toBe('AbortError');
});

// ---- the browser's transport: fetch, and XMLHttpRequest for uploads with progress ----

function response(status: number, text: string) {
  return { status, ok: status >= 200 && status < 300, headers: {}, text: async () => text, blob: async () => new Blob([text], { type: 'text/csv' }) };
}

/** headers by their lower-case names: HTTP does not tell 'Accept' from 'accept' */
const lower = (headers: unknown) => Object.fromEntries(Object.entries((headers ?? {}) as Record<string, string>).map(([name, value]) => [name.toLowerCase(), value]));

describe('the network transport', () => {
  const realFetch = globalThis.fetch;
  let fetchMock: jest.Mock;
  beforeEach(() => {
    configurePortal({ ...TEST_CONFIG, apiBaseUrl: 'https://api.example.test' });
    setTransport(null);
    fetchMock = jest.fn(async () => response(200, '{"ok":true}'));
    globalThis.fetch = fetchMock;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  test('fetch gets the whole URL, the method, the headers with the bearer, and the body; the JSON answer is the data', async () => {
    useSession.getState().setSession(user);
    const answer = await http.put<{ ok: boolean }>('/api/city/1', { name: 'Cali' }, { headers: { 'Idempotency-Key': 'k1' } });
    expect(answer).toEqual({ data: { ok: true }, status: 200 });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://api.example.test/api/city/1');
    expect(init).toMatchObject({ method: 'PUT', body: '{"name":"Cali"}' });
    expect(lower(init.headers)).toEqual({ accept: 'application/json', 'content-type': 'application/json', 'idempotency-key': 'k1', authorization: 'Bearer tok-abc' });
    await http.get('/api/city', { params: { page: 1, q: undefined } });
    expect(fetchMock.mock.calls[1][0]).toBe('https://api.example.test/api/city?page=1');
    expect((fetchMock.mock.calls[1][1] as RequestInit).body).toBeUndefined();
  });

  test('an answer that is not JSON is its text; an empty one the empty text', async () => {
    fetchMock.mockResolvedValueOnce(response(200, 'plain')).mockResolvedValueOnce(response(200, ''));
    expect((await http.get('/api/a')).data).toBe('plain');
    expect((await http.delete('/api/b')).data).toBe('');
  });

  test("a 'blob' read gives the file's Blob; its refusal still gives the api's Spanish detail", async () => {
    fetchMock.mockResolvedValueOnce(response(200, 'a;b\r\n'));
    const file = await http.get<Blob>('/api/reports/points.csv', { responseType: 'blob' });
    expect(file.data).toBeInstanceOf(Blob);
    fetchMock.mockResolvedValueOnce(response(400, '{"message":"error","detail":"Fecha inválida"}'));
    const err = await http.get('/api/reports/points.csv', { responseType: 'blob' }).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 400, detail: 'Fecha inválida' });
  });

  test('a 401 from the network clears the session and calls the handler', async () => {
    useSession.getState().setSession(user);
    const handler = jest.fn();
    setUnauthorizedHandler(handler);
    fetchMock.mockResolvedValueOnce(response(401, '{"message":"error","detail":"Sesión vencida"}'));
    await expect(http.get('/api/city')).rejects.toMatchObject({ status: 401, detail: 'Sesión vencida' });
    expect(useSession.getState().token).toBeNull();
    expect(handler).toHaveBeenCalledTimes(1);
  });

  test("fetch's network failure becomes status 0 with the Spanish text", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const err = await http.get('/api/city').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(errorText(err)).toBe('No se pudo conectar con el servidor. Revise su conexión e inténtelo de nuevo.');
  });

  test('the signal reaches fetch, and its abort rejects with the AbortError fetch throws', async () => {
    fetchMock.mockImplementationOnce((_url: string, init: RequestInit) => new Promise((_resolve, reject) => {
      init.signal!.addEventListener('abort', () => reject(init.signal!.reason));
    }));
    const controller = new AbortController();
    const pending = http.get('/api/city', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const err = await pending;
    expect(err).not.toBeInstanceOf(ApiError);
    expect((err as Error).name).toBe('AbortError');
  });

  describe('an upload with progress goes through XMLHttpRequest', () => {
    // the part of XMLHttpRequest axios's xhr adapter uses
    class FakeXhr {
      static last: FakeXhr;
      private static waiting: ((xhr: FakeXhr) => void)[] = [];
      /** the next request sent (the client's chunk and interceptors run first) */
      static next(): Promise<FakeXhr> {
        return new Promise((resolve) => FakeXhr.waiting.push(resolve));
      }
      method = '';
      url = '';
      headers: Record<string, string> = {};
      body: unknown;
      status = 0;
      statusText = '';
      responseText = '';
      aborted = false;
      private uploadListeners: Record<string, ((e: Partial<ProgressEvent>) => void)[]> = {};
      upload = {
        addEventListener: (type: string, listener: (e: Partial<ProgressEvent>) => void) => {
          (this.uploadListeners[type] ??= []).push(listener);
        },
        removeEventListener: (type: string, listener: (e: Partial<ProgressEvent>) => void) => {
          this.uploadListeners[type] = (this.uploadListeners[type] ?? []).filter((l) => l !== listener);
        },
      };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      onloadend: (() => void) | null = null;
      constructor() {
        FakeXhr.last = this;
      }
      open(method: string, url: string) {
        this.method = method;
        this.url = url;
      }
      setRequestHeader(name: string, value: string) {
        this.headers[name.toLowerCase()] = value;
      }
      getAllResponseHeaders() {
        return '';
      }
      /** the browser's upload event */
      progress(event: Partial<ProgressEvent>) {
        for (const listener of this.uploadListeners.progress ?? []) listener(event);
      }
      send(body: unknown) {
        this.body = body;
        for (const resolve of FakeXhr.waiting.splice(0)) resolve(this);
      }
      abort() {
        this.aborted = true;
        this.onabort?.();
        this.onloadend?.();
      }
      answer(status: number, text: string) {
        this.status = status;
        this.responseText = text;
        this.onload?.();
        this.onloadend?.();
      }
    }
    const realXhr = globalThis.XMLHttpRequest;
    beforeEach(() => {
      globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
    });
    afterEach(() => {
      globalThis.XMLHttpRequest = realXhr;
    });

    const photo = () => {
      const form = new FormData();
      form.append('image', new File(['png'], 'foto.png', { type: 'image/png' }));
      return form;
    };

    test("the body's progress is reported as it goes up, and the answer is read as from fetch", async () => {
      useSession.getState().setSession(user);
      const seen: UploadProgress[] = [];
      const form = photo();
      const sending = FakeXhr.next();
      const pending = http.post<{ message: string }>('/api/invoice/create', form, { headers: { 'Idempotency-Key': 'k2' }, onUploadProgress: (e) => seen.push(e) });
      const xhr = await sending;
      expect(fetchMock).not.toHaveBeenCalled();
      expect(xhr).toMatchObject({ method: 'POST', url: 'https://api.example.test/api/invoice/create', body: form });
      expect(xhr.headers).toEqual({ accept: 'application/json', 'idempotency-key': 'k2', authorization: 'Bearer tok-abc' });
      xhr.progress({ loaded: 50, total: 200, lengthComputable: true });
      expect(seen).toEqual([expect.objectContaining({ loaded: 50, total: 200, progress: 0.25 })]);
      xhr.answer(200, '{"message":"success"}');
      await expect(pending).resolves.toEqual({ data: { message: 'success' }, status: 200 });
    });

    test('a refusal is an ApiError with the detail; no connection is status 0 with the Spanish text', async () => {
      let sending = FakeXhr.next();
      const refused = http.post('/api/invoice/create', photo(), { onUploadProgress: () => undefined }).catch((e: unknown) => e);
      (await sending).answer(422, '{"message":"error","detail":"La factura ya existe"}');
      expect(await refused).toMatchObject({ status: 422, detail: 'La factura ya existe' });
      sending = FakeXhr.next();
      const dropped = http.post('/api/invoice/create', photo(), { onUploadProgress: () => undefined }).catch((e: unknown) => e);
      (await sending).onerror?.();
      expect(await dropped).toMatchObject({ status: 0, detail: 'No se pudo conectar con el servidor. Revise su conexión e inténtelo de nuevo.' });
    });

    test('its abort stops the request and rejects with the AbortError', async () => {
      const controller = new AbortController();
      const sending = FakeXhr.next();
      const pending = http.post('/api/slides/create', photo(), { signal: controller.signal, onUploadProgress: () => undefined }).catch((e: unknown) => e);
      const xhr = await sending;
      controller.abort();
      const err = await pending;
      expect(xhr.aborted).toBe(true);
      expect(err).not.toBeInstanceOf(ApiError);
      expect((err as Error).name).toBe('AbortError');
    });
  });
});
