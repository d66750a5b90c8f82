// The portal is an app a phone can install. Chromium's own installability
// check (the DevTools protocol's Page.getInstallabilityErrors, what Chrome asks before offering to
// install) on the login page and on a participant's home, against the real api: the manifest every
// page names once loaded parses with no error, its icons are there at the sizes it says, in the theme's colours.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO, VIEWPORTS, launchProfile, loginAs, usePortal } from '../harness';

const e2e = usePortal();

interface AppManifestAnswer {
  url: string;
  errors: { message: string; critical: number }[];
  parsed?: { name?: string; shortName?: string; startUrl?: string; display?: string; themeColor?: number; icons?: { url: string; sizes: string; purpose?: string }[] };
}

async function installability(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    const manifest = (await cdp.send('Page.getAppManifest', {})) as unknown as AppManifestAnswer;
    return { errors: installabilityErrors.map((e) => e.errorId), manifest };
  } finally {
    await cdp.detach();
  }
}

describe('an installable portal', () => {
  it('the login page and a participant\'s home name a manifest Chromium finds installable: Spanish name, start on the home, standalone, icons of 192 and 512 px', async () => {
    // a profile of its own: Chromium installs nothing from an incognito context ('in-incognito')
    const context = await launchProfile({ viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true });
    const page = context.pages()[0] ?? await context.newPage();
    try {
      await page.goto(`${e2e.portal.url}/auth/login-page`);
      await page.getByRole('button', { name: /ingresar|iniciar sesión/i }).waitFor();
      // the page names its manifest once it has loaded and idled (shell/src/offline/register.ts)
      await page.locator('link[rel="manifest"]').waitFor({ state: 'attached', timeout: 30_000 });
      const atLogin = await installability(page);
      assert.deepEqual(atLogin.manifest.errors, [], `the manifest parses: ${JSON.stringify(atLogin.manifest.errors)}`);
      assert.ok(atLogin.manifest.url.endsWith('/manifest.webmanifest'), atLogin.manifest.url);

      await loginAs(page, e2e.portal.url, DEMO.participantA);
      await page.waitForURL('**/admin/home');
      await page.getByRole('heading', { name: 'Llantas destacadas' }).waitFor();
      await page.locator('link[rel="manifest"]').waitFor({ state: 'attached', timeout: 30_000 });
      const atHome = await installability(page);
      assert.deepEqual(atHome.errors, [], `Chromium finds the portal installable: ${atHome.errors.join(', ')}`);
      const manifest = await (await page.request.get(`${e2e.portal.url}/manifest.webmanifest`)).json() as {
        name: string; short_name: string; lang: string; start_url: string; display: string; theme_color: string; background_color: string;
        icons: { src: string; sizes: string; type: string; purpose: string }[];
      };
      assert.equal(manifest.name, 'Portal de Puntos');
      assert.equal(manifest.short_name, 'Puntos');
      assert.equal(manifest.lang, 'es-CO');
      assert.equal(manifest.start_url, '/admin/home');
      assert.equal(manifest.display, 'standalone');
      // the theme's primary and the page's grey (shared-ui theme)
      assert.equal(manifest.theme_color, '#9c27b0');
      assert.equal(manifest.background_color, '#eeeeee');
      assert.equal(await page.locator('meta[name="theme-color"]').getAttribute('content'), '#9c27b0');
      for (const want of ['192x192 any', '512x512 any', '512x512 maskable']) {
        const icon = manifest.icons.find((i) => `${i.sizes} ${i.purpose}` === want);
        assert.ok(icon, `an icon ${want}: ${JSON.stringify(manifest.icons)}`);
        const answer = await page.request.get(`${e2e.portal.url}${icon.src}`);
        assert.equal(answer.status(), 200, icon.src);
        assert.equal(answer.headers()['content-type'], 'image/png', icon.src);
        // a PNG of the size the manifest says (its IHDR: width and height at bytes 16-23)
        const png = await answer.body();
        const side = Number(icon.sizes.split('x')[0]);
        assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [side, side], icon.src);
      }
      const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
      assert.equal((await page.request.get(`${e2e.portal.url}${apple}`)).status(), 200, `the iOS icon ${apple}`);
    } finally {
      await context.close();
    }
  });
});
