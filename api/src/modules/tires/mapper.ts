// Tire rows and their points rows -> SPEC 3 Tire (tire_points_by_profile[] of {profile, profiles_id,
// points_general, points_uhp, total_points}).
import type { Tire, TirePoints } from '@portal/contract';
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

export function toTires(tires: TireJoinRow[], points: TirePointRow[]): Tire[] {
  const byTire = new Map<number, TirePoints[]>();
  for (const p of points) {
    const list = byTire.get(p.tire_id) ?? [];
    list.push(toTirePoints(p));
    byTire.set(p.tire_id, list);
  }
  return tires.map((t) => ({
    id: t.id,
    name: t.name,
    tire_code: t.tire_code,
    description: t.description,
    design_id: t.design_id,
    design:
      t.design_name === null
        ? null
        : { id: t.design_id, name: t.design_name, brand: t.brand_id === null || t.brand_name === null ? null : { id: t.brand_id, name: t.brand_name } },
    tire_points_by_profile: byTire.get(t.id) ?? [],
  }));
}
