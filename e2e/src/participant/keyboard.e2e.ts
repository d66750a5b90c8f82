// The three journeys a person does most, with the keyboard only, in
// Chromium against the real api. A participant registers a sale with two tire lines and a photo, a
// participant redeems a product through its confirmation question, and the approver approves an
// invoice from a request's 'Lista de Ventas'. Only page.keyboard moves and acts (Tab, Shift+Tab,
// Enter, Space, arrows, Escape, and text typed into the focused field); the photo is picked in the
// file chooser the keyboard opens, as a person picks it in the system's dialog. At every stop the
// focused element is asserted to show a focus style and to be on screen, not covered; the results are
// read as a person reads them (the success texts, the sidebar's balance, the invoice's state).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FileChooser, Page } from 'playwright-core';
import { DEMO, DEMO_PASSWORD, VIEWPORTS, apiLogin, shoot, uniquePng, usePortal, type ViewportName } from '../harness';

const e2e = usePortal();

/** what the keyboard's focus is on, and how a person sees it */
interface Focused {
  tag: string;
  role: string;
  name: string;
  /** the legend of the fieldset around it ('Llanta 2'), if any */
  group: string;
  /** how the focus shows: the 3px outline, a box-shadow ring, a field's thick underline, or not at all */
  indicator: 'outline' | 'ring' | 'underline' | null;
  /** the computed styles the indicator was read from, for the failure messages */
  style: string;
  /** wholly inside the viewport */
  inViewport: boolean;
  /** the element itself is what is drawn at its centre (not clipped away, not under a bar or backdrop) */
  onTop: boolean;
  value: string;
}

/**
 * document.activeElement as a person meets it: its role and name, its focus style and where it is.
 * A string, run in the page: tsx would put its __name() helper into a function's inner functions.
 */
const FOCUSED_SCRIPT = `(() => {
  const el = document.activeElement || document.body;
  const tag = el.tagName.toLowerCase();
  const text = (node) => ((node && node.textContent) || '').replace(/\\s+/g, ' ').trim();
  const type = (el.getAttribute('type') || 'text').toLowerCase();
  let implicit = tag;
  if (tag === 'a' && el.hasAttribute('href')) implicit = 'link';
  else if (tag === 'button') implicit = 'button';
  else if (tag === 'select') implicit = 'combobox';
  else if (tag === 'textarea') implicit = 'textbox';
  else if (tag === 'input') implicit = type === 'search' ? 'searchbox' : type === 'file' ? 'file' : type === 'checkbox' ? 'checkbox' : 'textbox';
  else if (/^h[1-6]$/.test(tag)) implicit = 'heading';
  else if (tag === 'body') implicit = 'document';
  let name = '';
  const labelledBy = el.getAttribute('aria-labelledby');
  if (labelledBy) name = labelledBy.split(/\\s+/).map((id) => text(document.getElementById(id))).join(' ');
  else if (el.getAttribute('aria-label')) name = el.getAttribute('aria-label').trim();
  else if (el.labels && el.labels.length > 0) name = text(el.labels[0]);
  else name = text(el) || el.getAttribute('title') || el.getAttribute('placeholder') || '';
  const cs = getComputedStyle(el);
  const px = (v) => parseFloat(v) || 0;
  const drawn = (color) => color !== 'transparent' && !/rgba\\(.*,\\s*0\\)$/.test(color);
  let indicator = null;
  if (cs.outlineStyle !== 'none' && px(cs.outlineWidth) >= 2 && drawn(cs.outlineColor)) indicator = 'outline';
  // a ring: a box-shadow with no offset and no blur, spread 2px or more ('0 0 0 3px #00838f')
  else if (/(^|,\\s*)(rgba?\\([^)]*\\)\\s+)?0px 0px 0px ([2-9]|\\d\\d)/.test(cs.boxShadow)) indicator = 'ring';
  else {
    // a field's focus: its underline turns 2px thick (on the field, or the search box around a search input)
    for (const node of [el, el.parentElement]) {
      if (!node) continue;
      const s = getComputedStyle(node);
      if (s.borderBottomStyle !== 'none' && px(s.borderBottomWidth) >= 2 && drawn(s.borderBottomColor)) {
        indicator = 'underline';
        break;
      }
    }
  }
  const r = el.getBoundingClientRect();
  const inViewport = r.width > 0 && r.height > 0 && r.top >= -1 && r.left >= -1 && r.bottom <= window.innerHeight + 1 && r.right <= window.innerWidth + 1;
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  const fieldset = el.closest('fieldset');
  return {
    tag,
    role: el.getAttribute('role') || implicit,
    name,
    group: text(fieldset && fieldset.querySelector('legend')),
    indicator: tag === 'body' ? null : indicator,
    style: 'outline ' + cs.outlineStyle + ' ' + cs.outlineWidth + ' ' + cs.outlineColor + '; box-shadow ' + cs.boxShadow + '; border-bottom ' + cs.borderBottomWidth + ' ' + cs.borderBottomStyle + ' ' + cs.borderBottomColor,
    inViewport,
    onTop: hit !== null && (hit === el || el.contains(hit)),
    value: typeof el.value === 'string' ? el.value : '',
  };
})()`;

