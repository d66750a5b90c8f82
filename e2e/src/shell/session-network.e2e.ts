// A session that survives a bad network (SPEC 2.1 and 8): only the api's refusal of the
// token (401, 403) ends a session. A 502 or a dropped connection on the session check keeps the
// person on their page with a calm banner while the check is asked again; a 401 still logs out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page, Route } from 'playwright-core';
import { contrast } from '@portal/shared-ui/theme/testing';
import { DEMO, loginAs, shoot, usePortal } from '../harness';

const e2e = usePortal();

const RETRYING = 'Sin conexión con el servidor, reintentando…';
const banner = (page: Page) => page.getByRole('status').filter({ hasText: RETRYING });
const menuLink = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Catálogo de Productos' });
const isSessionCheck = (url: URL) => url.pathname === '/api/session';

/** The session check's answers from now on: 'through' lets the api answer, the rest are made up here. */
type Answer = 'through' | 502 | 'dropped' | 401;

/** Puts /api/session under the test's control; counts the checks each answer was given to. */
async function controlSessionCheck(page: Page) {
  let answer: Answer = 'through';
  const given = new Map<Answer, number>();
  await page.route(isSessionCheck, async (route: Route) => {
    const now = answer;
    given.set(now, (given.get(now) ?? 0) + 1);
    if (now === 'through') await route.continue();
    else if (now === 'dropped') await route.abort('internetdisconnected');
    else await route.fulfill({ status: now, contentType: 'application/json', body: JSON.stringify({ message: 'error', detail: now === 401 ? 'Sesión vencida' : 'Bad Gateway', statusCode: now }) });
  });
  return {
    answer(next: Answer) {
      answer = next;
    },
    given: (a: Answer) => given.get(a) ?? 0,
    /** waits until `a` was given to `n` checks in all (the checks come 2 s, 4 s, 8 s... apart) */
    async waitGiven(a: Answer, n: number, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while ((given.get(a) ?? 0) < n) {
        if (Date.now() > deadline) throw new Error(`the session check was answered ${a} ${given.get(a) ?? 0} times, not ${n}, within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
  };
}

/** the access token the page keeps in IndexedDB (shared-auth session.ts: idb-keyval's store) */
function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      new Promise<string | null>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('keyval', 'readonly').objectStore('keyval').get('portal-session');
          read.onerror = () => reject(read.error);
          read.onsuccess = () => resolve(read.result ? (JSON.parse(read.result as string).state?.token ?? null) : null);
        };
      }),
  );
}

/** the colours of the text of the element at `selector` and of its own background, as the browser draws them */
function coloursOf(page: Page, selector: string) {
  return page.locator(selector).evaluate((el) => {
    const style = getComputedStyle(el);
    return { color: style.color, background: style.backgroundColor };
  });
}

describe('the session check on a bad network', () => {
  it('keeps the person on the page with the banner through a 502 and a dropped connection; the banner goes when the api answers; a 401 logs out', async () => {
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    await loginAs(page, e2e.portal.url, DEMO.participantA);
    const token = await storedToken(page);
    assert.ok(token, 'the login stored the session');
    const check = await controlSessionCheck(page);

    // a 502 on the check of a reload
    check.answer(502);
    await page.reload();
    await banner(page).waitFor();
    await menuLink(page).waitFor();
    assert.ok(page.url().endsWith('/admin/home'), `still on the home page, not ${page.url()}`);
    assert.equal(await storedToken(page), token, 'a 502 keeps the stored session');
    const { color, background } = await coloursOf(page, `[role="status"] > p:has-text("${RETRYING}")`);
    const ratio = contrast(color, background);
    assert.ok(ratio >= 4.5, `the banner's text has ${ratio.toFixed(2)}:1 (${color} on ${background}); WCAG AA asks 4.5:1`);
    await shoot(page, 'session-retrying');

    // then the connection drops: the next check (2 s after the 502) gets no answer at all
    check.answer('dropped');
    await check.waitGiven('dropped', 1);
    await page.waitForTimeout(300);
    assert.equal(await banner(page).count(), 1, 'the banner stays while the network is down');
    assert.ok(page.url().endsWith('/admin/home'), `still on the home page, not ${page.url()}`);
    assert.equal(await storedToken(page), token, 'a dropped connection keeps the stored session');
    await menuLink(page).click();
    await page.waitForURL('**/admin/products');

    // the api answers again: the next check passes and the banner goes, the page and session stay
    check.answer('through');
    await check.waitGiven('through', 1);
    await banner(page).waitFor({ state: 'detached' });
    assert.ok(page.url().endsWith('/admin/products'), `still on the page the person went to, not ${page.url()}`);
    assert.equal(await storedToken(page), token);

    // SPEC 8: a 401 from the check still ends the session on the login page
    check.answer(401);
    await page.reload();
    await page.waitForURL('**/auth/login-page');
    await page.getByRole('heading', { name: 'Iniciar Sesión' }).first().waitFor();
    assert.equal(await storedToken(page), null, 'a 401 ends the stored session');
    await context.close();
  });

  it('a 401 while the check is being retried after a 502 logs out', async () => {
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    await loginAs(page, e2e.portal.url, DEMO.participantB);
    const check = await controlSessionCheck(page);
    check.answer(502);
    await page.reload();
    await banner(page).waitFor();
    check.answer(401);
    await page.waitForURL('**/auth/login-page', { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Iniciar Sesión' }).first().waitFor();
    assert.equal(check.given(401), 1);
    assert.equal(await storedToken(page), null);
    await context.close();
  });
});
