// The pages whose speed the portal answers for, with who is logged in on each and the JavaScript a
// cold load of each may download: one list for the Lighthouse bench (tools/perf/bench-lighthouse.ts,
// figures that move with the machine) and the budgets' browser test (e2e/src/platform/budgets.e2e.ts, bytes
// that do not), so a page or a budget changed in one is changed in both.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { createDb, DEMO_BY_ROLE, DEMO_PASSWORD } from '@portal/api/testing';

/** who is logged in when a page is measured: nobody, a participant, the approver or the administrator (each role's demo account) */
export type Person = 'participant' | 'approver' | 'admin' | null;

/**
 * The JavaScript a cold load of each page may download, brotli as served (KiB), as
 * docs/performance.md "Budgets and goals" states: about 8% above what the largest page of each kind
 * downloads, so a change that adds to a page fails the budgets' test and a budget is raised only on
 * purpose. The login page is one file; the registration page adds the http client's axios, which
 * its reads need before any session; the other pages are the shell's start (main.js, bootstrap,
 * admin) plus their remote's entry and screen, without axios, which no page's load asks for
 * (docs/adr/0053-axios-beside-main-js.md). `admin` is an administrator's list, detail or form
 * screen of remote-admin (its catalogue kit on top of the shell's); `report`, a report drawn with the
 * charts library.
 */
export const JS_BUDGET_KIB = { login: 95, register: 140, home: 125, list: 185, admin: 220, report: 325 };
export type Budget = keyof typeof JS_BUDGET_KIB;

export interface PerfPage {
  /** where it is opened; `{product}`, `{invoice}`, `{request}` and `{tire}` stand for a demo record's id (withIds) */
  path: string;
  /** who is logged in when it is measured */
  who: Person;
  budget: Budget;
  /** the heading that shows the page's screen is drawn */
  screen: string;
  /**
   * false: left out of the Lighthouse bench, whose list is the participant's and the approver's
   * pages (docs/performance.md "Budgets and goals"); the budgets' test still measures it
   */
  lighthouse?: false;
}

/**
 * The two public pages, eight of a logged-in participant, two of the approver, six of the
 * administrator (budgets only); grouped by who is logged in, public pages first (nobody is yet), so
 * the bench logs in once per person.
 */
export const PAGES: readonly PerfPage[] = [
  { path: '/auth/login-page', who: null, budget: 'login', screen: 'Iniciar Sesión' },
  { path: '/auth/register-page', who: null, budget: 'register', screen: 'Registrar Usuario' },
  { path: '/admin/home', who: 'participant', budget: 'home', screen: 'Inicio' },
  { path: '/admin/products', who: 'participant', budget: 'list', screen: 'Catálogo de Productos' },
  { path: '/admin/register-sale', who: 'participant', budget: 'list', screen: 'Ingresar Venta' },
  { path: '/admin/invoices-list', who: 'participant', budget: 'list', screen: 'Lista de Ventas' },
  { path: '/admin/redeem-product/{product}', who: 'participant', budget: 'list', screen: 'Redimir Producto' },
  { path: '/admin/redeem-list', who: 'participant', budget: 'list', screen: 'Lista Redenciones' },
  { path: '/admin/profile-user', who: 'participant', budget: 'list', screen: 'Mi Perfil' },
  { path: '/admin/invoice-details/{invoice}', who: 'participant', budget: 'list', screen: 'Detalle de Factura' },
  { path: '/admin/redeem-list', who: 'approver', budget: 'list', screen: 'Lista Redenciones' },
  { path: '/admin/confirm-redeem/{request}', who: 'approver', budget: 'list', screen: 'Ver Solicitud' },
  { path: '/admin/list-users', who: 'admin', budget: 'admin', screen: 'Lista de Usuarios', lighthouse: false },
  { path: '/admin/create-product', who: 'admin', budget: 'admin', screen: 'Ingresar Producto', lighthouse: false },
  { path: '/admin/edit-tire/{tire}', who: 'admin', budget: 'admin', screen: 'Editar Llanta', lighthouse: false },
  { path: '/admin/invoices-list', who: 'admin', budget: 'admin', screen: 'Lista de Ventas', lighthouse: false },
  { path: '/admin/points', who: 'admin', budget: 'report', screen: 'Reporte de Puntos', lighthouse: false },
  { path: '/admin/audit-log', who: 'admin', budget: 'admin', screen: 'Registro de Auditoría', lighthouse: false },
];

/** the pages the Lighthouse bench loads: PAGES without those marked `lighthouse: false` */
export const BENCH_PAGES: readonly PerfPage[] = PAGES.filter((page) => page.lighthouse !== false);

/** the demo records the pages with an id in their address open: the participant's invoice, a product, a request, a tire */
export interface DemoIds {
  invoice: number;
  product: number;
  request: number;
  tire: number;
}

/** the ids of those records in the demo data of a portal whose DATA_DIR (SQLite) is `dataDir` */
export async function demoIds(dataDir: string): Promise<DemoIds> {
  const db = createDb({ sqliteFile: path.join(dataDir, 'portal.sqlite') });
  try {
    const participant = await db.selectFrom('users').select('id').where('identification_number', '=', DEMO_BY_ROLE.participant).executeTakeFirstOrThrow();
    const invoice = await db.selectFrom('invoices').select('id').where('users_id', '=', participant.id).orderBy('id').executeTakeFirstOrThrow();
    const product = await db.selectFrom('products').select('id').where('state', '=', '1').orderBy('points').orderBy('id').executeTakeFirstOrThrow();
    const request = await db.selectFrom('apply_for').select('id').orderBy('id').executeTakeFirstOrThrow();
    const tire = await db.selectFrom('tires').select('id').orderBy('id').executeTakeFirstOrThrow();
    return { invoice: invoice.id, product: product.id, request: request.id, tire: tire.id };
  } finally {
    await db.destroy();
  }
}

/** a page's address with its record's id in place of `{product}`, `{invoice}`, `{request}` or `{tire}` */
export function withIds(pagePath: string, ids: DemoIds): string {
  return pagePath.replace(/\{(product|invoice|request|tire)\}/g, (_, name: keyof DemoIds) => String(ids[name]));
}

/**
 * Logs `who` in through the login form of `page`, whose origin is `base`, as a person does; whoever
 * was logged in before is forgotten first (the session shared-auth keeps in IndexedDB, and every
 * cached answer). Ends on the home the login opens.
 */
export async function startSession(page: Page, base: string, who: Exclude<Person, null>): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'all' });
  } finally {
    await cdp.detach();
  }
  await page.goto(`${base}/auth/login-page`);
  await page.getByLabel('Número de identificación').fill(DEMO_BY_ROLE[who]);
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /ingresar|iniciar sesión/i }).click();
  await page.waitForURL('**/admin/home');
}
