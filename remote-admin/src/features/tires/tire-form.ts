// What the tire form holds and what it sends (SPEC 3 "Tire", SPEC 7 "Tires"). The rules are the
// contract's (tireFormSchema, tirePointsField, tirePointsTotal), the same the api checks.
import {
  tireFormSchema, tirePointsField, tirePointsTotal, type Profile, type TirePoints, type TirePointsInput,
} from '@portal/contract';
import { tireTexts } from '../../messages';

/** one profile's block: the numbers as typed */
export type PointsValues = {
  profiles_id: number;
  /** the profile's name, the block's legend (not sent) */
  profile: string;
  points_general: string;
  points_uhp: string;
};

export type TireFormValues = {
  name: string;
  tire_code: string;
  description: string;
  /** '' until a design is picked */
  design_id: string;
  tire_points: PointsValues[];
};

export type TireFormMode = 'create' | 'edit';

/** SPEC 5 "Tire": one schema per mode, built once (the form checks it on every change) */
export const tireFormSchemas = { create: tireFormSchema('create'), edit: tireFormSchema('edit') } as const;
export type TireFormSchema = (typeof tireFormSchemas)[TireFormMode];

/** what a new block shows: a profile earns nothing until a number is typed */
const NO_POINTS = '0';

/**
 * One block per profile of GET /api/profiles/all, in its order, filled from the tire's points
 * (a profile without points in the tire shows 0); a points row of a profile no longer listed keeps
 * its block, so an edit never drops it unseen.
 */
export function pointsBlocks(profiles: readonly Profile[], stored: readonly TirePoints[] = []): PointsValues[] {
  const byProfile = new Map(stored.map((p) => [p.profiles_id, p]));
  const blocks: PointsValues[] = profiles.map((profile) => {
    const p = byProfile.get(profile.id);
    return {
      profiles_id: profile.id,
      profile: profile.name,
      points_general: p ? String(p.points_general) : NO_POINTS,
      points_uhp: p ? String(p.points_uhp) : NO_POINTS,
    };
  });
  const listed = new Set(profiles.map((p) => p.id));
  for (const p of stored) {
    if (listed.has(p.profiles_id)) continue;
    blocks.push({
      profiles_id: p.profiles_id,
      profile: p.profile?.name ?? tireTexts.points.unknownProfile(p.profiles_id),
      points_general: String(p.points_general),
      points_uhp: String(p.points_uhp),
    });
  }
  return blocks;
}

/** a points field as sent: its number when it is one, else as typed (the api then says why not) */
function pointsValue(typed: string): number | string {
  const parsed = tirePointsField.safeParse(typed);
  return parsed.success ? parsed.data : typed;
}

/** SPEC 3 write payload's tire_points[]: { profiles_id, points_general, points_uhp, points_total } */
export function pointsPayload(blocks: readonly PointsValues[]): TirePointsInput[] {
  return blocks.map((b) => {
    const total = tirePointsTotal(b.points_general, b.points_uhp);
    return {
      profiles_id: b.profiles_id,
      points_general: pointsValue(b.points_general),
      points_uhp: pointsValue(b.points_uhp),
      ...(total === null ? {} : { points_total: total }),
    };
  });
}

/** the body of POST /api/tire (PUT adds id and version) from the checked values */
export function tireBody(checked: { name: string; design_id: number; tire_code?: unknown; description?: unknown }, values: TireFormValues) {
  return {
    name: checked.name,
    tire_code: String(checked.tire_code ?? values.tire_code).trim(),
    description: String(checked.description ?? values.description).trim(),
    design_id: checked.design_id,
    tire_points: pointsPayload(values.tire_points),
  };
}
