// Every screen built so far, as a person sees it at 1366x900 and at 390x844: a screenshot of each
// is kept in e2e/artifacts/screens/ for a person to look at after the run, and a screen that
// scrolls sideways on either size (something cut off or wider than the phone) or that breaks any
// WCAG 2.1 A/AA rule axe-core checks fails here.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { assertNoAxeViolations } from '../axe';
import { DEMO, VIEWPORTS, assertCellsInView, loginAs, shoot, usePortal, type ViewportName } from '../harness';

const e2e = usePortal();

interface Screen {
  name: string;
  /** demo account, or null for the auth pages */
  user: string | null;
  path: string;
  /** a heading the screen shows once it is ready */
  heading: string | RegExp;
  /** a text the screen shows once its data is there (a list's first page), when the heading comes first */
  ready?: RegExp;
}

/** a table's first page is there (SPEC 9: the summary above it) */
const LISTED = /^Mostrando 1 a \d+ de \d+ registros$/;

const SCREENS: Screen[] = [
  { name: 'login', user: null, path: '/auth/login-page', heading: 'Iniciar Sesión' },
  { name: 'recovery', user: null, path: '/auth/recovery-pass', heading: 'Recuperar Contraseña' },
  { name: 'register', user: null, path: '/auth/register-page', heading: 'Registrar Usuario' },
  { name: 'home', user: DEMO.participantA, path: '/admin/home', heading: /Llantas destacadas|Inicio/ },
  // the cards drawn before the pictures are scrolled through (a busy CI showed the heading first)
  { name: 'catalogue', user: DEMO.participantA, path: '/admin/products', heading: 'Catálogo de Productos', ready: /^Redimir$/ },
  { name: 'register-sale', user: DEMO.participantA, path: '/admin/register-sale', heading: 'Ingresar Venta' },
  { name: 'invoices-list', user: DEMO.participantA, path: '/admin/invoices-list', heading: 'Lista de Ventas' },
  { name: 'redeem-list-participant', user: DEMO.participantA, path: '/admin/redeem-list', heading: 'Lista de Redenciones' },
  { name: 'profile', user: DEMO.participantA, path: '/admin/profile-user', heading: 'Mi Perfil' },
  { name: 'politics', user: DEMO.participantA, path: '/admin/politics', heading: 'Políticas Y Condiciones' },
  { name: 'redeem-list-approver', user: DEMO.approver, path: '/admin/redeem-list', heading: 'Lista de Redenciones' },
  // the buyer (profile 5): every profile of SPEC 6 is in the gallery, so axe sees each one's screens
  { name: 'home-buyer', user: DEMO.buyer, path: '/admin/home', heading: /Llantas destacadas|Inicio/ },
  { name: 'redeem-list-buyer', user: DEMO.buyer, path: '/admin/redeem-list', heading: 'Lista de Redenciones' },
  // the approver's and the administrator's work queue (demo invoices in Creada, some with warnings)
  { name: 'review-invoices-approver', user: DEMO.approver, path: '/admin/review-invoices', heading: 'Facturas por revisar', ready: LISTED },
  { name: 'review-invoices-admin', user: DEMO.admin, path: '/admin/review-invoices', heading: 'Facturas por revisar', ready: LISTED },
  { name: 'confirm-redeem', user: DEMO.approver, path: '/admin/confirm-redeem/1', heading: 'Información de solicitud' },
  { name: 'invoice-details', user: DEMO.admin, path: '/admin/invoice-details/1', heading: 'Detalle de Factura' },
  { name: 'cities', user: DEMO.admin, path: '/admin/list-cities', heading: 'Lista de Ciudades' },
  { name: 'create-user', user: DEMO.admin, path: '/admin/create-user', heading: 'Registrar Usuario' },
  // the catalogue administration (SPEC 2.7, 2.8); the edit screens open demo rows (api/src/seed)
  { name: 'brands', user: DEMO.admin, path: '/admin/list-brands', heading: 'Lista de Marcas', ready: LISTED },
  { name: 'create-brand', user: DEMO.admin, path: '/admin/create-brand', heading: 'Crear Marca' },
  { name: 'edit-brand', user: DEMO.admin, path: '/admin/edit-brand/1', heading: 'Editar Marca' },
  { name: 'designs', user: DEMO.admin, path: '/admin/list-designs', heading: 'Lista de Diseños', ready: LISTED },
  { name: 'create-design', user: DEMO.admin, path: '/admin/create-design', heading: 'Crear Diseño' },
  { name: 'edit-design', user: DEMO.admin, path: '/admin/edit-design/1', heading: 'Editar Diseño', ready: LISTED },
  { name: 'categories', user: DEMO.admin, path: '/admin/list-categories', heading: 'Lista de Categorias', ready: LISTED },
  { name: 'create-category', user: DEMO.admin, path: '/admin/create-category', heading: 'Crear Categoría' },
  { name: 'edit-category', user: DEMO.admin, path: '/admin/edit-category/1', heading: 'Editar Categoría' },
  { name: 'subsidiaries', user: DEMO.admin, path: '/admin/list-subsidiaries', heading: 'Lista de Sucursales', ready: LISTED },
  { name: 'create-subsidiary', user: DEMO.admin, path: '/admin/create-subsidiary', heading: 'Crear Sucursal' },
  { name: 'edit-subsidiary', user: DEMO.admin, path: '/admin/edit-subsidiary/1', heading: 'Editar Sucursal' },
  { name: 'profiles', user: DEMO.admin, path: '/admin/profiles-list', heading: 'Lista de Perfiles', ready: LISTED },
  { name: 'create-profile', user: DEMO.admin, path: '/admin/create-profile', heading: 'Crear Perfil' },
  { name: 'edit-profile', user: DEMO.admin, path: '/admin/edit-profile/2', heading: 'Editar Perfil' },
  { name: 'tires', user: DEMO.admin, path: '/admin/list-tires', heading: 'Lista de Llantas', ready: LISTED },
  { name: 'create-tire', user: DEMO.admin, path: '/admin/create-tire', heading: 'Crear Llanta' },
  { name: 'edit-tire', user: DEMO.admin, path: '/admin/edit-tire/1', heading: 'Editar Llanta' },
  { name: 'products-admin', user: DEMO.admin, path: '/admin/list-products', heading: 'Lista de Productos', ready: /^[\d.]+ puntos$/ },
  { name: 'create-product', user: DEMO.admin, path: '/admin/create-product', heading: 'Ingresar Producto' },
  { name: 'edit-product', user: DEMO.admin, path: '/admin/edit-product/1', heading: 'Editar Producto' },
  { name: 'slides', user: DEMO.admin, path: '/admin/list-slides', heading: 'Lista de Slides', ready: LISTED },
  { name: 'create-slide', user: DEMO.admin, path: '/admin/create-slide', heading: 'Ingresar Slide' },
  // people and every invoice for the administrator (SPEC 2.5, 2.6, 2.9)
  { name: 'users', user: DEMO.admin, path: '/admin/list-users', heading: 'Lista de Usuarios', ready: LISTED },
  { name: 'edit-user', user: DEMO.admin, path: '/admin/edit-users/2', heading: 'Editar Usuario', ready: LISTED },
  { name: 'invoices-list-admin', user: DEMO.admin, path: '/admin/invoices-list', heading: 'Lista de Ventas', ready: LISTED },
  // the reports and the audit log
  { name: 'points-report', user: DEMO.admin, path: '/admin/points', heading: 'Reporte de Puntos', ready: /^Cifras de «Redenciones por estado»$/ },
  { name: 'invoices-report', user: DEMO.admin, path: '/admin/invoices', heading: 'Reporte de Facturas', ready: /^Cifras de «Facturas por estado»$/ },
  { name: 'audit-log', user: DEMO.admin, path: '/admin/audit-log', heading: 'Registro de Auditoría', ready: LISTED },
];

