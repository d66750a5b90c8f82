// SPEC 2.3 (registration wizard), 2.5 (users list), 2.6 (edit user), 5 "Registration", "Edit user"
// and "Contact", 7 "Users": the payloads and the field rules, written once for the api and for the
// 'Registrar Usuario', 'Lista de Usuarios', edit-user and contact screens.
//
// POST /api/users/create and POST /api/users/update/{id} are multipart/form-data:
//   data   JSON of UserRegistrationData / UserUpdateData
//   image  optional profile photo (PNG, JPG, WEBP or GIF, at most MAX_IMAGE_BYTES)
import { z } from 'zod';
import { POINTS_BALANCE_MAX, POINTS_INPUT_MAX } from './constants';
import type { User } from './entities';
import { listQuery } from './list';
import { LEDGER_KIND, type LedgerKind } from './states';
import { namedSchema } from './schemas';
import { DIGITS_ONLY, minText, REQUIRED, USER_LIMITS, USER_LIST_TEXT, USER_TEXT, type UserPhotoAnswer } from './texts';
import { MIN, emailField, pickedId } from './validation';

/** A number sent where a string is expected (old clients) is taken as its digits. */
const numberToText = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v);

/** SPEC 5: a person's name (first, last, or both joined) has at least 3 characters. */
export const personName = z
  .string({ error: REQUIRED })
  .trim()
  .min(MIN.personName, minText(MIN.personName))
  .max(USER_LIMITS.nameMax, USER_TEXT.max(USER_LIMITS.nameMax));

/** SPEC 5/9: identification number at least 5, digits only (numeric field). */
export const identificationNumber = z.preprocess(
  numberToText,
  z
    .string({ error: REQUIRED })
    .trim()
    .min(MIN.identification, minText(MIN.identification))
    .max(USER_LIMITS.identificationMax, USER_TEXT.max(USER_LIMITS.identificationMax))
    .regex(/^\d*$/, DIGITS_ONLY),
);

/** SPEC 5: phone at least 5; ours: digits with the usual separators (+57 300 123-4567). */
export const phoneField = z.preprocess(
  numberToText,
  z
    .string({ error: REQUIRED })
    .trim()
    .min(MIN.phone, minText(MIN.phone))
    .max(USER_LIMITS.phoneMax, USER_TEXT.max(USER_LIMITS.phoneMax))
    .regex(/^\+?[\d\s().-]*$/, USER_TEXT.invalidPhone),
);

/** SPEC 5: password at least 1 (never trimmed: spaces are part of a password). */
export const passwordField = z
  .string({ error: REQUIRED })
  .min(MIN.password, REQUIRED)
  .max(USER_LIMITS.passwordMax, USER_TEXT.max(USER_LIMITS.passwordMax));

export const userEmail = emailField.max(USER_LIMITS.emailMax, USER_TEXT.max(USER_LIMITS.emailMax));

/** SPEC 2.3: a checkbox set only by the modal's Aceptar; required ('Requerido'). */
export const acceptance = z.preprocess(
  (v) => (v === 'true' || v === 1 || v === '1' ? true : v),
  z.literal(true, { error: REQUIRED }),
);

// --- Registration (SPEC 2.3, SPEC 5 "Registration") -----------------------------------------

/** Wizard step 1 'Información General' (the image is a file, outside the schema). */
export const registerStep1 = z.object({ first_name: personName, last_name: personName, email: userEmail });

/** Wizard step 2 'Credenciales': confirm password equals password. */
export const registerStep2 = z
  .object({ identification_number: identificationNumber, password: passwordField, confirm_password: z.string({ error: REQUIRED }) })
  .refine((v) => v.confirm_password === v.password, { path: ['confirm_password'], error: USER_TEXT.passwordsDiffer });

/** Wizard step 3 'Perfil': branch required ('Requerido'), phone, both acceptances. */
export const registerStep3 = z.object({
  subsidiary_id: pickedId(REQUIRED),
  phone: phoneField,
  accept_terms: acceptance,
  accept_habeas_data: acceptance,
});

