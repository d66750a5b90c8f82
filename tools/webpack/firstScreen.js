// The first screens a phone downloads. A production shell is three webpack builds into one
// folder:
// - the login bundle: the /auth pages as a plain React app, without Module Federation. The
//   federation runtime (about 23 KB compressed), every shared singleton whole (a shared module
//   cannot be tree-shaken: a remote may use any of its exports), the http client and the admin area stay off
//   the login page. Its other pages are chunks of their own, fetched when shown.
// - the first-screen bundle of the admin area (`first`): a fresh load of /admin/home (where a login
//   lands) as a plain React app, the admin layout and the home page; any move from it is a new load
//   of the address (home-app/). react-dom and the other packages are files of their own (first-*.js).
//   Only the shell's own pages may have such a bundle: a remote's page depends on a remote, whose
//   source the shell never compiles, so it always comes through the federated shell.
// - the federated shell (federation.js), for every other page and every move after that.
// The api answers an /auth address with login.html, /admin/home with home.html and any other with
// index.html, which loads main.js with everything its first render needs (FirstScreenPagesPlugin):
// each page names all its scripts, so the browser never learns of a script only after running
// another one. A login leaves the login bundle with a full load of /admin/home
// (login-app/LoginApp.tsx); the session is already in IndexedDB. While the person types, the login
// bundle prefetches the home bundle, and the home, once idle, the federated shell's first files, so
// the next load comes from the browser's cache.
// The pages stay free of inline script: the api's Content-Security-Policy (script-src 'self').
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const root = path.resolve(__dirname, '../..');
/**
 * Our own packages' sources, marked free of side effects for the login bundle: a module that only
 * declares (styled components, schemas, texts) is left out when nothing it exports is used. Without
 * the mark webpack keeps every module a barrel (`@portal/shared-ui`'s index.ts) re-exports, since
 * a styled component's declaration is a call it cannot prove pure. None of these files is imported
 * for its side effects (the two CSS imports of shared-ui are the CSS files' own, which stay).
 */
const OWN_SOURCES = ['contract', 'shared-auth', 'shared-ui', 'shell'].map((pkg) => path.join(root, pkg, 'src'));

const NAME = 'FirstScreenPagesPlugin';
/** the page of the /auth addresses and the page of /admin/home (api/src/web/frontends.ts serves them) */
const LOGIN_PAGE = 'login.html';
const HOME_PAGE = 'home.html';
/** the meta tag of a first-screen page naming the files of the page a person goes to next (first-screen/WholeShell.tsx reads it) */
const NEXT_FILES_META = 'portal-next-files';
const isJs = (file) => file.endsWith('.js');

/**
 * A first-screen bundle's webpack config (`login`; `first`, whose entry is the home), and the files
 * each entry needs (known once it is built; the builds that need them run after it: `dependencies`).
 * The first one built empties the output folder.
 */