type Signedin = Awaited<ReturnType<BrowserContext['storageState']>>;
/**
 * Each person signs in once for the whole gallery: the portal keeps the session in IndexedDB, which
 * every screen's fresh browser context then starts with (a screen is still a cold load of its
 * page). A sign-in per screen and size was a login page and a home loaded 80 times over, the
 * longest part of the run.
 */
const signedIn = new Map<string, Promise<Signedin>>();
function sessionOf(browser: Browser, user: string): Promise<Signedin> {
  let state = signedIn.get(user);
  if (!state) {
    state = (async () => {
      const context = await browser.newContext();
      try {
        await loginAs(await context.newPage(), e2e.portal.url, user);
        return await context.storageState({ indexedDB: true });
      } finally {
        await context.close();
      }
    })();
    signedIn.set(user, state);
  }
  return state;
}

async function pageFor(browser: Browser, size: ViewportName, user: string | null): Promise<Page> {
  const storageState = user ? await sessionOf(browser, user) : undefined;
  const context = await browser.newContext({ viewport: VIEWPORTS[size], storageState });
  return context.newPage();
}

/**
 * Images below the fold load lazily (loading="lazy") only when scrolled near: a full-page picture
 * would show them blank. Scrolls down a screen at a time and, at each position, waits until every
 * picture in view has its address and has loaded (the browser's lazy loading and usePictureMayLoad
 * see what is in view only in a drawn frame, and the portal gives a picture its address a frame or
 * two after the browser reports it in view: moved on sooner, as a busy CI did, the cards between
 * stayed blank in the picture), then waits until every image has loaded.
 */
async function loadLazyImages(page: Page) {
  const step = page.viewportSize()?.height ?? 800;
  // the page's height read again at each step: rows drawn meanwhile are scrolled through too
  for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += step) {
    await page.evaluate(async (to) => {
      window.scrollTo(0, to);
      // (no named function in here: the test's compiler would wrap it in a helper the page lacks)
      const until = performance.now() + 5_000;
      for (;;) {
        await new Promise(requestAnimationFrame);
        const waiting = [...document.images].some((img) => {
          const box = img.getBoundingClientRect();
          const inView = box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
          return inView && !(img.hasAttribute('src') && img.complete);
        });
        if (!waiting || performance.now() > until) break;
      }
    }, y);
  }
  await page.waitForFunction(() => [...document.images].every((img) => img.complete), undefined, { timeout: 10_000 }).catch(() => undefined);
}


for (const size of Object.keys(VIEWPORTS) as ViewportName[]) {
  describe(`every screen at ${VIEWPORTS[size].width}x${VIEWPORTS[size].height}`, () => {
    for (const screen of SCREENS) {
      it(screen.name, async () => {
        const page = await pageFor(e2e.browser, size, screen.user);
        try {
          await page.goto(`${e2e.portal.url}${screen.path}`);
          await page.getByRole('heading', { name: screen.heading }).first().waitFor();
          if (screen.ready) await page.getByText(screen.ready).first().waitFor();
          await loadLazyImages(page);
          await shoot(page, screen.name);
          if (size === 'phone') await assertCellsInView(page, screen.name);
          await assertNoAxeViolations(page, `${screen.name} at ${VIEWPORTS[size].width}x${VIEWPORTS[size].height}`);
        } finally {
          await page.context().close();
        }
      });
    }
  });
}