function focused(page: Page): Promise<Focused> {
  return page.evaluate(FOCUSED_SCRIPT) as Promise<Focused>;
}

const describeFocus = (f: Focused) => `${f.role} "${f.name.slice(0, 60)}"${f.group ? ` in ${f.group}` : ''}`;

/** the focus shows (a 3px outline, a ring, or a field's 2px underline) on something drawn on screen */
function assertShown(f: Focused, where: string) {
  assert.notEqual(f.tag, 'body', `${where}: the focus fell to <body>`);
  assert.ok(f.indicator, `${where}: ${describeFocus(f)} shows no focus style (${f.style})`);
  assert.ok(f.inViewport, `${where}: ${describeFocus(f)} is not wholly on screen`);
  assert.ok(f.onTop, `${where}: ${describeFocus(f)} is hidden or covered at its centre`);
}

interface Target {
  role: string;
  name: string | RegExp;
  /** the fieldset's legend ('Llanta 2') */
  group?: string;
}

const matches = (f: Focused, t: Target) =>
  f.role === t.role && (typeof t.name === 'string' ? f.name === t.name : t.name.test(f.name)) && (t.group === undefined || f.group === t.group);
const describeTarget = (t: Target) => `${t.role} "${t.name}"${t.group ? ` in ${t.group}` : ''}`;

/** asserts the focus is on `target`, shown and on screen; answers what it is */
async function assertFocus(page: Page, target: Target, where = describeTarget(target)): Promise<Focused> {
  const f = await focused(page);
  assert.ok(matches(f, target), `${where}: the focus is on ${describeFocus(f)}, not on ${describeTarget(target)}`);
  assertShown(f, where);
  return f;
}

/** waits (a screen loading, a move) until the focus is on `target` (or one of them), then asserts it is shown */
async function focusComes(page: Page, target: Target | Target[], timeoutMs = 10_000): Promise<Focused> {
  const targets = Array.isArray(target) ? target : [target];
  const deadline = Date.now() + timeoutMs;
  let f = await focused(page);
  while (!targets.some((t) => matches(f, t)) && Date.now() < deadline) {
    await page.waitForTimeout(100);
    f = await focused(page).catch(() => f);
  }
  const where = targets.map(describeTarget).join(' or ');
  assert.ok(targets.some((t) => matches(f, t)), `${where}: the focus is on ${describeFocus(f)}`);
  assertShown(f, where);
  return f;
}

