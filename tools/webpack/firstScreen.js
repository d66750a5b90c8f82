// Issue 12: the first screen a phone downloads. A production shell is two webpack builds into one
// folder:
// - the login bundle (loginBundle): the /auth pages as a plain React app, without Module
//   Federation. The federation runtime (about 23 KB compressed), every shared singleton whole (a
//   shared module cannot be tree-shaken: a remote may use any of its exports; react-router alone is
//   53 KB whole against 12 KB for what the auth pages use), axios and the admin area stay off the
//   login page. Its other pages are chunks of their own, fetched when shown.
// - the federated shell as before (federation.js), whose index.html loads one small start.js
//   (StartScriptPlugin) instead of main.js. start.js looks at the address: an /auth page gets the
//   login bundle; any other page gets main.js with everything its first render needs preloaded at
//   once (the chunk of bootstrap.tsx, the shared modules it consumes, the admin chunk, the runtime
//   config), so the browser never learns of a script only after running another one.
// A login leaves the login bundle with a full load of /admin/home (login-app/LoginApp.tsx), which
// starts the federated shell; the session is already in IndexedDB. While the person types, start.js
// prefetches that shell, so the load after the login comes from the browser's cache.
// index.html stays free of inline script: the api's Content-Security-Policy (script-src 'self').
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

const NAME = 'StartScriptPlugin';
const isJs = (file) => file.endsWith('.js');

/**
 * The login bundle's webpack config, and the files its entry needs (known once it is built; the
 * federated build runs after it: `dependencies`).
 */
function loginBundle({ dir, entry, outputPath, rules, plugins }) {
  let files = null;
  const config = {
    name: 'login',
    mode: 'production',
    // what swc compiles to (jsc.target) is es2020: webpack's own runtime code may use it too
    target: ['web', 'es2020'],
    context: dir,
    entry: { login: entry },
    devtool: 'source-map',
    output: {
      path: outputPath,
      publicPath: '/',
      // its own chunk loading global, apart from the federated shell's
      uniqueName: 'shell-login',
      filename: '[name].[contenthash:8].js',
      chunkFilename: 'login-[name].[contenthash:8].js',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: { ...rules, rules: [...rules.rules, { include: OWN_SOURCES, sideEffects: false }] },
    plugins: [
      ...plugins,
      {
        apply(compiler) {
          compiler.hooks.done.tap('LoginBundleFiles', (stats) => {
            files = stats.compilation.entrypoints.get('login').getFiles().filter(isJs);
          });
        },
      },
    ],
    ignoreWarnings: [/Critical dependency/, /date-fns-tz/],
    performance: { hints: false },
  };
  return {
    config,
    files() {
      if (!files) throw new Error('The login bundle is built before the federated shell (webpack `dependencies`).');
      return files;
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

function startSource({ login, main, shell, config }) {
  const list = (files) => JSON.stringify(files);
  return `// Issue 12 (tools/webpack/firstScreen.js): which bundle this address needs, with what its first render needs preloaded.
(function () {
  var d = document;
  function add(tag, props) {
    var e = d.createElement(tag);
    for (var k in props) e[k] = props[k];
    d.head.appendChild(e);
  }
  function link(rel, href, as) {
    add('link', as === 'fetch' ? { rel: rel, href: href, as: as, crossOrigin: 'anonymous' } : as ? { rel: rel, href: href, as: as } : { rel: rel, href: href });
  }
  var shell = ${list(shell)};
  link('preload', ${JSON.stringify(config)}, 'fetch');
  if (/^\\/auth(\\/|$)/.test(location.pathname)) {
    // the scripts that draw the page are its most urgent requests (a script inserted so is low otherwise)
    ${list(login)}.forEach(function (src) { add('script', { src: src, async: false, fetchPriority: 'high' }); });
    d.addEventListener('focusin', function warm() {
      d.removeEventListener('focusin', warm);
      [${JSON.stringify(main)}].concat(shell).forEach(function (href) { link('prefetch', href); });
    });
  } else {
    // main.js first: HTTP/1.1 gives a page 6 connections, and it is the largest file
    add('script', { src: ${JSON.stringify(main)}, async: false, fetchPriority: 'high' });
    shell.forEach(function (href) { link('preload', href, 'script'); });
  }
})();
`;
}

class StartScriptPlugin {
  /**
   * @param {{ login: { files(): string[] }, firstChunks: string[], configPath?: string }} options
   * firstChunks: the named chunks every non-/auth page needs at once (shell/src/index.ts, AppRoutes.tsx)
   */
  constructor({ login, firstChunks, configPath = '/portal.config.json' }) {
    this.login = login;
    this.firstChunks = firstChunks;
    this.configPath = configPath;
  }

  apply(compiler) {
    const { Compilation, sources, util } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      let startFile = null;
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const publicPath = compilation.outputOptions.publicPath;
        const url = (file) => `${publicPath}${file}`;
        const entry = compilation.entrypoints.get('main');
        const named = (name) => {
          const group = compilation.namedChunkGroups.get(name);
          if (!group) throw new Error(`${NAME}: no chunk named "${name}" (the shell names it with webpackChunkName).`);
          return group;
        };
        const entryFiles = new Set(entry.getFiles());
        // the chunk of bootstrap.tsx (index.ts) and the admin area every non-/auth address starts in
        const shell = firstRenderFiles(compilation, this.firstChunks.map(named)).filter((f) => !entryFiles.has(f));
        const source = startSource({
          login: this.login.files().map(url),
          main: `${url(entry.getFiles().find(isJs))}?${compilation.hash.slice(0, 20)}`,
          shell: shell.map(url),
          config: this.configPath,
        });
        const hash = util.createHash(compilation.outputOptions.hashFunction).update(source).digest('hex').slice(0, 8);
        startFile = `start.${hash}.js`;
        compilation.emitAsset(startFile, new sources.RawSource(source));
      });
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        if (!startFile) throw new Error(`${NAME}: start.js was not written before index.html.`);
        data.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('script', { defer: true, src: `${compilation.outputOptions.publicPath}${startFile}` }));
        return data;
      });
    });
  }
}

module.exports = { loginBundle, StartScriptPlugin, firstRenderFiles };
