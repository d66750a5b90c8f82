// One place for the Module Federation and build settings of the shell and the three remotes
// (ARCHITECTURE "Micro-frontends", TOOLCHAIN "Module Federation settings that worked").
const path = require('node:path');
const zlib = require('node:zlib');
const { DefinePlugin, NormalModuleReplacementPlugin } = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');

/** the portal's icon, copied beside the pages as favicon.svg and named in each */
const FAVICON = path.join(__dirname, 'favicon.svg');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { RemoteScreensPlugin } = require('./screens');
const { AppManifestPlugin } = require('./app-manifest');
const { serviceWorkerConfig } = require('./service-worker');
const { SharedContractPlugin, TRIMMED } = require('./shared-check');
const { CompileHintsPlugin } = require('./compile-hints');
const { firstScreenBundle, FirstScreenPagesPlugin, LOGIN_PAGE, HOME_PAGE } = require('./firstScreen');

const root = path.resolve(__dirname, '../..');
/** the ES module build of Module Federation's runtime, which the bundler runtime imports */
const RUNTIME_CORE_ESM = path.join(path.dirname(require.resolve('@module-federation/runtime-core')), 'index.js');
const rootPkg = require(path.join(root, 'package.json'));

/**
 * the shell's chunks every federated page runs after main.js (named in its page, hinted for V8); the
 * http client's axios is not among them: a federated page draws itself from its first reads, and
 * asks for axios at the person's first press or key, or its first send (docs/adr/0053-axios-beside-main-js.md)
 */
const FIRST_CHUNKS = ['bootstrap', 'admin'];

/**
 * Every text file of a production build also written as .br (brotli, best quality: it is
 * paid once, at build time) and .gz, which the api serves as they are (@fastify/static preCompressed)
 * to a browser that accepts them. Files under 1 KB or that shrink by less than 20% stay plain only.
 * The source maps (27 MB of a whole build, asked for only by a developer's tools) get gzip alone:
 * brotli at its best quality takes 42 s of a build's CPU for them, gzip 2 s.
 */
const TEXT_FILES = /\.(js|mjs|css|html|json|svg|map)$/;
const precompressed = () => [
  new CompressionPlugin({
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    test: TEXT_FILES,
    // the source maps: gzip alone (above)
    exclude: /\.map$/,
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    threshold: 1024,
    minRatio: 0.8,
  }),
  new CompressionPlugin({
    filename: '[path][base].gz',
    algorithm: 'gzip',
    test: TEXT_FILES,
    compressionOptions: { level: 9 },
    threshold: 1024,
    minRatio: 0.8,
  }),
];

/**
 * The shared packages are a versioned contract. Versions come from each package.json: a
 * build provides the version it has installed, and asks for the range its own package.json names.
 * Share only what must be one instance: only the stateful packages (where state lives:
 * React, the router, the theme engine, the stores, the query client, shared-auth's session) are
 * shared, one instance on the page (`singleton`). A remote whose range the shell's version does not
 * meet is refused (`strictVersion`): the shell says so in Spanish (shell/src/remotes/RemoteErrorBoundary.tsx)
 * and every other screen keeps working. The stateless packages (contract, shared-ui, zod) are not
 * shared: each build carries the part it uses, tree-shaken, so a page runs only the schemas and
 * components it draws (shared whole, every module of them would run on every first load), and a
 * remote built against a newer shared-ui works under an older shell.
 * tools/webpack/shared-check.js holds a remote's imports to the shell's versions at build time.
 */
const STATEFUL = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'react-router-dom', 'styled-components', 'zustand', '@tanstack/react-query', '@portal/shared-auth'];

/**
 * A trimmed share's module that re-exports the package of its own share key
 * (sharedQuery.ts: '@tanstack/react-query') gets the package itself for that import. Module
 * Federation hands every request of a share key to the share, whose module this is: without this the
 * module would re-export itself, and the package would be in no file. Rewritten before the request is
 * matched against the shared keys, so it is the package's ES module file that is resolved.
 */
const trimmedModulesImportTheirPackage = () =>
  new NormalModuleReplacementPlugin(/^[@\w]/, (resource) => {
    const issuer = resource.contextInfo?.issuer;
    const own = Object.entries(TRIMMED).find(([key, file]) => resource.request === key && issuer === path.join(root, file));
    if (!own) return;
    const pkgDir = path.dirname(require.resolve(`${own[0]}/package.json`, { paths: [root] }));
    resource.request = path.join(pkgDir, require(path.join(pkgDir, 'package.json')).exports['.'].import.default);
  });

/** the package a share key belongs to ('react/jsx-runtime' -> 'react') */
const packageOf = (key) => (key.startsWith('@') ? key.split('/').slice(0, 2).join('/') : key.split('/')[0]);

/** the version of `name` a build in `dir` gets (through the workspace link for our own packages) */
function installedVersion(dir, name) {
  return require(require.resolve(`${name}/package.json`, { paths: [dir] })).version;
}

