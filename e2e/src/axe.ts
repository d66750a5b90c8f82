// axe-core's WCAG 2.1 A and AA rules on a screen as the browser shows
// it. axe's own source goes into the page through the DevTools protocol (page.evaluate), not a
// <script> tag: the portal's Content-Security-Policy (api/src/http/security.ts) allows no inline script.
import assert from 'node:assert/strict';
import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** WCAG 2.0 and 2.1, levels A and AA: what the portal must meet (axe's tags for them) */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string; failureSummary: string }[];
}

/** the longest a selector or a failure summary is shown: enough to find the node, not a wall of text */
const SHOWN_CHARS = 300;

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > SHOWN_CHARS ? `${flat.slice(0, SHOWN_CHARS - 1)}…` : flat;
}

/** the WCAG 2.1 A/AA violations axe finds on the page as it is now */
export async function axeViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async (tags) => {
    const results = await window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.map(String).join(' '), failureSummary: n.failureSummary ?? '' })),
    }));
  }, WCAG_21_AA);
}

/** one line per violation, then one per node it was found on: what to fix and where */
export function formatViolations(violations: Violation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.map((n) => `    - ${shorten(n.target)}\n      ${shorten(n.failureSummary)}`);
      return `  ${v.id} (${v.impact ?? 'no impact'}, ${v.nodes.length} node${v.nodes.length === 1 ? '' : 's'}): ${v.help}\n${nodes.join('\n')}`;
    })
    .join('\n');
}

/** fails with the readable list when axe finds any WCAG 2.1 A/AA violation on the page */
export async function assertNoAxeViolations(page: Page, label: string): Promise<void> {
  const violations = await axeViolations(page);
  if (violations.length > 0) {
    assert.fail(`${label}: ${violations.length} accessibility violation${violations.length === 1 ? '' : 's'} (axe-core ${axe.version}, WCAG 2.1 A/AA):\n${formatViolations(violations)}`);
  }
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}
