// A fuzz of every route the api registers, on SQLite and PostgreSQL. Each route is called
// as it would succeed (test/fuzz-routes.ts) with one field at a time changed: each path parameter,
// each query parameter the route declares (and one it does not), each field of its JSON body or of
// its form's JSON. Control characters, a line break in a one-line field and a lone surrogate must be
// a Spanish 400 naming the field, with nothing stored (every table and every file as before). Huge
// numbers, odd Unicode (RTL marks, emoji, combining marks), wrong types: anything but a 5xx. No
// call may log a warning, an error or a stack.
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { Database } from '../db/schema';
import { MSG } from '../messages';
import { issueToken } from '../modules/auth';
import { FUZZ_ROUTES, fuzzRequest, fuzzWorld, type FuzzWorld, type Json, type RouteSpec, type Sessions } from '../test/fuzz-routes';
import { buildTestApp, type TestApp } from '../test/helper';
import { MULTILINE_FIELDS } from './text-input';

let t: TestApp;
let world: FuzzWorld;
let sessions: Sessions;
const logs: string[] = [];

/** every table, so a table added later is in the "nothing stored" check too (the type says so) */
const TABLES = Object.keys({
  profiles: 1, cities: 1, subsidiaries: 1, users: 1, access_tokens: 1, consents: 1, brands: 1, designs: 1, tires: 1, tire_points: 1,
  product_categories: 1, products: 1, slides: 1, invoices: 1, invoice_references: 1, apply_for: 1, point_lots: 1, lot_allocations: 1,
  points_ledger: 1, audit_log: 1, locks: 1, app_secrets: 1, mail_outbox: 1, recovery_requests: 1,
} satisfies Record<keyof Database, 1>) as (keyof Database)[];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  t = await buildTestApp(
    { RATE_LIMIT_LOGIN: '100000/min', RATE_LIMIT_LOGIN_ADDRESS: '100000/min', RATE_LIMIT_RECOVERY_ID: '100000/min' },
    { logger: { level: 'info', stream } },
  );
  ({ world, sessions } = await fuzzWorld(t));
}, 120_000);
afterAll(async () => t.close());

// --- the route table ------------------------------------------------------------------------

/** `METHOD /path/:param` of every api route, read from the app's own route tree (HEAD is GET's) */
function registeredRoutes(): string[] {
  const routes: string[] = [];
  const parents: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    const url = (parents[depth - 1] ?? '') + match[2];
    parents.length = depth;
    parents.push(url);
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) if (method !== 'HEAD') routes.push(`${method} ${url}`);
  }
  return routes.filter((r) => /^\w+ \/api\//.test(r) && !/^\w+ \/api\/docs/.test(r)).sort();
}

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

/** the query parameters and JSON body fields a route declares (its /api/docs description) */
function declared(route: string): { query: string[]; body: string[] } {
  const [method, url] = route.split(' ');
  const doc = t.app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const operation = doc.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()] ?? {};
  return {
    query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
    body: Object.keys(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
  };
}

// --- what is sent ---------------------------------------------------------------------------

/** refused with this text (a 400 naming the field), or 'any' answer below 500 */
type Expect = 'control' | 'oneLine' | 'unicode' | 'any';
/** a raw JSON literal JSON.stringify cannot write (1e400 is Infinity, sent as written) */
const raw = (literal: string) => `\u0000raw:${literal}`;
const RAW = /"\\u0000raw:([^"]*)"/g;

/** a JSON value to put in a field, from the field's valid value */
const JSON_VALUES: [Expect, (valid: Json) => Json][] = [
  ['control', (v) => `${text(v)}\u0000`],
  ['control', (v) => `\u0001${text(v)}`],
  ['control', (v) => `${text(v)}\u001b[31m`],
  ['control', (v) => `${text(v)}\u007f`],
  ['oneLine', (v) => `${text(v)}\r\nBcc: intruso@example.com`],
  ['unicode', () => '\ud800'],
  ['unicode', (v) => `${text(v)}\udfff`],
  ['any', (v) => `\u202e${text(v)}\u202c`],
  ['any', (v) => `${text(v)} 😀🚗🛞`],
  ['any', (v) => `${text(v)}e\u0301\u0301\u0301`],
  ['any', (v) => `\u200b\ufeff${text(v)}\u2028`],
  ['any', () => 'Ñandú ÁÉÍÓÚ ü'],
  ['any', () => ''],
  ['any', () => 'x'.repeat(5000)],
  ['any', () => '99999999999999999999999'],
  ['any', () => 9007199254740993],
  ['any', () => 2 ** 31],
  ['any', () => -(2 ** 31) - 1],
  ['any', () => 1e308],
  ['any', () => -1e308],
  ['any', () => 1.5],
  ['any', () => raw('1e400')],
  ['any', () => raw('-1e400')],
  ['any', () => raw('123456789012345678901234567890')],
  ['any', () => null],
  ['any', () => true],
  ['any', () => ({})],
  ['any', () => []],
];