/** the range `dir`'s package.json asks of a package (the root's for React, which it pins there: TOOLCHAIN) */
function rangeOf(dir, name) {
  const own = require(path.join(dir, 'package.json'));
  const range = own.dependencies?.[name] ?? own.devDependencies?.[name] ?? own.peerDependencies?.[name] ?? rootPkg.dependencies[name];
  if (!range) throw new Error(`${path.join(dir, 'package.json')} names no version of ${name}, which the portal shares: add it to its dependencies`);
  return range;
}

/** The shared modules of the build in `dir`, with versions and ranges from the package.json files. */
function sharedOf(dir) {
  const entry = (key, singleton) => {
    const name = packageOf(key);
    return { singleton, strictVersion: singleton, requiredVersion: rangeOf(dir, name), version: installedVersion(dir, name) };
  };
  const shared = Object.fromEntries(STATEFUL.map((key) => [key, entry(key, true)]));
  // React Router and TanStack Query as the part the portal uses (shared-check.js TRIMMED)
  for (const [key, file] of Object.entries(TRIMMED)) shared[key].import = path.join(root, file);
  return shared;
}

/** The loaders of every build: TypeScript and JSX through swc, CSS into <style>, images as files. */
function moduleRules(production) {
  return {
    rules: [
      {
        test: /\.[jt]sx?$/,
        exclude: /node_modules/,
        use: {
          loader: 'swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
              target: 'es2020',
            },
          },
        },
      },
      { test: /\.css$/, use: ['style-loader', 'css-loader'] },
      { test: /\.(png|jpe?g|gif|webp|svg)$/i, type: 'asset/resource' },
    ],
  };
}

/**
 * The same shared modules, bundled into the entry that provides them: the production shell's. It
 * asks no range of them: they are its own, the versions it was built with, and Module
 * Federation would otherwise check each against the shell's range at every one of the shell's own
 * loads of a shared module (some 50 on a page, each parsing both with a dozen regular expressions).
 * A remote's ranges are still checked, by the shell before the remote runs (remotes/loader.ts) and by
 * Module Federation at the remote's loads.
 */
const eagerly = (modules) => Object.fromEntries(Object.entries(modules).map(([key, config]) => [key, { ...config, eager: true, requiredVersion: false }]));

/**
 * @param {object} o
 * @param {string} o.dir        package folder (__dirname of its webpack.config.js)
 * @param {string} o.name       federation name: 'shell' | 'participant' | 'admin' | 'review'
 * @param {Record<string,string>} [o.exposes] remote modules (absent for the shell)
 * @param {number} o.devPort    port of `npm run dev`
 * @param {string} o.title      page title of the standalone host
 * @param {{ login: string, home: string, firstReads: string }} [o.firstScreens] the shell only: the entries
 *   of the login bundle, of the home's first-screen bundle, and of the script that sends a federated
 *   page's first api reads before main.js (see firstScreen.js)
 */
