// SPEC 5 and SPEC 9: the field rules, written once for the api (route schemas) and the screens.
import { z } from 'zod';
import { DIGITS_ONLY, INVALID_EMAIL, REQUIRED, SELECT_BRAND, SELECT_CITY, SELECT_PROFILE, VERSION_INVALID, minText } from './texts';

export const MIN = {
  identification: 5,
  phone: 5,
  password: 1,
  comment: 3,
  contactSubject: 5,
  contactDescription: 20,
  personName: 3,
} as const;

/** SPEC 5 "Names": minimum length of a name on create and on edit, per entity. */
export const NAME_MIN = {
  profile: { create: 3, edit: 3 },
  product: { create: 3, edit: 3 },
  category: { create: 5, edit: 3 },
  city: { create: 5, edit: 3 },
  subsidiary: { create: 5, edit: 3 },
  brand: { create: 3, edit: 3 },
  design: { create: 5, edit: 3 },
  tire: { create: 5, edit: 3 },
} as const;
export type NamedEntity = keyof typeof NAME_MIN;


/** A trimmed name with the SPEC 5 minimum for that entity and mode. */
export function nameField(entity: NamedEntity, mode: 'create' | 'edit') {
  const n = NAME_MIN[entity][mode];
  return z.string({ error: REQUIRED }).trim().min(n, minText(n)).max(150, 'Máximo 150 caracteres');
}

export const digitsOnly = z.string().regex(/^\d+$/, DIGITS_ONLY);
/** SPEC 5: "email matches a standard email pattern". */
export const emailField = z.string({ error: REQUIRED }).trim().email(INVALID_EMAIL);
/** a row id in a path; ids are 32-bit integers on PostgreSQL, so a bigger number is no id (a 400, not a database error) */
export const idParam = z.object({ id: z.coerce.number({ error: 'Id no válido' }).int('Id no válido').positive('Id no válido').max(2 ** 31 - 1, 'Id no válido') });
/**
 * A required pick: a positive id, or its digits (a select's value); '' (the empty option), 0,
 * null, true and ids past PostgreSQL's integer (the database would answer them with a 500) count as
 * none, with `message`.
 */
export const pickedId = (message: string) => z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z.number({ error: message }).int(message).positive(message).max(2 ** 31 - 1, message),
);

// --- Session (SPEC 5 "Login and recovery", SPEC 7 "Session") ---
export const loginBody = z.object({
  username: z.string({ error: REQUIRED }).trim().min(1, REQUIRED),
  password: z.string({ error: REQUIRED }).min(MIN.password, REQUIRED),
  grant_type: z.string({ error: REQUIRED }),
  client_id: z.union([z.string(), z.number()]).transform(String),
  client_secret: z.string({ error: REQUIRED }),
});
export type LoginBody = z.input<typeof loginBody>;

export const recoverBody = z.object({
  identification_number: z.string({ error: REQUIRED }).trim().min(MIN.identification, minText(MIN.identification)),
  email: emailField,
  grant_type: z.string({ error: REQUIRED }),
  client_id: z.union([z.string(), z.number()]).transform(String),
  client_secret: z.string({ error: REQUIRED }),
});
export type RecoverBody = z.input<typeof recoverBody>;

// --- Cities (SPEC 2.8, SPEC 7) ---
export const cityCreateBody = z.object({ name: nameField('city', 'create') });
/** what the person types on the edit screen (SPEC 5: >= 3 on edit) */
export const cityEditForm = z.object({ name: nameField('city', 'edit') });
/**
 * A stored row's version (an edit sends the version it loaded, so a save over someone else's change
 * is refused). Versions start at 1; PostgreSQL stores them as a 32-bit integer.
 */
