// The largest picture of a page's first screen, named in the page the api serves so the
// browser fetches it beside main.js, not after the shell, the remote, the session and the page's
// read have each taken their turn. On a phone that picture is the page's Largest Contentful Paint:
// /admin/products (SPEC 2.12) shows the first product's card first, one card per row.
//
// The hint names the same choices as the ResponsiveImage that will show it (contract webpSrcSet and
// webpSizes, type image/webp), so the browser downloads one file, once, whichever width it picks.
// The catalogue is the same for every participant (products/service catalogueKey), so a page request,
// which carries no session, can know it. Read at most once per catalogue version (the row database
// triggers raise on every product write, products/catalogue-cache.ts).
import type { Kysely } from 'kysely';
import { webpSizes, webpSrcSet } from '@portal/contract';
import type { DB } from '../db/schema';
import { catalogueVersion } from '../modules/products/catalogue-cache';
import { firstCatalogueImage } from '../modules/products/repository';

/** the pages whose first screen's main picture the api can know, and where it reads it from */
const FIRST_PICTURES: Record<string, (db: DB) => Promise<string | null>> = {
  '/admin/products': firstCatalogueImage,
};

export interface ImageHints {
  /** the page's picture hint as a tag, or '' */
  tagFor(pathname: string): Promise<string>;
}

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** the preload of a product card's picture, as ResponsiveImage kind 'card' will ask for it */
export function cardPreloadTag(src: string): string {
  const srcSet = webpSrcSet(src, 'card');
  const choices = srcSet ? ` type="image/webp" imagesrcset="${attribute(srcSet)}" imagesizes="${attribute(webpSizes('card') ?? '100vw')}"` : '';
  return `<link rel="preload" as="image" href="${attribute(src)}"${choices} fetchpriority="high">`;
}

export function createImageHints(db: Kysely<any>): ImageHints {
  let version = -1;
  const kept = new Map<string, Promise<string>>();
  return {
    async tagFor(pathname) {
      const read = FIRST_PICTURES[pathname];
      if (!read) return '';
      try {
        const current = await catalogueVersion(db);
        if (current !== version) {
          version = current;
          kept.clear();
        }
        let tag = kept.get(pathname);
        if (!tag) {
          tag = read(db as DB).then((src) => (src ? cardPreloadTag(src) : ''));
          kept.set(pathname, tag);
          tag.catch(() => kept.delete(pathname));
        }
        return await tag;
      } catch {
        // a hint is never worth a failed page: the page is served without it
        return '';
      }
    },
  };
}
