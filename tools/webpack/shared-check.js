// Shared packages as a versioned contract: the check of a remote's build against the
// shell it will run under.
// - The shell's build writes SHARED_FILE beside its pages: the version of each of our shared
//   packages it provides, and every name each one exports.
// - A remote's build, given that file of the shell in use (PORTAL_SHELL_SHARED; `npm run deploy` of a
//   remote passes the served shell's), fails when the remote imports a name the shell's copy lacks while the remote's
//   range accepts the shell's version, since the shell's copy would then be used and the name would
//   be undefined on the page (React error #130). The way out: raise the package's version and the
//   remote's range, so the remote waits for a shell that has it (the shell refuses it with a message
//   until then).
// Our own packages that are shared are the stateful ones (shared-auth); contract and
// shared-ui are carried by each build, tree-shaken (federation.js), so a remote's imports of them are
// its build's own business. React Router and TanStack Query are shared as the part the portal uses
// (TRIMMED): the shell's file names what its module of each provides, and a remote deployed alone
// that imports another name of them fails too, since the page would get undefined there as well.
const fs = require('node:fs');
const path = require('node:path');
const semver = require('semver');

const NAME = 'SharedContractPlugin';
const SHARED_FILE = 'shared.json';
/** our own shared packages, whose exports the check compares (the others are pinned exactly) */
const WORKSPACE_SHARED = ['@portal/shared-auth'];
/**
 * Packages shared as the part the portal uses, not whole (a shared module is not tree-shaken: a
 * remote may use any export), each by a module of the shell: React Router, whose module re-exports
 * react-router (not shared: each build's copy is only behind that module), and
 * TanStack Query, whose module re-exports the package itself (federation.js resolves that one import
 * to the package). federation.js shares them so; shell/src/sharedModules.test.ts holds the sources of
 * this tree to them.
 */
const TRIMMED = { 'react-router-dom': 'shell/src/sharedRouter.ts', '@tanstack/react-query': 'shell/src/sharedQuery.ts' };
const ROOT = path.resolve(__dirname, '../..');
/** every package whose exports the check compares */
const CHECKED = [...WORKSPACE_SHARED, ...Object.keys(TRIMMED)];

/** every name the TypeScript entry `entry` exports (types included: they cost nothing to keep) */
function exportsOf(entry) {
  const ts = require('typescript');
  const program = ts.createProgram([entry], {
    noEmit: true, skipLibCheck: true, types: [], jsx: ts.JsxEmit.ReactJSX, esModuleInterop: true,
    module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, target: ts.ScriptTarget.ES2020,
  });
  const checker = program.getTypeChecker();
  const symbol = checker.getSymbolAtLocation(program.getSourceFile(entry));
  return symbol ? checker.getExportsOfModule(symbol).map((s) => s.getName()).sort() : [];
}

/**
 * The shell's side: the version and exports of each workspace package as the build in `dir` gets it,
 * and of each trimmed package the names its module provides.
 */
function providedShared(dir) {
  return Object.fromEntries(
    CHECKED.map((name) => {
      const pkgFile = require.resolve(`${name}/package.json`, { paths: [dir] });
      const pkg = require(pkgFile);
      const entry = TRIMMED[name] ? path.join(ROOT, TRIMMED[name]) : path.join(path.dirname(pkgFile), pkg.main);
      return [name, { version: pkg.version, exports: exportsOf(entry) }];
    }),
  );
}

/**
 * The source files under `srcDir` a build ships: TypeScript, tests and the `testing` folders left
 * out (shell/src/sharedModules.test.ts reads the same files).
 */
