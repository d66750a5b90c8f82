// After the first load: the moves through the portal and the typing on a form, as a
// participant's phone feels them (tools/perf/bench-moves.ts runs it on a portal of its own). Chromium
// (Debian's, by playwright-core) with the CPU slowed down (CDP Emulation.setCPUThrottlingRate, 4x
// as Lighthouse's mobile preset assumes) at a phone's size (412x823, that preset's screen, its
// pixel ratio and a touch screen: a person taps). Below 960 px the sidebar is a drawer behind the
// top bar's 'Abrir menú' button, opened as a person would (not measured: the stretch starts at the
// tap on the link). The login is not slowed down; everything after it is.
//
// What is measured, and how:
//   - a move: the demo participant, on the home, opens the menu and taps one of its links (the
//     group 'Ventas' unfolded first for its two; 'Mi Perfil' from the user menu under the name);
//     then back to the home through the menu (the sidebar's brand link, 'Portal de Puntos': the
//     participant's menu has no 'Inicio') and the same link once more. For each tap: whether a new
//     document was loaded (a marker set on `window` that must survive, and the main frame's
//     navigation requests, resourceType 'document'), and the longest main-thread task from the tap
//     to the paint that shows the page (its title in the top bar, a heading in <main>, no
//     'Cargando...' spinner left in it). The 'Contáctanos' entry opens an external site in a new
//     tab: no move, left out.
//   - an interaction on 'Ingresar Venta' (/admin/register-sale): typing the invoice number key by
//     key with a person's pauses, and 'Agregar llanta' once the first tire line is complete: the
//     longest main-thread task of each, and the longest event the Event Timing API reports
//     (PerformanceObserver type 'event', durationThreshold 16: shorter events are not reported).
// The tasks are Chromium's own record (a CDP Tracing session on the browser): the 'RunTask' events of
// the renderer's main thread ('CrRendererMain' in the trace's metadata). The measured stretch is
// marked in that same trace (console.timeStamp): it opens with the task that handles the first
// input event after the start mark, and ends with the task in which a check run in every animation
// frame first saw the result drawn (so that frame's style, layout and paint are in it; when the
// result was drawn before the check started, the check's own task, a little later). A move that
// loads a new document may have its tasks on two main threads (the old document's and the new
// one's, in another renderer process): both count.
//
// The whole visit is measured 3 times (a fresh browser context each: the first visits are first
// visits again); each figure is the median, every run's beside it. Each run also checks that the
// slowdown holds (a fixed loop, slowed and not), on the home and in the first new document.
// BENCH_MOVES_TRACE_DIR=<folder> keeps each measured stretch's trace (DevTools' Performance panel).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO, DEMO_PASSWORD } from '@portal/api/testing';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Locator, type Page } from 'playwright-core';

export interface MoveFigure {
  /** the menu entry's text, e.g. 'Ingresar Venta' */
  label: string;
  path: string;
  /** the first visit loaded a new document (a full page load) instead of moving inside the app */
  documentLoaded: boolean;
  /** longest main-thread task, tap (or click) to the paint that shows the page, first visit (ms, at the slower CPU) */
  firstVisitLongestTaskMs: number;
  /** the same, on a second visit (home through the menu, then the same link) */
  revisitLongestTaskMs: number;
  revisitDocumentLoaded: boolean;
  /** every run's figure, when the figures above are the median of several */
  firstVisitRunsMs?: number[];
  revisitRunsMs?: number[];
}

export interface InteractionFigure {
  action: string;
  /** longest main-thread task from the first input event to the paint after the last one (ms) */
  longestTaskMs: number;
  /**
   * the Event Timing API's longest event duration over the action (ms): 0 when no event reached the
   * API's 16 ms threshold, null when the browser has no Event Timing
   */
  eventDurationMs: number | null;
  /** every run's figures, when the figures above are the median of several */
  runsMs?: number[];
  eventRunsMs?: (number | null)[];
}

export interface MovesAndTyping {
  moves: MoveFigure[];
  interactions: InteractionFigure[];
  /** how it was run: printed with the figures */
  setup?: { cpuSlowdown: number; viewport: { width: number; height: number }; drawer: boolean; runs: number };
  /** what was left out or went unexpectedly (a lost CPU throttling, a move home that loaded a document...) */
  notes?: string[];
}

export interface MeasureOptions {
  cpuSlowdown?: number;
  /** how many times the whole visit is measured (a fresh browser context each time); default 3 */
  runs?: number;
  chromiumPath?: string;
  viewport?: { width: number; height: number };
}

/** The goals: a page already visited, and each interaction's longest task */
export const GOALS = { revisitTaskMs: 100, interactionTaskMs: 50 } as const;

