// The page the api serves for a remote's path names, as preload hints, the files that page will ask
// for (the path's remote's screens list, manifest, entry, './routes' and the screen's chunk), and
// carries the other remotes' screens lists written in it, read from the release in use; and never a
// file that is not there or of a release not in use. A path two remotes declare for different
// profiles names the lists of both and no other file of either: its first-reads plan carries each
// remote's files beside its screen's roles, for the page's first script to preload the person's.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIRST_READS_ELEMENT, type FirstReadsPlan, type Role } from '@portal/contract';
import { buildTestApp, type TestApp } from '../test/helper';
import { rollBack, switchTo } from '@portal/releases';

function write(file: string, content: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** a remote's build as webpack leaves it: manifest, entry, './routes' and a chunk per screen */
function remoteBuild(folder: string, remote: string, release: string, screens: { path: string; chunk?: string; roles?: Role[] }[]) {
  const tag = release.replace(/\W/g, '');
  const manifest = {
    name: remote,
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ name: 'routes', path: './routes', assets: { js: { sync: [`routes.${tag}.js`], async: [`lazy.${tag}.js`] } } }],
  };
  write(path.join(folder, 'mf-manifest.json'), JSON.stringify(manifest));
  write(path.join(folder, 'remoteEntry.js'), `var ${remote} = '${release}';`);
  write(path.join(folder, `routes.${tag}.js`), '1');
  const assets: Record<string, string[]> = {};
  for (const screen of screens) {
    if (!screen.chunk) continue;
    assets[screen.path] = [`${screen.chunk}.${tag}.js`];
    write(path.join(folder, `${screen.chunk}.${tag}.js`), '1');
  }
  write(path.join(folder, 'screens.json'), JSON.stringify({
    remote, release,
    screens: screens.map((s) => ({ path: s.path, title: 'Pantalla', roles: s.roles ?? ['participant', 'admin'] })),
    assets,
  }));
}

/** the screens lists written in a page, by manifest address: each list's remote and release */
function listsOf(html: string): Record<string, string> {
  const text = /<script type="application\/json" id="portal-screens">(.*?)<\/script>/.exec(html)?.[1];
  const lists = text ? (JSON.parse(text) as Record<string, { remote: string; release: string; assets?: unknown }>) : {};
  return Object.fromEntries(Object.entries(lists).map(([url, list]) => [url, `${list.remote} ${list.release}${list.assets ? ' with assets' : ''}`]));
}

/** the first-reads plan of a page, or null when it names none */
function planOf(html: string): FirstReadsPlan | null {
  const found = new RegExp(`<script type="application/json" id="${FIRST_READS_ELEMENT}">(.*?)</script>`).exec(html);
  return found ? (JSON.parse(found[1]) as FirstReadsPlan) : null;
}

/** the hints of a page: [as, href] in order */
function hintsOf(html: string): [string, string][] {
  return [...html.matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)"/g)].map((m) => [m[2], m[1]]);
}