function sourceFiles(srcDir) {
  return fs.readdirSync(srcDir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(srcDir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The value names the sources under `srcDir` import from each workspace package (tests left out). */
function importedNames(srcDir) {
  const ts = require('typescript');
  const found = Object.fromEntries(CHECKED.map((name) => [name, new Map()]));
  for (const file of sourceFiles(srcDir)) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.ES2020, false, ts.ScriptKind.TSX);
    for (const statement of source.statements) {
      const from = statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) ? statement.moduleSpecifier.text : null;
      if (!from || !found[from]) continue;
      let names = [];
      if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) {
        const bindings = statement.importClause?.namedBindings;
        if (bindings && ts.isNamedImports(bindings)) names = bindings.elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text);
      } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
        names = statement.exportClause.elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text);
      }
      for (const name of names) if (!found[from].has(name)) found[from].set(name, path.relative(srcDir, file));
    }
  }
  return found;
}

/**
 * What is wrong with a remote built from `dir` under a shell that provides `shell` (SHARED_FILE's
 * content): errors (the build fails) and warnings (it may run, with its own copy or not at all).
 */
function checkAgainstShell(dir, shell, stateful) {
  const own = require(path.join(dir, 'package.json'));
  const imported = importedNames(path.join(dir, 'src'));
  const errors = [];
  const warnings = [];
  for (const name of CHECKED) {
    const range = own.dependencies?.[name];
    const provided = shell[name];
    if (!range || !provided) continue;
    if (!semver.satisfies(provided.version, range)) {
      warnings.push(stateful.includes(name)
        ? `${own.name} asks for ${name} ${range}; the shell provides ${provided.version}, so the portal will refuse this remote ('Módulo no compatible') until a shell with it is deployed.`
        : `${own.name} asks for ${name} ${range}; the shell provides ${provided.version}, so the remote will load its own copy.`);
      continue;
    }
    const have = new Set(provided.exports);
    for (const [imported_, file] of imported[name]) {
      if (have.has(imported_)) continue;
      errors.push(TRIMMED[name]
        ? `${own.name} imports ${imported_} from ${name} (src/${file}), which the shell in use does not share (its ${TRIMMED[name]} names the part of ${name} every build gets), so the page would get undefined. Add it to that module and deploy the shell first.`
        : `${own.name} imports ${imported_} from ${name} (src/${file}), which the shell's ${name} ${provided.version} does not have, and its range ${range} accepts that version, so the page would get undefined. Give ${name} a new version and ask for it in ${own.name}'s package.json (e.g. ^${semver.inc(provided.version, 'minor')}), so the remote ${stateful.includes(name) ? 'is refused until a shell with it is deployed' : 'brings its own copy'}.`);
    }
  }
  return { errors, warnings };
}

/** The shell: writes SHARED_FILE. A remote: checks its imports against the shell's file. */
class SharedContractPlugin {
  constructor({ dir, isShell, stateful, shellSharedFile }) {
    this.dir = dir;
    this.isShell = isShell;
    this.stateful = stateful;
    this.shellSharedFile = shellSharedFile;
  }

  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    if (this.isShell) {
      compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
        compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
          compilation.emitAsset(SHARED_FILE, new sources.RawSource(`${JSON.stringify(providedShared(this.dir), null, 1)}\n`));
        });
      });
      return;
    }
    // a remote: checked before anything is compiled (it reads the sources, not the build), so a
    // refused deploy fails in seconds
    let warnings = [];
    compiler.hooks.beforeRun.tapAsync(NAME, (_compiler, done) => {
      if (!fs.existsSync(this.shellSharedFile)) {
        done(new Error(`PORTAL_SHELL_SHARED names ${this.shellSharedFile}, which is not there: give the ${SHARED_FILE} of the shell in use, or leave it unset to skip the check`));
        return;
      }
      const found = checkAgainstShell(this.dir, JSON.parse(fs.readFileSync(this.shellSharedFile, 'utf8')), this.stateful);
      warnings = found.warnings;
      done(found.errors.length ? new Error(`the shared packages do not fit the shell in use:\n- ${found.errors.join('\n- ')}`) : undefined);
    });
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      warnings.forEach((w) => compilation.warnings.push(new WebpackError(w)));
    });
  }
}

module.exports = { SharedContractPlugin, SHARED_FILE, TRIMMED, providedShared, importedNames, sourceFiles, checkAgainstShell, exportsOf };
