// How the fuzz (http/fuzz.test.ts) calls each route of the api: who calls it, the path's
// parameters and a body that passes every check, so that each fuzzed field alone decides the
// answer and the call goes as deep as a valid one would (the service, the database). The fuzz
// fails for a route the app registers and this table does not describe, and for a stale entry.
// http/big-ids.test.ts calls the same table with ids past PostgreSQL's integer.
import type { InjectOptions } from 'fastify';
import { API, APP_KEY_HEADER, GRANT_TYPE, INVOICE_STATE, REDEMPTION_STATE, type InvoiceState, type RedemptionState } from '@portal/contract';
import type { DB } from '../db/schema';
import { hashPassword } from '../modules/auth';
import { daysAgo, multipart, uniquePng, type Part } from '../modules/invoices/test-fixtures';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from '../seed';
import { createUser, type TestApp } from './helper';

/** who sends the call: a demo account's session, the application key, or nobody */
export type Caller = 'admin' | 'participant' | 'approver' | 'buyer' | 'appKey' | 'public';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface MultipartSpec {
  /** the JSON text fields of the form (`data`, `tires`) */
  json: Record<string, Json>;
  /** a fresh PNG as the file `image` */
  image: boolean;
}

export interface RouteSpec {
  as: Caller;
  /** the path's parameters of a call that would succeed (or find nothing to change: a delete) */
  params?: Record<string, string>;
  body?: Json;
  form?: MultipartSpec;
  /** a session of its own for every call (logout ends the one it is sent with) */
  ownSession?: boolean;
}

/** The rows the calls work on, found in the demo data (and one user of the fuzz's own). */
export interface FuzzWorld {
  client: { grant_type: string; client_id: string; client_secret: string };
  participant: { id: number; identification: string; email: string; profilesId: number; subsidiaryId: number };
  /** a participant the administrator's edit may change (name, password, state) */
  editable: number;
  cityId: number;
  profileId: number;
  brandId: number;
  designId: number;
  tire: { id: number; designId: number; brandId: number };
  categoryId: number;
  productId: number;
}

/** a row that does not exist: deletes answer 404 and remove nothing the other calls need */
const MISSING = String(2 ** 31 - 2);

const version = async (db: DB, table: 'cities' | 'brands' | 'designs' | 'tires' | 'product_categories' | 'products' | 'profiles' | 'subsidiaries' | 'users', id: number) =>
  (await db.selectFrom(table).select('version').where('id', '=', id).executeTakeFirstOrThrow()).version;

/** the first request of user `usersId` in `state`, or none */
const ownId = async (db: DB, usersId: number, state: RedemptionState) =>
  String((await db.selectFrom('apply_for').select('id').where('users_id', '=', usersId).where('state', '=', state).orderBy('id').executeTakeFirst())?.id ?? MISSING);

/** the first row in `state`, or none (the calls that move a row on find none once all moved) */
const firstId = async (db: DB, table: 'invoices' | 'apply_for', state: InvoiceState | RedemptionState) =>
  String((await db.selectFrom(table as 'invoices').select('id').where('state', '=', state as InvoiceState).orderBy('id').executeTakeFirst())?.id ?? MISSING);

/** what a call is built from: the database (versions, rows in a state), the world, a unique suffix */
export interface BuildContext { db: DB; w: FuzzWorld; n: string }
type Build = (context: BuildContext) => Promise<RouteSpec>;

const tirePoints = (w: FuzzWorld) => [{ profiles_id: w.participant.profilesId, points_general: 40, points_uhp: 10, points_total: 50 }];
const productData = (w: FuzzWorld, n: string) => ({ name: `Premio ${n}`, points: 100, points_value: 100, estimated_value: 50000, product_categories_id: w.categoryId });
const id = (value: number | string) => ({ id: String(value) });

/**
 * The call of each route (`METHOD /path/:param`), built anew for every request (`n` makes its
 * names and numbers unique, the versions are read again).
 */
