// The one rule for every text the api takes. A control character (U+0000-U+001F, U+007F) or a lone
// UTF-16 surrogate is no text a person typed: PostgreSQL refuses a NUL (a 500 without this rule,
// with a stack in the log), SQLite would store it, and a line break in a one-line field would write
// header lines into a mail. Refused here with a Spanish 400 naming the field, before any schema,
// handler or query runs, so nothing of the request is stored: the JSON body, the query and the path
// through a preValidation hook on every route, a multipart form through http/multipart.ts.
import type { FastifyInstance } from 'fastify';
import { MSG } from '../messages';
import { validationDetail } from './error-handler';
import { badRequest } from './errors';

/**
 * The fields a person writes on several lines (the textareas of the screens): the review comments,
 * the contact message and a tire's description. They may hold line breaks and tabs; every other
 * text is one line. A field is known by its own name, wherever it sits in the body.
 */
export const MULTILINE_FIELDS: ReadonlySet<string> = new Set(['comment', 'buyer_comment', 'comment_rejected', 'mensaje', 'description']);

const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LINE_BREAK_OR_TAB = /[\t\n\r]/;
/** a surrogate not in a pair (JSON may write one, "\ud800"); PostgreSQL and SQLite would store U+FFFD instead */
const LONE_SURROGATE = /\p{Cs}/u;
/** validationDetail names at most five */
const MAX_ISSUES = 5;
/** a field deeper than this is named by its first levels (a body nested 100,000 deep is no field name) */
const MAX_NAMED_DEPTH = 8;

interface Issue { path: string; message: string }

function problemOf(text: string, multiline: boolean): string | null {
  if (CONTROL.test(text)) return MSG.textControlCharacters;
  if (!multiline && LINE_BREAK_OR_TAB.test(text)) return MSG.textOneLine;
  if (LONE_SURROGATE.test(text)) return MSG.textInvalidUnicode;
  return null;
}

/** a key as a field name can show it (a control character in a key is shown escaped) */
const keyLabel = (key: string) => (problemOf(key, false) ? JSON.stringify(key).slice(1, -1) : key);

/**
 * The problems of the texts in `value` (a string, or any JSON: arrays, objects and their keys),
 * each with its path (`/tires/0/amount`) under `prefix`. `lines`: every text may hold line breaks
 * (a multipart field's raw text, which may be JSON laid out on several lines). Walked without
 * recursion, so a deeply nested body cannot overflow the stack.
 */
export function textIssues(value: unknown, prefix = '', lines = false): Issue[] {
  const issues: Issue[] = [];
  // [value, path, depth, the name of the field it belongs to (arrays keep their field's name)]
  const stack: [unknown, string, number, string][] = [[value, prefix, 0, prefix.split('/').pop() ?? '']];
  const below = (path: string, depth: number, segment: string | number) => (depth < MAX_NAMED_DEPTH ? `${path}/${segment}` : path);
  while (stack.length > 0 && issues.length < MAX_ISSUES) {
    const [item, path, depth, field] = stack.pop()!;
    if (typeof item === 'string') {
      const message = problemOf(item, lines || MULTILINE_FIELDS.has(field));
      if (message) issues.push({ path, message });
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) stack.push([item[i], below(path, depth, i), depth + 1, field]);
    } else if (item !== null && typeof item === 'object') {
      const entries = Object.entries(item);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i];
        const keyProblem = problemOf(key, false);
        if (keyProblem) issues.push({ path: below(path, depth, keyLabel(key)), message: keyProblem });
        else stack.push([child, below(path, depth, key), depth + 1, key]);
      }
    }
  }
  return issues.slice(0, MAX_ISSUES);
}

/** the answer to texts with issues: 400, "Campo asunto: Debe ser una sola línea ..." */
const refusal = (issues: Issue[]) => (issues.length > 0 ? badRequest(validationDetail(issues.slice(0, MAX_ISSUES))) : undefined);

/** Throws the Spanish 400 naming the fields of `value` whose text is refused (see textIssues). */
export function refuseBadText(value: unknown, prefix = '', lines = false): void {
  const error = refusal(textIssues(value, prefix, lines));
  if (error) throw error;
}

/**
 * On every route, before its schema: the path's parameters, the query (every key, declared or not)
 * and the parsed JSON body. A multipart body is read by its handler (http/multipart.ts), which
 * applies the same rule to each field.
 */
export function registerTextInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    // the not-found handler answers its 404 whatever the query holds
    if (request.is404) return done();
    done(refusal([...textIssues(request.params), ...textIssues(request.query), ...textIssues(request.body)]));
  });
}
