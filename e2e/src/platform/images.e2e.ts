// Images served at the size shown, in a modern format with a fallback, lazily below the fold, the
// first slide of the home carousel not lazy: in Chromium against the portal as
// `npm start` serves it, each picture a person sees is the WebP variant for its box (read from
// the <img>'s currentSrc and the bytes that arrived), the first slide of the top carousel is eager
// and fetched first, and the images of a page weigh less than the originals they stand for.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page, Response } from 'playwright-core';
import { DEMO, VIEWPORTS, loginAs, usePortal } from '../harness';

const e2e = usePortal({ RATE_LIMIT_LOGIN: '1000/min' });

/** the content type of every image answer the page received, by URL path */
function imageTypes(page: Page): Map<string, string> {
  const seen = new Map<string, string>();
  page.on('response', (res: Response) => {
    const type = res.headers()['content-type'] ?? '';
    if (type.startsWith('image/') && res.status() === 200) seen.set(new URL(res.url()).pathname, type);
  });
  return seen;
}

async function pageAs(user: string, size: keyof typeof VIEWPORTS, deviceScaleFactor = 1) {
  const context = await e2e.browser.newContext({ viewport: VIEWPORTS[size], deviceScaleFactor });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  await loginAs(page, e2e.portal.url, user);
  // the whole shell's home is there (the login page's own app reloads into it) before a test goes elsewhere
  await page.getByRole('heading', { name: 'Llantas destacadas' }).first().waitFor();
  return { page, errors, images: imageTypes(page) };
}

/**
 * What the browser chose for an <img>, and the pixel size of that file (naturalWidth would be
 * divided by the density the srcset gave it, so the file is decoded apart).
 */
const drawn = (img: Locator) =>
  img.evaluate(async (el: HTMLImageElement) => {
    const bitmap = await createImageBitmap(await (await fetch(el.currentSrc)).blob());
    return {
      currentSrc: el.currentSrc,
      naturalWidth: bitmap.width,
      naturalHeight: bitmap.height,
      loading: el.getAttribute('loading'),
      fetchpriority: el.getAttribute('fetchpriority'),
      fallback: el.getAttribute('src') ?? '',
    };
  });

/** waits until the <img> has its bytes */
const loaded = (img: Locator) => img.evaluate((el: HTMLImageElement) => (el.complete && el.naturalWidth > 0 ? true : new Promise((r) => el.addEventListener('load', () => r(true), { once: true }))));

/** the size of a file behind a URL path, as the portal serves it */
const sizeOf = async (pathname: string) => (await (await fetch(`${e2e.portal.url}${pathname}`)).arrayBuffer()).byteLength;

