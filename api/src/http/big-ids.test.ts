// Huge numbers: ids are 32-bit integers on PostgreSQL, so an id past 2^31-1
// is no id. In every route's path it gets the Spanish 400 of an invalid id (the contract's idParam
// and userIdParam), and in every body or form it gets the refusal of that field's invalid id (its
// pickedId, `product_id`...), never a 5xx and never another answer than an id of 0 gets: a
// database error on PostgreSQL, or a 404 that looked the number up on SQLite, would differ. Every
// route is called as test/fuzz-routes.ts (the table of http/fuzz.test.ts) describes it, with only
// the id changed.
import { API } from '@portal/contract';
import { MSG } from '../messages';
import { FUZZ_ROUTES, fuzzRequest, fuzzWorld, type FuzzWorld, type Json, type RouteSpec, type Sessions } from '../test/fuzz-routes';
import { buildTestApp, type TestApp } from '../test/helper';

let t: TestApp;
let world: FuzzWorld;
let sessions: Sessions;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_LOGIN: '100000/min', RATE_LIMIT_LOGIN_ADDRESS: '100000/min', RATE_LIMIT_RECOVERY_ID: '100000/min' });
  ({ world, sessions } = await fuzzWorld(t));
}, 120_000);
afterAll(async () => t.close());

/** 2^31 (one past PostgreSQL's integer), 2^63 (one past its bigint) and a 30-digit number */
const BIG_IDS = ['2147483648', '9223372036854775808', '123456789012345678901234567890'];

/** a path parameter that holds a row's id (`:id`, `:userId`; not the slides' `:position`) */
const isIdName = (name: string) => /(^|_)id$|Id$/.test(name);

const PATH_ID_ROUTES = Object.keys(FUZZ_ROUTES)
  .flatMap((route) => [...route.matchAll(/:(\w+)/g)].map((m) => m[1]).filter(isIdName).map((param) => [route, param] as const));

type At = (string | number)[];

/** where a JSON value holds a number under an id's name (`product_id`, `tires.0.brand_id`, a body's `id`) */
function idFields(value: Json, at: At = []): At[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => idFields(v, [...at, i]));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => idFields(v, [...at, k]));
  const name = at.filter((k) => typeof k === 'string').pop();
  return typeof value === 'number' && name !== undefined && isIdName(name) ? [at] : [];
}

/** `value` with the leaf at `at` written as `literal` (JSON text, so 2^63 and 30 digits go as typed) */
function jsonWith(value: Json, at: At, literal: string): string {
  const placeholder = '\u0000big-id';
  const copy = structuredClone(value) as Record<string | number, Json>;
  let node = copy;
  for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, Json>;
  node[at[at.length - 1]] = placeholder;
  return JSON.stringify(copy).replace(JSON.stringify(placeholder), literal);
}

let uniqueSuffix = 0;
const specOf = (route: string) => FUZZ_ROUTES[route]({ db: t.db, w: world, n: `${Date.now() % 1e6}${++uniqueSuffix}` });

/** the route called as its spec says, with its path's parameters filled in (`overrides` first) */
async function call(route: string, spec: RouteSpec, overrides: Record<string, string>, change: { json?: string; texts?: Record<string, string> } = {}) {
  const [method, template] = route.split(' ');
  let url = template;
  for (const [name, value] of Object.entries({ ...spec.params, ...overrides })) url = url.replace(`:${name}`, value);
  const res = await t.app.inject(fuzzRequest(method, url, spec, { ...sessions[spec.as] }, change));
  let detail: unknown;
  try {
    detail = (JSON.parse(res.body) as { detail?: unknown }).detail;
  } catch {
    detail = res.body.slice(0, 200);
  }
  return { status: res.statusCode, detail };
}

/** a refusal a person can read: 4xx with a Spanish detail (not a database's or Fastify's English) */
const isSpanishRefusal = (answer: { status: number; detail: unknown }) =>
  answer.status >= 400 && answer.status < 500 && typeof answer.detail === 'string' && !/integer|out of range|bigint|sqlite|error:/i.test(answer.detail);

