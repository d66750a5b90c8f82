// The history-word check of `npm test`: code, comments, test titles, OpenAPI texts and the
// maintained docs state today's rule and why, never where it came from. A line naming an issue or
// a session by its number fails the run with its place; commit messages keep that story, and
// docs/archive/ keeps the investigation log as it was written.
//   node tools/test/history-words.mjs            checks the repository's files (git ls-files)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** the words that tell history, case-insensitive */
export const HISTORY_WORDS = /\b(issue|session)s? [0-9]/i;
/** a file's name that tells history ('issue6-migrations.test.ts') */
export const HISTORY_NAME = /(^|[^a-z])(issue|session)s?[-_ ]?[0-9]/i;
/** the files checked: source, configuration and the maintained docs */
const CHECKED = /\.(ts|tsx|js|jsx|mjs|cjs|json|md|ya?ml|sh|html)$|(^|\/)(run|Dockerfile)$/;
/** what is left out: the archive of investigation notes, the lock file, built output */
const LEFT_OUT = /^(docs\/archive\/|package-lock\.json$)|(^|\/)(node_modules|dist|artifacts)\//;

/** Each line of `text` (the file `file`) that names an issue or a session, as 'file:line: text'. */
export function historyLines(file, text) {
  const found = [];
  text.split('\n').forEach((line, i) => {
    if (HISTORY_WORDS.test(line)) found.push(`${file}:${i + 1}: ${line.trim().slice(0, 160)}`);
  });
  return found;
}

/** The files of `root` to check (tracked or new, not ignored), relative to it. */
export function checkedFiles(root) {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  return listed.split('\n').filter((f) => f && CHECKED.test(f) && !LEFT_OUT.test(f));
}

/** Every checked file of `root` whose name, and every line of them that, names an issue or a session. */
export function findHistoryWords(root) {
  return checkedFiles(root).flatMap((file) => {
    const named = HISTORY_NAME.test(path.basename(file)) ? [`${file}: its name names an issue or a session`] : [];
    let text;
    try {
      text = readFileSync(path.join(root, file), 'utf8');
    } catch {
      return []; // listed but deleted in the work tree
    }
    return [...named, ...historyLines(file, text)];
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const found = findHistoryWords(root);
  if (found.length) {
    console.error(`${found.length} line(s) name an issue or a session. State today's rule and why (a SPEC section or a docs/adr record), and leave where it came from to the commit message:\n${found.join('\n')}`);
    process.exit(1);
  }
  console.log('history words: none in the checked files');
}
