// Images served at the size shown, in a modern format with a fallback, lazily below the fold:
// every stored picture a screen shows goes through this one component. The api writes WebP
// copies of each stored image at the sizes shown (contract IMAGE_KINDS); their URLs follow from the
// image's own URL (variantUrl), so the browser picks the smallest WebP that fills the box, and a
// browser without WebP, or a URL that has no variants (a placeholder, an invoice photo), gets the
// plain <img> with the original.
import { useRef, type ImgHTMLAttributes } from 'react';
import { webpSizes, webpSrcSet, type ImageKind } from '@portal/contract';
import { usePictureMayLoad } from './usePictureMayLoad';

// the srcset and sizes come from the contract: the api names the same choices in a page's preload hint
export { webpSrcSet };

export interface ResponsiveImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'loading'> {
  /** the stored image's URL (assetUrl of its path), the fallback */
  src: string;
  alt: string;
  /** where it is shown: picks the WebP sizes offered */
  kind: ImageKind;
  /** the box's size in CSS pixels (or its aspect ratio): the browser keeps the room before the bytes come */
  width: number;
  height: number;
  /** for width-described kinds (card, slide): how wide the image is shown, as in `<img sizes>` */
  sizes?: string;
  /**
   * The main picture of the first screen (the first slide of the home carousel, a grid's first card):
   * fetched at once and first. Every other image waits until it nears the viewport (loading="lazy"),
   * and until the browser reports it in view or the first screen is drawn (usePictureMayLoad).
   */
  priority?: boolean;
}

/**
 * The first screen's main picture asked for before the screen is drawn (the home's first
 * slide, as soon as the slides are known): a `<link rel="preload">` with the same choices as the
 * ResponsiveImage that will show it (srcset, sizes, type), so the browser downloads one file, once.
 */
export function preloadImage(src: string, kind: ImageKind, sizes?: string): void {
  const srcSet = webpSrcSet(src, kind);
  if ([...document.head.querySelectorAll('link[rel="preload"]')].some((l) => l.getAttribute('href') === src)) return;
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('href', src);
  link.setAttribute('fetchpriority', 'high');
  if (srcSet) {
    link.setAttribute('type', 'image/webp');
    link.setAttribute('imagesrcset', srcSet);
    const imageSizes = webpSizes(kind, sizes);
    if (imageSizes) link.setAttribute('imagesizes', imageSizes);
  }
  document.head.appendChild(link);
}

export function ResponsiveImage({ src, alt, kind, width, height, sizes, priority = false, ...rest }: ResponsiveImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const mayLoad = usePictureMayLoad(ref, priority);
  const srcSet = webpSrcSet(src, kind);
  const img = (
    <img
      {...rest}
      ref={ref}
      // no address yet: the box keeps its room (width, height) until the picture may load; the same
      // element then gets it, so whoever holds it (a load listener, a test) sees the picture come
      src={mayLoad ? src : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
  if (!srcSet) return img;
  return (
    // display: contents: the <img> is laid out as if it stood alone, so the CSS of its container
    // (`img { ... }` rules, flex and grid items) applies to it as to a lone <img>
    <picture style={{ display: 'contents' }}>
      <source type="image/webp" srcSet={mayLoad ? srcSet : undefined} sizes={webpSizes(kind, sizes)} />
      {img}
    </picture>
  );
}
