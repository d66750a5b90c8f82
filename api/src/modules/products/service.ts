// SPEC 7 "Products". Reads: a participant sees only active products (SPEC 4: state '1'); the
// administrator, who manages them, sees the inactive ones too. Writes: the administrator
// only (the routes check who), each audited with its actor. Functions take `db` and plain values,
// plus the storage for the picture (docs/adr/0049-api-modules-in-four-layers.md).
//
// Pictures: the upload is checked and stored before the transaction (storage checks content and
// size: nothing is written for a refused file); if the transaction fails the new file goes again;
// a file the write dropped (a replaced picture, a deleted product's) goes only after the commit and
// only when no other row refers to it (storage/remove.ts).
import {
  isListQuery, type ListPage, type Product, type ProductAnswer, type ProductCreateValues, type ProductListQuery,
  type ProductUpdateValues, type Role, type VersionedProduct,
} from '@portal/contract';
import { recordAudit, type Actor } from '../../audit';
import type { DB } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { badRequest, conflict, found, notFound } from '../../http/errors';
import type { UploadedFile } from '../../http/multipart';
import type { Storage } from '../../storage';
import { removeUnreferenced } from '../../storage/remove';
import { toProduct, toVersionedProduct } from './mapper';
import { PRODUCT_MSG } from '../../messages';
import * as repo from './repository';

/** Only the administrator manages products, so only they see inactive ones. */
const seesInactive = (role: Role) => role === 'admin';

/**
 * GET /api/products/all: SPEC's plain array (the participant catalogue loads it whole), or a page
 * `{ rows, total }` when list parameters are sent; `category` filters either way.
 */
export async function listProducts(db: DB, viewer: Role, params?: ProductListQuery): Promise<Product[] | ListPage<Product>> {
  const filter: repo.ProductFilter = { onlyActive: !seesInactive(viewer), categoryId: params?.category };
  if (!params || !isListQuery(params)) return (await repo.listProducts(db, filter)).map(toProduct);
  const page = await repo.pageProducts(db, filter, params);
  return { rows: page.rows.map(toProduct), total: page.total };
}

/** what makes two plain catalogue answers differ: who may see inactive products, and the filter */
export function catalogueKey(viewer: Role, categoryId: number | undefined): string {
  return `${seesInactive(viewer) ? 'all' : 'active'}:${categoryId ?? ''}`;
}

export async function listProductsOfCategory(db: DB, viewer: Role, categoryId: number): Promise<Product[]> {
  if (!(await repo.categoryExists(db, categoryId))) throw notFound(PRODUCT_MSG.categoryNotFound);
  return (await repo.listProducts(db, { onlyActive: !seesInactive(viewer), categoryId })).map(toProduct);
}

/** one product with the `version` its edit form sends back */
export async function getProduct(db: DB, viewer: Role, id: number): Promise<VersionedProduct> {
  const row = found(await repo.findProduct(db, id), PRODUCT_MSG.productNotFound);
  // an inactive product does not exist for whoever may not see it (same answer as an unknown id)
  if (row.state !== '1' && !seesInactive(viewer)) throw notFound(PRODUCT_MSG.productNotFound);
  return toVersionedProduct(row);
}

/** what a product write needs besides the database */
export interface ProductWriteDeps {
  storage: Storage;
  /** told when a dropped picture could not be removed (the write itself succeeded) */
  warn?: (err: unknown, message: string) => void;
}

/** the fields an edit may change, as the audit row compares them */
const AUDITED = ['name', 'points', 'points_value', 'estimated_value', 'product_categories_id', 'image'] as const;
type Audited = Record<(typeof AUDITED)[number], string | number | null>;

const audited = (row: repo.ProductRow | repo.ProductChanges): Audited => ({
  name: row.name,
  points: Number(row.points),
  points_value: Number(row.points_value),
  estimated_value: Number(row.estimated_value),
  product_categories_id: row.product_categories_id,
  image: row.image ?? null,
});

function changedFields(before: Audited, after: Audited) {
  const changed: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of AUDITED) if (before[key] !== after[key]) changed[key] = { from: before[key], to: after[key] };
  return changed;
}

/** docs/adr/0006-api-conventions-spec-leaves-open.md: an unknown category in the body is a 400 naming the field */
async function checkCategory(db: DB, id: number): Promise<void> {
  if (!(await repo.categoryExists(db, id))) throw badRequest(PRODUCT_MSG.categoryOfBodyNotFound);
}

/** Runs `write` with the freshly stored picture; the picture goes again if `write` fails. */
async function withStoredImage<T>(deps: ProductWriteDeps, storedPath: string | null, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (storedPath) await deps.storage.remove(storedPath).catch((e: unknown) => deps.warn?.(e, 'could not remove the picture of a refused product write'));
    throw err;
  }
}