function federatedConfig({ dir, name, exposes, devPort, title, firstScreens }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const isShell = !exposes;
    // a production shell is three builds: the login bundle, the first-screen bundle of the
    // home, then the federated shell (firstScreen.js)
    const split = isShell && production && firstScreens;
    const outputPath = process.env.PORTAL_DIST_DIR || path.join(dir, 'dist');
    const bundle = (bundleName, entries, options) =>
      firstScreenBundle({ name: bundleName, dir, entries, outputPath, rules: moduleRules(production), plugins: precompressed(), ...options });
    // one after the other: the first empties the folder
    const login = split ? bundle('login', { login: firstScreens.login }) : null;
    // its files: home.js, and first-*.js for react-dom and the other packages
    // and early-reads.js, one small file that sends a federated page's first api reads (not
    // 'first-': that prefix is the first-screen bundle's own files)
    const first = split
      ? bundle('first', { home: firstScreens.home, 'early-reads': firstScreens.firstReads }, { after: 'login', vendorFiles: true, whole: ['early-reads'] })
      : null;
    const federated = {
      ...(split ? { name: 'shell', dependencies: ['login', 'first'] } : {}),
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        // PORTAL_DIST_DIR lets a team (and the e2e test) redeploy one remote into a served folder.
        path: outputPath,
        // The shell lives at the site root; a remote is served from wherever its manifest says.
        publicPath: isShell ? '/' : 'auto',
        uniqueName: name,
        // The entry keeps a fixed name: [contenthash] in `filename` breaks Module Federation's build
        // (module-federation/core #5077); index.html busts its cache with `hash: true` below.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        // the login bundle, built just before into the same folder, has cleaned it
        clean: !split,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        // the runtime the shell hands to the remotes (provideExternalRuntime below) is the
        // one it runs itself; the plugin that hands it over `require`s the CommonJS build, which
        // would put a second copy (54 KB) in main.js
        alias: { '@module-federation/runtime-tools/runtime-core$': RUNTIME_CORE_ESM },
      },
      module: moduleRules(production),
      plugins: [
        trimmedModulesImportTheirPackage(),
        new ModuleFederationPlugin({
          name,
          ...(exposes ? { filename: 'remoteEntry.js', exposes, manifest: true } : { remotes: {} }),
          // the production shell provides every singleton from main.js itself (eager): its
          // first render needs them all, and one file is one request instead of a chunk per shared
          // module (20 of them, 6 at a time over HTTP/1.1). Remotes keep them lazy: they use the shell's.
          shared: split ? eagerly(sharedOf(dir)) : sharedOf(dir),
          // A remote that is down must not fail the shell's start (TOOLCHAIN).
          shareStrategy: 'loaded-first',
          dts: false,
          // Browser-only builds: leaves the Node script loader out of the runtime in main.js.
          // One Module Federation runtime on the page, the shell's: a production remote's
          // entry leaves its own copy out (54 KB of code on every remote's page) and uses the one the
          // production shell puts on the page for it. Both sides pin @module-federation/enhanced to one
          // version in their package.json. The development builds keep their own.
          experiments: {
            optimization: { target: 'web' },
            ...(production && isShell ? { provideExternalRuntime: true } : {}),
            ...(production && !isShell ? { externalRuntime: true } : {}),
          },
        }),
        // the shell knows the versions of the one-instance packages it provides, to refuse a
        // remote whose ranges they do not meet before running its code (shell/src/remotes/loader.ts)
        ...(isShell
          ? [new DefinePlugin({
              'process.env.PORTAL_SHARED_SINGLETONS': JSON.stringify(JSON.stringify(Object.fromEntries(
                Object.entries(sharedOf(dir)).filter(([, c]) => c.singleton).map(([key, c]) => [key, c.version]),
              ))),
            })]
          : []),
        // shared-check.js: the shell writes the versions and exports of the shared packages it provides
        // (shared.json); a remote's build, given the deployed shell's file (PORTAL_SHELL_SHARED: what
        // `npm run deploy` of a remote passes), fails on an import the shell's copy lacks. A full
        // `npm run build` makes the shell and the remotes from one tree, which CI checks as a whole
        // (shell/src/sharedContract.test.ts).
        ...(production && (isShell || process.env.PORTAL_SHELL_SHARED)
          ? [new SharedContractPlugin({ dir, isShell, stateful: STATEFUL, shellSharedFile: process.env.PORTAL_SHELL_SHARED })]
          : []),
        // the screens a remote declares, beside its manifest, for the shell to read at run time
        ...(exposes ? [new RemoteScreensPlugin({ remote: name, file: path.join(dir, 'src', 'screens.ts'), version: require(path.join(dir, 'package.json')).version })] : []),
        // A remote's page is its standalone dev host: absolute script paths so deep links reload,
        // and only its own entry (not remoteEntry.js). The split shell's pages name their scripts
        // through FirstScreenPagesPlugin: index.html, login.html for the /auth addresses and home.html
        // for /admin/home (api/src/web/frontends.ts FIRST_SCREEN_PAGES picks the page by the address).
        // the portal's icon (without it the browser asks for /favicon.ico and gets a 404)
        new HtmlWebpackPlugin({ title, template: path.join(__dirname, 'index.html'), publicPath: '/', chunks: split ? [] : ['main'], hash: true, favicon: FAVICON }),
        // the portal as an installable app: its manifest and icons, named in every page
        ...(isShell ? [new AppManifestPlugin({ file: path.join(dir, 'src', 'app-manifest.ts'), icon: FAVICON })] : []),
        ...(split
          ? [
              ...[LOGIN_PAGE, HOME_PAGE].map((filename) => new HtmlWebpackPlugin({ title, template: path.join(__dirname, 'index.html'), filename, publicPath: '/', chunks: [], favicon: FAVICON })),
              new FirstScreenPagesPlugin({
                // after a login comes the home; from the home, any other page of the portal
                pages: {
                  [LOGIN_PAGE]: { bundle: login, entry: 'login', next: [HOME_PAGE] },
                  // the home's bundle sends the reads its page names itself, with its first call (shared-auth
                  // takeFirstRead): the http client's chunk is not among its files (docs/adr/0053-axios-beside-main-js.md)
                  [HOME_PAGE]: { bundle: first, entry: 'home', next: ['shell'] },
                },
                firstChunks: FIRST_CHUNKS,
                firstReads: { bundle: first, entry: 'early-reads' },
                faviconFile: FAVICON,
              }),
            ]
          : []),
        // the files a page's start runs, compiled as they stream in, off the main thread
        ...(production && isShell ? [new CompileHintsPlugin({ alsoChunks: FIRST_CHUNKS })] : []),
        ...(production ? precompressed() : []),
      ],
      // react-datepicker's optional date-fns-tz (TOOLCHAIN).
      ignoreWarnings: [/Critical dependency/, /date-fns-tz/],
      performance: { hints: false },
      devServer: {
        port: devPort,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/uploads', '/portal.config.json'], target: process.env.API_URL || 'http://localhost:8080' }],
      },
    };
    // the service worker, once the shell's every file is written (service-worker.js)
    const worker = split
      ? serviceWorkerConfig({ entry: path.join(dir, 'src', 'offline', 'service-worker.ts'), outputPath, rules: moduleRules(production), plugins: precompressed(), after: ['login', 'first', 'shell'] })
      : null;
    return split ? [login.config, first.config, federated, worker] : federated;
  };
}

module.exports = { federatedConfig, sharedOf, STATEFUL, TRIMMED };