function firstScreenBundle({ name, dir, entries, outputPath, rules, plugins, after, vendorFiles = false, whole = [] }) {
  let files = null;
  // `whole`: entries kept one file each, with the few packages they use (first-reads)
  const apart = (chunk) => chunk.canBeInitial() && !whole.includes(chunk.name);
  const config = {
    name,
    ...(after ? { dependencies: [after] } : {}),
    mode: 'production',
    // what swc compiles to (jsc.target) is es2020: webpack's own runtime code may use it too
    target: ['web', 'es2020'],
    context: dir,
    entry: entries,
    devtool: 'source-map',
    output: {
      path: outputPath,
      publicPath: '/',
      // its own chunk loading global, apart from the federated shell's and the other bundle's
      uniqueName: `shell-${name}`,
      filename: '[name].[contenthash:8].js',
      chunkFilename: `${name}-[name].[contenthash:8].js`,
      clean: !after,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: { ...rules, rules: [...rules.rules, { include: OWN_SOURCES, sideEffects: false }] },
    // vendorFiles: react-dom, and the other packages, files of their own. The browser runs each
    // script as a task of its own, so a phone's CPU is never held for the whole bundle at once (TBT).
    // The login bundle stays one file: its download is the 1.3x goal's, and splitting costs bytes.
    ...(vendorFiles
      ? {
          optimization: {
            splitChunks: {
              cacheGroups: {
                reactDom: { test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/, name: `${name}-react-dom`, chunks: apart, enforce: true, priority: 2 },
                vendors: { test: /[\\/]node_modules[\\/]/, name: `${name}-vendors`, chunks: apart, enforce: true, priority: 1 },
              },
            },
          },
        }
      : {}),
    plugins: [
      ...plugins,
      {
        apply(compiler) {
          compiler.hooks.done.tap('FirstScreenBundleFiles', (stats) => {
            files = new Map([...stats.compilation.entrypoints].map(([entry, group]) => [entry, group.getFiles().filter(isJs)]));
          });
        },
      },
    ],
    ignoreWarnings: [/Critical dependency/, /date-fns-tz/],
    performance: { hints: false },
  };
  return {
    config,
    /** the JS files of one entry, in the order they are named */
    files(entry) {
      if (!files) throw new Error(`The ${name} bundle is built before the federated shell (webpack \`dependencies\`).`);
      if (!files.has(entry)) throw new Error(`The ${name} bundle has no entry "${entry}".`);
      return files.get(entry);
    },
  };
}

/**
 * The JS files a chunk group needs before its code runs: its own chunks and, through Module
 * Federation's consume-shared modules, the chunks of the shared modules it falls back to (the shell
 * provides them itself: at start no remote has registered another version).
 */
function firstRenderFiles(compilation, groups) {
  const seen = new Set();
  const files = new Set();
  const visit = (group) => {
    if (!group || seen.has(group)) return;
    seen.add(group);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (isJs(file)) files.add(file);
      for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== 'consume-shared-module') continue;
        for (const block of module.blocks) visit(compilation.chunkGraph.getBlockChunkGroup(block));
      }
    }
  };
  groups.forEach(visit);
  return [...files];
}

/**
 * The pages of a production shell, each naming every script its first render needs, so
 * the browser's preload scanner asks for all of them while it reads the HTML (one step before the
 * first paint, no script that only names others). The api picks the page by the address
 * (api/src/web/frontends.ts): `login.html` for an /auth page, `home.html` for /admin/home,
 * `index.html` for any other.
 * - login.html and home.html: the first-screen entry's scripts (async, after #root) and, in a meta
 *   tag, the files of the pages a person goes to next, which the bundle prefetches
 *   (first-screen/WholeShell.tsx): from the login page the home's, from the home the federated
 *   shell's. Measured (bench:lighthouse, login page): this page instead of a start.js that added the
 *   scripts took the median from 0.93 to 0.98, LCP 2.25 -> 1.85 s, TBT 281 -> 31 ms. react-dom as a
 *   file of its own scored about the same (0.99, TBT 0) on the login page but weighs 1.4 KB more
 *   compressed, past the 1.3x goal; the `first` bundle has it apart (vendorFiles).
 * - index.html: main.js and everything the first render of any other page needs (the chunk of
 *   bootstrap.tsx, the admin chunk, the shared modules they consume).
 * Each asks for /portal.config.json at once. No inline script: the api's CSP has `script-src 'self'`.
 */