describe('the preload hints of a page', () => {
  let t: TestApp;
  let root: string;
  let releases: string;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-hints-'));
    releases = path.join(root, 'releases');
    write(path.join(root, 'shell/dist/index.html'), '<!doctype html><html><head><title>Shell</title><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>');
    write(path.join(root, 'shell/dist/home.html'), '<!doctype html><html><head><title>Home</title></head><body></body></html>');
    remoteBuild(path.join(root, 'remote-participant/dist'), 'participant', '0.1.0-aaaa', [
      { path: '/admin/register-sale', chunk: 'screen-register-sale' },
      { path: '/admin/invoices-list', chunk: 'screen-invoices-list', roles: ['participant'] },
      { path: '/admin/profile-user' },
    ]);
    remoteBuild(path.join(root, 'remote-admin/dist'), 'admin', '0.1.0-bbbb', [
      { path: '/admin/invoices-list', chunk: 'screen-invoices', roles: ['admin'] },
      { path: '/admin/list-cities', chunk: 'screen-list-cities' },
    ]);
    t = await buildTestApp(
      { WEB_ROOT: root, RELEASES_DIR: releases, REMOTE_URL_REVIEW: 'https://cdn.example.com/review/mf-manifest.json' },
      { serveFrontends: true },
    );
  });
  afterAll(async () => t.close());

  const page = async (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it("names the path's remote's screens list, manifest, entry, './routes' and the screen's chunk; writes the other remotes' lists in the page", async () => {
    const res = await page('/admin/register-sale');
    expect(res.statusCode).toBe(200);
    expect(hintsOf(res.body)).toEqual([
      ['fetch', '/remotes/participant/screens.json'],
      ['fetch', '/remotes/participant/mf-manifest.json'],
      ['script', '/remotes/participant/remoteEntry.js'],
      ['script', '/remotes/participant/routes.010aaaa.js'],
      ['script', '/remotes/participant/screen-register-sale.010aaaa.js'],
    ]);
    // a fetch is preloaded with the credentials the shell fetches it with, after the shell's own script
    expect(res.body).toContain('<link rel="preload" href="/remotes/participant/mf-manifest.json" as="fetch" crossorigin="anonymous">');
    expect(res.body.indexOf('/main.js')).toBeLessThan(res.body.indexOf('rel="preload"'));
    // the lazy chunks of './routes' are not the page's: not named
    expect(res.body).not.toContain('lazy.');
    // the admin remote's list, by the manifest address the runtime config names, without its screens' files
    expect(listsOf(res.body)).toEqual({ '/remotes/admin/mf-manifest.json': 'admin 0.1.0-bbbb' });
    const config = await page('/portal.config.json');
    expect(config.json().remotes.admin).toBe('/remotes/admin/mf-manifest.json');
  });

  it('a screen built into ./routes: its remote without a chunk; an unknown path: the lists only', async () => {
    expect(hintsOf((await page('/admin/profile-user')).body).map(([, href]) => href).slice(1)).toEqual([
      '/remotes/participant/mf-manifest.json', '/remotes/participant/remoteEntry.js', '/remotes/participant/routes.010aaaa.js',
    ]);
    // nobody declares it: no request, every list in the page
    const nowhere = await page('/admin/nowhere');
    expect(hintsOf(nowhere.body)).toEqual([]);
    expect(listsOf(nowhere.body)).toEqual({
      '/remotes/participant/mf-manifest.json': 'participant 0.1.0-aaaa',
      '/remotes/admin/mf-manifest.json': 'admin 0.1.0-bbbb',
    });
  });

  it("a path of one remote: its files are the page's hints, and its plan carries none", async () => {
    const html = (await page('/admin/register-sale')).body;
    expect(hintsOf(html).filter(([as]) => as === 'script')).toHaveLength(3);
    expect(planOf(html)!.screens).toEqual([{ roles: ['participant', 'admin'], reads: [] }]);
  });

  it("a path two remotes declare for different profiles: the page names both lists and no other file of either; its plan, each remote's files with its roles", async () => {
    const html = (await page('/admin/invoices-list')).body;
    // every person's shell reads both lists: both are requests, neither is written in the page
    expect(hintsOf(html)).toEqual([
      ['fetch', '/remotes/participant/screens.json'],
      ['fetch', '/remotes/admin/screens.json'],
    ]);
    expect(listsOf(html)).toEqual({});
    // the files each profile's screen needs, as the page would hint them were it that remote's alone
    expect(planOf(html)!.screens).toEqual([
      {
        roles: ['participant'],
        reads: [],
        hints: [
          { href: '/remotes/participant/mf-manifest.json', as: 'fetch' },
          { href: '/remotes/participant/remoteEntry.js', as: 'script' },
          { href: '/remotes/participant/routes.010aaaa.js', as: 'script' },
          { href: '/remotes/participant/screen-invoices-list.010aaaa.js', as: 'script' },
        ],
      },
      {
        roles: ['admin'],
        reads: [],
        hints: [
          { href: '/remotes/admin/mf-manifest.json', as: 'fetch' },
          { href: '/remotes/admin/remoteEntry.js', as: 'script' },
          { href: '/remotes/admin/routes.010bbbb.js', as: 'script' },
          { href: '/remotes/admin/screen-invoices.010bbbb.js', as: 'script' },
        ],
      },
    ]);
  });

  it("bad input: on a shared path, a remote whose entry is gone carries no files in the plan; the other's stay", async () => {
    const entry = path.join(root, 'remote-admin/dist/remoteEntry.js');
    fs.renameSync(entry, `${entry}-down`);
    try {
      const html = (await page('/admin/invoices-list')).body;
      expect(hintsOf(html).map(([, href]) => href)).toEqual(['/remotes/participant/screens.json', '/remotes/admin/screens.json']);
      const [participant, admin] = planOf(html)!.screens;
      expect(participant.hints).toHaveLength(4);
      expect(admin).toEqual({ roles: ['admin'], reads: [] });
    } finally {
      fs.renameSync(`${entry}-down`, entry);
    }
  });

  it('the first-screen pages and a remote on another origin get none of it', async () => {
    const home = await page('/admin/home');
    expect(home.body).toContain('<title>Home</title>');
    expect(hintsOf(home.body)).toEqual([]);
    expect(listsOf(home.body)).toEqual({});
    // the review remote is served from a CDN: this api has not its files, so names none of them
    expect((await page('/admin/register-sale')).body).not.toContain('review');
  });

  it('follows a deploy and a rollback: the files of the release in use only; the validator changes with them', async () => {
    const before = await page('/admin/list-cities');
    expect(hintsOf(before.body).map(([, href]) => href)).toContain('/remotes/admin/screen-list-cities.010bbbb.js');
    expect((await page('/admin/list-cities', { 'if-none-match': before.headers.etag as string })).statusCode).toBe(304);

    remoteBuild(path.join(releases, 'admin', '0.2.0-cccc'), 'admin', '0.2.0-cccc', [{ path: '/admin/list-cities', chunk: 'screen-list-cities' }]);
    switchTo(releases, 'admin', '0.2.0-cccc');
    const after = await page('/admin/list-cities', { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    const hrefs = hintsOf(after.body).map(([, href]) => href);
    expect(hrefs).toEqual([
      '/releases/admin/0.2.0-cccc/screens.json',
      '/releases/admin/0.2.0-cccc/mf-manifest.json',
      '/releases/admin/0.2.0-cccc/remoteEntry.js',
      '/releases/admin/0.2.0-cccc/routes.020cccc.js',
      '/releases/admin/0.2.0-cccc/screen-list-cities.020cccc.js',
    ]);
    expect(after.body).not.toContain('/remotes/admin/');
    // the files it names are served
    for (const href of hrefs) expect((await page(href)).statusCode).toBe(200);
    // a page of another remote carries the new release's list, by its manifest's address
    expect(listsOf((await page('/admin/register-sale')).body)).toEqual({ '/releases/admin/0.2.0-cccc/mf-manifest.json': 'admin 0.2.0-cccc' });

    remoteBuild(path.join(releases, 'admin', '0.2.1-dddd'), 'admin', '0.2.1-dddd', [{ path: '/admin/list-cities', chunk: 'screen-list-cities' }]);
    switchTo(releases, 'admin', '0.2.1-dddd');
    rollBack(releases, 'admin');
    const rolledBack = hintsOf((await page('/admin/list-cities')).body).map(([, href]) => href);
    expect(rolledBack).toContain('/releases/admin/0.2.0-cccc/remoteEntry.js');
    expect(rolledBack.join(' ')).not.toContain('0.2.1-dddd');
    expect(listsOf((await page('/admin/register-sale')).body)).toEqual({ '/releases/admin/0.2.0-cccc/mf-manifest.json': 'admin 0.2.0-cccc' });
  });

  it('bad input: a manifest naming a missing entry, a manifest or a list that is not JSON, a file name that walks: no hint of it', async () => {
    // the participant remote's hints (the admin remote's release is the test above's)
    const participantHints = async () => hintsOf((await page('/admin/register-sale')).body).map(([, href]) => href).filter((href) => href.includes('participant'));
    const dist = path.join(root, 'remote-participant/dist');
    const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
    try {
      // a stale manifest: its entry is gone from the folder; nothing of that remote is named but its list
      write(path.join(dist, 'mf-manifest.json'), JSON.stringify({ ...manifest, metaData: { remoteEntry: { name: 'remoteEntry.old.js', path: '' } } }));
      expect(await participantHints()).toEqual(['/remotes/participant/screens.json']);
      // a chunk name that leaves the folder, or would break the tag
      write(path.join(dist, 'mf-manifest.json'), JSON.stringify({ ...manifest, exposes: [{ name: 'routes', path: './routes', assets: { js: { sync: ['../../shell/dist/index.html"><script>'] } } }] }));
      expect((await page('/admin/register-sale')).body).not.toContain('<script>');
      write(path.join(dist, 'mf-manifest.json'), '{ not json');
      expect(await participantHints()).toEqual(['/remotes/participant/screens.json']);
      write(path.join(dist, 'screens.json.bak'), fs.readFileSync(path.join(dist, 'screens.json'), 'utf8'));
      // a text of a list written in a page cannot end its element
      const list = JSON.parse(fs.readFileSync(path.join(dist, 'screens.json'), 'utf8'));
      write(path.join(dist, 'screens.json'), JSON.stringify({ ...list, screens: [{ ...list.screens[0], title: '</script><script>alert(1)</script>' }] }));
      const other = (await page('/admin/list-cities')).body;
      expect(other).not.toContain('<script>alert');
      expect(listsOf(other)['/remotes/participant/mf-manifest.json']).toBe('participant 0.1.0-aaaa');
      write(path.join(dist, 'screens.json'), '[]');
      write(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
      // a list the shell would refuse is not hinted either, nor written in a page, and its remote owns no path
      expect(await participantHints()).toEqual([]);
      expect(Object.keys(listsOf((await page('/admin/list-cities')).body)).join(' ')).not.toContain('participant');
    } finally {
      write(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
      if (fs.existsSync(path.join(dist, 'screens.json.bak'))) fs.renameSync(path.join(dist, 'screens.json.bak'), path.join(dist, 'screens.json'));
    }
    expect(await participantHints()).toHaveLength(5);
  });

  describe("the first screen's main picture: the catalogue's first card", () => {
    /** the image preloads of a page: their attributes, by name */
    const imageHints = (html: string) =>
      [...html.matchAll(/<link rel="preload" as="image"([^>]*)>/g)].map((m) => Object.fromEntries([...m[1].matchAll(/ ([\w-]+)="([^"]*)"/g)].map((a) => [a[1], a[2]])));
    const PNG = '/uploads/products/0b6e1c52-6c3f-4e6a-9a57-1f7d2b3c4d5e.png';
    let category: number;
    const product = async (name: string, image: string | null, state: '1' | '0' = '1') =>
      Number((await t.db.insertInto('products').values({ name, points: 100, points_value: 1, estimated_value: 1000, image, state, product_categories_id: category }).returning('id').executeTakeFirstOrThrow()).id);
    beforeAll(async () => {
      category = Number((await t.db.insertInto('product_categories').values({ name: 'Hogar' }).returning('id').executeTakeFirstOrThrow()).id);
    });
    afterEach(async () => {
      await t.db.deleteFrom('products').execute();
    });

    it('names the first active product\'s picture with the srcset, sizes and type the card asks with; no other page gets one', async () => {
      expect(imageHints((await page('/admin/products')).body)).toEqual([]);
      await product('Oculto', '/uploads/products/11111111-1111-4111-8111-111111111111.png', '0');
      await product('Nevera Eléctrica', PNG);
      await product('Muñeco', '/uploads/products/22222222-2222-4222-8222-222222222222.jpg');
      const res = await page('/admin/products');
      expect(imageHints(res.body)).toEqual([{
        href: PNG,
        type: 'image/webp',
        imagesrcset: `${PNG.replace('.png', '.card-400.webp')} 400w, ${PNG.replace('.png', '.card-800.webp')} 800w`,
        imagesizes: '(min-width: 960px) 22vw, (min-width: 600px) 50vw, 100vw',
        fetchpriority: 'high',
      }]);
      // the script hints stay as they were, the picture after them
      expect(res.body.indexOf('as="image"')).toBeGreaterThan(res.body.indexOf('as="script"'));
      expect(imageHints((await page('/admin/register-sale')).body)).toEqual([]);
      expect(imageHints((await page('/admin/home')).body)).toEqual([]);
    });

    it('follows the catalogue: a product made active, deactivated or without picture changes the hint at the next page', async () => {
      const hidden = await product('Primero', '/uploads/products/33333333-3333-4333-8333-333333333333.png', '0');
      await product('Segundo', PNG);
      expect(imageHints((await page('/admin/products')).body).map((h) => h.href)).toEqual([PNG]);
      await t.db.updateTable('products').set({ state: '1' }).where('id', '=', hidden).execute();
      expect(imageHints((await page('/admin/products')).body).map((h) => h.href)).toEqual(['/uploads/products/33333333-3333-4333-8333-333333333333.png']);
      // the first card has no picture: nothing is preloaded (the second card's would not be the page's largest)
      await t.db.updateTable('products').set({ image: null }).where('id', '=', hidden).execute();
      expect(imageHints((await page('/admin/products')).body)).toEqual([]);
    });

    it('bad input: a stored path that is no original of the folder gets no srcset, and a quote cannot break the tag', async () => {
      await product('Raro', '/uploads/products/a"><script>alert(1)</script>.png');
      const res = await page('/admin/products');
      expect(res.body).not.toContain('<script>alert');
      expect(imageHints(res.body)).toEqual([{ href: '/uploads/products/a&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;.png', fetchpriority: 'high' }]);
    });
  });
});