/** a value in the path or the query, percent-encoded as sent */
const URL_VALUES: [Expect, string][] = [
  ['control', '%00'], ['control', '1%00'], ['control', '%01'], ['control', '%1B%5B31m'], ['control', '%7F'],
  ['oneLine', 'a%0D%0Ab'],
  ['any', '%ED%A0%80'], ['any', '%E2%80%AEabc'], ['any', encodeURIComponent('😀🚗')], ['any', 'e%CC%81%CC%81'],
  ['any', '%FF%FE'], ['any', '%E0%A4%A'], ['any', '%'], ['any', '%25'], ['any', ''], ['any', 'x'.repeat(3000)],
  ['any', '99999999999999999999'], ['any', '9007199254740993'], ['any', '2147483648'], ['any', '-1'], ['any', '0'],
  ['any', '1e400'], ['any', '1.5'], ['any', 'NaN'], ['any', 'Infinity'], ['any', '0x10'],
];

const text = (value: Json) => (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '');

type Path = (string | number)[];

/** the paths of the leaves (texts, numbers, flags, nulls) of a JSON value */
function leaves(value: Json, at: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, [...at, i]));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaves(v, [...at, k]));
  return [at];
}

function getAt(value: Json, at: Path): Json {
  return at.reduce<Json>((v, key) => (v as Record<string | number, Json> | undefined)?.[key] ?? null, value);
}

function setAt(value: Json, at: Path, replacement: Json): Json {
  const copy = structuredClone(value) as Record<string | number, Json>;
  let node = copy;
  for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, Json>;
  node[at[at.length - 1]] = replacement;
  return copy;
}

const toJson = (value: Json) => JSON.stringify(value).replace(RAW, '$1');

/** One call: where the fuzzed value goes, and the call itself built from the route's valid one. */
interface Probe {
  where: string;
  /** the field's own name (decides one line or several) */
  field: string;
  expect: Expect;
  change: (spec: RouteSpec) => { url?: (url: string) => string; query?: string; body?: Json | string; form?: Record<string, string> };
}

function probesOf(route: string, spec: RouteSpec): Probe[] {
  const [, url] = route.split(' ');
  const probes: Probe[] = [];
  for (const param of [...url.matchAll(/:(\w+)/g)].map((m) => m[1])) {
    for (const [expect, value] of URL_VALUES) {
      probes.push({ where: `path ${param}=${value.slice(0, 40)}`, field: param, expect, change: () => ({ url: (u) => u.replace(`:${param}`, value) }) });
    }
  }
  for (const name of [...declared(route).query, 'zz']) {
    for (const [expect, value] of URL_VALUES) probes.push({ where: `query ${name}=${value.slice(0, 40)}`, field: name, expect, change: () => ({ query: `${name}=${value}` }) });
  }
  if (spec.body !== undefined || declared(route).body.length > 0) {
    const base = (spec.body ?? {}) as Record<string, Json>;
    const fields = [...leaves(base), ...declared(route).body.filter((k) => !(k in base)).map((k) => [k])];
    for (const at of fields) {
      for (const [expect, make] of JSON_VALUES) {
        const where = `body ${at.join('.')}=${toJson(make(getAt(base, at))).slice(0, 40)}`;
        probes.push({ where, field: String(at.filter((k) => typeof k === 'string').pop()), expect, change: (s) => ({ body: setAt((s.body ?? {}) as Json, at, make(getAt(s.body ?? {}, at))) }) });
      }
    }
  }
  if (spec.form) {
    for (const [name, json] of Object.entries(spec.form.json)) {
      for (const at of leaves(json)) {
        for (const [expect, make] of JSON_VALUES) {
          const where = `form ${name}.${at.join('.')}=${toJson(make(getAt(json, at))).slice(0, 40)}`;
          probes.push({
            where, field: String(at.filter((k) => typeof k === 'string').pop()), expect,
            change: (s) => ({ form: { ...formTexts(s), [name]: toJson(setAt(s.form!.json[name], at, make(getAt(s.form!.json[name], at)))) } }),
          });
        }
      }
    }
    // a text field the route does not read
    probes.push({ where: 'form nota=\\u0000', field: 'nota', expect: 'control', change: (s) => ({ form: { ...formTexts(s), nota: 'a\u0000b' } }) });
  }
  return probes;
}

const formTexts = (spec: RouteSpec) => Object.fromEntries(Object.entries(spec.form?.json ?? {}).map(([k, v]) => [k, toJson(v)]));

let uniqueSuffix = 0;
/** sessions issued before a route's calls, for the routes that end the session they are sent with */
const ownSessions: string[] = [];

