// The screen generator (tools/scaffold/new-screen.ts, `npm run new-screen --workspace @portal/remote-<name>`)
// on a copy of the remotes' and the shell's declarations: a sound screen gets its six pieces, at the
// next number of its remote's menu range; a path another owner has, a title the menu cannot show
// and a profile that does not exist are refused with the reason, and nothing is written.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// inside the repository, so the copy's imports (@portal/contract, react-router-dom) resolve as the real ones do
const COPY = path.join(ROOT, 'tools/test', `.new-screen-${process.pid}`);

before(() => {
  for (const remote of ['participant', 'admin', 'review']) cpSync(path.join(ROOT, `remote-${remote}/src`), path.join(COPY, `remote-${remote}/src`), { recursive: true });
  mkdirSync(path.join(COPY, 'shell/src/routes'), { recursive: true });
  cpSync(path.join(ROOT, 'shell/src/routes/own.ts'), path.join(COPY, 'shell/src/routes/own.ts'));
});
after(() => rmSync(COPY, { recursive: true, force: true }));

function generate(remote, ...args) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'tools/scaffold/new-screen.ts', remote, '--root', COPY, ...args], { cwd: ROOT, encoding: 'utf8' });
  return { status: run.status, out: run.stdout, err: run.stderr };
}

/** every file of the copy with its size and time: what a refusal must leave as it was */
function snapshot(dir = COPY, into = new Map()) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    const stat = statSync(file);
    if (stat.isDirectory()) snapshot(file, into);
    else into.set(file, `${stat.size}:${stat.mtimeMs}`);
  }
  return into;
}

const read = (file) => readFileSync(path.join(COPY, file), 'utf8');

test('refuses a path another owner has for the same profiles, a title the menu cannot show, a profile that does not exist; writes nothing', () => {
  const before = snapshot();
  const cases = [
    [['--path', '/admin/redeem-list', '--title', 'Mis Redenciones', '--roles', 'participant'], "la ruta /admin/redeem-list es del módulo 'review' ('Lista Redenciones') para participant"],
    [['--path', '/admin/home', '--title', 'Casa', '--roles', 'participant'], "la ruta /admin/home es del shell ('Inicio')"],
    [['--path', '/admin/my-goals', '--title', 'mis metas', '--roles', 'participant'], "el título empieza con mayúscula ('Mis metas')"],
    [['--path', '/admin/my-goals', '--title', 'MIS METAS', '--roles', 'participant'], "el título no escribe palabras en mayúsculas ('MIS')"],
    [['--path', '/admin/my-goals', '--title', 'Mis Metas!', '--roles', 'participant'], 'el título solo lleva letras, números y espacios'],
    [['--path', '/admin/my-goals', '--title', 'Mis Metas', '--roles', 'gerente'], "el perfil 'gerente' no existe"],
    [['--path', '/admin/my-goals', '--title', 'Mis Metas', '--roles', 'approver'], "el módulo 'participant' no tiene entradas en el menú de approver ('staff'"],
    [['--path', '/Admin/Metas', '--title', 'Mis Metas', '--roles', 'participant'], 'no es una ruta /admin/...'],
  ];
  for (const [args, reason] of cases) {
    const { status, err } = generate('participant', ...args);
    assert.equal(status, 1, `${args.join(' ')}: ${err}`);
    assert.ok(err.startsWith('No se escribió nada: '), err);
    assert.ok(err.includes(reason), `${args.join(' ')}: ${err}`);
  }
  assert.deepEqual(snapshot(), before);
});

test('a sound screen gets its path, declaration, texts, route, component and test, at the next number of its menu range', () => {
  const { status, out, err } = generate('participant', '--path', '/admin/my-goals/:id', '--title', 'Mis Metas', '--roles', 'participant');
  assert.equal(status, 0, err);
  assert.match(out, /created remote-participant\/src\/features\/my-goals\/components\/MyGoals\.test\.tsx/);
  assert.match(read('remote-participant/src/paths.ts'), /export const myGoalsPath = '\/admin\/my-goals\/:id';\nexport const myGoalsPathFor = \(id: number \| string\) => generatePath\(myGoalsPath, \{ id: String\(id\) \}\);/);
  // after the remote's last entry in the participant's menu ('Redimir Producto', 90)
  assert.match(read('remote-participant/src/screens.ts'), /\{ path: myGoalsPath, title: 'Mis Metas', roles: \['participant'\], menu: \{ participant: \{ order: 91 \} \} \},\n\];/);
  assert.match(read('remote-participant/src/screens.ts'), /import \{ myGoalsPath, participantPaths \} from '\.\/paths';/);
  assert.match(read('remote-participant/src/routes.tsx'), /\[myGoalsPath\]: lazyScreen\(\(\) => import\(\/\* webpackChunkName: "screen-my-goals" \*\/ '\.\/features\/my-goals\/components\/MyGoals'\), \(m\) => m\.MyGoals\),\n\};/);
  assert.match(read('remote-participant/src/messages.ts'), /  myGoals: \{\n    \/\/ \/admin\/my-goals\/:id\n    title: 'Mis Metas',\n/);
  assert.match(read('remote-participant/src/features/my-goals/components/MyGoals.tsx'), /export function MyGoals\(\)/);
  assert.match(read('remote-participant/src/features/my-goals/components/MyGoals.test.tsx'), /renderParticipant\('\/admin\/my-goals\/1'\);/);
  // the same screen again is this remote's already
  const again = generate('participant', '--path', '/admin/my-goals/:id', '--title', 'Mis Metas', '--roles', 'participant');
  assert.equal(again.status, 1);
  assert.match(again.err, /ya es de este módulo \('Mis Metas'\)/);
});

test('a staff screen of the review remote goes in the staff menu, and an administrator screen of remote-admin after its reports', () => {
  assert.equal(generate('review', '--path', '/admin/deliveries', '--title', 'Entregas', '--roles', 'buyer').status, 0);
  assert.match(read('remote-review/src/screens.ts'), /roles: \['buyer'\], menu: \{ staff: \{ order: 13 \} \}/);
  assert.equal(generate('admin', '--path', '/admin/promotions', '--title', 'Promociones', '--roles', '1').status, 0);
  assert.match(read('remote-admin/src/screens.ts'), /roles: \['admin'\], menu: \{ admin: \{ order: 143 \} \}/);
  assert.ok(existsSync(path.join(COPY, 'remote-admin/src/features/promotions/components/Promotions.tsx')));
  // its texts are a section of the remote's one messages module (its `messages`), never a file in the feature's folder
  assert.match(read('remote-admin/src/messages.ts'), /  promotions: \{\n    \/\/ \/admin\/promotions\n    title: 'Promociones',\n    intro: 'Promociones: aquí va el contenido de la pantalla\.',\n  \},\n\} as const;\n/);
  assert.ok(!existsSync(path.join(COPY, 'remote-admin/src/features/promotions/messages.ts')));
  // a key another export of the module has inside it (reportTexts.charts) is not a section of `messages`
  const charts = generate('admin', '--path', '/admin/charts', '--title', 'Gráficas', '--roles', 'admin');
  assert.equal(charts.status, 0, charts.err);
  assert.match(read('remote-admin/src/messages.ts'), /  charts: \{\n    \/\/ \/admin\/charts\n    title: 'Gráficas',\n/);
});
