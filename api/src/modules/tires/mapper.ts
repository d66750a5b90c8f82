// Tire rows and their points rows -> SPEC 3 Tire (tire_points_by_profile[] of {profile, profiles_id,
// points_general, points_uhp, total_points}); the edit form's read adds `version`.
import type { Tire, TirePoints, VersionedTire } from '@portal/contract';
import type { TireJoinRow, TirePointRow } from './repository';

function toTirePoints(row: TirePointRow): TirePoints {
  return {
    profile: row.profile_name === null ? null : { id: row.profiles_id, name: row.profile_name },
    profiles_id: row.profiles_id,
    points_general: Number(row.points_general),
    points_uhp: Number(row.points_uhp),
    // SPEC 3 answers total_points; the write payload and the table call it points_total
    total_points: Number(row.points_total),
  };
}

function toTire(t: TireJoinRow, points: TirePoints[]): Tire {
  return {
    id: t.id,
    name: t.name,
    tire_code: t.tire_code,
    description: t.description,
    design_id: t.design_id,
    design:
      t.design_name === null
        ? null
        : { id: t.design_id, name: t.design_name, brand: t.brand_id === null || t.brand_name === null ? null : { id: t.brand_id, name: t.brand_name } },
    tire_points_by_profile: points,
  };
}

/** the tires, each with its own points rows (`points` may hold rows of other tires too) */
export function toTires(tires: TireJoinRow[], points: TirePointRow[]): Tire[] {
  const byTire = new Map<number, TirePoints[]>();
  for (const p of points) {
    const list = byTire.get(p.tire_id) ?? [];
    list.push(toTirePoints(p));
    byTire.set(p.tire_id, list);
  }
  return tires.map((t) => toTire(t, byTire.get(t.id) ?? []));
}

/** one tire as its edit form loads it, with the `version` the edit sends back */
export function toVersionedTire(tire: TireJoinRow, points: TirePointRow[]): VersionedTire {
  return { ...toTire(tire, points.filter((p) => p.tire_id === tire.id).map(toTirePoints)), version: Number(tire.version) };
}