/** Lighthouse's mobile preset: a Moto G Power's screen */
const PHONE = { width: 412, height: 823 };
/** below this width the sidebar is a drawer (SPEC 2.1, DRAWER_CLOSE_MIN_WIDTH) */
const DRAWER_BELOW = 960;
/** every wait of a step: a cold remote at 4x slower on a busy two-core machine takes its time */
const STEP_TIMEOUT_MS = 90_000;
/** a person's pause between two keys */
const KEY_DELAY_MS = 120;
/** what is typed in 'Número de factura' */
const INVOICE_NUMBER = 'FV-2024-001234';
/** a person looks at a page a moment before the next tap; its late answers land meanwhile */
const LOOK_MS = 1500;
const HOME = '/admin/home';
const HOME_TITLE = 'Inicio';
const SALE_PATH = '/admin/register-sale';
/** menu entries that are not moves: 'Contáctanos' opens the contact link (another site) in a new tab */
const NOT_A_MOVE: Record<string, string> = { '/admin/contact': 'opens the contact link (another site) in a new tab, not a move' };

/** the input events a tap or a click starts with (the first one seen opens the measured stretch) */
const POINTER_INPUTS = ['touchstart', 'pointerdown', 'mousedown', 'click'] as const;

/** the accessible names the shell gives its sidebar (shell/src/messages.ts admin.*) */
const TEXT = {
  openDrawer: 'Abrir menú',
  closeDrawer: 'Cerrar menú',
  nav: 'Menú principal',
  sidebar: 'Barra lateral',
  brand: 'Portal de Puntos',
  userMenu: 'Menú de usuario',
} as const;

/** a folder to keep each measured stretch's trace in (open it in DevTools' Performance panel) */
const TRACE_DIR = process.env.BENCH_MOVES_TRACE_DIR;

const CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', '__metadata'];

interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { message?: string; name?: string; type?: string } };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** runs a step; a failure names it */
async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    throw new Error(`bench-moves, step "${name}" failed: ${message}`, { cause: err });
  }
}

// --- scripts run in the page: strings, since tsx would put its __name() helper into functions ---

/**
 * The Event Timing API's entries, from the start of every document (an init script). `window` keeps
 * them for the bench to read; the marker of the document is set by the bench after each load.
 */
const EVENT_TIMING_SCRIPT = `(() => {
  window.__benchEvents = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__benchEvents.push({ name: e.name, start: e.startTime, duration: e.duration });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    window.__benchEventTiming = true;
  } catch (e) {
    window.__benchEventTiming = false;
  }
})()`;

/**
 * A function that is true (and writes the end mark in the trace) once the page at `path` is drawn: the top bar shows its
 * title, <main> a visible heading and no loading spinner ('Cargando...', shared-ui Loading).
 */
function pageDrawnScript(path: string, title: string, marker: string | null): string {
  return `(() => {
    if (location.pathname !== ${JSON.stringify(path)}) return false;
    const main = document.querySelector('main');
    const bar = document.querySelector('header > h1');
    if (!main || !bar || bar.textContent.trim() !== ${JSON.stringify(title)}) return false;
    const shown = (el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
    if (!Array.from(main.querySelectorAll('h1, h2, h3')).some(shown)) return false;
    if (Array.from(main.querySelectorAll('[role=status]')).some((s) => shown(s) && /^\\s*(Cargando|Loading)/i.test(s.textContent || ''))) return false;
    ${marker ? `console.timeStamp(${JSON.stringify(marker)});` : ''}
    return true;
  })`;
}

/** the milliseconds of a fixed loop (the fastest of five: other work only slows it): the CPU slowdown's check */
const LOOP_SCRIPT = `(() => {
  let best = Infinity;
  for (let run = 0; run < 5; run++) {
    const t = performance.now();
    let x = 0;
    for (let i = 0; i < 3e6; i++) x += Math.sqrt(i);
    best = Math.min(best, performance.now() - t + (x < 0 ? 1 : 0));
  }
  return best;
})()`;

// --- the trace ---

class Tracer {
  private events: TraceEvent[] = [];

  constructor(private readonly cdp: CDPSession) {
    cdp.on('Tracing.dataCollected', (d) => this.events.push(...(d.value as unknown as TraceEvent[])));
  }

  async start(): Promise<void> {
    this.events = [];
    await this.cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES, recordMode: 'recordAsMuchAsPossible' }, transferMode: 'ReportEvents' });
  }

  async stop(): Promise<TraceEvent[]> {
    const complete = new Promise((resolve) => this.cdp.once('Tracing.tracingComplete', resolve));
    await this.cdp.send('Tracing.end');
    await complete;
    return this.events;
  }
}

interface Task {
  thread: string;
  ts: number;
  dur: number;
}

const threadOf = (e: TraceEvent) => `${e.pid}:${e.tid}`;

