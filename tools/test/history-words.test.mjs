// The history-word check finds a planted issue or session number in a checked file, with its
// place, and leaves the archive, the lock file and built output alone. The planted words are put
// together at run time (`named`), so that this file passes the check itself.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { findHistoryWords, historyLines } from './history-words.mjs';

/** a word and its number, written so that no line of this file holds the two together */
const named = (word, number) => `${word} ${number}`;

function repository(files) {
  const root = mkdtempSync(path.join(tmpdir(), 'history-words-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  execFileSync('git', ['init', '-q'], { cwd: root });
  return root;
}

test('a comment, a test title and an OpenAPI text that name an issue or a session are found with their place', () => {
  const root = repository({
    'api/src/routes.ts': `// SPEC 7: the list\nconst schema = { description: 'A stale save is refused (${named('Issue', 6)})' };\n`,
    'shell/src/menu.test.tsx': `it('shows the count (${named('session', 17)})', () => {});\n`,
    'remote-admin/src/clean.ts': '// SPEC 5: names of 3 or more; the session token in the header\n',
  });
  assert.deepEqual(findHistoryWords(root), [
    `api/src/routes.ts:2: const schema = { description: 'A stale save is refused (${named('Issue', 6)})' };`,
    `shell/src/menu.test.tsx:1: it('shows the count (${named('session', 17)})', () => {});`,
  ]);
});

test('the archive, the lock file, built output and files of other kinds are not checked', () => {
  const root = repository({
    'docs/archive/2026-12-02-decisions-log.md': `## Speed (${named('issue', 24)})\n`,
    'package-lock.json': `{ "note": "${named('issue', 1)}" }\n`,
    'shell/dist/main.js': `// ${named('issue', 2)}\n`,
    'e2e/artifacts/screens/shot.txt': `${named('issue', 3)}\n`,
    'docs/performance.md': 'The budgets, as measured.\n',
  });
  assert.deepEqual(findHistoryWords(root), []);
});

test("a file whose name names an issue or a session is found; a name with the word alone is not", () => {
  const root = repository({
    [`api/src/db/migrations/${named('issue', 6).replace(' ', '')}-migrations.test.ts`]: '// SPEC 7\n',
    [`e2e/src/${named('session', 3).replace(' ', '-')}.e2e.ts`]: '// SPEC 8\n',
    'shell/src/session-check.ts': '// SPEC 8: the session check\n',
  });
  assert.deepEqual(findHistoryWords(root).sort(), [
    `api/src/db/migrations/${named('issue', 6).replace(' ', '')}-migrations.test.ts: its name names an issue or a session`,
    `e2e/src/${named('session', 3).replace(' ', '-')}.e2e.ts: its name names an issue or a session`,
  ]);
});

test('the plural and capitals count; a number that is not an issue does not', () => {
  assert.equal(historyLines('a.md', `${named('Issues', 47)} and 48`).length, 1);
  assert.equal(historyLines('a.md', `the ${named('SESSION', 3)} notes`).length, 1);
  assert.equal(historyLines('a.md', 'two sessions, 3 tabs; issue-free').length, 0);
});
