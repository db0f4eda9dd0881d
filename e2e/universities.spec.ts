import { expect, test, type Page } from "./test";
import { universitiesByCountry } from "../content/universities";
import { expectNoAxeViolations } from "./axe";
import { logInAsAdmin } from "./staff";

const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });
const visiblePanel = (page: Page) => page.getByRole("tabpanel");

test.describe("study abroad (/aboradstudy)", () => {
  test("Top Universities opens on the United Kingdom and switches country by click and keyboard", async ({ page }) => {
    await page.goto("/aboradstudy");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Top Universities to Study Abroad" })).toBeVisible();
    await expect(tab(page, "United Kingdom")).toHaveAttribute("aria-selected", "true");

    const uk = universitiesByCountry.uk;
    await expect(visiblePanel(page).getByRole("link")).toHaveCount(uk.length);
    const first = visiblePanel(page).getByRole("link", { name: new RegExp(`^${uk[0]!.name}`) });
    await expect(first).toContainText(uk[0]!.location);
    await expect(first).toContainText(uk[0]!.courses);
    await expect(first).toContainText(uk[0]!.badge.initials);
    await expectNoAxeViolations(page);

    await tab(page, "USA").click();
    await expect(tab(page, "USA")).toHaveAttribute("aria-selected", "true");
    await expect(visiblePanel(page).getByRole("link")).toHaveCount(universitiesByCountry.usa.length);
    await expect(visiblePanel(page)).toContainText("Florida International University");
    await expect(page).toHaveURL(/\/aboradstudy\?country=usa$/);
    await expect(visiblePanel(page)).not.toContainText(uk[0]!.name);

    await page.keyboard.press("ArrowRight");
    await expect(tab(page, "Germany")).toBeFocused();
    await expect(visiblePanel(page)).toContainText("Ludwig Maximilian University of Munich");
    await page.keyboard.press("End");
    await expect(visiblePanel(page).getByRole("link")).toHaveCount(universitiesByCountry.australia.length);
  });

  test("a card opens the university's page, a reload keeps it, and Go Back returns", async ({ page }) => {
    await page.goto("/aboradstudy");
    await tab(page, "United Kingdom").click();
    await expect(page).toHaveURL(/\/aboradstudy$/);
    await visiblePanel(page)
      .getByRole("link", { name: /^Coventry University/ })
      .click();
    await expect(page).toHaveURL(/\/university\/coventry-university$/);
    const heading = page.getByRole("heading", { level: 1, name: "Coventry University" });
    await expect(heading).toBeVisible();
    await expect(page.getByText("£17,500–£20,000 per year")).toBeVisible();
    await expect(page.getByText("September, January")).toBeVisible();
    await expect(page.getByText("300+ Courses")).toBeVisible();
    const website = page.getByRole("link", { name: /coventry\.ac\.uk/ });
    await expect(website).toHaveAttribute("href", "https://www.coventry.ac.uk");
    await expect(website).toHaveAttribute("target", "_blank");
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(heading).toBeVisible();

    await page.getByRole("link", { name: "Go Back" }).click();
    await expect(page).toHaveURL(/\/aboradstudy$/);
  });

  test("Go Back from a directly opened university page goes to the study-abroad page on its country", async ({ page }) => {
    const response = await page.goto("/university/monash-university");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Monash University/);
    await page.getByRole("link", { name: "Go Back" }).click();
    await expect(page).toHaveURL(/\/aboradstudy\?country=australia$/);
    await expect(tab(page, "Australia")).toHaveAttribute("aria-selected", "true");
  });

  test("an unknown university answers 404 with the sentence, inside the site", async ({ page }) => {
    const response = await page.goto("/university/no-such-university");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "University data not available." })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the previous site's links, by name as it wrote them, redirect permanently to the university", async ({
    page,
    request,
  }) => {
    for (const [name, slug] of [
      ["HERIOT WATT University", "heriot-watt-university"],
      ["Aston", "aston-university"],
      ["MONASH University", "monash-university"],
      ["University Canada West", "university-canada-west"],
    ]) {
      const response = await request.get(`/university/${encodeURIComponent(name!)}`, { maxRedirects: 0 });
      expect(response.status(), name).toBe(308);
      expect(response.headers().location).toBe(`/university/${slug}`);
    }
    await page.goto(`/university/${encodeURIComponent("HERIOT WATT University")}`);
    await expect(page).toHaveURL(/\/university\/heriot-watt-university$/);
    await expect(page.getByRole("heading", { level: 1, name: "Heriot-Watt University" })).toBeVisible();
    await expect(page.getByText("Edinburgh, United Kingdom")).toBeVisible();
  });

  test("an old link to a university no longer listed opens the study-abroad page on its country, never a 404", async ({
    page,
    request,
  }) => {
    for (const [name, location] of [
      ["University of Toronto", "/aboradstudy?country=canada"],
      ["Technical University of Munich", "/aboradstudy?country=germany"],
      ["De Montfort University", "/aboradstudy"],
    ]) {
      const response = await request.get(`/university/${encodeURIComponent(name!)}`, { maxRedirects: 0 });
      expect(response.status(), name).toBe(308);
      expect(response.headers().location).toBe(location);
    }
    await page.goto(`/university/${encodeURIComponent("University of Toronto")}`);
    await expect(page).toHaveURL(/\/aboradstudy\?country=canada$/);
    await expect(tab(page, "Canada")).toHaveAttribute("aria-selected", "true");
    await expect(visiblePanel(page).getByRole("link")).toHaveCount(universitiesByCountry.canada.length);
  });

  test("each university page carries its own title, description and structured data", async ({ request }) => {
    const html = await (await request.get("/university/heidelberg-university")).text();
    expect(html).toContain("<title>Heidelberg University: courses, fees and intakes");
    expect(html).toMatch(/<meta name="description" content="Heidelberg University, founded in 1386, is/);
    expect(html).toContain('"@type":"CollegeOrUniversity"');
    expect(html).toContain('<link rel="canonical" href="');
  });
});

