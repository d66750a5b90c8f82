// The Chromium the Lighthouse tools run on (profile:lantern, profile:whatif): launched headless,
// signed in as the demo participant on a portal already running at `base` (WHO=<identification
// number> for another person), then left with no service worker and no copies, so Lighthouse's load
// of a page is a cold one, as the bench's. An https address (nginx's, LIGHTHOUSE_EDGE) is taken with
// its certificate made for the run. Plain Node: Lighthouse's page functions lose their names under tsx.
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';

/** a signed-in Chromium for Lighthouse (`port`); the caller kills it */
export async function launchSignedIn(base) {
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', ...(base.startsWith('https:') ? ['--ignore-certificate-errors'] : [])],
  });
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${base}/auth/login-page`);
    await page.getByLabel('Número de identificación').fill(process.env.WHO || '1000000002');
    await page.getByLabel('Contraseña').fill(process.env.DEMO_PASSWORD || 'demo1234');
    await page.getByRole('button', { name: /ingresar|iniciar sesión/i }).click();
    await page.waitForURL('**/admin/home');
    await page.evaluate(async () => {
      await new Promise((r) => setTimeout(r, 3000));
      for (const reg of await navigator.serviceWorker.getRegistrations()) await reg.unregister();
      for (const name of await caches.keys()) await caches.delete(name);
    });
    await page.close();
    await browser.close();
    return chrome;
  } catch (error) {
    await chrome.kill();
    throw error;
  }
}
