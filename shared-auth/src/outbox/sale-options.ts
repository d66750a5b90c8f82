// The sale form's options on the phone before the person ever opens the form (ARCHITECTURE
// "Offline"): once a participant has opened any page with a network, every brand, every design of
// every brand, every tire of every design, the branches and their own row are read in the
// background and written as the answers of the form's own reads (SPEC 7 GET /api/brand/all,
// /api/design/byBrand/{brand}, /api/tire/byDesign/{id}, /api/subsidiary, /api/users/getuser/{id}),
// which kept-reads.ts keeps on the phone. The designs and the tires come from their whole lists
// (SPEC 7 GET /api/design and GET /api/tire): two requests instead of one per brand and per design
// (docs/guides/offline.md "The offline sale": the size of the copy). Read again on a later page with a
// network once the copy is older than SALE_OPTIONS_FRESH_MS, and when the signal returns.
import type { QueryClient } from '@tanstack/react-query';
import { API, roleOf, type Brand, type Design, type Tire } from '@portal/contract';
import { apiKey, portalQueryClient } from '../data';
import { fetchApiGet } from '../useApiGet';

/** a copy younger than this is not read again on the next page */
export const SALE_OPTIONS_FRESH_MS = 10 * 60 * 1000;

/** is every option of the form in the page's client, none older than SALE_OPTIONS_FRESH_MS? */
export function saleOptionsFresh(client: QueryClient, userId: number, now = Date.now()): boolean {
  const fresh = (path: string) => {
    const state = client.getQueryState(apiKey(path));
    return state?.status === 'success' && now - state.dataUpdatedAt < SALE_OPTIONS_FRESH_MS;
  };
  const brands = client.getQueryData<Brand[]>(apiKey(API.brandsAll));
  if (!brands || !fresh(API.brandsAll) || !fresh(API.subsidiaries) || !fresh(API.userGet(userId))) return false;
  return brands.every((brand) => {
    const designs = client.getQueryData<Design[]>(apiKey(API.designsByBrand(brand.id)));
    return designs !== undefined && fresh(API.designsByBrand(brand.id)) && designs.every((d) => fresh(API.tiresByDesign(d.id)));
  });
}

let reading: Promise<boolean> | null = null;

/**
 * Reads every option of the sale form for a participant (staff register no sales: nothing is read
 * for them), unless the page already holds a fresh copy. Resolves true once the options were read;
 * false when nothing was read or the network failed (the copy kept stays as it was).
 */
export function keepSaleOptions(userId: number, profilesId: number | null, client: QueryClient = portalQueryClient): Promise<boolean> {
  if (roleOf(profilesId) !== 'participant' || saleOptionsFresh(client, userId)) return Promise.resolve(false);
  reading ??= readSaleOptions(userId, client).finally(() => {
    reading = null;
  });
  return reading;
}

async function readSaleOptions(userId: number, client: QueryClient): Promise<boolean> {
  try {
    const [brands, designs, tires] = await Promise.all([
      fetchApiGet<Brand[]>(client, API.brandsAll),
      // the whole lists, only to be split by brand and by design: not kept as they are
      fetchApiGet<Design[]>(client, API.designs, { gcTime: 0 }),
      fetchApiGet<Tire[]>(client, API.tires, { gcTime: 0 }),
      fetchApiGet(client, API.subsidiaries),
      fetchApiGet(client, API.userGet(userId)),
    ]);
    // each list as the api answers it for one brand and one design (a brand or a design with none: [])
    for (const brand of brands) client.setQueryData(apiKey(API.designsByBrand(brand.id)), designs.filter((d) => d.brand_id === brand.id));
    for (const design of designs) client.setQueryData(apiKey(API.tiresByDesign(design.id)), tires.filter((t) => t.design_id === design.id));
    return true;
  } catch (err) {
    // no network or a refusal: the form reads its options itself, as it does without this copy
    console.warn('No se pudieron guardar en el teléfono las opciones de la venta', err);
    return false;
  }
}
