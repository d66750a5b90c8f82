// The tire administration calls of SPEC 7 "Tires", written once for the api (route
// schemas) and the 'Llantas' screens of remote-admin (SPEC 2.8: create, edit and list).
//
//   GET    /api/tire           every tire (SPEC 3 Tire); with page/pageSize/sort/q `{ rows, total }`
//   GET    /api/tire/{id}      the tire plus the `version` its edit sends back
//   POST   /api/tire           TireCreateBody  -> TireAnswer ('Llanta Creada con Éxito', SPEC 8)
//   PUT    /api/tire/{id}      TireUpdateBody  -> TireAnswer (the points per profile are replaced)
//   DELETE /api/tire/{id}                      -> TireAnswer (refused while an invoice line has the tire)
import { z } from 'zod';
import { POINTS_INPUT_MAX } from './constants';
import type { Tire } from './entities';
import { tireSchema } from './schemas';
import { nameField, pickedId, versionField } from './validation';
import { groupDigits } from './grouping';
import { DIGITS_ONLY, minText, REQUIRED, TIRE_LIMITS, TIRE_TEXT } from './texts';

/** the columns GET /api/tire sorts by (the first is the plain answer's order) */
export const TIRE_SORT = ['name', 'id', 'tire_code', 'design', 'brand'] as const;

/** SPEC 5 "Tire": code at least 5, description at least 5 (the name's minimum is NAME_MIN.tire) */
export const TIRE_MIN = { code: 5, description: 5 } as const;

/** SPEC 5: design required ('Seleccione Una Diseño'); '' (the empty option) and 0 count as none */
export const tireDesignField = pickedId(TIRE_TEXT.selectDesign);

/** a points number: a whole number >= 0 (or its digits, as a form input holds it), at most POINTS_INPUT_MAX */
export const tirePointsField = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z.number({ error: TIRE_TEXT.pointsDigits })
    .int(TIRE_TEXT.pointsDigits)
    .min(0, TIRE_TEXT.pointsNegative)
    .max(POINTS_INPUT_MAX, TIRE_TEXT.pointsMax),
);

/** The points total of one profile's block, recomputed live by the form (SPEC 2.8); null while a field is not a number. */
export function tirePointsTotal(general: unknown, uhp: unknown): number | null {
  const g = tirePointsField.safeParse(general);
  const u = tirePointsField.safeParse(uhp);
  return g.success && u.success ? g.data + u.data : null;
}

/**
 * SPEC 3 write payload: one block of points for one profile. `points_total` may be left out; when
 * sent it must be general + UHP (what the form shows), and the api stores that sum either way.
 */
export const tirePointsInput = z
  .object({
    profiles_id: pickedId(TIRE_TEXT.profileInvalid),
    points_general: tirePointsField,
    points_uhp: tirePointsField,
    points_total: tirePointsField.optional(),
  })
  .superRefine((p, ctx) => {
    const sum = p.points_general + p.points_uhp;
    if (sum > POINTS_INPUT_MAX) ctx.addIssue({ code: 'custom', path: ['points_total'], message: TIRE_TEXT.pointsMax });
    else if (p.points_total !== undefined && p.points_total !== sum) ctx.addIssue({ code: 'custom', path: ['points_total'], message: TIRE_TEXT.totalMismatch(sum) });
  })
  .transform((p) => ({ ...p, points_total: p.points_general + p.points_uhp }));
export type TirePointsInput = z.input<typeof tirePointsInput>;

/** every profile at most once (tire_points has one row per tire and profile) */
function noRepeatedProfile(rows: readonly { profiles_id?: unknown }[], ctx: z.RefinementCtx) {
  const seen = new Set<unknown>();
  rows.forEach((row, i) => {
    if (seen.has(row.profiles_id)) ctx.addIssue({ code: 'custom', path: [i, 'profiles_id'], message: TIRE_TEXT.profileRepeated });
    seen.add(row.profiles_id);
  });
}

/** the points per profile; an empty list is a tire that earns nothing yet */
const tirePointsList = z
  .array(tirePointsInput, { error: REQUIRED })
  .max(TIRE_LIMITS.pointsRowsMax, TIRE_TEXT.pointsRowsMax)
  .superRefine(noRepeatedProfile);

const tireCode = z.string({ error: REQUIRED }).trim()
  .min(TIRE_MIN.code, minText(TIRE_MIN.code)).max(TIRE_LIMITS.codeMax, TIRE_TEXT.max(TIRE_LIMITS.codeMax));
const tireDescription = z.string({ error: REQUIRED }).trim()
  .min(TIRE_MIN.description, minText(TIRE_MIN.description)).max(TIRE_LIMITS.descriptionMax, TIRE_TEXT.max(TIRE_LIMITS.descriptionMax));

/**
 * The server's rules for both writes. SPEC 5 "on edit only name and design are checked on submit"
 * is the form's rule (tireFormSchema('edit')); the api still refuses on edit what it refuses on
 * create, except the name, whose SPEC 5 minimum is 3 on edit.
 */
const tireBodyFields = (mode: 'create' | 'edit') => ({
  name: nameField('tire', mode),
  tire_code: tireCode,
  description: tireDescription,
  design_id: tireDesignField,
  tire_points: tirePointsList,
});

/** SPEC 3/7: POST /api/tire body name, tire_code, description, design_id, tire_points[] */
export const tireCreateBody = z.object(tireBodyFields('create'));
/** SPEC 3/7: PUT /api/tire/{id} the same plus id; and the `version` the form loaded (docs/adr/0007-versioned-edits.md) */
export const tireUpdateBody = z.object({
  ...tireBodyFields('edit'),
  id: z.coerce.number().int().positive().optional(),
  version: versionField,
});
export type TireCreateBody = z.input<typeof tireCreateBody>;
export type TireUpdateBody = z.input<typeof tireUpdateBody>;
/** what the api holds once a body parsed (points as numbers, points_total = general + UHP) */
export type TireWrite = z.output<typeof tireCreateBody>;

/**
 * SPEC 5 "Tire", what the form checks on submit: on create the name (>= 5), code (>= 5),
 * description (>= 5), design ('Seleccione Una Diseño') and the points fields (numeric); on edit
 * only the name (>= 3) and the design. Fields it does not check pass through unchanged (the api
 * checks the whole body with tireCreateBody / tireUpdateBody).
 */
export function tireFormSchema(mode: 'create' | 'edit') {
  if (mode === 'edit') return z.looseObject({ name: nameField('tire', 'edit'), design_id: tireDesignField });
  return z.looseObject({
    name: nameField('tire', 'create'),
    tire_code: tireCode,
    description: tireDescription,
    design_id: tireDesignField,
    tire_points: z.array(z.looseObject({ points_general: tirePointsField, points_uhp: tirePointsField })),
  });
}

// --- answers ---

/** a tire as its edit form loads it (GET /api/tire/{id}), with the `version` the edit sends back */
export interface VersionedTire extends Tire { version: number }
export const versionedTireSchema = tireSchema.extend({ version: z.number() }) satisfies z.ZodType<VersionedTire>;

/** SPEC 7/8: a tire write answers `{ message: 'success', detail, tire }` (the tire as stored, or as it was before a delete) */
export const tireAnswerSchema = z.object({ message: z.literal('success'), detail: z.string(), tire: versionedTireSchema });
export type TireAnswer = z.infer<typeof tireAnswerSchema>;
