// Product categories, products and home slides, each with a generated PNG stored through the
// storage module (so the files live where uploads live and pass the same content check).
import type { Kysely } from 'kysely';
import { CARD_IMAGE_BOX } from '@portal/contract';
import type { Database } from '../db/schema';
import { DEMO_CATEGORIES, DEMO_SLIDES, SLIDE_SIZE } from './data';
import { drawImage } from './images';
import type { SeedDeps } from './types';

/** drawn in the card's picture box (contract CARD_IMAGE_BOX) */
export const PRODUCT_IMAGE = { ...CARD_IMAGE_BOX, scale: 4 } as const;

/** Product name -> { id, points }, for the demo redemptions. */
export type ProductIndex = Map<string, { id: number; points: number }>;

export async function seedProducts(db: Kysely<Database>, deps: SeedDeps): Promise<ProductIndex> {
  const index: ProductIndex = new Map();
  for (const category of DEMO_CATEGORIES) {
    const found = await db.selectFrom('product_categories').select('id').where('name', '=', category.name).executeTakeFirst();
    const categoryId = found?.id
      ?? (await db.insertInto('product_categories').values({ name: category.name }).returning('id').executeTakeFirstOrThrow()).id;
    for (const [i, product] of category.products.entries()) {
      const existing = await db.selectFrom('products').select(['id', 'points']).where('name', '=', product.name).executeTakeFirst();
      if (existing) {
        index.set(product.name, existing);
        continue;
      }
      const image = await deps.saveImage(drawImage({
        ...PRODUCT_IMAGE, color: category.color, text: product.name, discAt: 0.25 + (i % 3) * 0.25,
      }), 'products');
      const row = await db.insertInto('products').values({
        name: product.name,
        points: product.points,
        // SPEC 3 'Costo en puntos': the demo makes it equal to the points a redemption costs
        points_value: product.points,
        estimated_value: product.cop,
        image,
        state: product.active === false ? '0' : '1',
        product_categories_id: categoryId,
      }).returning(['id', 'points']).executeTakeFirstOrThrow();
      index.set(product.name, row);
    }
  }
  return index;
}

/** SPEC 2.4 /home: (position, responsive, order) identifies a demo slide. */
export async function seedSlides(db: Kysely<Database>, deps: SeedDeps): Promise<void> {
  for (const slide of DEMO_SLIDES) {
    const found = await db.selectFrom('slides').select('id')
      .where('position', '=', slide.position).where('responsive', '=', slide.responsive)
      .where('sort_order', '=', slide.order).executeTakeFirst();
    if (found) continue;
    const size = slide.responsive ? SLIDE_SIZE.responsive : SLIDE_SIZE.desktop;
    const path = await deps.saveImage(drawImage({ ...size, color: slide.color, text: slide.text }), 'slides');
    await db.insertInto('slides').values({
      path, position: slide.position, sort_order: slide.order, show: 1, responsive: slide.responsive,
    }).execute();
  }
}
