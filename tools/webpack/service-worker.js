// The shell's build makes the portal's service worker (shell/src/offline/service-worker.ts)
// as /sw.js, last, once the login bundle, the home bundle and the federated shell are written: its
// precache is every file of the shell's folder a page can ask for (Workbox's getManifest: each with
// the revision of its content; a hashed name is its own revision), put where the worker's source says
// self.__WB_MANIFEST. The whole shell's main.js is listed under the address its pages name it by
// (main.js?<build hash>), so a page of one build never gets another build's main.js from the copy.
const fs = require('node:fs');
const path = require('node:path');

const NAME = 'PrecacheManifestPlugin';
const TOKEN = 'self.__WB_MANIFEST';
/** what the pages ask for; not the source maps, the compressed copies, the licences nor the build's own lists */
const PATTERNS = ['**/*.{js,html,webmanifest,png,svg}'];
const IGNORED = ['**/*.map', 'sw.js', '**/*.LICENSE.txt', 'mf-*.json', 'shared.json'];

class PrecacheManifestPlugin {
  /** @param {{ outputPath: string }} o the shell's folder, already written by the builds before */
  constructor({ outputPath }) {
    this.outputPath = outputPath;
  }

  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // after minifying (the token is a global's property: kept as written), before the .br and .gz copies
      compilation.hooks.processAssets.tapPromise({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER - 1 }, async () => {
        const { getManifest } = require('workbox-build');
        const { manifestEntries, warnings } = await getManifest({
          globDirectory: this.outputPath,
          globPatterns: PATTERNS,
          globIgnores: IGNORED,
          dontCacheBustURLsMatching: /\.[0-9a-f]{8}\.(js|png)$/,
          maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        });
        for (const warning of warnings) compilation.warnings.push(new WebpackError(`${NAME}: ${warning}`));
        const index = fs.readFileSync(path.join(this.outputPath, 'index.html'), 'utf8');
        const main = /["'=](\/main\.js\?[0-9a-f]+)/.exec(index)?.[1];
        if (!main) {
          compilation.errors.push(new WebpackError(`${NAME}: index.html names no /main.js?<hash>`));
          return;
        }
        const entries = manifestEntries.map(({ url, revision }) => (url === 'main.js' ? { url: main, revision: null } : { url: `/${url}`, revision }));
        for (const file of Object.keys(compilation.assets).filter((f) => f.endsWith('.js'))) {
          const source = compilation.assets[file].source().toString();
          if (!source.includes(TOKEN)) continue;
          compilation.updateAsset(file, new sources.RawSource(source.replace(TOKEN, JSON.stringify(entries))));
        }
      });
    });
  }
}

/**
 * The worker's own build: one file, for the worker's globals, after the builds named in `after`.
 * @param {{ entry: string, outputPath: string, rules: object, plugins: object[], after: string[] }} o
 */
function serviceWorkerConfig({ entry, outputPath, rules, plugins, after }) {
  return {
    name: 'service-worker',
    dependencies: after,
    mode: 'production',
    target: 'webworker',
    entry: { sw: entry },
    devtool: 'source-map',
    output: { path: outputPath, filename: '[name].js', clean: false },
    resolve: { extensions: ['.ts', '.js', '.mjs'] },
    module: rules,
    plugins: [new PrecacheManifestPlugin({ outputPath }), ...plugins],
    performance: { hints: false },
  };
}

module.exports = { serviceWorkerConfig, PrecacheManifestPlugin };
