// A remote's build writes the screens it declares (its src/screens.ts) as SCREENS_FILE
// beside its mf-manifest.json, where the shell reads them at run time to compose its routes and menus
// (shell/src/routes/table.ts). The file is checked here with the shell's own reading of it
// (contract readRemoteScreens): a list the shell would refuse fails the remote's build instead, and
// so does a menu entry outside the remote's own order numbers (contract MENU_ORDERS).
// Beside each screen, the files of the chunk its code is loaded in (contract
// screenChunkName), which the api names in the page it serves for the screen's path.
const path = require('node:path');

const NAME = 'RemoteScreensPlugin';
const contractScreens = path.resolve(__dirname, '../../contract/src/screens.ts');
const contractMenuOrders = path.resolve(__dirname, '../../contract/src/menu-orders.ts');

class RemoteScreensPlugin {
  /**
   * @param {{ remote: string, file: string, version: string }} o the remote's federation name, its
   *   screens module (absolute), and its package version (the release names it)
   */
  constructor({ remote, file, version }) {
    this.remote = remote;
    this.file = file;
    this.version = version;
  }

  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // after the files got their final names (RealContentHashPlugin renames them at OPTIMIZE_HASH),
      // before the .br and .gz copies are made (OPTIMIZE_TRANSFER)
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 }, () => {
        // read afresh on every build (tsx's require keeps nothing between calls), so `npm run dev` follows edits
        const { require: tsxRequire } = require('tsx/cjs/api');
        const { screens } = tsxRequire(this.file, __filename);
        const { readRemoteScreens, screenChunkName, SCREENS_FILE } = tsxRequire(contractScreens, __filename);
        const assets = {};
        for (const { path: screenPath } of screens) {
          const group = compilation.namedChunkGroups.get(screenChunkName(screenPath));
          if (!group) continue; // built into './routes'
          assets[screenPath] = group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
        }
        const list = { remote: this.remote, release: `${this.version}-${compilation.hash.slice(0, 8)}`, screens, assets };
        const read = readRemoteScreens(this.remote, list);
        if (!read.ok) {
          compilation.errors.push(new WebpackError(`${this.file}: ${read.problem}`));
          return;
        }
        // each team's menu entries stay inside its own numbers (contract MENU_ORDERS)
        const { menuOrderProblems } = tsxRequire(contractMenuOrders, __filename);
        const outside = menuOrderProblems(this.remote, screens);
        if (outside.length > 0) {
          compilation.errors.push(new WebpackError(`${this.file}: ${outside.join('; ')}`));
          return;
        }
        compilation.fileDependencies.add(this.file);
        compilation.emitAsset(SCREENS_FILE, new sources.RawSource(`${JSON.stringify(list, null, 1)}\n`));
      });
    });
  }
}

module.exports = { RemoteScreensPlugin };
