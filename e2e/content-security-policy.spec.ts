import { expect, test, type Page, type Response } from "./test";
import { publicRoutes } from "@/lib/seo/routes";
import { waitForHydration } from "./page-helpers";
import { logInThroughForm } from "./staff";

/**
 * Every page's scripts run under a policy without 'unsafe-inline': prerendered pages name their
 * inline scripts by hash, pages rendered per request carry a nonce. In Chromium, nothing the page
 * needs is blocked (scripts/test.mjs also fails the run on any violation the site was sent).
 */
test.describe("Content-Security-Policy @desktop-only", () => {
  /** The violations a page reports to itself, collected from before its first script. */
  async function watchViolations(page: Page): Promise<string[]> {
    const violations: string[] = [];
    await page.exposeFunction("reportCspViolation", (line: string) => violations.push(line));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        (window as unknown as { reportCspViolation: (line: string) => void }).reportCspViolation(
          `${location.pathname}: ${event.effectiveDirective} ${event.blockedURI}`,
        );
      });
    });
    return violations;
  }

  async function expectStrictPolicy(response: Response | null, kind: "hash" | "nonce") {
    const policies = (await response!.headersArray()).filter((header) => header.name.toLowerCase() === "content-security-policy");
    expect(policies, "exactly one policy").toHaveLength(1);
    const scriptSources = /script-src ([^;]*)/.exec(policies[0]!.value)?.[1] ?? "";
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(scriptSources).toContain(kind === "hash" ? "'sha256-" : "'nonce-");
    expect(policies[0]!.value).toContain("base-uri 'none'");
  }

  test("prerendered pages allow their own inline scripts by hash, and nothing is blocked", async ({ page }) => {
    // Some thirty pages, each loaded and hydrated: a hang-catcher, not a speed check.
    test.setTimeout(180_000);
    const violations = await watchViolations(page);
    for (const path of [
      // The predictor reads its query on every request: it carries a nonce (the next test).
      ...publicRoutes.map((route) => route.path).filter((path) => path !== "/predictor"),
      "/admisson?tab=medical",
      "/university/middlesex-university",
      "/no-such-page",
    ]) {
      await test.step(path, async () => {
        const response = await page.goto(path);
        await expectStrictPolicy(response, "hash");
        // The page's scripts ran: React hydrated it.
        await waitForHydration(page.locator("body"));
        expect(violations).toEqual([]);
      });
    }
  });

  test("pages rendered per request carry a fresh nonce, and the panel works under it", async ({ page }) => {
    // Eight pages rendered on demand and a log-in: a hang-catcher, not a speed check.
    test.setTimeout(90_000);
    const violations = await watchViolations(page);
    const nonces = new Set<string>();
    for (const path of [
      "/admisson?state=Kerala",
      "/boards/10th?q=up",
      "/collegelist",
      "/reset-password/not-a-real-token",
      "/predictor",
      "/predictor/compare?seat=1",
      "/admin",
      "/admin",
    ]) {
      const response = await page.goto(path);
      await expectStrictPolicy(response, "nonce");
      nonces.add(/'nonce-([^']+)'/.exec((await response!.headerValue("content-security-policy")) ?? "")![1]!);
      await waitForHydration(page.locator("body"));
    }
    expect(nonces.size, "a nonce per response").toBe(8);
    await logInThroughForm(page);
    await page.goto("/admin/contacts");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(violations).toEqual([]);
  });
});