/** the top-level tasks ('RunTask', complete events or begin/end pairs) of these threads */
function tasksOf(events: TraceEvent[], threads: Set<string>): Task[] {
  const tasks: Task[] = [];
  const open = new Map<string, number[]>();
  for (const e of events) {
    if (e.name !== 'RunTask' || !threads.has(threadOf(e))) continue;
    const thread = threadOf(e);
    if (e.ph === 'X') tasks.push({ thread, ts: e.ts, dur: e.dur ?? 0 });
    else if (e.ph === 'B') open.set(thread, [...(open.get(thread) ?? []), e.ts]);
    else if (e.ph === 'E') {
      const begun = open.get(thread)?.pop();
      if (begun !== undefined) tasks.push({ thread, ts: begun, dur: e.ts - begun });
    }
  }
  return tasks;
}

/**
 * The longest 'RunTask' of the page's main thread(s) between two marks of the trace: from the task
 * that handles the first of `inputs` after `startMark` (the tap or click, the first key) to the task that
 * holds `endMark` (the frame that shows the result).
 */
function longestTask(events: TraceEvent[], startMark: string, endMark: string, inputs: readonly string[]): { ms: number; threads: number } {
  const stamp = (label: string) => {
    const found = events.find((e) => e.name === 'TimeStamp' && (e.args?.data?.message === label || e.args?.data?.name === label));
    if (!found) throw new Error(`the trace has no mark "${label}" (console.timeStamp): is the category devtools.timeline recorded?`);
    return found;
  };
  const start = stamp(startMark);
  const end = stamp(endMark);
  const threads = new Set([threadOf(start), threadOf(end)]);
  const names = new Map(events.filter((e) => e.ph === 'M' && e.name === 'thread_name').map((e) => [threadOf(e), e.args?.name]));
  for (const thread of threads) {
    if (names.get(thread) !== 'CrRendererMain') throw new Error(`a mark was recorded on thread ${thread} named "${names.get(thread)}", not the renderer's main thread (CrRendererMain)`);
  }
  const tasks = tasksOf(events, threads);
  if (tasks.length === 0) throw new Error('the trace has no RunTask on the renderer main thread (category toplevel / disabled-by-default-devtools.timeline)');
  const input = events
    .filter((e) => e.name === 'EventDispatch' && threadOf(e) === threadOf(start) && e.ts >= start.ts && inputs.includes(e.args?.data?.type ?? ''))
    .sort((a, b) => a.ts - b.ts)[0];
  if (!input) throw new Error(`no ${inputs.join('/')} event reached the page after the start mark`);
  const from = tasks.find((t) => t.thread === threadOf(input) && t.ts <= input.ts && t.ts + t.dur >= input.ts)?.ts ?? input.ts;
  const counted = tasks.filter((t) => t.ts >= from && t.ts <= end.ts);
  return { ms: Math.max(0, ...counted.map((t) => t.dur)) / 1000, threads: threads.size };
}

// --- the page ---

interface MenuEntry {
  label: string;
  path: string;
  /** the menu group holding it ('Ventas'), opened before the tap */
  group: string | null;
  /** the main menu, or the user menu above it (Mi Perfil) */
  where: 'nav' | 'user';
}

interface Measured {
  longestTaskMs: number;
  documentLoaded: boolean;
  eventDurationMs: number | null;
}

class Bench {
  private seq = 0;
  private documents = 0;
  private navigations = 0;
  readonly notes: string[] = [];
  /** the CPU slowdown seen by a fixed loop: on the home, and in the first new document */
  readonly cpuChecks: { when: string; ratio: number }[] = [];
  private throttled = 1;