/**
 * The `data` JSON of POST /api/users/create (SPEC 3 "Registration payload"): name is the first and
 * last name joined. `profiles_id` is accepted for SPEC 7's sake but the api gives the profile of the
 * chosen branch (SPEC 2.3) and refuses a staff profile. Both acceptances are required.
 */
export const userRegistrationData = z.object({
  name: personName,
  password: passwordField,
  email: userEmail,
  phone: phoneField,
  identification_number: identificationNumber,
  subsidiary_id: pickedId(REQUIRED),
  profiles_id: z.preprocess((v) => (v === '' ? null : v), pickedId(USER_TEXT.selectProfile).nullable().optional()),
  accept_terms: acceptance,
  accept_habeas_data: acceptance,
});
export type UserRegistrationData = z.input<typeof userRegistrationData>;
/** what the api holds once `data` parsed */
export type UserRegistrationValues = z.output<typeof userRegistrationData>;

/** The wizard's three steps, as the screen holds them. */
export type RegisterWizardValues = z.input<typeof registerStep1> & z.input<typeof registerStep2> & z.input<typeof registerStep3>;

/** What the wizard sends as `data` once the three steps validated. */
export function registrationPayload(v: RegisterWizardValues, profilesId?: number | null): UserRegistrationData {
  return {
    name: `${v.first_name.trim()} ${v.last_name.trim()}`,
    password: v.password,
    email: v.email.trim(),
    phone: String(v.phone).trim(),
    identification_number: String(v.identification_number).trim(),
    subsidiary_id: v.subsidiary_id,
    profiles_id: profilesId ?? null,
    accept_terms: true,
    accept_habeas_data: true,
  };
}

// --- Edit user (SPEC 2.6, SPEC 5 "Edit user") --------------------------------------------------

/** A whole number, or its digits as text (form values). */
const wholeNumber = (message: string) =>
  z.preprocess((v) => (typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v), z.number({ error: message }).int(message));

/**
 * SPEC 5: "Points has effectively no validation"; the portal bounds it: the balance typed is a whole
 * number from 0 to POINTS_BALANCE_MAX, and what it changes (points - points_seen) at most
 * POINTS_INPUT_MAX either way (checked on the object, below).
 */
const pointsValue = wholeNumber(USER_TEXT.pointsWhole).pipe(z.number().min(0, USER_TEXT.pointsNegative).max(POINTS_BALANCE_MAX, USER_TEXT.pointsTooLarge));
/** the balance the form showed: a debt (negative) included, so a user in debt can still be edited */
const pointsSeenValue = wholeNumber(USER_TEXT.pointsWhole).pipe(z.number().min(-POINTS_BALANCE_MAX, USER_TEXT.pointsTooLarge).max(POINTS_BALANCE_MAX, USER_TEXT.pointsTooLarge));
/** the row's version the form loaded (a save over a newer row is refused) */
const versionValue = wholeNumber(USER_TEXT.versionRequired).pipe(z.number().min(1, USER_TEXT.versionRequired));

/** SPEC 2.6: Activo=1, Inactivo=0 ('Seleccione un estado'). */
export const userStateField = z.preprocess(
  (v) => (v === '1' || v === '0' ? Number(v) : v),
  z.union([z.literal(1), z.literal(0)], { error: USER_TEXT.selectState }),
);

/**
 * The `data` JSON of POST /api/users/update/{id}. `version` is the user's version the form loaded
 * (a save over a newer row is refused with 409). Without `points` the balance is left
 * alone; with it, `points_seen` (the balance the form showed) is required, and when the two differ
 * the change is an adjustment of points - points_seen that needs `points_reason` (>= 3).
 * `password` empty or absent keeps the old one; `subsidiary_id` absent keeps the branch, null
 * removes it (staff have none); `remove_image: true` deletes the photo (a new `image` file wins).
 */
