// Defects found by walking the public site as students and parents do (issue 21): each test
// replays one walk, at 375 px (mobile) and 1280 px (desktop).
import { expect, test, type Page } from "./test";
import { boardPages, boards10th, boards12th } from "../content/boards";
import { updates } from "../content/home";
import { universities, universitiesByCountry } from "../content/universities";
import { expectNoAxeViolations } from "./axe";
import { waitForHydration } from "./page-helpers";

const status = (page: Page, pattern: RegExp) => page.getByRole("status").filter({ hasText: pattern });

/** The two numbers of a "Showing 3 of 36 …" status line. */
async function shownOf(page: Page, pattern: RegExp): Promise<[number, number]> {
  const match = /Showing (\d+) of (\d+)/.exec((await status(page, pattern).textContent()) ?? "");
  return [Number(match?.[1]), Number(match?.[2])];
}

test.describe("college search finds the words students type", () => {
  const collegeStatus = /^Showing \d+ of \d+ .* colleges/;
  const cards = (page: Page) => page.getByRole("tabpanel").getByRole("article");

  test("MBBS finds every medical college, UP the ones in Uttar Pradesh, B.Tech however written", async ({ page }) => {
    await page.goto("/admisson?tab=medical");
    const search = page.getByLabel("Search colleges");
    await waitForHydration(search);

    await search.fill("MBBS");
    await expect(page).toHaveURL(/[?&]q=MBBS(&|$)/);
    const [mbbs, medical] = await shownOf(page, collegeStatus);
    expect(mbbs).toBeGreaterThan(30);
    expect(mbbs).toBe(medical);

    await search.fill("UP");
    await expect(status(page, collegeStatus)).not.toContainText(`Showing ${medical} of`);
    const [inUp] = await shownOf(page, collegeStatus);
    expect(inUp).toBeGreaterThan(0);
    await expect(cards(page)).toHaveCount(inUp);
    for (const text of await cards(page).allTextContents()) expect(text).toContain("Uttar Pradesh");

    await page.goto("/admisson");
    await waitForHydration(search);
    const [, btech] = await shownOf(page, collegeStatus);
    for (const typed of ["B.Tech", "btech", "B Tech"]) {
      await search.fill(typed);
      await expect(status(page, collegeStatus)).toContainText(`Showing ${btech} of ${btech}`);
    }
    // Chennai's old name finds every college in Chennai, not only IIT Madras.
    await search.fill("Chennai");
    const [inChennai] = await shownOf(page, collegeStatus);
    expect(inChennai).toBeGreaterThan(1);
    await search.fill("Madras");
    await expect(status(page, collegeStatus)).toContainText(`Showing ${inChennai} of`);
    for (const text of await cards(page).allTextContents()) expect(text).toContain("Chennai");
    await expectNoAxeViolations(page);
  });

  test("a searched link is answered by the server with the same list", async ({ request }) => {
    const html = await (await request.get("/admisson?tab=medical&q=mbbs")).text();
    const match = /Showing (\d+) of (\d+)/.exec(html);
    expect(Number(match?.[1])).toBeGreaterThan(30);
    expect(match?.[1]).toBe(match?.[2]);
  });
});

