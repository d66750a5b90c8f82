// `npm run new-screen --workspace @portal/remote-<name> -- --path /admin/<words> --title "<Título>" --roles <role,...>`
// writes the six pieces of a new screen of that remote (docs/guides/add-a-screen.md): its path in
// src/paths.ts, its declaration in src/screens.ts (roles, and its entry in its profiles' menu at the
// next free number of the remote's own range, contract MENU_ORDERS), its texts in src/messages.ts
// (the remote's one messages module: a section of its `messages`, never a file in the feature's
// folder), its component and its test in src/features/<feature>/components/, and its route in
// src/routes.tsx.
// Every input is checked before anything is written: a path another owner declares for the same
// profiles, a title the menu cannot show as it is, a profile that does not exist, a remote with no
// numbers in that menu; a refusal says why and writes nothing.
//
// Options: --path, --title, --roles (comma-separated: admin, approver, buyer, participant; or the
// staff's profile numbers 1, 4, 5), --feature (the folder under src/features; default: the path's
// words), --component (default: the path's words in PascalCase), --hidden (routed, not drawn),
// --group (the menu group), --dry-run (print the changes, write nothing).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  freeMenuOrder, matchesPath, MENU_ORDERS, menuOrderProblems, readRemoteScreens, REMOTE_NAMES, roleOf, ROLES, screenChunkName,
  screenProblem,
  type MenuSet, type RemoteName, type Role, type RouteOwner, type ScreenDeclaration,
} from '@portal/contract';

const ROOT = path.resolve(__dirname, '../..');

/** the staff's profile numbers (SPEC 6: 1, 4, 5), accepted beside the role names */
const STAFF_PROFILE = /^[145]$/;

/** the menu a role's entry goes in (contract menuSetOf: 1 admin, 4 and 5 staff, others participant) */
const MENU_OF_ROLE: Record<Role, MenuSet> = { admin: 'admin', approver: 'staff', buyer: 'staff', participant: 'participant' };

export class Refusal extends Error {}

export interface NewScreenInput {
  remote: RemoteName;
  path: string;
  title: string;
  roles: string[];
  feature?: string;
  component?: string;
  hidden?: boolean;
  group?: string;
}

/** One file's new content (or a new file). */
export interface Change {
  file: string;
  content: string;
  created: boolean;
}