export const FUZZ_ROUTES: Record<string, Build> = {
  // session
  [`POST ${API.login}`]: async ({ w }) => ({ as: 'public', body: { username: w.participant.identification, password: 'demo1234', ...w.client } }),
  [`POST ${API.recover}`]: async ({ w }) => ({ as: 'public', body: { identification_number: w.participant.identification, email: w.participant.email, ...w.client } }),
  [`GET ${API.session}`]: async () => ({ as: 'participant' }),
  [`POST ${API.logout}`]: async () => ({ as: 'participant', ownSession: true }),
  // users
  [`POST ${API.userCreate}`]: async ({ w, n }) => ({
    as: 'appKey',
    form: {
      image: false,
      json: {
        data: {
          name: 'Persona Fuzz', password: 'clave-fuzz', email: `fuzz${n}@example.com`, phone: '3001234567', identification_number: `7${n}`,
          subsidiary_id: w.participant.subsidiaryId, profiles_id: null, accept_terms: true, accept_habeas_data: true,
        },
      },
    },
  }),
  [`GET ${API.userGet(':id')}`]: async ({ w }) => ({ as: 'admin', params: id(w.participant.id) }),
  [`GET ${API.usersAll}`]: async () => ({ as: 'admin' }),
  [`GET ${API.userLedger(':id')}`]: async ({ w }) => ({ as: 'admin', params: id(w.participant.id) }),
  [`POST ${API.userUpdate(':id')}`]: async ({ db, w }) => ({
    as: 'admin',
    params: id(w.editable),
    form: {
      image: false,
      json: {
        data: {
          name: 'Persona Editable', email: 'editable@example.com', phone: '3001234567', version: await version(db, 'users', w.editable),
          points: 0, points_seen: 0, points_reason: 'Ajuste de prueba', state: 1, profiles_id: w.participant.profilesId,
          password: 'clave-nueva', subsidiary_id: w.participant.subsidiaryId, remove_image: false,
        },
      },
    },
  }),
  [`POST ${API.userPhoto}`]: async () => ({ as: 'participant', form: { image: true, json: {} } }),
  [`GET ${API.userInvoiceHistory(':userId')}`]: async ({ w }) => ({ as: 'participant', params: { userId: String(w.participant.id) } }),
  [`POST ${API.contact}`]: async () => ({ as: 'participant', body: { asunto: 'Consulta de puntos', mensaje: 'Mi factura no aparece en la lista de ventas.\nGracias.' } }),
  // branches and profiles
  [`GET ${API.subsidiaries}`]: async () => ({ as: 'appKey' }),
  [`GET ${API.subsidiary(':id')}`]: async ({ w }) => ({ as: 'appKey', params: id(w.participant.subsidiaryId) }),
  [`POST ${API.subsidiaries}`]: async ({ w, n }) => ({ as: 'admin', body: { name: `Sucursal ${n}`, cities_id: w.cityId, profiles_id: w.profileId } }),
  [`PUT ${API.subsidiary(':id')}`]: async ({ db, w, n }) => ({
    as: 'admin', params: id(w.participant.subsidiaryId),
    body: { name: `Sucursal ${n}`, cities_id: w.cityId, profiles_id: w.profileId, version: await version(db, 'subsidiaries', w.participant.subsidiaryId) },
  }),
  [`DELETE ${API.subsidiary(':id')}`]: async () => ({ as: 'admin', params: id(MISSING) }),
  [`GET ${API.profilesAll}`]: async () => ({ as: 'admin' }),
  [`GET ${API.profilesSellers}`]: async () => ({ as: 'admin' }),
  [`GET ${API.profileGet(':id')}`]: async ({ w }) => ({ as: 'admin', params: id(w.profileId) }),
  [`POST ${API.profileCreate}`]: async ({ n }) => ({ as: 'admin', body: { name: `Perfil ${n}` } }),
  [`PUT ${API.profileUpdate(':id')}`]: async ({ db, w, n }) => ({ as: 'admin', params: id(w.profileId), body: { name: `Perfil ${n}`, version: await version(db, 'profiles', w.profileId) } }),
  [`DELETE ${API.profileDelete(':id')}`]: async () => ({ as: 'admin', params: id(MISSING) }),
  // slides
  [`GET ${API.slidesAll}`]: async () => ({ as: 'participant' }),
  'GET /api/slides/position/:position/:responsive': async () => ({ as: 'participant', params: { position: 'up', responsive: '1' } }),
  [`POST ${API.slideCreate}`]: async () => ({ as: 'admin', form: { image: true, json: { data: { position: 'Up', order: 7, show: 1, responsive: 0 } } } }),
  [`DELETE ${API.slideDelete(':id')}`]: async () => ({ as: 'admin', params: id(MISSING) }),
  // products and categories
  [`GET ${API.productsAll}`]: async () => ({ as: 'participant' }),
  [`GET ${API.productsByCategory(':id')}`]: async ({ w }) => ({ as: 'participant', params: id(w.categoryId) }),
  [`GET ${API.productGet(':id')}`]: async ({ w }) => ({ as: 'participant', params: id(w.productId) }),
  [`POST ${API.productCreate}`]: async ({ w, n }) => ({ as: 'admin', form: { image: true, json: { data: { ...productData(w, n), state: '1' } } } }),
  [`POST ${API.productUpdate(':id')}`]: async ({ db, w, n }) => ({
    as: 'admin', params: id(w.productId),
    form: { image: false, json: { data: { ...productData(w, n), version: await version(db, 'products', w.productId) } } },
  }),
  [`POST ${API.productDelete(':id')}`]: async () => ({ as: 'admin', params: id(MISSING) }),
  [`GET ${API.categoriesAll}`]: async () => ({ as: 'participant' }),
  [`GET ${API.categoryGet(':id')}`]: async ({ w }) => ({ as: 'admin', params: id(w.categoryId) }),
  [`POST ${API.categoryCreate}`]: async ({ n }) => ({ as: 'admin', body: { name: `Categoría ${n}` } }),
  [`PUT ${API.categoryUpdate(':id')}`]: async ({ db, w, n }) => ({ as: 'admin', params: id(w.categoryId), body: { name: `Categoría ${n}`, version: await version(db, 'product_categories', w.categoryId) } }),
  [`DELETE ${API.categoryDelete(':id')}`]: async () => ({ as: 'admin', params: id(MISSING) }),
  // redemptions
  [`POST ${API.applyFor}`]: async ({ w }) => ({ as: 'participant', body: { product_id: w.productId } }),
  [`GET ${API.applyForAll}`]: async () => ({ as: 'approver' }),
  [`GET ${API.applyForByUser(':userId')}`]: async ({ w }) => ({ as: 'participant', params: { userId: String(w.participant.id) } }),
  [`GET ${API.applyForGet(':id')}`]: async ({ db }) => ({ as: 'approver', params: id(await firstId(db, 'apply_for', REDEMPTION_STATE.PENDING)) }),
  [`POST ${API.redemptionApprove(':id')}`]: async ({ db }) => ({ as: 'approver', params: id(await firstId(db, 'apply_for', REDEMPTION_STATE.PENDING)), body: { comment: 'Aprobado\npor el fuzz' } }),
  [`POST ${API.redemptionReject(':id')}`]: async ({ db }) => ({ as: 'approver', params: id(await firstId(db, 'apply_for', REDEMPTION_STATE.PENDING)), body: { comment: 'Rechazado\npor el fuzz' } }),
  [`POST ${API.redemptionBought(':id')}`]: async ({ db }) => ({
    as: 'buyer', params: id(await firstId(db, 'apply_for', REDEMPTION_STATE.APPROVED)), body: { buyer_comment: 'Comprado\tpor el fuzz', purchase_date: daysAgo(1) },
  }),
  // the prize's way to the participant: the demo has a request in every state (seed/history-data.ts)
  [`POST ${API.redemptionDispatch(':id')}`]: async ({ db }) => ({
    as: 'buyer', params: id(await firstId(db, 'apply_for', REDEMPTION_STATE.CONFIRMED)),
    body: { delivery_method: 'address', delivery_address: 'Calle 80 # 68-20', delivery_city_id: (await db.selectFrom('cities').select('id').orderBy('id').executeTakeFirstOrThrow()).id,
      recipient: 'Persona Fuzz', carrier: 'Servientrega', guide_number: 'SV-123', tracking_url: 'https://example.com/guia/123', dispatch_date: daysAgo(0) },
  }),
  [`POST ${API.redemptionDelivered(':id')}`]: async ({ db }) => ({
    as: 'buyer', params: id(await firstId(db, 'apply_for', REDEMPTION_STATE.DISPATCHED)), form: { image: true, json: { data: { delivery_date: daysAgo(0) } } },
  }),
  [`POST ${API.redemptionReceived(':id')}`]: async ({ db, w }) => ({ as: 'participant', params: id(await ownId(db, w.participant.id, REDEMPTION_STATE.DISPATCHED)) }),
  [`POST ${API.redemptionClaim(':id')}`]: async ({ db, w }) => ({
    as: 'participant', params: id(await ownId(db, w.participant.id, REDEMPTION_STATE.DISPATCHED)), body: { comment: 'No ha llegado\nel paquete' },
  }),
  [`POST ${API.redemptionNotDelivered(':id')}`]: async ({ db }) => ({
    as: 'buyer', params: id(await firstId(db, 'apply_for', REDEMPTION_STATE.DISPATCHED)), body: { comment: 'Nadie\nrecibió' },
  }),
  [`POST ${API.redemptionCancel(':id')}`]: async ({ db }) => ({
    as: 'buyer', params: id(await firstId(db, 'apply_for', REDEMPTION_STATE.APPROVED)), body: { comment: 'Cancelado\npor el fuzz' },
  }),
  // cities, brands, designs
  [`GET ${API.cities}`]: async () => ({ as: 'participant' }),
  [`GET ${API.city(':id')}`]: async ({ w }) => ({ as: 'participant', params: id(w.cityId) }),
  [`POST ${API.cities}`]: async ({ n }) => ({ as: 'admin', body: { name: `Ciudad ${n}` } }),
  [`PUT ${API.city(':id')}`]: async ({ db, w, n }) => ({ as: 'admin', params: id(w.cityId), body: { id: w.cityId, name: `Ciudad ${n}`, version: await version(db, 'cities', w.cityId) } }),
  [`DELETE ${API.city(':id')}`]: async () => ({ as: 'admin', params: id(MISSING) }),
  [`GET ${API.brandsAll}`]: async () => ({ as: 'participant' }),
  [`GET ${API.brandGet(':id')}`]: async ({ w }) => ({ as: 'participant', params: id(w.brandId) }),
  [`POST ${API.brandCreate}`]: async ({ n }) => ({ as: 'admin', body: { name: `Marca ${n}` } }),
  [`PUT ${API.brandUpdate(':id')}`]: async ({ db, w, n }) => ({ as: 'admin', params: id(w.brandId), body: { name: `Marca ${n}`, version: await version(db, 'brands', w.brandId) } }),
  [`DELETE ${API.brandDelete(':id')}`]: async () => ({ as: 'admin', params: id(MISSING) }),
  [`GET ${API.designs}`]: async () => ({ as: 'participant' }),
  [`GET ${API.designsByBrand(':id')}`]: async ({ w }) => ({ as: 'participant', params: id(w.brandId) }),
  [`GET ${API.design(':id')}`]: async ({ w }) => ({ as: 'participant', params: id(w.designId) }),
  [`POST ${API.designs}`]: async ({ w, n }) => ({ as: 'admin', body: { name: `Diseño ${n}`, brand_id: w.brandId } }),
  [`PUT ${API.design(':id')}`]: async ({ db, w, n }) => ({
    as: 'admin', params: id(w.designId), body: { id: w.designId, name: `Diseño ${n}`, brand_id: w.brandId, version: await version(db, 'designs', w.designId) },
  }),
  [`DELETE ${API.design(':id')}`]: async () => ({ as: 'admin', params: id(MISSING) }),
  // tires
  [`GET ${API.tires}`]: async () => ({ as: 'participant' }),
  [`GET ${API.tiresByDesign(':id')}`]: async ({ w }) => ({ as: 'participant', params: id(w.designId) }),
  [`GET ${API.tire(':id')}`]: async ({ w }) => ({ as: 'participant', params: id(w.tire.id) }),
  [`POST ${API.tires}`]: async ({ w, n }) => ({
    as: 'admin', body: { name: `205/55R${n}`, tire_code: `FZ-${n}`, description: 'Llanta del fuzz,\nsegunda línea', design_id: w.designId, tire_points: tirePoints(w) },
  }),
  [`PUT ${API.tire(':id')}`]: async ({ db, w, n }) => ({
    as: 'admin', params: id(w.tire.id),
    body: {
      id: w.tire.id, name: `205/55R${n}`, tire_code: `FZ-${n}`, description: 'Llanta del fuzz', design_id: w.tire.designId,
      tire_points: tirePoints(w), version: await version(db, 'tires', w.tire.id),
    },
  }),
  [`DELETE ${API.tire(':id')}`]: async () => ({ as: 'admin', params: id(MISSING) }),
  // invoices and reports
  [`POST ${API.invoiceCreate}`]: async ({ w, n }) => ({
    as: 'participant',
    form: {
      image: true,
      json: {
        data: { sale_date: daysAgo(2), number: `FZ-${n}`, price: 1250000, subsidiary_id: w.participant.subsidiaryId },
        tires: [{ brand_id: w.tire.brandId, design_id: w.tire.designId, tire_id: w.tire.id, amount: 2 }],
      },
    },
  }),
  [`GET ${API.invoicesAll}`]: async () => ({ as: 'admin' }),
  [`GET ${API.invoiceGet(':id')}`]: async ({ db }) => ({ as: 'admin', params: id(await firstId(db, 'invoices', INVOICE_STATE.CREATED)) }),
  [`GET ${API.invoiceReviewQueue}`]: async () => ({ as: 'approver' }),
  [`GET ${API.invoiceReviewQueueCount}`]: async () => ({ as: 'approver' }),
  [`POST ${API.invoiceApprove(':id')}`]: async ({ db }) => ({ as: 'approver', params: id(await firstId(db, 'invoices', INVOICE_STATE.CREATED)) }),
  [`POST ${API.invoiceReject(':id')}`]: async ({ db }) => ({ as: 'approver', params: id(await firstId(db, 'invoices', INVOICE_STATE.CREATED)), body: { comment_rejected: 'Factura ilegible,\nenviar de nuevo' } }),
  [`GET ${API.reportInvoiceByUser}`]: async () => ({ as: 'admin' }),
  [`GET ${API.reportInvoicesFull}`]: async () => ({ as: 'admin' }),
  [`GET ${API.reportPointsSummary}`]: async () => ({ as: 'admin' }),
  [`GET ${API.reportInvoicesSummary}`]: async () => ({ as: 'admin' }),
  [`GET ${API.reportPointsCsv}`]: async () => ({ as: 'admin' }),
  [`GET ${API.reportInvoicesCsv}`]: async () => ({ as: 'admin' }),
  [`GET ${API.auditLog}`]: async () => ({ as: 'admin' }),
  [`GET /api/health`]: async () => ({ as: 'public' }),
};