  constructor(
    readonly page: Page,
    private readonly pageCdp: CDPSession,
    private readonly tracer: Tracer,
    readonly drawer: boolean,
  ) {
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame() && request.resourceType() === 'document') this.navigations++;
    });
  }

  /** marks the document on `window`: a move that loads a new one loses the marker */
  async markDocument(): Promise<string> {
    const token = `doc-${++this.documents}`;
    await this.page.evaluate((t) => ((window as unknown as { __benchDocument?: string }).__benchDocument = t), token);
    return token;
  }

  async sameDocument(token: string): Promise<boolean> {
    return this.page.evaluate((t) => (window as unknown as { __benchDocument?: string }).__benchDocument === t, token).catch(() => false);
  }

  async throttle(rate: number): Promise<void> {
    await this.pageCdp.send('Emulation.setCPUThrottlingRate', { rate });
    this.throttled = rate;
  }

  loopMs(): Promise<number> {
    return this.page.evaluate(LOOP_SCRIPT) as Promise<number>;
  }

  /**
   * Waits for `script` (a function's source) to be true, checked in every animation frame, across a
   * new document if one comes. The check is a page.evaluate of our own poller, compiled at once
   * within DevTools' evaluation: page.waitForFunction evals its predicate later in the page, which
   * the api's Content-Security-Policy (script-src 'self') forbids, and a console.timeStamp() from its
   * predicate does not reach the trace.
   */
  async waitFor(script: string, what: string, timeout = STEP_TIMEOUT_MS): Promise<void> {
    const deadline = Date.now() + timeout;
    for (;;) {
      const left = Math.max(1, deadline - Date.now());
      const poller = `new Promise((resolve, reject) => {
        const check = ${script};
        const until = performance.now() + ${left};
        const tick = () => {
          try {
            if (check()) return resolve(true);
          } catch (e) {
            return reject(e);
          }
          if (performance.now() > until) return resolve(false);
          requestAnimationFrame(tick);
        };
        tick();
      })`;
      try {
        if (await this.page.evaluate(poller)) return;
        throw new Error(`not seen in ${Math.round(timeout / 1000)} s`);
      } catch (err) {
        const message = String(err);
        // the document it ran in went away (a page load): ask the new one
        if (Date.now() < deadline && /context was destroyed|navigat|Target closed|frame was detached/i.test(message)) continue;
        throw new Error(`waiting for ${what} (at ${this.page.url()}): ${message.split('\n')[0]}`);
      }
    }
  }

  pageDrawn(path: string, title: string, marker: string | null = null): Promise<void> {
    return this.waitFor(pageDrawnScript(path, title, marker), `${path} drawn ('${title}' in the top bar, a heading in <main>, no spinner)`);
  }

  /**
   * One measured stretch: `act` (a tap, keys), then `done` sees the result drawn and writes the end
   * mark. The trace runs from just before the start mark to the frame after the end mark.
   */
  async measure(act: () => Promise<void>, done: (endMark: string) => Promise<void>, inputs: readonly string[]): Promise<Measured> {
    const id = ++this.seq;
    const startMark = `bench-moves:${id}:start`;
    const endMark = `bench-moves:${id}:end`;
    let token = await this.markDocument();
    const navigationsBefore = this.navigations;
    await this.tracer.start();
    let events: TraceEvent[];
    let t0: number;
    try {
      t0 = await this.page.evaluate((m) => {
        console.timeStamp(m);
        return performance.now();
      }, startMark);
      await act();
      await done(endMark);
      // the frame that showed it is painted; Event Timing reports after that paint
      await this.page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, 0))));
    } finally {
      events = await this.tracer.stop();
    }
    const documentLoaded = this.navigations > navigationsBefore || !(await this.sameDocument(token));
    let eventDurationMs: number | null = null;
    if (documentLoaded) {
      token = await this.markDocument();
      await this.checkThrottling('after a page load');
    } else {
      await sleep(300);
      eventDurationMs = await this.page.evaluate((from) => {
        const w = window as unknown as { __benchEventTiming?: boolean; __benchEvents?: { start: number; duration: number }[] };
        if (!w.__benchEventTiming) return null;
        return Math.max(0, ...(w.__benchEvents ?? []).filter((e) => e.start >= from).map((e) => e.duration));
      }, t0);
    }
    if (TRACE_DIR) {
      mkdirSync(TRACE_DIR, { recursive: true });
      writeFileSync(join(TRACE_DIR, `bench-moves-${id}.json`), JSON.stringify({ traceEvents: events }));
    }
    const { ms } = longestTask(events, startMark, endMark, inputs);
    return { longestTaskMs: ms, documentLoaded, eventDurationMs };
  }

  /**
   * The CPU slowdown holds in the document now open (a new document may live in a new renderer
   * process): a fixed loop as it runs now, then with the slowdown off for a moment; their ratio.
   */
  private checkedAfterLoad = false;
  async checkThrottling(when: string): Promise<void> {
    if (this.throttled <= 1) return;
    if (when === 'after a page load') {
      if (this.checkedAfterLoad) return;
      this.checkedAfterLoad = true;
    }
    const rate = this.throttled;
    const slowed = await this.loopMs();
    await this.throttle(1);
    const full = await this.loopMs();
    await this.throttle(rate);
    const ratio = slowed / full;
    this.cpuChecks.push({ when, ratio });
    if (ratio < rate / 2) this.notes.push(`the slowdown seemed lost ${when} (or the machine was busy): the tasks before may have run at full speed`);
  }

  /** a person's press: a tap on a phone (a touch screen, as the context has it), else a click */
  press(target: Locator): Promise<void> {
    return this.drawer ? target.tap() : target.click();
  }

  // --- the menu ---

  sidebar(): Locator {
    // the fixed sidebar, or on a phone the drawer, a dialog
    return this.page.getByRole('complementary', { name: TEXT.sidebar, exact: true }).or(this.page.getByRole('dialog', { name: TEXT.sidebar, exact: true }));
  }

  nav(): Locator {
    return this.page.getByRole('navigation', { name: TEXT.nav, exact: true });
  }

  /** the sidebar, opened from the top bar's menu button when it is a drawer */
  async openMenu(): Promise<void> {
    if (await this.nav().isVisible()) return;
    if (!this.drawer) throw new Error(`the sidebar's '${TEXT.nav}' is not visible`);
    await this.press(this.page.getByRole('button', { name: TEXT.openDrawer, exact: true }).first());
    await this.nav().waitFor({ state: 'visible' });
  }

  async closeMenu(): Promise<void> {
    if (!this.drawer || !(await this.nav().isVisible())) return;
    await this.press(this.page.getByRole('button', { name: TEXT.closeDrawer, exact: true }));
    await this.nav().waitFor({ state: 'hidden' });
  }

  /** the user's name in the sidebar, which opens the user menu (Mi Perfil...) */
  private userButton(): Locator {
    return this.sidebar().locator('button[aria-expanded]').first();
  }

  /** every entry of the menus, each group opened (the participant's: Ventas > ..., Catálogo...) */
  async readMenu(): Promise<MenuEntry[]> {
    await this.openMenu();
    const nav = this.nav();
    const groups = nav.locator('button[aria-expanded="false"]');
    while ((await groups.count()) > 0) await this.press(groups.first());
    const inNav = await nav.locator('a[href]').evaluateAll((links) =>
      links.map((a) => {
        const sub = a.closest('ul')?.parentElement?.closest('li');
        const button = sub?.querySelector(':scope > button');
        return {
          label: (a.getAttribute('aria-label') || a.textContent || '').trim(),
          path: new URL((a as HTMLAnchorElement).href).pathname,
          group: button ? (button.getAttribute('aria-label') || button.textContent || '').replace('▾', '').trim() : null,
        };
      }),
    );
    const entries: MenuEntry[] = inNav.map((e) => ({ ...e, where: 'nav' }));
    // the user menu above it: its pages of the admin area (not the logout)
    if ((await this.userButton().getAttribute('aria-expanded')) === 'false') await this.press(this.userButton());
    const inUser = await this.sidebar().getByRole('list', { name: TEXT.userMenu, exact: true }).locator('a[href]').evaluateAll((links) =>
      links.map((a) => ({ label: (a.getAttribute('aria-label') || a.textContent || '').trim(), path: new URL((a as HTMLAnchorElement).href).pathname })),
    );
    for (const e of inUser) if (e.path.startsWith('/admin/')) entries.push({ ...e, group: null, where: 'user' });
    await this.closeMenu();
    return entries;
  }

  /** the entry's link, visible: the menu opened, its group or the user menu unfolded */
  async reveal(entry: MenuEntry): Promise<Locator> {
    await this.openMenu();
    if (entry.where === 'user') {
      if ((await this.userButton().getAttribute('aria-expanded')) !== 'true') await this.press(this.userButton());
      return this.sidebar().getByRole('list', { name: TEXT.userMenu, exact: true }).getByRole('link', { name: entry.label, exact: true });
    }
    if (entry.group) {
      const group = this.nav().getByRole('button', { name: entry.group, exact: true });
      if ((await group.getAttribute('aria-expanded')) !== 'true') await this.press(group);
    }
    return this.nav().getByRole('link', { name: entry.label, exact: true });
  }

  /** back to the home as a person would: the sidebar's brand link */
  async goHome(): Promise<void> {
    if (new URL(this.page.url()).pathname === HOME) return;
    const token = await this.markDocument();
    const navigationsBefore = this.navigations;
    await this.openMenu();
    await this.press(this.sidebar().getByRole('link', { name: TEXT.brand, exact: true }));
    await this.pageDrawn(HOME, HOME_TITLE);
    if (this.navigations > navigationsBefore || !(await this.sameDocument(token))) {
      this.notes.push(`the move home through the menu loaded a new document (from ${this.page.url()})`);
      await this.markDocument();
    }
    await sleep(LOOK_MS);
  }

  /** one tap (or click) on the entry's link, measured to the paint of its page */
  async move(entry: MenuEntry): Promise<Measured> {
    const link = await this.reveal(entry);
    return this.measure(
      () => this.press(link),
      (mark) => this.pageDrawn(entry.path, entry.label, mark),
      POINTER_INPUTS,
    );
  }
}