const words = (screenPath: string) => screenPath.replace(/^\/admin\//, '').split('/').filter((part) => !part.startsWith(':')).join('-');
const camel = (dashed: string) => dashed.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const pascal = (dashed: string) => camel(dashed).replace(/^[a-z]/, (c) => c.toUpperCase());
const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/**
 * What the sidebar can show as an entry: a capital first letter, words of letters (Spanish ones
 * included) or digits, no word in capitals, no capital inside a word, no end punctuation, at most
 * 40 characters. SPEC's own titles pass ('Lista Redenciones', 'Facturas por revisar', 'Políticas Y Condiciones').
 */
export function titleProblem(title: string): string | null {
  if (title !== title.trim() || /\s{2,}/.test(title)) return 'el título lleva espacios de más';
  if (!title) return 'falta el título';
  if (title.length > 40) return 'el título pasa de 40 caracteres: el menú no lo muestra entero';
  if (!/^[\p{L}\d]+( [\p{L}\d]+)*$/u.test(title)) return 'el título solo lleva letras, números y espacios (sin puntuación)';
  if (!/^\p{Lu}/u.test(title)) return `el título empieza con mayúscula ('${title.charAt(0).toUpperCase()}${title.slice(1)}')`;
  const shouting = title.split(' ').find((word) => word.length > 1 && word === word.toUpperCase() && /\p{L}/u.test(word));
  if (shouting) return `el título no escribe palabras en mayúsculas ('${shouting}')`;
  const inner = title.split(' ').find((word) => /.\p{Lu}/u.test(word));
  if (inner) return `el título no lleva mayúsculas dentro de una palabra ('${inner}')`;
  return null;
}

function readRoles(given: string[]): Role[] {
  if (given.length === 0) throw new Refusal(`falta --roles: ${ROLES.join(', ')}`);
  const roles = given.map((name) => {
    const role = (ROLES as readonly string[]).includes(name) ? (name as Role) : STAFF_PROFILE.test(name) ? roleOf(Number(name)) : null;
    if (!role) throw new Refusal(`el perfil '${name}' no existe: los perfiles son ${ROLES.join(', ')} (o los perfiles 1, 4, 5)`);
    return role;
  });
  return [...new Set(roles)];
}

/** the screens each owner declares today: the shell's pages and every remote's screens.ts */
async function declaredScreens(root: string): Promise<Array<{ owner: RouteOwner; screens: readonly ScreenDeclaration[] }>> {
  const owned: Array<{ owner: RouteOwner; screens: readonly ScreenDeclaration[] }> = [];
  const own = (await import(path.join(root, 'shell/src/routes/own.ts'))) as { AUTH_ROUTES: ScreenDeclaration[]; SHELL_ROUTES: ScreenDeclaration[] };
  owned.push({ owner: 'shell', screens: [...own.AUTH_ROUTES, ...own.SHELL_ROUTES] });
  for (const remote of REMOTE_NAMES) {
    const file = path.join(root, `remote-${remote}/src/screens.ts`);
    owned.push({ owner: remote, screens: ((await import(file)) as { screens: ScreenDeclaration[] }).screens });
  }
  return owned;
}

function insertBefore(content: string, anchor: RegExp, text: string, file: string): string {
  const match = anchor.exec(content);
  if (!match) throw new Refusal(`${file}: no encuentro dónde escribir (${anchor})`);
  return content.slice(0, match.index) + text + content.slice(match.index);
}

/** adds `name` to the file's `import { ... } from './paths'` (or writes one after the last import) */
function importPath(content: string, name: string, from: string): string {
  const existing = new RegExp(`import \\{([^}]*)\\} from '${from.replace(/[.]/g, '[.]')}';`).exec(content);
  if (existing) {
    const names = existing[1].split(',').map((n) => n.trim()).filter(Boolean);
    const list = [...names, name].sort((a, b) => a.localeCompare(b)).join(', ');
    return content.replace(existing[0], `import { ${list} } from '${from}';`);
  }
  const imports = [...content.matchAll(/^import .*;$/gm)];
  const last = imports[imports.length - 1];
  if (!last || last.index === undefined) throw new Refusal(`no encuentro los imports (${from})`);
  const at = last.index + last[0].length;
  return `${content.slice(0, at)}\nimport { ${name} } from '${from}';${content.slice(at)}`;
}

/** the changes the new screen makes, or a Refusal saying why none can be made */
export async function planNewScreen(input: NewScreenInput, root = ROOT): Promise<Change[]> {
  const { remote } = input;
  if (!REMOTE_NAMES.includes(remote)) throw new Refusal(`el módulo '${remote}' no existe: ${REMOTE_NAMES.join(', ')}`);
  const roles = readRoles(input.roles);
  const titleIssue = titleProblem(input.title);
  if (titleIssue) throw new Refusal(titleIssue);
  const pathIssue = screenProblem({ path: input.path, title: input.title, roles });
  if (pathIssue) throw new Refusal(pathIssue);

  const feature = input.feature ?? words(input.path);
  const component = input.component ?? pascal(words(input.path));
  if (!/^[a-z][a-z0-9-]*$/.test(feature)) throw new Refusal(`la carpeta '${feature}' se escribe en minúsculas con guiones`);
  if (!/^[A-Z][A-Za-z0-9]*$/.test(component)) throw new Refusal(`el componente '${component}' se escribe en PascalCase`);

  const sets = [...new Set(roles.map((role) => MENU_OF_ROLE[role]))];
  const owned = await declaredScreens(root);
  const mine = owned.find((o) => o.owner === remote)!.screens;
  for (const { owner, screens } of owned) {
    for (const other of screens) {
      if (!matchesPath(other.path, input.path) && !matchesPath(input.path, other.path) && other.path !== input.path) continue;
      const shared = other.roles === 'public' ? roles : roles.filter((role) => (other.roles as readonly Role[]).includes(role));
      if (owner === remote) throw new Refusal(`la ruta ${input.path} ya es de este módulo ('${other.title}')`);
      if (owner === 'shell') throw new Refusal(`la ruta ${input.path} es del shell ('${other.title}')`);
      if (shared.length > 0) throw new Refusal(`la ruta ${input.path} es del módulo '${owner}' ('${other.title}') para ${shared.join(', ')}`);
    }
  }
  const menu: Partial<Record<MenuSet, { order: number; group?: string; hidden?: boolean }>> = {};
  for (const set of sets) {
    const users = roles.filter((role) => MENU_OF_ROLE[role] === set).join(', ');
    if (!MENU_ORDERS[set][remote]) throw new Refusal(`el módulo '${remote}' no tiene entradas en el menú de ${users} ('${set}', contract MENU_ORDERS): sus pantallas son de otro módulo`);
    const order = freeMenuOrder(remote, set, mine);
    if (order === null) throw new Refusal(`el módulo '${remote}' ya usa todos sus números del menú '${set}' (contract MENU_ORDERS)`);
    menu[set] = { order, ...(input.group ? { group: input.group } : {}), ...(input.hidden ? { hidden: true } : {}) };
  }
  const declaration: ScreenDeclaration = { path: input.path, title: input.title, roles, menu };

  // the list the shell would read, with the new screen in it
  const read = readRemoteScreens(remote, { remote, release: 'new-screen', screens: [...mine, declaration] });
  if (!read.ok) throw new Refusal(read.problem);
  const outside = menuOrderProblems(remote, [declaration]);
  if (outside.length > 0) throw new Refusal(outside.join('; '));

  const src = path.join(root, `remote-${remote}/src`);
  const read$ = (file: string) => fs.readFileSync(path.join(src, file), 'utf8');
  const pathName = `${camel(words(input.path))}Path`;
  const params = [...input.path.matchAll(/:([a-z][a-zA-Z]*)/g)].map((m) => m[1]);
  const key = camel(feature);
  const componentDir = `features/${feature}/components`;
  for (const file of [`${componentDir}/${component}.tsx`, `${componentDir}/${component}.test.tsx`]) {
    if (fs.existsSync(path.join(src, file))) throw new Refusal(`src/${file} ya existe`);
  }
  const messages = read$('messages.ts');
  // the sections of `messages`, from its first line to its closing brace (the module's other exports follow it)
  const start = messages.indexOf('export const messages = {');
  const end = start < 0 ? null : /^}/m.exec(messages.slice(start));
  if (!end) throw new Refusal('src/messages.ts no declara export const messages');
  const sections = messages.slice(start, start + end.index);
  if (new RegExp(`^  ${key}: \\{`, 'm').test(sections)) throw new Refusal(`src/messages.ts ya tiene textos '${key}': elija otra --feature`);
  const pathsFile = read$('paths.ts');
  if (new RegExp(`\\b${pathName}\\b`).test(pathsFile)) throw new Refusal(`src/paths.ts ya tiene ${pathName}`);

  // 1. its path, written once
  let paths = `${pathsFile.trimEnd()}\n\n/** '${input.title}' */\nexport const ${pathName} = ${quote(input.path)};\n`;
  if (params.length > 0) {
    if (!/import \{[^}]*\bgeneratePath\b[^}]*\} from 'react-router-dom';/.test(paths)) paths = `import { generatePath } from 'react-router-dom';\n${paths}`;
    const args = params.map((p) => `${p}: number | string`).join(', ');
    const fill = params.map((p) => `${p}: String(${p})`).join(', ');
    paths += `export const ${pathName}For = (${args}) => generatePath(${pathName}, { ${fill} });\n`;
  }
  // 2. its declaration, at the end of the remote's list
  const menuText = Object.entries(menu)
    .map(([set, placement]) => `${set}: { ${Object.entries(placement!).map(([k, v]) => `${k}: ${typeof v === 'string' ? quote(v) : v}`).join(', ')} }`)
    .join(', ');
  const entry = `  { path: ${pathName}, title: ${quote(input.title)}, roles: [${roles.map(quote).join(', ')}], menu: { ${menuText} } },\n`;
  let screensFile = insertBefore(read$('screens.ts'), /^\];\s*$/m, entry, 'src/screens.ts');
  screensFile = importPath(screensFile, pathName, './paths');
  // 3. its texts
  const texts = `  ${key}: {\n    // ${input.path}\n    title: ${quote(input.title)},\n    intro: ${quote(`${input.title}: aquí va el contenido de la pantalla.`)},\n  },\n`;
  const messagesFile = messages.slice(0, start) + insertBefore(messages.slice(start), /^}/m, texts, 'src/messages.ts');
  // 4. its route, a chunk of its own
  const route = `  [${pathName}]: lazyScreen(() => import(/* webpackChunkName: "${screenChunkName(input.path)}" */ './${componentDir}/${component}'), (m) => m.${component}),\n`;
  let routes = insertBefore(read$('routes.tsx'), /^};\s*$/m, route, 'src/routes.tsx');
  routes = importPath(routes, pathName, './paths');
  // 5. its component
  const componentFile = `// '${input.title}' (${input.path}): ${roles.join(', ')}.
import { Card, CardBody, CardHeader } from '@portal/shared-ui';
import { messages } from '../../../messages';

const text = messages.${key};

export function ${component}() {
  return (
    <Card>
      <CardHeader title={text.title} />
      <CardBody>
        <p>{text.intro}</p>
      </CardBody>
    </Card>
  );
}
`;
  // 6. its test: opened at its path through the remote's routes, as the shell mounts them
  const helper = { participant: 'renderParticipant', admin: 'renderAdmin', review: 'renderReview' }[remote];
  const opened = input.path.replace(/:([a-z][a-zA-Z]*)/g, '1');
  const testFile = `import { screen } from '@testing-library/react';
import { installFakeApi } from '@portal/shared-auth/testing';
import { messages } from '../../../messages';
import { ${helper} } from '../../../testing/render-${remote}';

it("opens at ${opened} through the remote's routes and shows its title and text", async () => {
  installFakeApi({});
  ${helper}(${quote(opened)});
  expect(await screen.findByRole('heading', { name: messages.${key}.title })).toBeInTheDocument();
  expect(screen.getByText(messages.${key}.intro)).toBeInTheDocument();
});
`;
  const at = (file: string) => path.join(src, file);
  return [
    { file: at('paths.ts'), content: paths, created: false },
    { file: at('screens.ts'), content: screensFile, created: false },
    { file: at('messages.ts'), content: messagesFile, created: false },
    { file: at('routes.tsx'), content: routes, created: false },
    { file: at(`${componentDir}/${component}.tsx`), content: componentFile, created: true },
    { file: at(`${componentDir}/${component}.test.tsx`), content: testFile, created: true },
  ];
}

