// V8's explicit compile hint. A script whose first line is `//# allFunctionsCalledOnLoad`
// has every function compiled as the file streams in, on a background thread, instead of each one on
// the page's main thread at its first call (Chrome 136 and later; other browsers read a comment).
// Given to the federated shell's files that every page runs at its start, nearly all of their code:
// its entry (main.js: React DOM, the Module Federation runtime, the router, the data layer) and the
// chunks named in `alsoChunks` (bootstrap, admin). A chunk loaded on demand is left as it is (its
// functions may never run), and so are the login page's and the home's own bundles: there the hint
// measured a later LCP. docs/adr/0046-v8-compile-hint-on-the-shells-start.md.
const { Compilation, sources } = require('webpack');

const HINT = '//# allFunctionsCalledOnLoad\n';

class CompileHintsPlugin {
  /** @param {{ alsoChunks?: string[] }} [o] chunks loaded on demand that every page runs at its start */
  constructor({ alsoChunks = [] } = {}) {
    this.alsoChunks = alsoChunks;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      // after the minifier (which drops comments), before the source maps are written (so they
      // count the added line), the real content hashes and the compressed copies
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        for (const chunk of compilation.chunks) {
          if (!chunk.canBeInitial() && !this.alsoChunks.includes(chunk.name)) continue;
          for (const file of chunk.files) {
            if (file.endsWith('.js')) compilation.updateAsset(file, (old) => new sources.ConcatSource(HINT, old));
          }
        }
      });
    });
  }
}

module.exports = { CompileHintsPlugin };
