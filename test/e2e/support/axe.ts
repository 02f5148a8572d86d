import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  nodes: { target: string[] }[];
}

/** The impacts a violation fails the check with. */
const REPORTED_IMPACTS = ['serious', 'critical'];

/**
 * The part of axe-core this uses; `_audit` is its loaded configuration: each rule with its impact and tags, and
 * the tags a run leaves out unless asked (experimental and deprecated rules).
 */
interface Axe {
  run(context: Document, options: object): Promise<{ violations: AxeViolation[] }>;
  _audit: {
    rules: { id: string; enabled: boolean; impact?: string; tags: string[] }[];
    tagExclude: string[];
  };
}

/**
 * axe-core's serious and critical violations on the page as it stands (WCAG 2.x A and AA rules and axe's best
 * practices), each as its rule id and the first elements it names. Only the rules that report serious or critical
 * violations run: axe gives every result of a rule the rule's own impact, so the other 26 of its 90 could only
 * report what this leaves out (a tenth of each run's time). axe is evaluated into the page once per document (the
 * route sweep checks one document at two widths), not added as a script tag: the app's Content-Security-Policy
 * refuses inline scripts.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (reported) => {
    const axe = (window as unknown as { axe: Axe }).axe;
    const { rules: all, tagExclude } = axe._audit;
    const rules = all.filter((rule) => rule.enabled && !rule.tags.some((tag) => tagExclude.includes(tag)));
    if (rules.some((rule) => rule.impact === undefined))
      throw new Error('axe-core no longer gives each rule its impact: run every rule and filter the results');
    const values = rules.filter((rule) => reported.includes(rule.impact ?? '')).map((rule) => rule.id);
    return (await axe.run(document, { resultTypes: ['violations'], runOnly: { type: 'rule', values } }))
      .violations;
  }, REPORTED_IMPACTS);
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')})`,
  );
}