class FirstScreenPagesPlugin {
  /**
   * @param {{ pages: Record<string, { bundle: { files(entry: string): string[] }, entry: string, next: string[] }>, firstChunks: string[], firstReads?: { bundle: { files(entry: string): string[] }, entry: string }, faviconFile?: string, configPath?: string }} options
   * pages: each first-screen page (login.html, home.html), the bundle and entry it starts and the
   * pages whose files it prefetches (pages of `pages`, or 'shell': the federated shell); firstChunks:
   * the named chunks every page of the federated shell needs at once (shell/src/index.ts, AppRoutes.tsx);
   * firstReads: the entry that sends the page's first api reads before main.js
   */
  constructor({ pages, firstChunks, firstReads, faviconFile, configPath = '/portal.config.json' }) {
    this.favicon = faviconFile ? `data:image/svg+xml,${encodeURIComponent(fs.readFileSync(faviconFile, 'utf8').trim())}` : null;
    this.pages = pages;
    this.firstChunks = firstChunks;
    this.firstReads = firstReads;
    this.configPath = configPath;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = compilation.outputOptions.publicPath;
        const url = (file) => `${publicPath}${file}`;
        const tag = (tagName, attributes) => HtmlWebpackPlugin.createHtmlTagObject(tagName, attributes);
        const entry = compilation.entrypoints.get('main');
        const entryFiles = new Set(entry.getFiles());
        const named = (name) => {
          const group = compilation.namedChunkGroups.get(name);
          if (!group) throw new Error(`${NAME}: no chunk named "${name}" (the shell names it with webpackChunkName).`);
          return group;
        };
        // the chunk of bootstrap.tsx (index.ts) and the admin area every page of the federated shell starts in
        const shell = firstRenderFiles(compilation, this.firstChunks.map(named)).filter((f) => !entryFiles.has(f)).map(url);
        const main = `${url(entry.getFiles().find(isJs))}?${compilation.hash.slice(0, 20)}`;
        const config = tag('link', { rel: 'preload', href: this.configPath, as: 'fetch', crossorigin: 'anonymous' });
        // the scripts that draw the page are its most urgent requests (a deferred script is low otherwise)
        const script = (src) => tag('script', { defer: true, src, fetchpriority: 'high' });
        // a first-screen bundle's files run as each arrives, each a task of its own (Chromium runs the
        // deferred scripts of a page one after the other in one task); webpack's start waits for all
        const asyncScript = (src) => tag('script', { async: true, src, fetchpriority: 'high' });
        // the page's icon (HtmlWebpackPlugin's favicon option) and the app's manifest, theme colour and
        // iOS icon (app-manifest.js) stay whatever else is named
        // the icon written into the page (a data: address, which the CSP's img-src allows): as a
        // file it would be one of a phone's first requests, holding one of HTTP/1.1's six
        // connections while main.js waits for one
        const icons = data.headTags
          .filter((t) => (t.tagName === 'link' && t.attributes.rel === 'icon') || t.meta?.plugin === 'AppManifestPlugin')
          .map((t) => (t.attributes.rel === 'icon' && this.favicon ? { ...t, attributes: { ...t.attributes, href: this.favicon } } : t));
        const page = this.pages[data.outputName];
        if (page) {
          const own = page.bundle.files(page.entry).map(url);
          const filesOf = (next) => (next === 'shell' ? [main, ...shell] : this.pages[next].bundle.files(this.pages[next].entry).map(url));
          const next = [...new Set(page.next.flatMap(filesOf))].filter((file) => !own.includes(file));
          data.headTags = [
            config,
            tag('meta', { name: NEXT_FILES_META, content: next.join(' ') }),
            ...icons,
          ];
          // after #root, which an async script may otherwise run before
          data.bodyTags = own.map((src) => asyncScript(src));
        } else {
          // main.js first: HTTP/1.1 gives a page 6 connections, and it is the largest file. Before it,
          // deferred like it (so it runs first), the few hundred bytes that send the page's first api
          // reads while main.js is on its way (shared-auth first-reads.ts). main.js is asked
          // for first all the same (its preload, above them): when the page's first task ends, the
          // runtime config and the four JSON the api names (screens lists, manifest) hold five of the
          // six connections, the first script asked for takes the sixth, and the other waits for the
          // config.
          // docs/adr/0024-first-reads-before-main-js.md
          const early = this.firstReads ? this.firstReads.bundle.files(this.firstReads.entry).map(url) : [];
          const mainFirst = early.length ? [tag('link', { rel: 'preload', href: main, as: 'script', fetchpriority: 'high' })] : [];
          data.headTags = [config, ...mainFirst, ...early.map((src) => script(src)), script(main), ...shell.map((href) => tag('link', { rel: 'preload', href, as: 'script' })), ...icons];
        }
        return data;
      });
    });
  }
}

module.exports = { firstScreenBundle, FirstScreenPagesPlugin, firstRenderFiles, LOGIN_PAGE, HOME_PAGE };
