import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rules every page is held to: WCAG 2.1, levels A and AA. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe's findings on the page as it is now, one line each ("rule: the elements it found"): the
 * serious and critical ones, or every one with `every`; only inside `include` (a selector) when given.
 */
export async function axeFindings(page: Page, { every = false, include }: { every?: boolean; include?: string } = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_21_AA);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => every || violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Serious and critical axe findings (WCAG 2.1 A and AA) on the page as it is now. */
export const seriousViolations = (page: Page) => axeFindings(page);