// --- the sale form ---

interface SelectState {
  placeholder: string;
  values: string[];
}

const selectState = (select: Locator): Promise<SelectState> =>
  select.evaluate((el) => {
    const s = el as HTMLSelectElement;
    return { placeholder: s.options[0]?.text ?? '', values: Array.from(s.options).filter((o) => !o.disabled && o.value !== '').map((o) => o.value) };
  });

/**
 * The values a list of the tire line offers once the choice before it is known: [] when it has
 * none ('Esta marca no tiene diseños', an error) or none came in time.
 */
async function optionsOf(select: Locator, timeoutMs = 30_000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  // right after a choice the list still shows the placeholder of before ('Elija primero...')
  const waiting = /^(Elija primero|Cargando)/;
  for (;;) {
    const state = await selectState(select);
    if (state.values.length > 0) return state.values;
    if (!waiting.test(state.placeholder) || Date.now() > deadline) return [];
    await sleep(100);
  }
}

/** brand -> design -> rin -> quantity of 'Llanta 1', trying brands and designs until one has rines */
async function completeFirstLine(page: Page): Promise<void> {
  const line = page.getByRole('group', { name: 'Llanta 1', exact: true });
  const list = (name: string) => line.getByRole('combobox', { name, exact: true });
  const brands = await optionsOf(list('Marca'), STEP_TIMEOUT_MS);
  if (brands.length === 0) throw new Error("the list 'Marca' of 'Llanta 1' offers no brand");
  for (const brand of brands) {
    await list('Marca').selectOption(brand);
    for (const design of await optionsOf(list('Diseño'))) {
      await list('Diseño').selectOption(design);
      const rines = await optionsOf(list('Rin'));
      if (rines.length === 0) continue;
      await list('Rin').selectOption(rines[0]);
      const quantities = await optionsOf(list('Cantidad'));
      if (quantities.length === 0) throw new Error("the list 'Cantidad' offers nothing");
      await list('Cantidad').selectOption(quantities[0]);
      return;
    }
  }
  throw new Error('no brand of the demo data has a design with a rin');
}

