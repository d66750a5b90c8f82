// Issue 12: what a salesperson's phone downloads. The login page and the home load with no uncaught
// error, and every script, style, page and api answer of some size arrives compressed (the test
// reads each response's content-encoding as Chromium received it).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page, Response } from 'playwright-core';
import { DEMO, VIEWPORTS, loginAs, usePortal } from './harness';

const e2e = usePortal();

/** the text answers of a page load that came without compression, with their sizes */
function watch(page: Page) {
  const plain: string[] = [];
  const compressed: string[] = [];
  page.on('response', (res: Response) => {
    void (async () => {
      const type = res.headers()['content-type'] ?? '';
      if (!/javascript|json|text\/html|text\/css|svg/.test(type) || res.status() !== 200) return;
      const headers = await res.allHeaders();
      const length = Number(headers['content-length'] ?? (await res.body().catch(() => Buffer.alloc(0))).length);
      const encoding = headers['content-encoding'];
      const url = new URL(res.url()).pathname;
      if (encoding === 'br' || encoding === 'gzip') compressed.push(url);
      else if (length > 1024) plain.push(`${url} (${length} bytes, ${encoding ?? 'sin compresión'})`);
    })();
  });
  return { plain, compressed };
}

describe('compressed loads (issue 12)', () => {
  for (const size of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    it(`the login page and the home arrive compressed at ${VIEWPORTS[size].width}x${VIEWPORTS[size].height}`, async () => {
      const context = await e2e.browser.newContext({ viewport: VIEWPORTS[size] });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(String(err)));
      const seen = watch(page);
      try {
        await page.goto(`${e2e.portal.url}/auth/login-page`, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { name: 'Iniciar Sesión' }).first().waitFor();
        await loginAs(page, e2e.portal.url, DEMO.participant2);
        await page.waitForLoadState('networkidle');
        // the catalogue's product list is an api answer of some size (small answers stay plain)
        await page.goto(`${e2e.portal.url}/admin/products`, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { name: 'Catálogo de Productos' }).first().waitFor();
      } finally {
        await context.close();
      }
      assert.deepEqual(errors, [], 'no uncaught error');
      assert.ok(seen.compressed.some((u) => u.endsWith('.js')), `scripts arrive compressed: ${seen.compressed.join(', ')}`);
      assert.ok(seen.compressed.some((u) => u.startsWith('/api/')), `api answers arrive compressed: ${seen.compressed.join(', ')}`);
      assert.deepEqual(seen.plain, [], 'no text answer over 1 KB arrives uncompressed');
    });
  }
});
