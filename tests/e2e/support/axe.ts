import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * No serious or critical accessibility violation on the page, or only within `include` (a CSS selector). The WCAG 2.1
 * AA rules by default; `allRules` adds axe's best practices.
 */
export async function expectNoSeriousAxeViolations(
  page: Page,
  options: { include?: string; allRules?: boolean } = {},
): Promise<void> {
  const builder = new AxeBuilder({ page });
  if (options.include) builder.include(options.include);
  if (!options.allRules) builder.withTags(WCAG_21_AA);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}