/**
 * Presses Tab (Shift+Tab with `back`) until the focus is on `target`; every stop on the way must show
 * its focus on screen (the end of the page, <body>, is passed through as a browser's own controls).
 * Fails after `max` presses, listing the stops. Answers how many presses it took.
 */
async function tabTo(page: Page, target: Target, { max = 25, back = false }: { max?: number; back?: boolean } = {}): Promise<number> {
  const stops: string[] = [];
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const f = await focused(page);
    stops.push(describeFocus(f));
    if (f.tag !== 'body') assertShown(f, `Tab ${presses} towards ${describeTarget(target)}`);
    if (matches(f, target)) return presses;
  }
  assert.fail(`${describeTarget(target)} not reached in ${max} ${back ? 'Shift+Tab' : 'Tab'} presses; the focus went: ${stops.join(' -> ')}`);
}

/** presses `key` and asserts where the focus is then */
async function press(page: Page, key: string, target: Target): Promise<Focused> {
  await page.keyboard.press(key);
  return assertFocus(page, target, `after ${key}`);
}

async function newPage(size: ViewportName): Promise<Page> {
  const context = await e2e.browser.newContext({ viewport: VIEWPORTS[size], timezoneId: 'America/Bogota', locale: 'es-CO' });
  return context.newPage();
}

/** the login form, by keyboard: Tab to the identification, type, Tab, type the password, Enter */
async function keyboardLogin(page: Page, identification: string) {
  await page.goto(`${e2e.portal.url}/auth/login-page`);
  await page.getByRole('heading', { name: 'Iniciar Sesión' }).first().waitFor();
  await tabTo(page, { role: 'textbox', name: /^Número de identificación/ }, { max: 8 });
  await page.keyboard.type(identification);
  await tabTo(page, { role: 'textbox', name: /^Contraseña/ }, { max: 1 });
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/admin/home');
  await page.getByLabel('Barra lateral').or(page.getByRole('button', { name: 'Abrir menú' })).first().waitFor();
  // a person starts once the page is in (the home's carousels come with their slides)
  await page.waitForLoadState('networkidle');
  // the first page of a visit: the browser starts at the top, the first Tab is the skip link
  assert.equal((await focused(page)).tag, 'body');
  assert.equal(await tabTo(page, { role: 'link', name: 'Saltar al contenido principal' }, { max: 1 }), 1, 'the skip link is the first stop');
}

/**
 * The sidebar's balance read as a person does: Tab (or Shift+Tab, `back`) to their name in the
 * sidebar, Enter opens the user menu, the 'Puntos: N' line is read, Enter closes it again.
 */
async function readBalance(page: Page, userName: RegExp, back: boolean): Promise<number> {
  const nameButton: Target = { role: 'button', name: userName };
  await tabTo(page, nameButton, { back, max: 40 });
  const sidebar = page.getByLabel('Barra lateral').first();
  const points = sidebar.getByText(/^Puntos: [\d.]+$/);
  if (!(await points.isVisible())) await press(page, 'Enter', nameButton);
  const text = (await points.textContent()) ?? '';
  await press(page, 'Enter', nameButton);
  await points.waitFor({ state: 'detached' });
  return Number(text.replace(/\D/g, ''));
}

/** waits until the select `name` can be used (its options come with the choice before it) */
async function enabled(page: Page, name: string) {
  await page.waitForFunction((n) => {
    const select = document.querySelector<HTMLSelectElement>(`select[name="${n}"]`);
    return select !== null && !select.disabled && select.options.length > 1;
  }, name);
}

/** a native list, by keyboard: ArrowDown `times` from the placeholder, checking a value is chosen */
async function choose(page: Page, target: Target, times: number) {
  for (let i = 0; i < times; i++) await page.keyboard.press('ArrowDown');
  const f = await assertFocus(page, target);
  assert.notEqual(f.value, '', `${describeTarget(target)} has a value after ${times} ArrowDown`);
}