test.describe("study abroad without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a country's link opens on that country before any script runs, and the tabs are links", async ({ page }) => {
    const response = await page.goto("/aboradstudy?country=australia");
    expect(response?.headers()["x-nextjs-prerender"]).toBeTruthy();
    await expect(tab(page, "Australia")).toHaveAttribute("aria-selected", "true");
    await expect(visiblePanel(page)).toContainText("Parklands Christian College");
    await expect(visiblePanel(page)).toContainText("Park Ridge, Queensland, Australia");
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", /\/aboradstudy$/);

    await tab(page, "Germany").click();
    await expect(page).toHaveURL(/\/aboradstudy\?country=germany$/);
    await expect(visiblePanel(page).getByRole("link")).toHaveCount(universitiesByCountry.germany.length);
  });
});

test("tuition shows in its currency with an indicative rupee figure at the rate an admin sets, and that rate's date", async ({
  page,
}) => {
  const birmingham = "/university/university-of-birmingham";
  await logInAsAdmin(page.request);
  await page.goto("/admin/exchange-rates");
  const pound = page.getByRole("form", { name: "GBP (pound sterling)" });
  await pound.getByLabel("Rupees for £1").fill("112");
  await pound.getByLabel("Rate of (date)").fill("2026-11-01");
  await pound.getByRole("button", { name: "Save GBP rate" }).click();
  await expect(page.getByText("GBP rate saved.")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(birmingham);
  const tuition = page.getByRole("definition").filter({ hasText: "£23,000–£30,000 per year" });
  await expect(tuition).toContainText("about ₹25.8–33.6 lakh, indicative: £1 = ₹112.00 (rate of 1 Nov 2026)");
  await expectNoAxeViolations(page);
});
