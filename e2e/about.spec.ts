import { expect, test, type Page } from "./test";
import { expectNoAxeViolations } from "./axe";
import { documentTops, waitForHydration } from "./page-helpers";

const stats = (page: Page) => page.getByRole("region", { name: "Disha in numbers" });
/** The moving numbers (hidden from screen readers, which get the target). */
const counters = (page: Page) => stats(page).locator("dd > span[aria-hidden]");
const counterValues = (page: Page) =>
  counters(page).evaluateAll((spans) => spans.map((span) => Number(span.textContent!.replace(/\D/g, ""))));
const counterTargets = (page: Page) =>
  counters(page).evaluateAll((spans) => spans.map((span) => Number(span.getAttribute("data-target")!.replace(/\D/g, ""))));
/** The visibility callback comes with a rendered frame: step time a frame at a time until counting starts. */
async function countingStarts(page: Page) {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(16);
        return (await counterValues(page))[0];
      },
      { intervals: [20] },
    )
    .toBeGreaterThan(0);
}
const scrollTo = (page: Page, y: number) => page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);

test.describe("about page", () => {
  test("is prerendered with banner, five values, story, vision and mission, stats and two leaders in order", async ({ page }) => {
    const response = await page.goto("/about");
    expect(response?.status()).toBe(200);
    expect(response?.headers()["x-nextjs-prerender"]).toBeTruthy();
    const main = page.locator("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Helping young India find its direction");

    const values = main
      .locator("section", { has: page.getByRole("heading", { name: "The values that guide us" }) })
      .getByRole("heading", { level: 3 });
    await expect(values).toHaveText(["Education", "Values", "Service", "Humanity", "Nationalism"]);

    await expect(main.getByRole("heading", { name: "Our vision" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Our mission" })).toBeVisible();

    const leaders = main.locator("section", { has: page.getByRole("heading", { name: "Our leadership" }) }).getByRole("listitem");
    await expect(leaders).toHaveCount(2);
    await expect(leaders.nth(0)).toContainText("CEO & Founder");
    await expect(leaders.nth(1)).toContainText("COO & Co-founder");

    const tops = await documentTops([
      main.getByRole("heading", { level: 1 }),
      main.getByRole("heading", { name: "The values that guide us" }),
      main.getByRole("heading", { name: "Our story" }),
      main.getByRole("heading", { name: "Our vision" }),
      stats(page),
      main.getByRole("heading", { name: "Our leadership" }),
    ]);
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
  });

  test("counters run from 0 to the target over 2 s once half visible, and reset when scrolled out", async ({ page }) => {
    await page.clock.install({ time: new Date("2025-06-01T09:00:00Z") });
    await page.clock.pauseAt(new Date("2025-06-01T09:00:01Z"));
    await page.goto("/about");
    await waitForHydration(stats(page).locator("dl"));
    const targets = await counterTargets(page);
    expect(targets).toEqual([25000, 25, 99, 150, 500]);
    // Screen readers always get the final figures.
    await expect(stats(page).locator("dd .sr-only")).toHaveText(["25,000+", "25", "99%", "150+", "500+"]);

    // Below the fold: waiting at zero.
    await expect.poll(() => counterValues(page)).toEqual([0, 0, 0, 0, 0]);
    await page.clock.runFor(5000);
    expect(await counterValues(page)).toEqual([0, 0, 0, 0, 0]);

    // Half in view: the count starts.
    await stats(page).scrollIntoViewIfNeeded();
    await countingStarts(page);
    await page.clock.runFor(900);
    const halfway = await counterValues(page);
    halfway.forEach((value, i) => {
      expect(value).toBeGreaterThan(0);
      expect(value).toBeLessThan(targets[i]!);
    });
    await page.clock.runFor(1100);
    expect(await counterValues(page)).toEqual(targets);
    await expect(counters(page).first()).toHaveText("25,000+");

    await scrollTo(page, 0);
    await expect.poll(() => counterValues(page)).toEqual([0, 0, 0, 0, 0]);
    await stats(page).scrollIntoViewIfNeeded();
    await countingStarts(page);
    await page.clock.runFor(2100);
    expect(await counterValues(page)).toEqual(targets);
  });

  test("with reduced motion the counters show their targets at once", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/about");
    await waitForHydration(stats(page).locator("dl"));
    await scrollTo(page, 0);
    expect(await counterValues(page)).toEqual(await counterTargets(page));
    await stats(page).scrollIntoViewIfNeeded();
    expect(await counterValues(page)).toEqual(await counterTargets(page));
  });

  test("passes axe", async ({ page }) => {
    await page.goto("/about");
    await expectNoAxeViolations(page);
  });
});
