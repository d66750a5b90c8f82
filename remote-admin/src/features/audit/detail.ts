// The audit row's `detail` (the JSON the api stored: old and new values, the reason) as a
// few readable lines. The shapes the api writes (api/src/modules/*/service.ts recordAudit):
//   { name }                                      a create or a delete
//   { before: 'Bogota', after: 'Bogotá' }          a renamed city, brand, category, profile
//   { before: {...}, after: {...} }                a design or tire edit: only the fields that changed
//   { changed: { name: { from, to } }, ... }       a user edit
//   { from: 'Creada', to: 'Aprobada', comment }    a review
// Anything else is shown key by key, so no detail is ever hidden.
import { reportTexts } from '../../messages';

const t = reportTexts.audit;
const ARROW = '→';

type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain => typeof v === 'object' && v !== null && !Array.isArray(v);
/** { from, to } and nothing else */
const isChange = (v: unknown): v is { from: unknown; to: unknown } => isPlain(v) && 'from' in v && 'to' in v && Object.keys(v).length === 2;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** one value as a person reads it */
export function valueText(v: unknown): string {
  if (v === null || v === undefined || v === '') return t.emptyValue;
  if (typeof v === 'boolean') return v ? t.yes : t.no;
  if (typeof v === 'string' || typeof v === 'number') return String(v);
  if (Array.isArray(v)) return v.map(valueText).join(', ');
  return Object.entries(v as Plain).map(([k, x]) => `${k}: ${valueText(x)}`).join(', ');
}

const change = (from: unknown, to: unknown) => `${valueText(from)} ${ARROW} ${valueText(to)}`;

function linesOf(detail: Plain): string[] {
  const lines: string[] = [];
  const rest = { ...detail };

  if ('before' in detail && 'after' in detail) {
    const { before, after } = detail;
    delete rest.before;
    delete rest.after;
    if (isPlain(before) && isPlain(after)) {
      // only what changed; a field that was only before or only after counts as a change too
      for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
        if (!same(before[key], after[key])) lines.push(`${key}: ${change(before[key], after[key])}`);
      }
    } else {
      lines.push(change(before, after));
    }
  } else if ('from' in detail && 'to' in detail && !isPlain(detail.from) && !isPlain(detail.to)) {
    // a state transition: 'Creada → Aprobada'
    lines.push(change(detail.from, detail.to));
    delete rest.from;
    delete rest.to;
  }

  for (const [key, value] of Object.entries(rest)) {
    if (isChange(value)) {
      lines.push(`${key}: ${change(value.from, value.to)}`);
    } else if (isPlain(value) && Object.keys(value).length > 0 && Object.values(value).every(isChange)) {
      // { changed: { name: { from, to } } } reads 'name: Ana → Ana María'
      for (const [field, c] of Object.entries(value as Record<string, { from: unknown; to: unknown }>)) lines.push(`${field}: ${change(c.from, c.to)}`);
    } else {
      lines.push(`${key}: ${valueText(value)}`);
    }
  }
  return lines;
}

/** the detail as short lines ('name: Ana → Ana María'); [] when the row keeps none */
export function describeDetail(detail: unknown): string[] {
  if (detail === null || detail === undefined) return [];
  if (typeof detail === 'string') {
    // a detail kept as JSON text is read as JSON
    try {
      const parsed: unknown = JSON.parse(detail);
      if (typeof parsed === 'object' && parsed !== null) return describeDetail(parsed);
    } catch {
      // plain text
    }
    return detail.trim() ? [detail] : [];
  }
  if (!isPlain(detail)) return [valueText(detail)];
  return linesOf(detail);
}

/** how many characters of the joined lines the cell shows before the rest opens under 'ver todo' */
export const DETAIL_SHOWN_CHARS = 80;

/** the lines as one text, cut at `max` characters with '…' */
export function shortDetail(lines: readonly string[], max = DETAIL_SHOWN_CHARS): { text: string; cut: boolean } {
  const whole = lines.join('; ');
  if (whole.length <= max) return { text: whole, cut: false };
  return { text: `${whole.slice(0, max - 1).trimEnd()}…`, cut: true };
}
