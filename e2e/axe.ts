import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

const AXE = path.resolve('node_modules/axe-core/axe.min.js');
let axeSource: string | undefined;

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * Puts axe-core in the page through DevTools evaluation, which the page's Content-Security-Policy
 * does not govern: a `<script>` element (page.addScriptTag), inline or not, is refused by the
 * site's `script-src`, as it should be.
 */
export async function injectAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => 'axe' in window)) return;
  axeSource ??= fs.readFileSync(AXE, 'utf8');
  await page.evaluate(axeSource);
}

/** Runs axe-core in the page; returns the serious and critical violations. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await injectAxe(page);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (ctx: Document, options: { resultTypes: string[] }) => Promise<{ violations: AxeViolation[] }>;
        };
      }
    ).axe;
    // Only the violations in full: axe then describes one node per passing rule, not every node
    // it checked, which was most of its time on a long page.
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

export const describeViolations = (vs: AxeViolation[]) =>
  vs
    .map(
      (v) =>
        `${v.id} (${v.impact}, ${v.nodes.length} nodes): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => JSON.stringify(n.target))
          .join(', ')}`,
    )
    .join('\n');