const textsOf = (spec: RouteSpec) => Object.fromEntries(Object.entries(spec.form?.json ?? {}).map(([k, v]) => [k, JSON.stringify(v)]));

/**
 * Whether a big id in a body got the refusal of an id of 0: its text (a schema may add a second one
 * for 2^63: `product_id`'s int() says 'Requerido'). A body's `id` repeats the path's (a city's, a
 * tire's edit): any refusal of that field, or "not the path's id", will do.
 */
const sameRefusal = (where: string, detail: unknown, zeroDetail: unknown) =>
  String(detail).includes(String(zeroDetail))
  || (where === 'body id' && (detail === MSG.idMismatch || String(detail).startsWith('Campo id: ')));

describe('ids above 2^31-1', () => {
  it('the route table has id parameters to try', () => {
    expect(PATH_ID_ROUTES.length).toBeGreaterThan(30);
  });

  // a participant's call is tried by the administrator too: staff read anyone's rows, so the id
  // reaches the database instead of stopping at "not yours"; the participant's own moves of their
  // prize ('Recibido', a claim) are no staff call
  const participantOnly = new Set([`POST ${API.redemptionReceived(':id')}`, `POST ${API.redemptionClaim(':id')}`]);
  it.each(PATH_ID_ROUTES)('%s, path :%s: the 400 of an invalid id, never a 5xx', async (route, param) => {
    const spec = await specOf(route);
    for (const as of spec.as === 'participant' && !participantOnly.has(route) ? ['participant', 'admin'] as const : [spec.as]) {
      const invalid = await call(route, { ...spec, as }, { [param]: '0' });
      expect(invalid).toEqual({ status: 400, detail: `Campo ${param}: Id no válido` });
      for (const big of BIG_IDS) {
        const answer = await call(route, { ...spec, as }, { [param]: big });
        expect({ as, id: big, ...answer, spanish: isSpanishRefusal(answer) }).toEqual({ as, id: big, ...invalid, spanish: true });
      }
    }
  });

  it('every id in a body or a form: the refusal of an id of 0, never a 5xx', async () => {
    const failures: string[] = [];
    let tried = 0;
    for (const route of Object.keys(FUZZ_ROUTES)) {
      const spec = await specOf(route);
      const fields: { where: string; send: (literal: string) => { json?: string; texts?: Record<string, string> } }[] = [
        ...idFields(spec.body ?? null).map((at) => ({ where: `body ${at.join('.')}`, send: (literal: string) => ({ json: jsonWith(spec.body!, at, literal) }) })),
        ...Object.entries(spec.form?.json ?? {}).flatMap(([name, json]) => idFields(json).map((at) => ({
          where: `form ${name}.${at.join('.')}`,
          send: (literal: string) => ({ texts: { ...textsOf(spec), [name]: jsonWith(json, at, literal) } }),
        }))),
      ];
      for (const field of fields) {
        tried++;
        // as a number and as its digits (a select's value)
        for (const [zero, bigs] of [['0', BIG_IDS], ['"0"', BIG_IDS.map((b) => `"${b}"`)]] as const) {
          const invalid = await call(route, spec, {}, field.send(zero));
          if (!isSpanishRefusal(invalid)) failures.push(`${route} ${field.where}=${zero}: ${invalid.status} ${String(invalid.detail)}`);
          for (const big of bigs) {
            const answer = await call(route, spec, {}, field.send(big));
            if (!isSpanishRefusal(answer) || answer.status !== invalid.status || !sameRefusal(field.where, answer.detail, invalid.detail)) {
              failures.push(`${route} ${field.where}=${big}: ${answer.status} ${String(answer.detail)} (an id of 0: ${invalid.status} ${String(invalid.detail)})`);
            }
          }
        }
      }
    }
    expect(tried).toBeGreaterThan(10);
    expect(failures).toEqual([]);
  });
});
