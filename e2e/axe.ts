import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./test";

/** Axe walks the whole DOM with every rule: seconds on an idle machine, many more on a busy one. */
const AXE_ALLOWANCE_MS = 30_000;

/** Runs every axe rule (WCAG 2.2 AA and best practices) on the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  test.info().setTimeout(test.info().timeout + AXE_ALLOWANCE_MS);
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(summary, "axe violations").toEqual([]);
}
