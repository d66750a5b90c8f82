// Images are served at the size shown, in a modern format with a fallback. When the api
// stores an image of a public-facing kind it also writes smaller WebP copies ("variants") next to
// it, one per size a screen shows; the stored original (PNG/JPEG/WEBP/GIF as uploaded) stays the
// fallback. The name of a variant follows from the stored path alone, so the front end derives
// its URL without any new field in the answers:
//   /uploads/products/<uuid>.png  ->  /uploads/products/<uuid>.card-400.webp
// A signed link (private folders, api storage/links.ts) keeps its query: the signature covers
// the photo, the original and its variants alike.

/** one size a screen shows; `width`/`height` are the box the picture is resized into */
export interface ImageVariant {
  /** the part between the name and '.webp': `<uuid>.<suffix>.webp` */
  suffix: string;
  width: number;
  height: number;
  /** 'cover' fills the box exactly (cropping); 'inside' keeps the whole picture within it */
  fit: 'cover' | 'inside';
  /** how the front end lists it in a srcset: a width ('400w') or a density ('2x') */
  descriptor: string;
}

export type ImageKind = 'card' | 'slide' | 'thumb' | 'avatar';

/** the places an image is shown (SPEC 2.4 carousel, 2.7 slide list 150x80, 2.8 / 2.12 cards, 2.1 sidebar photo) */
export const IMAGE_KINDS: Readonly<Record<ImageKind, readonly ImageVariant[]>> = {
  /** product card of a grid: 4 per row on large screens (about 230 px), 1 per row on a phone */
  card: [
    { suffix: 'card-400', width: 400, height: 400, fit: 'inside', descriptor: '400w' },
    { suffix: 'card-800', width: 800, height: 800, fit: 'inside', descriptor: '800w' },
  ],
  /** a home carousel slide: the content width of the page */
  slide: [
    { suffix: 'slide-640', width: 640, height: 640, fit: 'inside', descriptor: '640w' },
    { suffix: 'slide-1280', width: 1280, height: 1280, fit: 'inside', descriptor: '1280w' },
  ],
  /** SPEC 2.7 / 9: the slide list shows each image 150x80 */
  thumb: [
    { suffix: 'thumb-150x80', width: 150, height: 80, fit: 'cover', descriptor: '1x' },
    { suffix: 'thumb-300x160', width: 300, height: 160, fit: 'cover', descriptor: '2x' },
  ],
  /** SPEC 2.1: the sidebar's round user photo (34 px; 96 px covers screens up to about 3x) */
  avatar: [{ suffix: 'avatar-96', width: 96, height: 96, fit: 'cover', descriptor: '1x' }],
};

/** the kinds each storage folder gets variants of; invoices get none (only staff open them, whole) */
export const FOLDER_IMAGE_KINDS: Readonly<Record<string, readonly ImageKind[]>> = {
  products: ['card'],
  slides: ['slide', 'thumb'],
  users: ['avatar'],
};

/** every variant written for a file of `folder` (none for a folder without variants) */
export function variantsOfFolder(folder: string): readonly ImageVariant[] {
  return (FOLDER_IMAGE_KINDS[folder] ?? []).flatMap((kind) => IMAGE_KINDS[kind]);
}

/** a stored original: /uploads/<folder>/<name>.<png|jpg|jpeg|webp|gif> */
const ORIGINAL = /^(.*\/uploads\/([a-z0-9][a-z0-9_-]*)\/([A-Za-z0-9_-]+))\.(png|jpe?g|webp|gif)$/;

/**
 * The URL of the variant `suffix` of an image URL or stored path, or null when the URL is no stored
 * original of a folder that has that variant (a placeholder, a foreign URL, an invoice photo).
 * A query (a signed link's expires and signature) and a host in front are kept as they are.
 */
export function variantUrl(url: string, suffix: string): string | null {
  const q = url.search(/[?#]/);
  const path = q < 0 ? url : url.slice(0, q);
  const rest = q < 0 ? '' : url.slice(q);
  const m = ORIGINAL.exec(path);
  if (!m || !variantsOfFolder(m[2]).some((v) => v.suffix === suffix)) return null;
  return `${m[1]}.${suffix}.webp${rest}`;
}

/** the srcset of the WebP variants of `src` for `kind`, or '' when it has none (ResponsiveImage, and the api's preload hint) */
export function webpSrcSet(src: string, kind: ImageKind): string {
  const entries: string[] = [];
  for (const v of IMAGE_KINDS[kind]) {
    const url = variantUrl(src, v.suffix);
    if (!url) return '';
    entries.push(`${url} ${v.descriptor}`);
  }
  return entries.join(', ');
}

/** how wide each width-described kind is drawn when the screen says nothing, as in `<img sizes>` (theme breakpoints 600 / 960, sidebar 260) */
export const IMAGE_SIZES: Partial<Record<ImageKind, string>> = {
  // SPEC 2.8: 4 per row on large screens, 2 on medium, 1 on small
  card: '(min-width: 960px) 22vw, (min-width: 600px) 50vw, 100vw',
  // the page's content width: the viewport less the sidebar on a desktop
  slide: '(min-width: 960px) calc(100vw - 300px), 100vw',
};

/**
 * How wide a product's own picture is drawn (SPEC 2.4 /redeem-product/{id}): the card's whole width
 * on a phone, two fifths of it beside the figures from 600 px (less the sidebar from 960 px). The
 * browser picks the WebP copy of that width, not the original.
 */
export const PRODUCT_PICTURE_SIZES = '(min-width: 960px) calc((100vw - 300px) * 0.4), (min-width: 600px) 40vw, 100vw';

/** the `sizes` of the WebP source of `kind` (undefined for kinds described by density) */
export function webpSizes(kind: ImageKind, sizes?: string): string | undefined {
  const widthDescribed = IMAGE_KINDS[kind].some((v) => v.descriptor.endsWith('w'));
  return widthDescribed ? (sizes ?? IMAGE_SIZES[kind] ?? '100vw') : undefined;
}

/**
 * The shape a home slide is drawn in (the demo slides are made at these sizes): the browser keeps
 * this room for a slide before its bytes arrive, so the page does not jump when it loads.
 */
export const SLIDE_BOX = {
  desktop: { width: 1200, height: 360 },
  responsive: { width: 600, height: 400 },
} as const;

/** the product card's picture box (SPEC 2.8 / 2.12 cards): 4:3 */
export const CARD_IMAGE_BOX = { width: 400, height: 300 } as const;