/** the photo, by keyboard: Enter or Space on the focused button opens the system's file chooser */
async function pickPhoto(page: Page, key: 'Enter' | 'Space') {
  const chooser = page.waitForEvent('filechooser', { timeout: 10_000 });
  // the chooser is caught once playwright has asked Chromium to report it; give that request its turn
  await page.waitForTimeout(200);
  await page.keyboard.press(key);
  const picked: FileChooser = await chooser;
  await picked.setFiles({ name: 'factura.png', mimeType: 'image/png', buffer: uniquePng() });
}

/**
 * 'Ingresar Venta' from the home, keyboard only: the menu (on a phone, its drawer), the date from the
 * calendar, number, total, the branch the form chose, the photo, two tire lines and 'Guardar'.
 * Answers the points the success text said.
 */
async function registerSale(page: Page, size: ViewportName): Promise<number> {
  if (size === 'phone') {
    // the menu is a drawer: 'Abrir menú' opens it as a dialog, with the focus inside
    await tabTo(page, { role: 'button', name: 'Abrir menú' }, { max: 2 });
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Barra lateral' }).waitFor();
    const inDrawer = await focused(page);
    assert.ok(
      await page.getByRole('dialog', { name: 'Barra lateral' }).evaluate((d) => d.contains(document.activeElement)),
      `the focus goes into the drawer (it is on ${describeFocus(inDrawer)})`,
    );
  }
  const sales: Target = { role: 'button', name: /^Ventas/ };
  assert.ok((await tabTo(page, sales, { max: 5 })) <= 5, "'Ventas' is a few stops into the menu");
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded')), 'false');
  await press(page, 'Enter', sales);
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded')), 'true', "Enter opens 'Ventas'");
  await tabTo(page, { role: 'link', name: 'Ingresar Venta' }, { max: 1 });
  await page.keyboard.press('Enter');
  await page.waitForURL('**/admin/register-sale');
  if (size === 'phone') await page.getByRole('dialog', { name: 'Barra lateral' }).waitFor({ state: 'detached' });
  // a move is a new page: the focus is on its heading, the next Tab is its first field
  await focusComes(page, { role: 'heading', name: 'Ingresar Venta' });

  // the date: typed, or picked from the calendar behind the button at the field's end (WAI-ARIA date
  // picker dialog): a focus passing by opens nothing; Enter on the button opens it on today, an arrow
  // moves, Enter picks
  await tabTo(page, { role: 'textbox', name: /^Fecha de la venta/ }, { max: 1 });
  const calendar = page.getByRole('dialog', { name: 'Elegir fecha' });
  assert.equal(await calendar.count(), 0, 'the focus on the date opens no calendar');
  const calendarButton: Target = { role: 'button', name: 'Elegir en el calendario: Fecha de la venta' };
  await tabTo(page, calendarButton, { max: 1 });
  // the calendar's code runs as its button is first focused: the stand-in of the same name hands the focus over
  await page.locator('.react-datepicker-wrapper').first().waitFor({ state: 'attached' });
  await focusComes(page, calendarButton);
  await page.keyboard.press('Enter');
  await calendar.waitFor();
  await focusComes(page, { role: 'gridcell', name: /^Elegir / });
  // a week back: a day the rule accepts whatever today is (after 2023-05-01, not after today)
  const day = await press(page, 'ArrowUp', { role: 'gridcell', name: /^Elegir / });
  await shoot(page, 'keyboard-sale-calendar');
  await page.keyboard.press('Enter');
  await calendar.waitFor({ state: 'detached' });
  // the calendar gives the focus back to its button (a moment after it closes: react-datepicker's timeout)
  await focusComes(page, calendarButton);
  const date = await page.getByLabel('Fecha de la venta', { exact: true }).inputValue();
  assert.match(date, /^\d\d\/\d\d\/\d{4}$/, `Enter on ${day.name} fills the date`);

  const number = `KB-${size}-${Date.now()}`;
  await tabTo(page, { role: 'textbox', name: /^Número de factura/ }, { max: 1 });
  await page.keyboard.type(number);
  await tabTo(page, { role: 'textbox', name: /^Total de la factura/ }, { max: 1 });
  await page.keyboard.type('1.850.000');
  // the participant's own branch is chosen already
  const branch = await tabTo(page, { role: 'combobox', name: /^Sucursal/ }, { max: 1 }).then(() => focused(page));
  assert.notEqual(branch.value, '', 'the own branch is chosen');

  // the photo: one stop, the visible button; Enter (Space on the phone) opens the file chooser
  await tabTo(page, { role: 'button', name: 'Seleccionar imagen' }, { max: 1 });
  await pickPhoto(page, size === 'phone' ? 'Space' : 'Enter');
  await page.getByText('factura.png').waitFor();
  await assertFocus(page, { role: 'button', name: 'Cambiar imagen' }, 'after the photo is picked');

  // two tire lines: brand -> design -> rin -> quantity, each list waiting for the one before
  for (const [index, brandSteps] of [[0, 1], [1, 2]] as const) {
    const group = `Llanta ${index + 1}`;
    if (index > 0) {
      await tabTo(page, { role: 'button', name: 'Agregar llanta' }, { max: 3 });
      await page.keyboard.press('Enter');
      // the new line's first list takes the focus
      await focusComes(page, { role: 'combobox', name: /^Marca/, group });
    } else {
      await tabTo(page, { role: 'combobox', name: /^Marca/, group }, { max: 1 });
    }
    await choose(page, { role: 'combobox', name: /^Marca/, group }, brandSteps);
    await enabled(page, `tires.${index}.design_id`);
    await tabTo(page, { role: 'combobox', name: /^Diseño/, group }, { max: 1 });
    await choose(page, { role: 'combobox', name: /^Diseño/, group }, 1);
    await enabled(page, `tires.${index}.tire_id`);
    await tabTo(page, { role: 'combobox', name: /^Rin/, group }, { max: 1 });
    await choose(page, { role: 'combobox', name: /^Rin/, group }, 1);
    await tabTo(page, { role: 'combobox', name: /^Cantidad/, group }, { max: 1 });
    // a quantity typed on the closed list, as a person types it
    await page.keyboard.type(index === 0 ? '2' : '3');
    assert.equal((await assertFocus(page, { role: 'combobox', name: /^Cantidad/, group })).value, index === 0 ? '2' : '3');
  }
  const promised = Number(((await page.getByText(/^Puntos a ganar: /).textContent()) ?? '').replace(/\D/g, ''));
  assert.ok(promised > 0, 'the form shows the points the two lines earn');
  await shoot(page, 'keyboard-sale-filled');

  // 'Guardar': past the second line's 'Quitar llanta 2' and 'Agregar llanta'
  assert.ok((await tabTo(page, { role: 'button', name: 'Guardar' }, { max: 3 })) <= 3);
  await page.keyboard.press('Enter');
  // SPEC 8, to the letter
  const success = `Factura Creada con Éxito, Se le han agregado ${promised} puntos`;
  await page.getByText(success).waitFor({ timeout: 20_000 });
  // the focus is not lost with the sending ('Guardar' is disabled meanwhile, which drops its focus in
  // Chromium): the message that says the sale was saved takes it; an answer quicker than the browser's
  // next frame leaves it on 'Guardar'
  await focusComes(page, [{ role: 'status', name: success }, { role: 'button', name: 'Guardar' }]);
  await shoot(page, 'keyboard-sale-saved');
  return promised;
}