async function waitEnabled(target: Locator, what: string, timeoutMs = STEP_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await target.isEnabled().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what} stays disabled`);
    await sleep(100);
  }
}

async function measureSaleForm(bench: Bench): Promise<InteractionFigure[]> {
  const { page } = bench;
  // the lists the form reads are in, so nothing but the typing renders meanwhile
  const branch = page.getByRole('combobox', { name: 'Sucursal', exact: true });
  const brand = page.getByRole('group', { name: 'Llanta 1', exact: true }).getByRole('combobox', { name: 'Marca', exact: true });
  await step('the lists of Ingresar Venta (Sucursal, Marca) loaded', async () => {
    if ((await optionsOf(branch, STEP_TIMEOUT_MS)).length === 0) throw new Error("'Sucursal' offers no branch");
    if ((await optionsOf(brand, STEP_TIMEOUT_MS)).length === 0) throw new Error("'Marca' offers no brand");
  });
  await sleep(LOOK_MS);

  const figures: InteractionFigure[] = [];
  const number = page.getByLabel('Número de factura', { exact: true });
  await step("focus 'Número de factura'", async () => {
    await bench.press(number);
    await number.fill('');
    await sleep(500);
  });
  const typed = await step(`type '${INVOICE_NUMBER}' in 'Número de factura' key by key`, () =>
    bench.measure(
      () => number.pressSequentially(INVOICE_NUMBER, { delay: KEY_DELAY_MS }),
      (mark) =>
        bench.waitFor(
          `(() => { const el = document.activeElement; if (!el || el.value !== ${JSON.stringify(INVOICE_NUMBER)}) return false; console.timeStamp(${JSON.stringify(mark)}); return true; })`,
          "the typed number in 'Número de factura'",
        ),
      ['keydown', 'keypress', 'input'],
    ),
  );
  figures.push({ action: `typing the invoice number (${INVOICE_NUMBER.length} keys, ${KEY_DELAY_MS} ms apart)`, longestTaskMs: typed.longestTaskMs, eventDurationMs: typed.eventDurationMs });

  await step("complete 'Llanta 1' (Marca, Diseño, Rin, Cantidad)", () => completeFirstLine(page));
  const add = page.getByRole('button', { name: 'Agregar llanta', exact: true });
  await step("'Agregar llanta' enabled", () => waitEnabled(add, "'Agregar llanta'"));
  await sleep(LOOK_MS);
  const added = await step("press 'Agregar llanta' until 'Llanta 2' shows", () =>
    bench.measure(
      () => bench.press(add),
      (mark) =>
        bench.waitFor(
          `(() => { const shown = Array.from(document.querySelectorAll('fieldset > legend')).some((l) => l.textContent.trim() === 'Llanta 2' && l.getBoundingClientRect().height > 0); if (!shown) return false; console.timeStamp(${JSON.stringify(mark)}); return true; })`,
          "the line 'Llanta 2'",
        ),
      POINTER_INPUTS,
    ),
  );
  figures.push({ action: "'Agregar llanta' (a second tire line)", longestTaskMs: added.longestTaskMs, eventDurationMs: added.eventDurationMs });
  return figures;
}

// --- the whole run ---

async function logIn(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/auth/login-page`);
  await page.getByLabel('Número de identificación').fill(DEMO.participantA);
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /ingresar|iniciar sesión/i }).click();
  await page.waitForURL('**/admin/home', { timeout: STEP_TIMEOUT_MS });
}

interface Session {
  moves: MoveFigure[];
  interactions: InteractionFigure[];
  notes: string[];
  cpuChecks: { when: string; ratio: number }[];
}

