// Brands, designs and tires with points for every profile (SPEC 3 Tire, SPEC 2.8 points block).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { DEMO_PROFILES, DEMO_TIRE_BRANDS, PLATA_FACTOR, UHP_FACTOR, type DemoTire } from './data';

const round5 = (n: number) => Math.round(n / 5) * 5;

/** Points per profile: Oro the base, Plata less, staff profiles earn nothing (they do not sell). */
export function tirePointsFor(tire: DemoTire, profilesId: number): { points_general: number; points_uhp: number; points_total: number } {
  const general = profilesId === 2 ? tire.general : profilesId === 3 ? round5(tire.general * PLATA_FACTOR) : 0;
  // SPEC 1: the UHP / rim >= 17 extra is not cumulative, so it is one figure, not one per condition
  const uhp = tire.uhp ? round5(general * UHP_FACTOR) : 0;
  return { points_general: general, points_uhp: uhp, points_total: general + uhp };
}

export async function seedTires(db: Kysely<Database>): Promise<void> {
  for (const brand of DEMO_TIRE_BRANDS) {
    const foundBrand = await db.selectFrom('brands').select('id').where('name', '=', brand.name).executeTakeFirst();
    const brandId = foundBrand?.id
      ?? (await db.insertInto('brands').values({ name: brand.name }).returning('id').executeTakeFirstOrThrow()).id;
    for (const design of brand.designs) {
      const foundDesign = await db.selectFrom('designs').select('id')
        .where('name', '=', design.name).where('brand_id', '=', brandId).executeTakeFirst();
      const designId = foundDesign?.id
        ?? (await db.insertInto('designs').values({ name: design.name, brand_id: brandId }).returning('id').executeTakeFirstOrThrow()).id;
      for (const tire of design.tires) {
        const foundTire = await db.selectFrom('tires').select('id').where('tire_code', '=', tire.code).executeTakeFirst();
        const tireId = foundTire?.id ?? (await db.insertInto('tires')
          .values({ name: tire.name, tire_code: tire.code, description: tire.description, design_id: designId })
          .returning('id').executeTakeFirstOrThrow()).id;
        for (const profile of DEMO_PROFILES) {
          const found = await db.selectFrom('tire_points').select('id')
            .where('tire_id', '=', tireId).where('profiles_id', '=', profile.id).executeTakeFirst();
          if (!found) {
            await db.insertInto('tire_points').values({ tire_id: tireId, profiles_id: profile.id, ...tirePointsFor(tire, profile.id) }).execute();
          }
        }
      }
    }
  }
}