/** the headers of each caller: a demo account's session, the application key, or none */
export type Sessions = Record<Caller, Record<string, string>>;

/**
 * The demo data seeded into `t`, a session of each caller, and the rows the calls work on (a
 * participant with a branch, one of his tires and the cheapest active product).
 */
export async function fuzzWorld(t: TestApp): Promise<{ world: FuzzWorld; sessions: Sessions }> {
  await seedDemoData(t.db, { saveImage: (buffer, folder) => t.app.storage.saveImage(buffer, folder), hashPassword });
  const login = async (identification: string) => {
    const res = await t.app.inject({
      method: 'POST', url: '/api/login',
      payload: { username: identification, password: DEMO_PASSWORD, grant_type: GRANT_TYPE, client_id: t.config.CLIENT_ID, client_secret: t.config.CLIENT_SECRET },
    });
    if (res.statusCode !== 200) throw new Error(`the demo account ${identification} could not log in: ${res.statusCode} ${res.body}`);
    return { authorization: `Bearer ${res.json()[0].access_token}` };
  };
  const account = (profilesId: number) => DEMO_ACCOUNTS.find((a) => a.profiles_id === profilesId)!.identification_number;
  const participantAccount = DEMO_ACCOUNTS.find((a) => a.branch !== null)!;
  const sessions: Sessions = {
    admin: await login(account(1)),
    approver: await login(account(4)),
    buyer: await login(account(5)),
    participant: await login(participantAccount.identification_number),
    appKey: { [APP_KEY_HEADER]: t.config.APP_KEY },
    public: {},
  };

  const participant = await t.db.selectFrom('users').select(['id', 'identification_number', 'email', 'profiles_id', 'subsidiary_id'])
    .where('identification_number', '=', participantAccount.identification_number).executeTakeFirstOrThrow();
  const subsidiary = await t.db.selectFrom('subsidiaries').select(['cities_id']).where('id', '=', participant.subsidiary_id!).executeTakeFirstOrThrow();
  const tire = await t.db.selectFrom('tires').innerJoin('designs', 'designs.id', 'tires.design_id').innerJoin('tire_points', 'tire_points.tire_id', 'tires.id')
    .select(['tires.id', 'tires.design_id', 'designs.brand_id']).where('tire_points.profiles_id', '=', participant.profiles_id).orderBy('tires.id').executeTakeFirstOrThrow();
  const product = await t.db.selectFrom('products').select(['id', 'product_categories_id']).where('state', '=', '1').orderBy('points').executeTakeFirstOrThrow();
  const world: FuzzWorld = {
    client: { grant_type: GRANT_TYPE, client_id: t.config.CLIENT_ID, client_secret: t.config.CLIENT_SECRET },
    participant: { id: participant.id, identification: participant.identification_number, email: participant.email, profilesId: participant.profiles_id, subsidiaryId: participant.subsidiary_id! },
    editable: (await createUser(t.db, { profilesId: participant.profiles_id, subsidiaryId: participant.subsidiary_id })).id,
    cityId: subsidiary.cities_id,
    profileId: participant.profiles_id,
    brandId: tire.brand_id,
    designId: tire.design_id,
    tire: { id: tire.id, designId: tire.design_id, brandId: tire.brand_id },
    categoryId: product.product_categories_id,
    productId: product.id,
  };
  return { world, sessions };
}

/**
 * The request of a call to `url` (its path's parameters filled in) as `spec` describes it, with
 * `headers`: its JSON body (`json`, as written, else the spec's) or its form (`texts` replacing
 * the spec's JSON fields, and a fresh PNG when the spec has one).
 */
export function fuzzRequest(method: string, url: string, spec: RouteSpec, headers: Record<string, string>, change: { json?: string; texts?: Record<string, string> } = {}): InjectOptions {
  if (spec.form) {
    const texts = change.texts ?? Object.fromEntries(Object.entries(spec.form.json).map(([k, v]) => [k, JSON.stringify(v)]));
    const parts: Part[] = Object.entries(texts).map(([name, value]) => ({ name, value }));
    if (spec.form.image) parts.push({ name: 'image', value: uniquePng(), filename: 'imagen.png', type: 'image/png' });
    const body = multipart(parts);
    return { method: method as 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload };
  }
  const json = change.json ?? (spec.body === undefined ? undefined : JSON.stringify(spec.body));
  if (json === undefined) return { method: method as 'GET', url, headers };
  return { method: method as 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload: json };
}
