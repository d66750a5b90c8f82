// Test fixtures of the user calls: a branch per kind of profile, the multipart forms of
// POST /api/users/create and /api/users/update/{id}, and the files under storage/users.
import fs from 'node:fs';
import path from 'node:path';
import { API, APP_KEY_HEADER } from '@portal/contract';
import { TEST_APP_KEY, createCity, createSubsidiary, participantProfile, type TestApp } from '../../test/helper';
import { multipart, uniquePng, type Part } from '../invoices/test-fixtures';

export { uniquePng };

export interface Branches {
  city: number;
  /** participant profiles 'Oro' and 'Plata' */
  gold: number;
  silver: number;
  /** branch linked to 'Oro' */
  north: number;
  /** branch linked to 'Plata' */
  south: number;
  /** a branch an administrator linked to the administrator profile */
  staff: number;
}

export async function seedBranches(t: TestApp): Promise<Branches> {
  const gold = await participantProfile(t.db, 'Oro');
  const silver = await participantProfile(t.db, 'Plata');
  const city = await createCity(t.db, 'Medellín');
  return {
    city,
    gold,
    silver,
    north: await createSubsidiary(t.db, city, gold, 'Llantas del Norte'),
    south: await createSubsidiary(t.db, city, silver, 'Llantas del Sur'),
    staff: await createSubsidiary(t.db, city, 1, 'Oficina Central'),
  };
}

export interface FormRequest {
  /** the `data` part: an object (sent as JSON) or raw text; undefined: no data part */
  data?: Record<string, unknown> | string;
  /** bytes of the `image` part; undefined: no image part */
  image?: Buffer;
  headers?: Record<string, string>;
}

export function formBody(req: FormRequest) {
  const parts: Part[] = [];
  if (req.data !== undefined) parts.push({ name: 'data', value: typeof req.data === 'string' ? req.data : JSON.stringify(req.data) });
  if (req.image !== undefined) parts.push({ name: 'image', value: req.image, filename: 'foto.png', type: 'image/png' });
  return multipart(parts);
}

let sequence = 0;
/** a fresh identification number (digits only) */
export const newIdentification = () => `7${String(Date.now() % 1e7).padStart(7, '0')}${++sequence}`;

/** a valid registration payload on the given branch */
export function registration(subsidiaryId: number, overrides: Record<string, unknown> = {}) {
  return {
    name: 'María Camila Pérez',
    password: 'clave-nueva-1',
    email: 'maria.perez@example.com',
    phone: '3001112233',
    identification_number: newIdentification(),
    subsidiary_id: subsidiaryId,
    profiles_id: null,
    accept_terms: true,
    accept_habeas_data: true,
    ...overrides,
  };
}

/** POST /api/users/create with the application key (unless headers say otherwise) */
export function register(t: TestApp, req: FormRequest & { appKey?: string | null }) {
  const body = formBody(req);
  const key = req.appKey === undefined ? TEST_APP_KEY : req.appKey;
  const headers: Record<string, string> = { ...body.headers, ...(key === null ? {} : { [APP_KEY_HEADER]: key }), ...(req.headers ?? {}) };
  return t.app.inject({ method: 'POST', url: API.userCreate, headers, payload: body.payload });
}

/** POST /api/users/update/{id} as `auth` */
export function update(t: TestApp, id: number | string, auth: Record<string, string>, req: FormRequest) {
  const body = formBody(req);
  return t.app.inject({ method: 'POST', url: API.userUpdate(id), headers: { ...auth, ...body.headers, ...(req.headers ?? {}) }, payload: body.payload });
}

/** names of the files stored under STORAGE_DIR/users */
export function userFiles(t: TestApp): string[] {
  const dir = path.join(t.config.STORAGE_DIR, 'users');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

/** the file behind a public path /uploads/users/<name> */
export const storedFile = (t: TestApp, publicPath: string) => path.join(t.config.STORAGE_DIR, publicPath.replace(/^\/uploads\//, ''));