export function writeChanges(changes: readonly Change[]): void {
  for (const change of changes) {
    fs.mkdirSync(path.dirname(change.file), { recursive: true });
    fs.writeFileSync(change.file, change.content);
  }
}

async function main(): Promise<void> {
  const remote = process.argv[2] as RemoteName;
  const { values } = parseArgs({
    args: process.argv.slice(3),
    options: {
      path: { type: 'string' },
      title: { type: 'string' },
      roles: { type: 'string' },
      feature: { type: 'string' },
      component: { type: 'string' },
      group: { type: 'string' },
      hidden: { type: 'boolean', default: false },
      'dry-run': { type: 'boolean', default: false },
      // the repository to write into (its own tests use a copy)
      root: { type: 'string' },
    },
  });
  if (!values.path || !values.title) throw new Refusal('faltan --path y --title (npm run new-screen -- --path /admin/mis-cosas --title "Mis Cosas" --roles participant)');
  const changes = await planNewScreen({
    remote,
    path: values.path,
    title: values.title,
    roles: (values.roles ?? '').split(',').map((r) => r.trim()).filter(Boolean),
    feature: values.feature,
    component: values.component,
    group: values.group,
    hidden: values.hidden,
  }, values.root ? path.resolve(values.root) : ROOT);
  if (!values['dry-run']) writeChanges(changes);
  for (const change of changes) console.log(`${values['dry-run'] ? 'would write' : change.created ? 'created' : 'changed'} ${path.relative(values.root ? path.resolve(values.root) : ROOT, change.file)}`);
  console.log(`Next: add '${values.title}' to the menu test of src/routes.test.tsx (the menu as SPEC 2.4 gives it), run npm test --workspace @portal/remote-${remote}, then docs/guides/add-a-screen.md steps 3, 6 and 8 (its api calls, its first reads, the api's roles).`);
}

if (require.main === module) {
  main().catch((err: unknown) => {
    if (err instanceof Refusal) {
      console.error(`No se escribió nada: ${err.message.replace(/[.]$/, "")}.`);
      process.exit(1);
    }
    throw err;
  });
}