describe('keyboard only', () => {
  it('a participant registers a sale with two tire lines and a photo (desktop)', async () => {
    const page = await newPage('desktop');
    try {
      await keyboardLogin(page, DEMO.participantA);
      const before = await readBalance(page, /^Andrés/, false);
      const promised = await registerSale(page, 'desktop');
      assert.equal(await readBalance(page, /^Andrés/, true), before + promised, 'the sidebar balance rises by the points the text said');
    } finally {
      await page.context().close();
    }
  });

  it('a participant redeems a product through its question (desktop)', async () => {
    const page = await newPage('desktop');
    try {
      await keyboardLogin(page, DEMO.participantB);
      const before = await readBalance(page, /^Luisa/, false);
      await tabTo(page, { role: 'link', name: 'Catálogo de Productos' }, { max: 3 });
      await page.keyboard.press('Enter');
      await page.waitForURL('**/admin/products');
      await focusComes(page, { role: 'heading', name: 'Catálogo de Productos' });
      await tabTo(page, { role: 'searchbox', name: 'Buscar producto por nombre' }, { max: 1 });
      await page.keyboard.type('Bono de cine');
      await page.getByRole('article').filter({ hasText: 'Bono de cine' }).first().waitFor();
      assert.ok((await tabTo(page, { role: 'link', name: /^Redimir Bono de cine/ }, { max: 3 })) <= 3, "the card's 'Redimir' is next");
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/admin\/redeem-product\/\d+$/);
      await focusComes(page, { role: 'heading', name: 'Redimir Producto' });
      await page.getByText('Costo en puntos').waitFor();
      const redeem: Target = { role: 'button', name: 'Redimir' };
      assert.equal(await tabTo(page, redeem, { max: 2 }), 2, "'Redimir' after 'Volver al catálogo'");

      // 'Redimir' asks; Escape answers nothing and gives the focus back
      const question = page.getByRole('dialog', { name: '¿Redimir este producto?' });
      await page.keyboard.press('Enter');
      await question.waitFor();
      await assertFocus(page, { role: 'button', name: 'Cancelar' }, 'the question opens on the safe answer');
      await page.keyboard.press('Escape');
      await question.waitFor({ state: 'detached' });
      await assertFocus(page, redeem, 'after Escape');
      // again, and 'Sí, redimir' (Tab stays inside the question: from the last button to the first)
      await page.keyboard.press('Space');
      await question.waitFor();
      const cost = Number(((await question.textContent()) ?? '').match(/Se descontarán ([\d.]+) puntos/)?.[1].replace(/\D/g, ''));
      assert.ok(cost > 0, 'the question says what it costs');
      assert.equal(await tabTo(page, { role: 'button', name: 'Sí, redimir' }, { max: 1 }), 1, 'Tab wraps inside the question');
      await shoot(page, 'keyboard-redeem-question');
      await page.keyboard.press('Enter');
      await question.waitFor({ state: 'detached' });
      const done = page.getByText(/Redimido con Éxito/);
      await done.waitFor({ timeout: 20_000 });
      await focusComes(page, { role: 'status', name: /Redimido con Éxito/ });
      await shoot(page, 'keyboard-redeem-done');

      // after 3 s the request's list (SPEC 9), its heading focused; the balance has dropped by the cost
      await page.waitForURL('**/admin/redeem-list', { timeout: 10_000 });
      await focusComes(page, { role: 'heading', name: 'Lista de Redenciones' });
      await page.getByRole('row').filter({ hasText: 'Bono de cine' }).filter({ hasText: 'Espera' }).first().waitFor();
      assert.equal(await readBalance(page, /^Luisa/, true), before - cost, 'the sidebar balance drops by what the question said');
    } finally {
      await page.context().close();
    }
  });

  it('the approver approves an invoice from a request (desktop)', async () => {
    // the invoice of a participant with a request that awaits review: one of Luisa's, still Creada
    const token = (await apiLogin(e2e.portal.url, DEMO.admin)).access_token;
    const invoices = (await (await fetch(`${e2e.portal.url}/api/invoice/all`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      id: number; number: string; state: string; user: { name: string } | null;
    }[];
    const target = invoices.find((i) => i.state === 'Creada' && /^Luisa/.test(i.user?.name ?? ''));
    assert.ok(target, 'a demo invoice of Luisa awaits review');

    const page = await newPage('desktop');
    try {
      await keyboardLogin(page, DEMO.approver);
      // the skip link passes the menu: Enter puts the focus in the page's content, on its heading
      await page.keyboard.press('Enter');
      const inContent = await assertFocus(page, { role: 'heading', name: /\S/ }, 'after Enter on the skip link');
      assert.ok(
        await page.evaluate(() => document.getElementById('contenido-principal')?.contains(document.activeElement)),
        `after the skip link the focus is in the content (it is on ${describeFocus(inContent)})`,
      );
      await tabTo(page, { role: 'link', name: 'Lista Redenciones' }, { max: 8, back: true });
      await page.keyboard.press('Enter');
      await page.waitForURL('**/admin/redeem-list');
      await focusComes(page, { role: 'heading', name: 'Lista de Redenciones' });
      // the table's filter: Luisa's requests
      await tabTo(page, { role: 'searchbox', name: 'Filtrar tabla' }, { max: 3 });
      await page.keyboard.type('Luisa');
      await page.getByRole('row').filter({ hasText: 'Luisa' }).first().waitFor();
      // the server answers the filter: every request's 'Ver Solicitud' is in a row of hers
      await page.waitForFunction(() => {
        const views = [...document.querySelectorAll('main a')].filter((a) => /Ver Solicitud/.test(a.textContent ?? ''));
        return views.length > 0 && views.every((a) => /Luisa/.test(a.closest('tr, [role="row"]')?.textContent ?? ''));
      });
      await tabTo(page, { role: 'link', name: /^Ver Solicitud/ }, { max: 15 });
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/admin\/confirm-redeem\/\d+$/);
      await focusComes(page, { role: 'heading', name: 'Información de solicitud' });
      const requestUrl = page.url();

      // her 'Lista de Ventas', filtered to the invoice, and its 'Detalles'
      await page.getByRole('link', { name: /^Detalles de la factura / }).first().waitFor();
      await tabTo(page, { role: 'searchbox', name: 'Filtrar tabla' }, { max: 25 });
      await page.keyboard.type(target.number);
      await page.getByRole('cell', { name: target.number, exact: true }).waitFor();
      await tabTo(page, { role: 'link', name: `Detalles de la factura ${target.number}` }, { max: 25 });
      await shoot(page, 'keyboard-review-invoices');
      await page.keyboard.press('Enter');
      await page.waitForURL(`**/admin/invoice-details/${target.id}`);
      await focusComes(page, { role: 'heading', name: 'Detalle de Factura' });
      assert.ok((await tabTo(page, { role: 'button', name: 'Aprobar' }, { max: 16 })) <= 16, "'Aprobar' past the invoice's fields");
      await shoot(page, 'keyboard-invoice-detail');
      await page.keyboard.press('Enter');
      // SPEC 8, to the letter
      await page.getByText('Factura Aprobada').waitFor({ timeout: 20_000 });
      await focusComes(page, { role: 'status', name: 'Factura Aprobada' });

      // SPEC 2.9: after 3 s back to the request, where the invoice's state is no longer Creada
      await page.waitForURL(requestUrl, { timeout: 10_000 });
      await focusComes(page, { role: 'heading', name: 'Información de solicitud' });
      const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: target.number, exact: true }) });
      await row.getByRole('cell', { name: 'Aprobada', exact: true }).waitFor();
      await shoot(page, 'keyboard-review-approved');
    } finally {
      await page.context().close();
    }
  });

  it('a participant registers a sale through the menu drawer (phone)', async () => {
    const page = await newPage('phone');
    try {
      await keyboardLogin(page, DEMO.participantA);
      await registerSale(page, 'phone');
    } finally {
      await page.context().close();
    }
  });
});
