// Test fixtures of the tire screens: designs, profiles, tires and a fake GET /api/tire that answers
// the list contract the way the api does (contains ignoring capitals over name, code, description,
// design and brand; sort with '-' for descending; page and pageSize), so a test drives the table
// as a person would and checks what is asked and what is shown.
import { includesSearch, type Design, type Profile, type Tire, type VersionedTire } from '@portal/contract';
import type { FakeReply, FakeRequest } from '@portal/shared-auth/testing';

export const brands = [{ id: 1, name: 'Michelin' }, { id: 2, name: 'BFGoodrich' }];
export const designs: Design[] = [
  { id: 3, name: 'Primacy 4', brand_id: 1, brand: brands[0] },
  { id: 4, name: 'Advantage', brand_id: 2, brand: brands[1] },
];
export const profiles: Profile[] = [{ id: 2, name: 'Vendedor' }, { id: 3, name: 'Gerente' }];

/** tire n: '2n5/55 R16'-like names that sort as their number, design 3 (Michelin) or 4 (BFGoodrich) */
export function makeTire(n: number, over: Partial<Tire> = {}): Tire {
  const design = designs[n % 2];
  return {
    id: n,
    name: `Medida ${String(n).padStart(2, '0')}`,
    tire_code: `COD-${String(n).padStart(3, '0')}`,
    description: `Llanta número ${n}`,
    design_id: design.id,
    design: { id: design.id, name: design.name, brand: design.brand },
    tire_points_by_profile: [{ profile: profiles[0], profiles_id: 2, points_general: n, points_uhp: 1, total_points: n + 1 }],
    ...over,
  };
}

export const versioned = (tire: Tire, version = 1): VersionedTire => ({ ...tire, version });

const sortValue = (t: Tire, key: string): string | number =>
  key === 'design' ? t.design?.name ?? '' : key === 'brand' ? t.design?.brand?.name ?? '' : (t[key as 'id' | 'name' | 'tire_code']);

/** GET /api/tire on the list contract over `all` (read at each call, so a delete shows) */
export function tireListServer(all: () => readonly Tire[]) {
  return (req: FakeRequest): FakeReply => {
    const { q, sort = 'name', page, pageSize } = req.query;
    // the api's one search rule (contract includesSearch)
    let rows = all().filter((t) => !q?.trim() || [t.name, t.tire_code, t.description, t.design?.name, t.design?.brand?.name].some((v) => includesSearch(v ?? '', q ?? '')));
    const key = sort.replace('-', '');
    rows = [...rows].sort((a, b) => {
      const x = sortValue(a, key);
      const y = sortValue(b, key);
      return (x < y ? -1 : x > y ? 1 : a.id - b.id) * (sort.startsWith('-') ? -1 : 1);
    });
    const total = rows.length;
    if (page) rows = rows.slice((Number(page) - 1) * Number(pageSize), Number(page) * Number(pageSize));
    return { body: { rows, total } };
  };
}
