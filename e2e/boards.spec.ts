import { expect, test, type Page } from "./test";
import { expectNoAxeViolations } from "./axe";
import { waitForHydration } from "./page-helpers";

const sentence = "Result not declared yet. This link will be activated after the result is declared.";

const grades = [
  { grade: "10th", undeclared: ["Jharkhand", "Punjab", "Rajasthan", "Sikkim"] },
  { grade: "12th", undeclared: ["Kerala", "Punjab", "Rajasthan", "Sikkim"] },
] as const;

const grid = (page: Page) => page.locator("main ul").first();

for (const { grade, undeclared } of grades) {
  test.describe(`/boards/${grade}`, () => {
    test("lists about 27 boards: declared ones link to their own official site in a new tab", async ({ page }) => {
      const response = await page.goto(`/boards/${grade}`);
      expect(response?.status()).toBe(200);
      expect(response?.headers()["x-nextjs-prerender"]).toBeTruthy();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${grade} Board Results`);

      const cards = grid(page).getByRole("listitem");
      const total = await cards.count();
      expect(total).toBeGreaterThanOrEqual(25);
      expect(total).toBeLessThanOrEqual(30);

      const links = grid(page).getByRole("link");
      await expect(links).toHaveCount(total - undeclared.length);
      const hrefs: string[] = [];
      for (const link of await links.all()) {
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", /noopener/);
        await expect(link).toHaveAccessibleName(/opens in a new tab/);
        hrefs.push((await link.getAttribute("href"))!);
      }
      for (const href of hrefs) expect(new URL(href).protocol).toBe("https:");
      expect(new Set(hrefs).size).toBe(hrefs.length);

      const buttons = grid(page).getByRole("button");
      await expect(buttons).toHaveCount(undeclared.length);
      for (const [i, state] of undeclared.entries()) {
        await expect(buttons.nth(i)).toContainText(state);
        await expect(buttons.nth(i)).toContainText("Not declared");
      }
    });

    test("an undeclared board opens a modal: exact sentence, focus trapped, Escape and Close return focus", async ({ page }) => {
      await page.goto(`/boards/${grade}`);
      const punjab = grid(page).getByRole("button", { name: /Punjab/ });
      await waitForHydration(punjab);

      await punjab.click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAccessibleName(/Punjab School Education Board/);
      await expect(dialog).toHaveAttribute("aria-modal", "true");
      await expect(dialog.getByText(sentence, { exact: true })).toBeVisible();
      const close = dialog.getByRole("button", { name: "Close" });
      await expect(close).toBeFocused();
      await expectNoAxeViolations(page);

      for (const key of ["Tab", "Tab", "Shift+Tab", "Tab"]) {
        await page.keyboard.press(key);
        expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      }

      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(punjab).toBeFocused();

      await page.keyboard.press("Enter");
      await expect(dialog).toBeVisible();
      await close.click();
      await expect(dialog).toBeHidden();
      await expect(punjab).toBeFocused();
    });

    test("passes axe", async ({ page }) => {
      await page.goto(`/boards/${grade}`);
      await expectNoAxeViolations(page);
    });
  });
}

test("a click on the backdrop closes the notice too", async ({ page }) => {
  await page.goto("/boards/12th");
  const kerala = grid(page).getByRole("button", { name: /Kerala/ });
  await waitForHydration(kerala);
  await kerala.click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("'up board' finds the UP board, as a visitor calls it", async ({ page }) => {
  await page.goto("/boards/12th?q=up+board");
  await expect(grid(page).getByRole("link")).toHaveCount(1);
  await expect(grid(page).getByRole("link", { name: /Uttar Pradesh/ })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /^Showing 1 of/ })).toBeVisible();
});