/** POST /api/products/create: SPEC 4, created with state '1'; SPEC 5, the picture is required. */
export async function createProduct(db: DB, deps: ProductWriteDeps, actor: Actor, data: ProductCreateValues, image: UploadedFile | null): Promise<ProductAnswer> {
  await checkCategory(db, data.product_categories_id);
  if (!image) throw badRequest(PRODUCT_MSG.imageRequired);
  const storedPath = await deps.storage.saveImage(image.buffer, 'products');

  return withStoredImage(deps, storedPath, () => inTransaction(db, async (trx) => {
    const values = {
      name: data.name,
      points: data.points,
      points_value: data.points_value,
      estimated_value: data.estimated_value,
      product_categories_id: data.product_categories_id,
      image: storedPath,
    };
    const id = await repo.insertProduct(trx, { ...values, state: '1' });
    await recordAudit(trx, { actorId: actor.id, ip: actor.ip, action: 'create', entity: 'products', entityId: id, detail: { ...values, state: '1' } });
    const row = found(await repo.findProduct(trx, id), PRODUCT_MSG.productNotFound);
    return { message: 'success' as const, detail: PRODUCT_MSG.created, product: toVersionedProduct(row) };
  }));
}

/**
 * POST /api/products/update/{id}: SPEC 7, the create's fields without state, the picture only if a
 * new one was picked; plus the version the form loaded (docs/adr/0007-versioned-edits.md). A stale
 * save is refused before the new picture is stored, and again inside the UPDATE itself.
 */
export async function updateProduct(
  db: DB, deps: ProductWriteDeps, actor: Actor, id: number, data: ProductUpdateValues, image: UploadedFile | null,
): Promise<ProductAnswer> {
  const loaded = found(await repo.findProduct(db, id), PRODUCT_MSG.productNotFound);
  if (Number(loaded.version) !== data.version) throw conflict(PRODUCT_MSG.stale);
  await checkCategory(db, data.product_categories_id);
  const newImage = image ? await deps.storage.saveImage(image.buffer, 'products') : null;

  const { before, after } = await withStoredImage(deps, newImage, () => inTransaction(db, async (trx) => {
    const current = found(await repo.findProduct(trx, id), PRODUCT_MSG.productNotFound);
    if (Number(current.version) !== data.version) throw conflict(PRODUCT_MSG.stale);
    const changes: repo.ProductChanges = {
      name: data.name,
      points: data.points,
      points_value: data.points_value,
      estimated_value: data.estimated_value,
      product_categories_id: data.product_categories_id,
      ...(newImage ? { image: newImage } : {}),
    };
    // PostgreSQL: an edit committed between the read above and this write
    if (!(await repo.updateProductAtVersion(trx, id, changes, data.version))) throw conflict(PRODUCT_MSG.stale);
    const row = found(await repo.findProduct(trx, id), PRODUCT_MSG.productNotFound);
    await recordAudit(trx, {
      actorId: actor.id, ip: actor.ip, action: 'update', entity: 'products', entityId: id,
      detail: { changed: changedFields(audited(current), audited(row)), version: Number(row.version) },
    });
    return { before: current, after: row };
  }));

  if (newImage && before.image && before.image !== newImage) await removeUnreferenced(db, deps.storage, before.image, deps.warn);
  return { message: 'success', detail: PRODUCT_MSG.updated(after.name), product: toVersionedProduct(after) };
}

/** POST /api/products/delete/{id}: refused while redemption requests name the product (nothing in use is lost). */
export async function deleteProduct(db: DB, deps: ProductWriteDeps, actor: Actor, id: number): Promise<ProductAnswer> {
  const row = await inTransaction(db, async (trx) => {
    found(await repo.lockProduct(trx, id), PRODUCT_MSG.productNotFound);
    const product = found(await repo.findProduct(trx, id), PRODUCT_MSG.productNotFound);
    const requests = await repo.countRequestsOfProduct(trx, id);
    if (requests > 0) throw conflict(PRODUCT_MSG.inUse(product.name, requests));
    await repo.deleteProduct(trx, id);
    await recordAudit(trx, { actorId: actor.id, ip: actor.ip, action: 'delete', entity: 'products', entityId: id, detail: { ...audited(product), state: product.state } });
    return product;
  });
  await removeUnreferenced(db, deps.storage, row.image, deps.warn);
  return { message: 'success', detail: PRODUCT_MSG.deleted(row.name), product: toVersionedProduct(row) };
}