describe('images at the size shown', () => {
  it('home on a desktop: the first slide of the top carousel is eager, high priority and WebP; the others lazy', async () => {
    const { page, errors, images } = await pageAs(DEMO.participantA, 'desktop');
    try {
      const first = page.locator('img[fetchpriority="high"]');
      await first.first().waitFor();
      await loaded(first.first());
      const d = await drawn(first.first());
      assert.equal(d.loading, 'eager');
      assert.match(d.currentSrc, /\/uploads\/slides\/[\w-]+\.slide-1280\.webp$/, 'a 1366 px desktop takes the 1280 wide WebP');
      assert.equal(d.naturalWidth, 1200, 'the demo slide is 1200 wide: its variant is not enlarged');
      // one picture of the page only is fetched first
      assert.ok((await first.count()) >= 1);
      const priorities = new Set(await first.evaluateAll((els) => els.map((e) => (e as HTMLImageElement).getAttribute('src'))));
      assert.equal(priorities.size, 1, 'only the first slide of the top carousel has fetchpriority=high');
      const lazy = await page.locator('img[loading="lazy"]').count();
      assert.ok(lazy > 0, 'the other slides load lazily');
      // the first slide's bytes: WebP, smaller than the PNG it stands for
      assert.equal(images.get(new URL(d.currentSrc).pathname), 'image/webp');
      const webp = await sizeOf(new URL(d.currentSrc).pathname);
      const original = await sizeOf(new URL(d.fallback, e2e.portal.url).pathname);
      console.log(`first slide: ${webp} bytes WebP against ${original} bytes PNG`);
      assert.ok(webp > 0 && webp < original / 2);
      assert.deepEqual(errors, []);
    } finally {
      await page.context().close();
    }
  });

  it('home on a phone at 3x: the first slide is the phone slide in WebP', async () => {
    const { page, errors } = await pageAs(DEMO.participantA, 'phone', 3);
    try {
      const first = page.locator('img[fetchpriority="high"]').first();
      await first.waitFor();
      await loaded(first);
      const d = await drawn(first);
      assert.match(d.currentSrc, /\.slide-(640|1280)\.webp$/);
      assert.equal(d.naturalWidth, 600, 'the demo phone slide is 600 wide');
      assert.deepEqual(errors, []);
    } finally {
      await page.context().close();
    }
  });

  it('catalogue on a desktop: the cards take the 400 wide WebP, the first row with no scroll and the rest lazily, and weigh a fraction of the PNGs', async () => {
    const { page, errors, images } = await pageAs(DEMO.participantA, 'desktop');
    try {
      await page.goto(`${e2e.portal.url}/admin/products`);
      const cards = page.getByRole('article');
      await cards.first().waitFor();
      const img = cards.first().getByRole('img').first();
      await loaded(img);
      const d = await drawn(img);
      // the first card is the page's largest paint: not lazy; the rest lazily
      assert.equal(d.loading, 'eager');
      const loadings = await cards.evaluateAll((articles) => articles.map((a) => a.querySelector('img')?.getAttribute('loading')));
      assert.ok(loadings.length > 4 && loadings.slice(1).every((l) => l === 'lazy'), loadings.join(', '));
      // the rest of the first row (4 cards on a desktop) is in view: it comes with no scroll
      for (let i = 1; i < 4; i++) await loaded(cards.nth(i).getByRole('img').first());
      assert.match(d.currentSrc, /\/uploads\/products\/[\w-]+\.card-400\.webp$/);
      assert.deepEqual([d.naturalWidth, d.naturalHeight], [400, 300]);
      // scroll the whole page: every card's picture arrives, each as WebP
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += 600) await page.evaluate((to) => window.scrollTo(0, to), y);
      await page.waitForLoadState('networkidle');
      const products = [...images.entries()].filter(([p]) => p.startsWith('/uploads/products/'));
      assert.ok(products.length >= 8);
      assert.ok(products.every(([p, type]) => p.endsWith('.card-400.webp') && type === 'image/webp'), products.map(([p]) => p).join(', '));
      let webpBytes = 0;
      let pngBytes = 0;
      for (const [p] of products) {
        webpBytes += await sizeOf(p);
        pngBytes += await sizeOf(p.replace('.card-400.webp', '.png'));
      }
      console.log(`catalogue: ${products.length} card images, ${webpBytes} bytes WebP against ${pngBytes} bytes PNG`);
      assert.ok(webpBytes < pngBytes / 2);
      assert.deepEqual(errors, []);
    } finally {
      await page.context().close();
    }
  });

  it('slide list: each image a 150x80 WebP (300x160 at 2x), and the sidebar photo a 96x96 WebP', async () => {
    const { page, errors } = await pageAs(DEMO.admin, 'desktop', 2);
    try {
      await page.goto(`${e2e.portal.url}/admin/list-slides`);
      const thumb = page.getByRole('img', { name: /^Slide \d+$/ }).first();
      await thumb.waitFor();
      await loaded(thumb);
      const d = await drawn(thumb);
      assert.match(d.currentSrc, /\.thumb-300x160\.webp$/);
      assert.deepEqual([d.naturalWidth, d.naturalHeight], [300, 160]);
      const box = await thumb.boundingBox();
      assert.deepEqual([box?.width, box?.height], [150, 80]);
      const photo = page.getByRole('complementary').getByRole('img', { name: /^Foto de / });
      await loaded(photo);
      const p = await drawn(photo);
      assert.match(p.currentSrc, /\/uploads\/users\/[\w-]+\.avatar-96\.webp\?expires=\d+&signature=/);
      assert.deepEqual([p.naturalWidth, p.naturalHeight], [96, 96]);
      assert.deepEqual(errors, []);
    } finally {
      await page.context().close();
    }
  });
});