export const versionField = z.number({ error: VERSION_INVALID }).int(VERSION_INVALID).min(1, VERSION_INVALID).max(2 ** 31 - 1, VERSION_INVALID);
/** SPEC 7: PUT /api/city/{id} body id, name; plus the `version` the form loaded */
export const cityUpdateBody = cityEditForm.extend({ id: z.coerce.number().int().positive().optional(), version: versionField });
export type CityCreateBody = z.input<typeof cityCreateBody>;
export type CityUpdateBody = z.input<typeof cityUpdateBody>;

// --- Redemption request (SPEC 7) ---
export const applyForBody = z.object({ product_id: z.coerce.number({ error: REQUIRED }).int().positive('Producto no válido').max(2 ** 31 - 1, 'Producto no válido') });

// --- Brands, designs, product categories (SPEC 5 "Names", SPEC 7) ---
/** SPEC 7 sends the row's id in some edit bodies too; when present it must be the row of the path */
const optionalBodyId = z.coerce.number({ error: 'Id no válido' }).int('Id no válido').positive('Id no válido').max(2 ** 31 - 1, 'Id no válido').optional();
export const brandCreateBody = z.object({ name: nameField('brand', 'create') });
export const brandEditForm = z.object({ name: nameField('brand', 'edit') });
/** SPEC 7: PUT /api/brand/update/{id} body name; plus the `version` the form loaded */
export const brandUpdateBody = brandEditForm.extend({ version: versionField });
export type BrandCreateBody = z.input<typeof brandCreateBody>;
export type BrandUpdateBody = z.input<typeof brandUpdateBody>;

/** SPEC 5: the brand is required */
const brandIdField = pickedId(SELECT_BRAND);
export const designCreateBody = z.object({ name: nameField('design', 'create'), brand_id: brandIdField });
export const designEditForm = z.object({ name: nameField('design', 'edit'), brand_id: brandIdField });
/** SPEC 7: PUT /api/design/{id} body id, name, brand_id; plus the `version` the form loaded */
export const designUpdateBody = designEditForm.extend({ id: optionalBodyId, version: versionField });
export type DesignCreateBody = z.input<typeof designCreateBody>;
export type DesignUpdateBody = z.input<typeof designUpdateBody>;

export const categoryCreateBody = z.object({ name: nameField('category', 'create') });
export const categoryEditForm = z.object({ name: nameField('category', 'edit') });
/** SPEC 7: PUT /api/product/category/update/{id} body name; plus the `version` the form loaded */
export const categoryUpdateBody = categoryEditForm.extend({ version: versionField });
export type CategoryCreateBody = z.input<typeof categoryCreateBody>;
export type CategoryUpdateBody = z.input<typeof categoryUpdateBody>;

// --- Branches and profiles (SPEC 5 "Names", SPEC 7) ---
/** SPEC 7: POST /api/subsidiary body name, cities_id, profiles_id */
export const subsidiaryCreateBody = z.object({ name: nameField('subsidiary', 'create'), cities_id: pickedId(SELECT_CITY), profiles_id: pickedId(SELECT_PROFILE) });
export const subsidiaryEditForm = z.object({ name: nameField('subsidiary', 'edit'), cities_id: pickedId(SELECT_CITY), profiles_id: pickedId(SELECT_PROFILE) });
/** SPEC 7: PUT /api/subsidiary/{id} "same" body; plus the `version` the form loaded */
export const subsidiaryUpdateBody = subsidiaryEditForm.extend({ version: versionField });
export type SubsidiaryCreateBody = z.input<typeof subsidiaryCreateBody>;
export type SubsidiaryUpdateBody = z.input<typeof subsidiaryUpdateBody>;

/** SPEC 7: POST /api/profiles/create body name */
export const profileCreateBody = z.object({ name: nameField('profile', 'create') });
export const profileEditForm = z.object({ name: nameField('profile', 'edit') });
/** SPEC 7: PUT /api/profiles/update/{id} body name; plus the `version` the form loaded */
export const profileUpdateBody = profileEditForm.extend({ version: versionField });
export type ProfileCreateBody = z.input<typeof profileCreateBody>;
export type ProfileUpdateBody = z.input<typeof profileUpdateBody>;
