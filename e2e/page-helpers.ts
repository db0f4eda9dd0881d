import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Resolves once React has hydrated `locator` (it then carries React's props), so a test that
 * drives time with page.clock does not race the page's own start-up.
 */
export async function waitForHydration(locator: Locator) {
  await expect
    .poll(() => locator.first().evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps"))))
    .toBe(true);
}

/**
 * Brings `locator` into view and waits until it stays put: below the college directory's cards,
 * which are laid out only as they near the viewport (content-visibility), a jump makes the rows
 * around the landing point take their real height a frame later and moves what is under them; a
 * click aimed in between lands beside its target (as a person would not, who sees where it went).
 */
export async function scrollIntoViewSettled(locator: Locator) {
  await expect
    .poll(() =>
      locator.evaluate(async (element) => {
        element.scrollIntoView({ block: "center", behavior: "instant" });
        const top = element.getBoundingClientRect().top;
        for (let frame = 0; frame < 3; frame++) await new Promise(requestAnimationFrame);
        return element.getBoundingClientRect().top === top;
      }),
    )
    .toBe(true);
}

/** Every JSON-LD object on the page (a script may hold one object or an array). */
export async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((block) => {
    const parsed = JSON.parse(block) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

/** Top of each element relative to the document, to check the order of page sections. */
export async function documentTops(locators: Locator[]): Promise<number[]> {
  return Promise.all(
    locators.map((locator) => locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY)),
  );
}

/** Clicks `trigger`, which must ask `question` in a confirm dialog, and accepts it. */
export async function clickAndConfirm(trigger: Locator, question: string) {
  const shown = trigger.page().waitForEvent("dialog");
  const clicked = trigger.click();
  const dialog = await shown;
  expect(dialog.type()).toBe("confirm");
  expect(dialog.message()).toBe(question);
  await dialog.accept();
  await clicked;
}
