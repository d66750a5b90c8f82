// One place for the Module Federation and build settings of the shell and the three remotes
// (ARCHITECTURE "Micro-frontends", TOOLCHAIN "Module Federation settings that worked").
const path = require('node:path');
const zlib = require('node:zlib');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { RemoteScreensPlugin } = require('./screens');
const { firstScreenBundle, FirstScreenPagesPlugin, LOGIN_PAGE, HOME_PAGE } = require('./firstScreen');

const root = path.resolve(__dirname, '../..');
const rootPkg = require(path.join(root, 'package.json'));
const routerVersion = require(path.join(root, 'shell/package.json')).dependencies['react-router-dom'];

const singleton = (requiredVersion) => ({ singleton: true, requiredVersion });

/**
 * Issue 12: every text file of a production build also written as .br (brotli, best quality: it is
 * paid once, at build time) and .gz, which the api serves as they are (@fastify/static preCompressed)
 * to a browser that accepts them. Files under 1 KB or that shrink by less than 20% stay plain only.
 */
const TEXT_FILES = /\.(js|mjs|css|html|json|svg|map)$/;
const precompressed = () => [
  new CompressionPlugin({
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    test: TEXT_FILES,
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

/** Shared singletons: one React, one router, one theme engine, one session store for the whole page. */
const shared = {
  react: singleton(rootPkg.dependencies.react),
  'react/jsx-runtime': singleton(rootPkg.dependencies.react),
  'react-dom': singleton(rootPkg.dependencies['react-dom']),
  'react-dom/client': singleton(rootPkg.dependencies['react-dom']),
  // issue 12: the part of React Router the portal uses (shell/src/sharedRouter.ts), not all of it;
  // react-router itself is not shared: each build's copy is only behind that module
  'react-router-dom': { ...singleton(routerVersion), version: routerVersion, import: path.join(root, 'shell/src/sharedRouter.ts') },
  'styled-components': singleton('6.6.0'),
  zustand: singleton('5.1.0'),
  // the one data layer: one cache for the whole page, whichever remote reads (shared-auth/src/data.tsx)
  '@tanstack/react-query': singleton('5.108.0'),
  // Workspace packages are shared by their package names (a relative import never matches a share key).
  '@portal/contract': singleton('0.1.0'),
  '@portal/shared-auth': singleton('0.1.0'),
  '@portal/shared-ui': singleton('0.1.0'),
};

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

/** the same shared modules, bundled into the entry that provides them */
const eagerly = (modules) => Object.fromEntries(Object.entries(modules).map(([key, config]) => [key, { ...config, eager: true }]));

/**
 * @param {object} o
 * @param {string} o.dir        package folder (__dirname of its webpack.config.js)
 * @param {string} o.name       federation name: 'shell' | 'participant' | 'admin' | 'review'
 * @param {Record<string,string>} [o.exposes] remote modules (absent for the shell)
 * @param {number} o.devPort    port of `npm run dev`
 * @param {string} o.title      page title of the standalone host
 * @param {{ login: string, home: string }} [o.firstScreens] the shell only: the entries of the login
 *   bundle and of the home's first-screen bundle (see firstScreen.js)
 */
function federatedConfig({ dir, name, exposes, devPort, title, firstScreens }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const isShell = !exposes;
    // issue 12: a production shell is three builds: the login bundle, the first-screen bundle of the
    // home, then the federated shell (firstScreen.js)
    const split = isShell && production && firstScreens;
    const outputPath = process.env.PORTAL_DIST_DIR || path.join(dir, 'dist');
    const bundle = (bundleName, entries, options) =>
      firstScreenBundle({ name: bundleName, dir, entries, outputPath, rules: moduleRules(production), plugins: precompressed(), ...options });
    // one after the other: the first empties the folder
    const login = split ? bundle('login', { login: firstScreens.login }) : null;
    // its files: home.js, and first-*.js for react-dom and the other packages
    const first = split ? bundle('first', { home: firstScreens.home }, { after: 'login', vendorFiles: true }) : null;
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
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: moduleRules(production),
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(exposes ? { filename: 'remoteEntry.js', exposes, manifest: true } : { remotes: {} }),
          // issue 12: the production shell provides every singleton from main.js itself (eager): its
          // first render needs them all, and one file is one request instead of a chunk per shared
          // module (20 of them, 6 at a time over HTTP/1.1). Remotes keep them lazy: they use the shell's.
          shared: split ? eagerly(shared) : shared,
          // A remote that is down must not fail the shell's start (TOOLCHAIN).
          shareStrategy: 'loaded-first',
          dts: false,
          // Browser-only builds: leaves the Node script loader out of the runtime in main.js.
          experiments: { optimization: { target: 'web' } },
        }),
        // issue 23: the screens a remote declares, beside its manifest, for the shell to read at run time
        ...(exposes ? [new RemoteScreensPlugin({ remote: name, file: path.join(dir, 'src', 'screens.ts'), version: require(path.join(dir, 'package.json')).version })] : []),
        // A remote's page is its standalone dev host: absolute script paths so deep links reload,
        // and only its own entry (not remoteEntry.js). The split shell's pages name their scripts
        // through FirstScreenPagesPlugin: index.html, login.html for the /auth addresses and home.html
        // for /admin/home (api/src/web/frontends.ts FIRST_SCREEN_PAGES picks the page by the address).
        new HtmlWebpackPlugin({ title, template: path.join(__dirname, 'index.html'), publicPath: '/', chunks: split ? [] : ['main'], hash: true }),
        ...(split
          ? [
              ...[LOGIN_PAGE, HOME_PAGE].map((filename) => new HtmlWebpackPlugin({ title, template: path.join(__dirname, 'index.html'), filename, publicPath: '/', chunks: [] })),
              new FirstScreenPagesPlugin({
                // after a login comes the home; from the home, any other page of the portal
                pages: {
                  [LOGIN_PAGE]: { bundle: login, entry: 'login', next: [HOME_PAGE] },
                  [HOME_PAGE]: { bundle: first, entry: 'home', next: ['shell'] },
                },
                firstChunks: ['bootstrap', 'admin'],
              }),
            ]
          : []),
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
    return split ? [login.config, first.config, federated] : federated;
  };
}

module.exports = { federatedConfig, shared };