async function send(route: string, probe: Probe) {
  const [method, template] = route.split(' ');
  const spec = await FUZZ_ROUTES[route]({ db: t.db, w: world, n: `${Date.now() % 1e6}${++uniqueSuffix}` });
  const change = probe.change(spec);
  let url = change.url ? change.url(template) : template;
  for (const [name, value] of Object.entries(spec.params ?? {})) url = url.replace(`:${name}`, value);
  if (change.query) url += `?${change.query}`;
  const headers: Record<string, string> = { ...sessions[spec.as] };
  if (spec.ownSession) headers.authorization = `Bearer ${ownSessions.pop()}`;
  const body = change.body !== undefined ? change.body : spec.body;
  return t.app.inject(fuzzRequest(method, url, spec, headers, { json: body === undefined ? undefined : toJson(body as Json), texts: change.form ?? formTexts(spec) }));
}

const REFUSAL: Record<Exclude<Expect, 'any'>, string> = {
  control: MSG.textControlCharacters,
  oneLine: MSG.textOneLine,
  unicode: MSG.textInvalidUnicode,
};

/** what the answer must be: undefined when it is right, else what was wrong */
function verdict(probe: Probe, status: number, body: string): string | undefined {
  if (status >= 500) return `${status}`;
  const expect = probe.expect === 'oneLine' && MULTILINE_FIELDS.has(probe.field) ? 'any' : probe.expect;
  if (expect === 'any') return undefined;
  let detail = '';
  try {
    detail = (JSON.parse(body) as { detail?: string }).detail ?? '';
  } catch {
    /* not JSON: wrong below */
  }
  return status === 400 && /^Campo \S/.test(detail) && detail.includes(REFUSAL[expect]) ? undefined : `${status} instead of 400 "${REFUSAL[expect]}"`;
}

// --- what is stored -------------------------------------------------------------------------

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => fs.statSync(path.join(dir, f)).isFile()).sort();
}

/** every row of every table, and every stored or mailed file */
async function snapshot(): Promise<Record<string, string[]>> {
  await t.app.mailOutbox.idle();
  const out: Record<string, string[]> = {};
  for (const table of TABLES) {
    const rows = (await t.db.selectFrom(table).selectAll().execute()) as Record<string, unknown>[];
    // the guard notes when a session was last used, whatever the call answers
    out[table] = rows.map((r) => JSON.stringify(table === 'access_tokens' ? { ...r, last_used_at: null } : r)).sort();
  }
  out.files = filesUnder(t.config.STORAGE_DIR);
  out.mails = filesUnder(t.config.OUTBOX_DIR);
  return out;
}

function changedParts(before: Record<string, string[]>, after: Record<string, string[]>): string[] {
  return Object.keys(before).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]))
    .map((k) => `${k}: ${after[k].filter((row) => !before[k].includes(row)).slice(0, 2).join(' | ').slice(0, 300)}`);
}

/** log lines at warning level or above, or holding a stack */
function badLogLines(from: number): string[] {
  return logs.slice(from).filter((line) => {
    const entry = JSON.parse(line) as { level: number };
    return entry.level >= 40 || line.includes('"stack"');
  }).map((line) => line.slice(0, 400));
}

// --- the fuzz -------------------------------------------------------------------------------

describe('the fuzz of every route', () => {
  it('describes every route the app registers, and no other', () => {
    expect(Object.keys(FUZZ_ROUTES).sort()).toEqual(registeredRoutes());
  });

  it.each(Object.keys(FUZZ_ROUTES))('%s: no 5xx; control characters, line breaks in one line and lone surrogates are a Spanish 400 naming the field, with nothing stored', async (route) => {
    const spec = await FUZZ_ROUTES[route]({ db: t.db, w: world, n: '0' });
    const probes = probesOf(route, spec);
    const refused = probes.filter((p) => p.expect !== 'any' && !(p.expect === 'oneLine' && MULTILINE_FIELDS.has(p.field)));
    const others = probes.filter((p) => !refused.includes(p));
    const failures: string[] = [];
    const logStart = logs.length;

    if (spec.ownSession) {
      for (let i = 0; i < probes.length; i++) ownSessions.push((await issueToken(t.db, world.participant.id, 1)).token);
    }
    const before = await snapshot();
    for (const probe of refused) {
      const res = await send(route, probe);
      const wrong = verdict(probe, res.statusCode, res.body);
      if (wrong) failures.push(`${probe.where}: ${wrong}: ${res.body.slice(0, 200)}`);
    }
    failures.push(...changedParts(before, await snapshot()).map((c) => `refused calls stored ${c}`));

    for (const probe of others) {
      const res = await send(route, probe);
      const wrong = verdict(probe, res.statusCode, res.body);
      if (wrong) failures.push(`${probe.where}: ${wrong}: ${res.body.slice(0, 200)}`);
    }
    await t.app.mailOutbox.idle();
    failures.push(...badLogLines(logStart).map((line) => `logged ${line}`));

    expect(refused.length).toBeGreaterThan(0);
    expect(failures).toEqual([]);
  }, 600_000);
});