test.describe("Admission Updates are articles", () => {
  for (const update of updates.articles) {
    test(`the home card "${update.category}" opens its article`, async ({ page }) => {
      await page.goto("/");
      const link = page.locator("#blogs").getByRole("link", { name: update.title });
      await waitForHydration(link);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/blogs/${update.blogId}-[a-z0-9-]+$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(update.title);
      await expect(page.locator("main")).toContainText(update.body[0]!);
      await expect(page.locator("main")).toContainText(`By ${update.author}`);
    });
  }

  test("View All Updates lists all three on /blogs, and an update's page passes axe", async ({ page }) => {
    await page.goto("/");
    const viewAll = page.locator("#blogs").getByRole("link", { name: updates.viewAllLabel });
    await waitForHydration(viewAll);
    await viewAll.click();
    await expect(page).toHaveURL(/\/blogs$/);
    for (const update of updates.articles) {
      await expect(page.locator("#articles").getByRole("link", { name: update.title })).toHaveCount(1);
    }
    await page.locator("#articles").getByRole("link", { name: updates.articles[0]!.title }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(updates.articles[0]!.title);
    await expectNoAxeViolations(page);
  });
});

test.describe("university pages", () => {
  const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });
  const ucw = universitiesByCountry.canada.find((university) => university.slug === "university-canada-west")!;

  for (const [start, place] of [
    ["/aboradstudy", "the study-abroad page"],
    ["/", "the home page"],
  ] as const) {
    test(`Go Back returns to the country tab the visitor left on ${place}`, async ({ page }) => {
      await page.goto(start);
      const canada = tab(page, "Canada");
      await waitForHydration(canada);
      await canada.click();
      await expect(canada).toHaveAttribute("aria-selected", "true");
      await expect(page).toHaveURL(/[?&]country=canada(&|#|$)/);
      await page
        .getByRole("tabpanel")
        .getByRole("link", { name: new RegExp(`^${ucw.name}`) })
        .click();
      await expect(page.getByRole("heading", { level: 1, name: ucw.name })).toBeVisible();

      const goBack = page.getByRole("link", { name: "Go Back" });
      await waitForHydration(goBack);
      await goBack.click();
      await expect(page).toHaveURL(new RegExp(`${start === "/" ? "/" : "/aboradstudy"}\\?country=canada(#|$)`));
      await expect(tab(page, "Canada")).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("tabpanel")).toContainText(ucw.name);
    });
  }

  test("opened directly, Go Back leads to the university's own country", async ({ page }) => {
    await page.goto(`/university/${ucw.slug}`);
    await page.getByRole("link", { name: "Go Back" }).click();
    await expect(page).toHaveURL(/\/aboradstudy\?country=canada$/);
    await expect(tab(page, "Canada")).toHaveAttribute("aria-selected", "true");
  });

  test("no page title promises fees or intakes its page does not show", async ({ request }) => {
    for (const university of universities) {
      const html = await (await request.get(`/university/${university.slug}`)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
      expect(title, university.slug).toContain(university.name.replace(/&/g, "&amp;"));
      expect(title.includes("fees"), title).toBe(html.includes("Tuition (international students)"));
      expect(title.includes("intakes"), title).toBe(html.includes("Intake months"));
    }
  });
});

test.describe("board result grids", () => {
  const boardStatus = /boards$/;
  const grid = (page: Page) => page.locator("main ul").first();

  test("a labelled filter finds a board by state, short name or the state's abbreviation, with a live count", async ({
    page,
  }) => {
    await page.goto("/boards/12th");
    const filter = page.getByRole("searchbox", { name: boardPages.filter.label });
    await waitForHydration(filter);
    await expect(status(page, boardStatus)).toHaveText(`Showing ${boards12th.length} of ${boards12th.length} boards`);

    await filter.fill("UP");
    await expect(status(page, boardStatus)).toHaveText(`Showing 1 of ${boards12th.length} boards`);
    await expect(grid(page).getByRole("listitem")).toHaveCount(1);
    await expect(grid(page)).toContainText("Uttar Pradesh Madhyamik Shiksha Parishad");
    await expect(page).toHaveURL(/\/boards\/12th\?q=UP$/);
    await expectNoAxeViolations(page);

    await filter.fill("wbchse");
    await expect(grid(page)).toContainText("West Bengal Council of Higher Secondary Education");

    await filter.fill("no such board");
    await expect(status(page, boardStatus)).toHaveText(`Showing 0 of ${boards12th.length} boards`);
    await page.getByRole("link", { name: boardPages.filter.clear }).click();
    await expect(status(page, boardStatus)).toHaveText(`Showing ${boards12th.length} of ${boards12th.length} boards`);
    await expect(filter).toHaveValue("");
    await expect(page).toHaveURL(/\/boards\/12th$/);
  });

  test("the not-declared notice names the board and the exam year", async ({ page }) => {
    await page.goto("/boards/12th");
    const punjab = grid(page).getByRole("button", { name: /Punjab/ });
    await waitForHydration(punjab);
    await punjab.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toHaveAccessibleName("Punjab School Education Board (Senior Secondary)");
    await expect(dialog).toHaveAccessibleDescription(new RegExp(`^Class 12 board exam ${boardPages.examYear}`));
    await expect(dialog).toContainText(`Class 12 board exam ${boardPages.examYear}`);
  });

  test("every short name stays inside its badge", async ({ page }) => {
    for (const [grade, boards] of [
      ["10th", boards10th],
      ["12th", boards12th],
    ] as const) {
      await page.goto(`/boards/${grade}`);
      const badges = grid(page).getByRole("listitem").locator("span[aria-hidden='true']:first-child");
      await expect(badges).toHaveCount(boards.length);
      const overflowing = await badges.evaluateAll((elements) =>
        elements
          .filter((badge) => {
            const range = document.createRange();
            range.selectNodeContents(badge);
            const text = range.getBoundingClientRect();
            const box = badge.getBoundingClientRect();
            return text.left < box.left || text.right > box.right || text.top < box.top || text.bottom > box.bottom;
          })
          .map((badge) => badge.textContent),
      );
      expect(overflowing).toEqual([]);
    }
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the filter form asks the server for the filtered grid", async ({ page }) => {
      await page.goto("/boards/10th");
      await page.getByRole("searchbox", { name: boardPages.filter.label }).fill("West Bengal");
      const response = page.waitForResponse((answer) => answer.url().includes("/boards/10th?q="));
      await page.getByRole("searchbox", { name: boardPages.filter.label }).press("Enter");
      expect((await response).status()).toBe(200);
      await expect(page).toHaveURL(/\/boards\/10th\?q=West\+Bengal$/);
      await expect(status(page, boardStatus)).toHaveText(`Showing 1 of ${boards10th.length} boards`);
      await expect(grid(page)).toContainText("West Bengal Board of Secondary Education");
      await expect(page.getByRole("searchbox", { name: boardPages.filter.label })).toHaveValue("West Bengal");
    });
  });
});