export const userUpdateData = z
  .object({
    name: personName,
    email: userEmail,
    phone: phoneField,
    version: versionValue,
    points: pointsValue.optional(),
    points_seen: pointsSeenValue.optional(),
    points_reason: z.preprocess((v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v), z.string().trim().max(500, USER_TEXT.max(500)).optional()),
    state: userStateField,
    profiles_id: pickedId(USER_TEXT.selectProfile),
    password: z.preprocess((v) => (v === '' || v === null ? undefined : v), passwordField.optional()),
    subsidiary_id: z.preprocess((v) => (v === '' ? null : v), pickedId(USER_TEXT.selectBranch).nullable().optional()),
    remove_image: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.points === undefined) return;
    if (v.points_seen === undefined) {
      ctx.addIssue({ code: 'custom', path: ['points_seen'], message: USER_TEXT.pointsSeenRequired });
      return;
    }
    if (v.points === v.points_seen) return;
    if (Math.abs(v.points - v.points_seen) > POINTS_INPUT_MAX) ctx.addIssue({ code: 'custom', path: ['points'], message: USER_TEXT.pointsChangeMax });
    if ((v.points_reason ?? '').length < MIN.comment) ctx.addIssue({ code: 'custom', path: ['points_reason'], message: minText(MIN.comment) });
  });
export type UserUpdateData = z.input<typeof userUpdateData>;
/** what the api holds once `data` parsed */
export type UserUpdateValues = z.output<typeof userUpdateData>;

/** The edit screen's form (SPEC 5): profile, branch and state selected; password checked only by `userUpdatePayload`. */
export const userEditForm = z.object({
  name: personName,
  email: userEmail,
  phone: phoneField,
  points: z.union([z.string(), z.number()]),
  /** why the points change (required when they change) */
  points_reason: z.string().optional(),
  password: z.string(),
  confirm_password: z.string(),
  profiles_id: pickedId(USER_TEXT.selectProfile),
  subsidiary_id: pickedId(USER_TEXT.selectBranch),
  state: userStateField,
});
export type UserEditFormValues = z.input<typeof userEditForm>;

/**
 * SPEC 5: the password is sent only if it equals its confirmation (otherwise omitted).
 * `loaded` is what the form loaded: the user's version and the balance it showed, sent
 * back so the api refuses a save over data that changed meanwhile.
 */
export function userUpdatePayload(v: UserEditFormValues, loaded: { version: number; points: number }, options: { removeImage?: boolean } = {}): UserUpdateData {
  const points = typeof v.points === 'number' ? v.points : /^\s*-?\d+\s*$/.test(v.points) ? Number(v.points) : undefined;
  const payload: UserUpdateData = {
    name: v.name.trim(),
    email: v.email.trim(),
    phone: String(v.phone).trim(),
    version: loaded.version,
    state: Number(v.state) === 1 ? 1 : 0,
    profiles_id: Number(v.profiles_id),
    subsidiary_id: Number(v.subsidiary_id),
  };
  if (points !== undefined) {
    payload.points = points;
    payload.points_seen = loaded.points;
    if (points !== loaded.points && v.points_reason) payload.points_reason = v.points_reason.trim();
  }
  if (v.password !== '' && v.password === v.confirm_password) payload.password = v.password;
  if (options.removeImage) payload.remove_image = true;
  return payload;
}

// --- Contact (SPEC 5 "Contact", SPEC 7 POST /api/users/contactenos) ----------------------------

export const CONTACT_LIMITS = { subjectMax: 150, messageMax: 5000 } as const;
export const contactBody = z.object({
  asunto: z.string({ error: REQUIRED }).trim().min(MIN.contactSubject, minText(MIN.contactSubject)).max(CONTACT_LIMITS.subjectMax, USER_TEXT.max(CONTACT_LIMITS.subjectMax)),
  mensaje: z.string({ error: REQUIRED }).trim().min(MIN.contactDescription, minText(MIN.contactDescription)).max(CONTACT_LIMITS.messageMax, USER_TEXT.max(CONTACT_LIMITS.messageMax)),
});
export type ContactBody = z.input<typeof contactBody>;

