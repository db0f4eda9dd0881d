// No page is wider than a phone: at 320, 375 and 412 px, every public route, every directory tab
// and country, and the Free Counselling form opened over the directory lay out within the screen.
// The college directory once was 592 px wide on every phone (a placeholder size that set a width
// too) while every other test passed: nothing measured a page's width.
import { expect, test, type Page } from "./test";
import { collegeCategories } from "@/content/colleges/categories";
import { universities } from "@/content/universities";
import { countryKeys } from "@/content/university-schema";
import { publicRoutes } from "@/lib/seo/routes";
import { waitForHydration } from "./page-helpers";

const phoneWidths = [320, 375, 412];

const paths = [
  ...publicRoutes.map((route) => route.path),
  ...collegeCategories.map((tab) => `/admisson?tab=${tab}`),
  ...countryKeys.map((country) => `/aboradstudy?country=${country}`),
  ...universities.slice(0, 1).map((university) => `/university/${university.slug}`),
  "/boards/filtered/12th",
  "/cutoffs/nit-trichy",
  "/cutoffs/nit-trichy/obc-ncl",
  "/predictor/compare?seat=nit-trichy%7CComputer%20Science%20and%20Engineering%20(4%20Years%2C%20Bachelor%20of%20Technology)%7COS%7COPEN%7CGender-Neutral&seat=iit-bombay%7CComputer%20Science%20and%20Engineering%20(4%20Years%2C%20Bachelor%20of%20Technology)%7CAI%7COPEN%7CGender-Neutral",
  "/predictor?mainRank=15000&category=OBC-NCL&categoryRank=4000&gender=female&homeState=Kerala&advancedRank=9000",
  "/predictor?mainRank=abc&category=OPEN&gender=male&homeState=Kerala",
  "/login",
  "/register",
  "/reset-request",
  "/privacy/requests",
];

/**
 * The page's width, and the innermost elements that reach past `width` (a phone widens its layout
 * viewport to the content, so the fixed header then spans the overflow too: it is not the cause).
 */
async function overflow(page: Page, width: number): Promise<{ scrollWidth: number; culprits: string[] }> {
  return page.evaluate((width) => {
    const past = (element: Element) => element.getBoundingClientRect().right + window.scrollX > width + 0.5;
    const culprits = [...document.body.querySelectorAll("*")]
      .filter((element) => past(element) && ![...element.children].some(past))
      .slice(0, 5)
      .map((element) => {
        const name = `${element.tagName.toLowerCase()}.${String(element.getAttribute("class") ?? "").slice(0, 60)}`;
        return `${name} (${Math.round(element.getBoundingClientRect().right + window.scrollX)} px)`;
      });
    return { scrollWidth: document.documentElement.scrollWidth, culprits };
  }, width);
}

async function expectWithinScreen(page: Page, width: number, where: string) {
  const { scrollWidth, culprits } = await overflow(page, width);
  expect(scrollWidth, `${where} at ${width} px is ${scrollWidth} px wide: ${culprits.join(", ")}`).toBeLessThanOrEqual(width);
}

test.describe("every page fits a phone's width @mobile-only", () => {
  for (const width of phoneWidths) {
    test(`public pages at ${width} px`, async ({ page }) => {
      test.slow();
      await page.setViewportSize({ width, height: 740 });
      for (const path of paths) {
        await page.goto(path);
        await expectWithinScreen(page, width, path);
        // Parts laid out only near the viewport (the directory's cards) take their real size once reached.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expectWithinScreen(page, width, `${path}, scrolled to its end`);
      }
    });

    test(`the Free Counselling form over the directory at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      await page.goto("/admisson?tab=medical");
      const opener = page.getByRole("complementary", { name: "Quick contact" }).getByRole("link", { name: "Free Counselling" });
      await waitForHydration(opener);
      await opener.click();
      const dialog = page.getByRole("dialog", { name: "Book your free career counselling session" });
      await expect(dialog).toBeVisible();
      const box = await dialog.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width, `the form spans ${JSON.stringify(box)}`).toBe(true);
      await expectWithinScreen(page, width, "/admisson?tab=medical with the form open");
    });
  }
});
