import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./test";

/** Axe walks the whole DOM with every rule: seconds on an idle machine, many more on a busy one. */
const AXE_ALLOWANCE_MS = 30_000;

/** Runs every axe rule (WCAG 2.2 AA and best practices) on the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  test.info().setTimeout(test.info().timeout + AXE_ALLOWANCE_MS);
  // Next.js streams a dynamic page's metadata: after a client-side navigation (a server action's
  // redirect) the new <title> can arrive a moment after the content. A page that never gets one
  // still fails here.
  await expect(page, "the page's <title>").toHaveTitle(/\S/);
  await waitForToastsToSettle(page);
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(summary, "axe violations").toEqual([]);
}

/**
 * Axe reads a toast's colours mid-animation (fading in or out) as low contrast: wait until every
 * toast shown is fully opaque and any on its way out has gone.
 */
async function waitForToastsToSettle(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>("[data-sonner-toast]")]
            .filter((toast) => toast.dataset.visible !== "false")
            .every((toast) => toast.dataset.removed !== "true" && getComputedStyle(toast).opacity === "1"),
        ),
      { message: "toasts settled before axe" },
    )
    .toBe(true);
}