// --- Answers (SPEC 7/8) ------------------------------------------------------------------------

/** SPEC 8 'Usuario Registrado con Éxito'; `id` of the new user. */
export interface UserCreateAnswer { message: 'success'; detail: string; id: number }
/**
 * SPEC 8 'User {name} editado con éxito'; `points` is the shown balance after the change and
 * `version` the user's new version, for a form that stays open.
 */
export interface UserUpdateAnswer { message: 'success'; detail: string; points: number; version: number }
/** SPEC 8 'Correo enviado con éxito.' */
export interface ContactAnswer { message: 'success'; detail: string }

/** GET /api/users/all and /api/users/getuser/{id} answer the SPEC 3 User. */
export type UserListRow = User;

/** The response schema of the SPEC 3 User; `points` is the shown (spendable) balance. */
export const userSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  identification_number: z.string(),
  identification_type: z.string(),
  points: z.number(),
  state: z.number(),
  created_at: z.string(),
  image: z.string().nullable(),
  profile: namedSchema.nullable(),
  profiles_id: z.number(),
  subsidiary: namedSchema.extend({ city: namedSchema.nullable() }).nullable(),
  subsidiary_id: z.number().nullable(),
  version: z.number(),
}) satisfies z.ZodType<User>;

export const userUpdateAnswer = z.object({ message: z.literal('success'), detail: z.string(), points: z.number(), version: z.number() }) satisfies z.ZodType<UserUpdateAnswer>;

export const userPhotoAnswer = z.object({ message: z.literal('success'), detail: z.string(), image: z.string() }) satisfies z.ZodType<UserPhotoAnswer>;

// --- 'Lista de Usuarios' on the list contract (SPEC 2.5) ----------------------------------------

/**
 * GET /api/users/all with list parameters (contract/src/list.ts): the columns it sorts by (the
 * first is the plain answer's order; 'document' is the identification number, 'subsidiary' and
 * 'profile' their names) and three filters that work with or without paging: `state` (1 or 0),
 * `subsidiary` and `profile` (ids). `q` looks in the name, identification number, e-mail, phone,
 * branch name and profile name, ignoring capitals and accents (foldForSearch). The shown balance is
 * not sortable: it is computed at the caller's clock, not stored.
 */
export const USER_SORT = ['name', 'id', 'document', 'email', 'subsidiary', 'profile', 'state'] as const satisfies readonly [string, ...string[]];
const optionalId = (message: string) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number({ error: message }).int(message).positive(message).max(2 ** 31 - 1, message).optional());
export const userListQuery = listQuery(USER_SORT).extend({
  state: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['0', '1'], { error: USER_LIST_TEXT.stateFilter }).transform(Number).optional()),
  subsidiary: optionalId(USER_LIST_TEXT.subsidiaryFilter),
  profile: optionalId(USER_LIST_TEXT.profileFilter),
});
export type UserListQuery = z.infer<typeof userListQuery>;

// --- A user's points ledger (SPEC 2.6 edit screen; ours) ----------------------------------------

/**
 * GET /api/users/ledger/{id}: the administrator reads one user's ledger rows, newest first, always
 * as a page `{ rows, total }` (page 1 of 10 when not asked). `sort` takes only 'id' / '-id'.
 */
export const LEDGER_SORT = ['id'] as const satisfies readonly [string, ...string[]];
export const ledgerQuery = listQuery(LEDGER_SORT).omit({ q: true });
export type LedgerQuery = z.infer<typeof ledgerQuery>;

/** one ledger row: `amount` signed, `actor` null for the system (the expiry sweep) */
export const ledgerEntrySchema = z.object({
  id: z.number(),
  kind: z.enum(LEDGER_KIND),
  amount: z.number(),
  balance_after: z.number(),
  actor: namedSchema.nullable(),
  reason: z.string(),
  /** what the row is about: an invoice, a redemption request ('apply_for'), a lot or the user */
  ref_type: z.string(),
  ref_id: z.number(),
  created_at: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