/** one participant's visit, in a browser context of its own (nothing cached, nothing visited) */
async function session(browser: Browser, base: string, cpuSlowdown: number, viewport: { width: number; height: number }, drawer: boolean): Promise<Session> {
  const context: BrowserContext = await browser.newContext(
    // a phone as Lighthouse's mobile preset has it (its screen, its pixel ratio, a touch screen)
    drawer ? { viewport, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, locale: 'es-CO' } : { viewport, locale: 'es-CO' },
  );
  try {
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    context.setDefaultNavigationTimeout(STEP_TIMEOUT_MS);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(String(err)));
    await page.addInitScript({ content: EVENT_TIMING_SCRIPT });
    const browserCdp = await browser.newBrowserCDPSession();
    const bench = new Bench(page, await context.newCDPSession(page), new Tracer(browserCdp), drawer);

    await step('log in as 1000000002 on /auth/login-page', () => logIn(page, base));
    await step('the home drawn after the login', () => bench.pageDrawn(HOME, HOME_TITLE));
    await sleep(LOOK_MS);
    await step(`slow the CPU down ${cpuSlowdown}x`, () => bench.throttle(cpuSlowdown));
    await bench.checkThrottling('on the home');

    const entries = await step("read the participant's menu", () => bench.readMenu());
    for (const [path, why] of Object.entries(NOT_A_MOVE)) {
      const left = entries.find((e) => e.path === path);
      if (left) bench.notes.push(`'${left.label}' (${path}) left out: ${why}`);
    }
    const moves: MoveFigure[] = [];
    for (const entry of entries.filter((e) => !NOT_A_MOVE[e.path])) {
      const name = `'${entry.group ? `${entry.group} > ` : ''}${entry.label}' (${entry.path})`;
      await step(`back to the home before ${name}`, () => bench.goHome());
      const first = await step(`first visit of ${name} from the home`, () => bench.move(entry));
      await sleep(LOOK_MS);
      await step(`back to the home after ${name}`, () => bench.goHome());
      const second = await step(`second visit of ${name} from the home`, () => bench.move(entry));
      await sleep(LOOK_MS);
      if (first.documentLoaded && moves.length === 0) {
        bench.notes.push(
          "the home after the login is its first-screen page (home.html, no Module Federation): the first move from it loads the federated shell as a new document; the home reached again through the menu is the federated shell's, from which the later moves start",
        );
      }
      moves.push({
        label: entry.label,
        path: entry.path,
        documentLoaded: first.documentLoaded,
        firstVisitLongestTaskMs: first.longestTaskMs,
        revisitLongestTaskMs: second.longestTaskMs,
        revisitDocumentLoaded: second.documentLoaded,
      });
    }

    // the sale form, opened through the menu
    const sale = entries.find((e) => e.path === SALE_PATH);
    if (!sale) throw new Error(`bench-moves: the participant's menu has no ${SALE_PATH} ('Ingresar Venta'): ${entries.map((e) => e.path).join(', ')}`);
    await step('back to the home before the sale form', () => bench.goHome());
    await step(`open ${SALE_PATH} through the menu`, async () => {
      await bench.press(await bench.reveal(sale));
      await bench.pageDrawn(SALE_PATH, sale.label);
    });
    const interactions = await measureSaleForm(bench);
    if (errors.length) bench.notes.push(`uncaught errors in the page: ${errors.slice(0, 3).join(' | ')}`);
    await browserCdp.detach().catch(() => undefined);
    return { moves, interactions, notes: bench.notes, cpuChecks: bench.cpuChecks };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** the runs' figures: each time the median of the runs (every run's beside it), a document loaded in any run counts */
function combine(sessions: Session[]): Pick<MovesAndTyping, 'moves' | 'interactions'> {
  const moves = sessions[0].moves.map((first): MoveFigure => {
    const all = sessions.map((s, i) => {
      const found = s.moves.find((m) => m.path === first.path);
      if (!found) throw new Error(`bench-moves: run ${i + 1} has no move to ${first.path} (the menu changed?)`);
      return found;
    });
    const firstRuns = all.map((m) => m.firstVisitLongestTaskMs);
    const revisitRuns = all.map((m) => m.revisitLongestTaskMs);
    return {
      label: first.label,
      path: first.path,
      documentLoaded: all.some((m) => m.documentLoaded),
      firstVisitLongestTaskMs: median(firstRuns),
      revisitLongestTaskMs: median(revisitRuns),
      revisitDocumentLoaded: all.some((m) => m.revisitDocumentLoaded),
      firstVisitRunsMs: firstRuns,
      revisitRunsMs: revisitRuns,
    };
  });
  const interactions = sessions[0].interactions.map((first, index): InteractionFigure => {
    const all = sessions.map((s) => s.interactions[index]);
    const events = all.map((i) => i.eventDurationMs).filter((d): d is number => d !== null);
    return {
      action: first.action,
      longestTaskMs: median(all.map((i) => i.longestTaskMs)),
      eventDurationMs: events.length ? median(events) : null,
      runsMs: all.map((i) => i.longestTaskMs),
      eventRunsMs: all.map((i) => i.eventDurationMs),
    };
  });
  return { moves, interactions };
}

/**
 * Logs the demo participant in and measures every move of the menu and the sale form, `runs` times
 * (each in a fresh browser context: the first visits are first visits again), and closes the
 * browser it launched. Each figure is the median of the runs.
 */
export async function measureMovesAndTyping(base: string, options: MeasureOptions = {}): Promise<MovesAndTyping> {
  const cpuSlowdown = options.cpuSlowdown ?? 4;
  const viewport = options.viewport ?? PHONE;
  const runs = Math.max(1, Math.floor(options.runs ?? 3));
  const drawer = viewport.width < DRAWER_BELOW;
  let browser: Browser | null = null;
  try {
    browser = await step('launch Chromium', () =>
      chromium.launch({ executablePath: options.chromiumPath || process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] }),
    );
    const sessions: Session[] = [];
    for (let run = 1; run <= runs; run++) {
      const open = browser;
      sessions.push(await step(`run ${run} of ${runs}`, () => session(open, base, cpuSlowdown, viewport, drawer)));
    }
    const notes = [...new Set(sessions.flatMap((s) => s.notes))];
    const checks = new Map<string, number[]>();
    for (const c of sessions.flatMap((s) => s.cpuChecks)) checks.set(c.when, [...(checks.get(c.when) ?? []), c.ratio]);
    notes.unshift(
      ...[...checks].map(([when, ratios]) => `CPU slowdown ${when}: a fixed loop ran ${ratios.map((r) => `${r.toFixed(1)}x`).join(', ')} slower than without it (asked: ${cpuSlowdown}x)`),
    );
    return { ...combine(sessions), setup: { cpuSlowdown, viewport, drawer, runs }, notes };
  } finally {
    await browser?.close();
  }
}

// --- the table ---

const ms = (n: number) => `${n.toFixed(0)} ms`;

export function printMoveFigures(result: MovesAndTyping): void {
  const { moves, interactions, setup, notes } = result;
  let missed = false;
  const how = setup
    ? `CPU ${setup.cpuSlowdown}x slower, ${setup.viewport.width}x${setup.viewport.height}${setup.drawer ? ' (a phone: the menu a drawer, taps)' : ' (clicks)'}${setup.runs > 1 ? `, median of ${setup.runs} runs [each run]` : ''}`
    : 'CPU slowed down';
  const runs = (values?: (number | null)[]) => (values && values.length > 1 ? ` [${values.map((v) => (v === null ? '-' : v.toFixed(0))).join(' ')}]` : '');
  console.log(`Moves through the participant's menu from the home, ${how}`);
  console.log('  longest main-thread task from the tap (or click) on the link to the paint that shows the page, on the 1st and the 2nd visit');
  console.log(`  goals: no document loaded on any move; a page already visited < ${GOALS.revisitTaskMs} ms`);
  console.log(`  ${'menu entry'.padEnd(24)} ${'path'.padEnd(22)} ${'1st visit'.padEnd(36)} ${'2nd visit'.padEnd(36)}`);
  for (const m of moves) {
    const misses = [
      ...(m.documentLoaded ? ['a document loaded on the 1st visit'] : []),
      ...(m.revisitDocumentLoaded ? ['a document loaded on the 2nd visit'] : []),
      ...(m.revisitLongestTaskMs >= GOALS.revisitTaskMs ? [`2nd visit >= ${GOALS.revisitTaskMs} ms`] : []),
    ];
    if (misses.length) missed = true;
    const first = `${ms(m.firstVisitLongestTaskMs)}${runs(m.firstVisitRunsMs)}${m.documentLoaded ? ' new document' : ''}`;
    const second = `${ms(m.revisitLongestTaskMs)}${runs(m.revisitRunsMs)}${m.revisitDocumentLoaded ? ' new document' : ''}`;
    console.log(`  ${m.label.padEnd(24)} ${m.path.padEnd(22)} ${first.padEnd(36)} ${second.padEnd(36)} ${misses.length ? `(misses: ${misses.join('; ')})` : ''}`.trimEnd());
  }
  console.log(`Interactions on ${SALE_PATH} 'Ingresar Venta'`);
  console.log('  longest main-thread task from the first input event to the paint after the last; the Event Timing API\'s longest event (< 16 ms: none reported)');
  console.log(`  goal: every main-thread task < ${GOALS.interactionTaskMs} ms`);
  console.log(`  ${'action'.padEnd(52)} ${'longest task'.padEnd(24)} Event Timing`);
  for (const i of interactions) {
    const ok = i.longestTaskMs < GOALS.interactionTaskMs;
    if (!ok) missed = true;
    const event = i.eventDurationMs === null ? 'not available' : i.eventDurationMs === 0 ? '< 16 ms' : ms(i.eventDurationMs);
    console.log(`  ${i.action.padEnd(52)} ${`${ms(i.longestTaskMs)}${runs(i.runsMs)}`.padEnd(24)} ${`${event}${runs(i.eventRunsMs)}`.padEnd(24)} ${ok ? '' : `(misses: >= ${GOALS.interactionTaskMs} ms)`}`.trimEnd());
  }
  for (const note of notes ?? []) console.log(`  note: ${note}`);
  // a figure, not an assert (as bench:lighthouse): the lines say what misses
  if (missed) console.log('  at least one figure misses its goal');
}
