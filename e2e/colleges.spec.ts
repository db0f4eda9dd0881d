import { expect, test, type Page } from "./test";
import { collegesByCategory } from "../content/colleges";
import { admissonPage } from "../content/pages/admisson";
import { siteOrigin } from "../lib/env";
import { expectNoAxeViolations } from "./axe";
import { jsonLd, scrollIntoViewSettled, waitForHydration } from "./page-helpers";
import { logInAsAdmin } from "./staff";

const absolute = (path: string) => `${siteOrigin()}${path}`;

const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });
const card = (page: Page, name: string) => page.getByRole("article", { name, exact: true });
const cards = (page: Page) => page.getByRole("tabpanel").getByRole("article");
const status = (page: Page) => page.getByRole("status").filter({ hasText: /^Showing/ });

/** On a phone the selects sit behind the "Filters and sort" button (open already when a link sets a filter). */
async function showFilters(page: Page) {
  const toggle = page.getByRole("button", { name: /^Filters and sort/ });
  if ((await toggle.isVisible()) && (await toggle.getAttribute("aria-expanded")) === "false") {
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
  }
}

/** The result count agrees with the cards on the page; returns it. */
async function expectCountMatchesCards(page: Page): Promise<number> {
  const text = (await status(page).textContent()) ?? "";
  const shown = Number(/Showing (\d+) of/.exec(text)?.[1]);
  // Every filter a test applies is meant to find something: a loop over no cards proves nothing.
  expect(shown).toBeGreaterThan(0);
  await expect(cards(page)).toHaveCount(shown);
  return shown;
}

const btech = collegesByCategory.btech;
const longDescription = btech.filter((c) => c.description.length > 220);
const shortDescription = btech.find((c) => c.description.length <= 220)!;

test.describe("colleges by category (/admisson)", () => {
  test("tabs switch by click, by URL and by back/forward; an unknown tab shows B.Tech", async ({ page }) => {
    await page.goto("/admisson");
    await expect(page).toHaveTitle(/NIRF 2024/);
    await expect(tab(page, "B.Tech")).toHaveAttribute("aria-selected", "true");
    await expect(cards(page).first()).toContainText("Indian Institute of Technology Madras");
    await expect(cards(page).first()).toContainText("#1 NIRF");

    await tab(page, "Medical").click();
    await expect(page).toHaveURL(/\/admisson\?tab=medical$/);
    await expect(tab(page, "Medical")).toHaveAttribute("aria-selected", "true");
    await expect(cards(page).first()).toContainText("All India Institute of Medical Sciences, New Delhi");
    await expect(status(page)).toContainText("Medical colleges");

    await tab(page, "Management").click();
    await expect(page).toHaveURL(/\?tab=management$/);
    await expect(cards(page).first()).toContainText("Indian Institute of Management Ahmedabad");

    await page.goBack();
    await expect(page).toHaveURL(/\?tab=medical$/);
    await expect(tab(page, "Medical")).toHaveAttribute("aria-selected", "true");
    await expect(cards(page).first()).toContainText("All India Institute of Medical Sciences, New Delhi");
    await page.goForward();
    await expect(tab(page, "Management")).toHaveAttribute("aria-selected", "true");

    await page.goto("/admisson?tab=management");
    await expect(tab(page, "Management")).toHaveAttribute("aria-selected", "true");
    await expect(card(page, "Indian Institute of Management Udaipur")).toContainText("Udaipur, Rajasthan");

    const unknown = await page.goto("/admisson?tab=law");
    expect(unknown?.status()).toBe(200);
    await expect(tab(page, "B.Tech")).toHaveAttribute("aria-selected", "true");
  });

  test("tabs work by keyboard, and the footer's admissions buttons switch tabs without a reload", async ({ page }) => {
    await page.goto("/admisson");
    await tab(page, "B.Tech").focus();
    await page.keyboard.press("ArrowRight");
    await expect(tab(page, "Medical")).toBeFocused();
    await expect(page).toHaveURL(/\?tab=medical$/);
    await page.keyboard.press("End");
    await expect(tab(page, "Management")).toHaveAttribute("aria-selected", "true");

    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const footerMedical = page.getByRole("contentinfo").getByRole("link", { name: "Medical", exact: true });
    await scrollIntoViewSettled(footerMedical);
    await footerMedical.click();
    await expect(page).toHaveURL(/\?tab=medical$/);
    await expect(tab(page, "Medical")).toHaveAttribute("aria-selected", "true");
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  });

  test("a card shows its facts, and Read More appears only on a long description, one card at a time", async ({ page }) => {
    test.slow(); // axe over a page of 37 cards takes a while on a busy machine
    await page.goto("/admisson");
    const [first, second] = longDescription;
    const long = card(page, first!.name);
    await expect(long).toContainText(`${first!.city}, ${first!.state}`);
    for (const label of ["Fees", "Avg Package", "Accreditation", "Exams"]) await expect(long).toContainText(label);
    await expect(long.getByRole("img", { name: `Rated ${first!.rating.toFixed(1)} out of 5` })).toBeVisible();

    const readMore = long.getByRole("button", { name: /^Read More/ });
    await expect(readMore).toHaveAttribute("aria-expanded", "false");
    await expect(long).not.toContainText(first!.description);
    await expect(long).toContainText("…");
    await readMore.click();
    await expect(long.getByRole("button", { name: /^Read Less/ })).toHaveAttribute("aria-expanded", "true");
    await expect(long).toContainText(first!.description);
    // The flag belongs to that card only.
    await expect(card(page, second!.name).getByRole("button", { name: /^Read More/ })).toBeVisible();
    await expectNoAxeViolations(page);

    await long.getByRole("button", { name: /^Read Less/ }).click();
    await expect(long).not.toContainText(first!.description);

    const short = card(page, shortDescription.name);
    await expect(short).toContainText(shortDescription.description);
    await expect(short.getByRole("button")).toHaveCount(0);

    // Nor is it shared with the card in the same place on another tab.
    await readMore.click();
    await tab(page, "Medical").click();
    await expect(
      cards(page)
        .first()
        .getByRole("button", { name: /^Read More/ }),
    ).toBeVisible();
  });

  test("Get Free Counselling opens the chat in a new tab, its greeting naming the college", async ({ page }) => {
    await page.goto("/admisson");
    const link = card(page, btech[0]!.name).getByRole("link", { name: /Get Free Counselling/ });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
    const href = new URL((await link.getAttribute("href"))!);
    expect(href.origin).toBe("https://wa.me");
    expect(href.searchParams.get("text")).toBe(`Hello, I would like to know more about admission to ${btech[0]!.name}.`);
  });

  test("search, filters and sort change the list and the URL; an empty result offers a reset", async ({ page }) => {
    test.slow(); // axe over a page of 37 cards takes a while on a busy machine
    await page.goto("/admisson");
    const total = await expectCountMatchesCards(page);
    expect(total).toBeGreaterThanOrEqual(37);

    await page.getByLabel("Search colleges").fill("iit");
    await expect(page).toHaveURL(/[?&]q=iit(&|$)/);
    const iits = await expectCountMatchesCards(page);
    expect(iits).toBeLessThan(total);
    for (const name of await cards(page).getByRole("heading").allTextContents())
      expect(name).toMatch(/Indian Institute of Technology|IIT/);

    await page.getByLabel("Search colleges").fill("");
    await showFilters(page);
    await page.getByLabel("State").selectOption("Tamil Nadu");
    await expect(page).toHaveURL(/[?&]state=Tamil\+Nadu/);
    const inState = await expectCountMatchesCards(page);
    for (const text of await cards(page).allTextContents()) expect(text).toContain("Tamil Nadu");

    await page.getByLabel("City").selectOption("Chennai");
    await expect(page).toHaveURL(/[?&]city=Chennai/);
    expect(await expectCountMatchesCards(page)).toBeLessThan(inState);
    for (const text of await cards(page).allTextContents()) expect(text).toContain("Chennai, Tamil Nadu");

    await page.getByLabel("Sort by").selectOption("fees-asc");
    await expect(page).toHaveURL(/[?&]sort=fees-asc/);
    await expect(cards(page).first()).toContainText("Anna University");
    await page.getByLabel("Sort by").selectOption("fees-desc");
    await expect(cards(page).first()).toContainText("SRM Institute of Science and Technology");

    await page.getByLabel("Fees (total)").selectOption("under-1");
    await expect(page.getByText("No colleges match your search")).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Reset filters" }).click();
    await expect(page).toHaveURL(/\?tab=btech&sort=fees-desc$/);
    await expect(status(page)).toBeFocused();
    expect(await expectCountMatchesCards(page)).toBe(total);

    // Back undoes one filter at a time.
    await page.goBack();
    await expect(page.getByLabel("Fees (total)")).toHaveValue("under-1");
  });

  test("finds by branch, short form and affiliating university; a tab where the search finds nothing says so with one way out", async ({
    page,
  }) => {
    await page.goto("/admisson?q=CSE");
    const withCse = await expectCountMatchesCards(page);
    expect(withCse).toBeGreaterThan(30);
    await expect(card(page, "Indian Institute of Space Science and Technology")).toHaveCount(0);

    // Management teaches no CSE: the tab says so, where the search does find colleges, and offers one control.
    await tab(page, "Management").click();
    await expect(page).toHaveURL(/tab=management&q=CSE/);
    await expect(page.getByRole("heading", { name: "“CSE” finds no Management college" })).toBeVisible();
    await expect(page.getByText(`It finds ${withCse} on B.Tech.`)).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "“CSE” finds no Management college" }).locator("..").getByRole("button"),
    ).toHaveCount(1);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Clear the search" }).click();
    await expect(page).toHaveURL(/\?tab=management$/);
    await expect(page.getByLabel("Search colleges")).toHaveValue("");
    await expectCountMatchesCards(page);

    // A search that finds something on the new tab stays: Lucknow has a medical and a management college.
    await page.getByLabel("Search colleges").fill("lucknow");
    await expect(cards(page)).toHaveCount(1);
    await tab(page, "Medical").click();
    await expect(page).toHaveURL(/tab=medical&q=lucknow/);
    await expect(card(page, "King George's Medical University")).toBeVisible();

    await page.getByLabel("Search colleges").fill("DU");
    await expect(card(page, "Maulana Azad Medical College")).toBeVisible();
  });

  test("a shared filtered URL opens that view", async ({ page }) => {
    test.slow(); // axe over a page of 37 cards takes a while on a busy machine
    await page.goto("/admisson?tab=medical&fees=under-1&sort=rating");
    await expect(tab(page, "Medical")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByLabel("Fees (total)")).toHaveValue("under-1");
    await expect(page.getByLabel("Sort by")).toHaveValue("rating");
    await expectCountMatchesCards(page);
    await expect(cards(page).first()).toContainText("All India Institute of Medical Sciences, New Delhi");

    await page.goto("/admisson?exam=BITSAT&q=pilani");
    await expect(page.getByLabel("Search colleges")).toHaveValue("pilani");
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText("Birla Institute of Technology and Science, Pilani");
    await expectNoAxeViolations(page);
  });

  test("the default list is in the HTML for crawlers, with structured data", async ({ request }) => {
    const html = await (await request.get("/admisson")).text();
    for (const college of btech) expect(html).toContain(college.name.replace(/&/g, "&amp;").replace(/'/g, "&#x27;"));
    expect(html).toContain('"@type":"ItemList"');
    expect(html).toContain('"@type":"CollegeOrUniversity"');
  });

  test("a filtered link hydrates as the list the server sent, then filters in place", async ({ page }) => {
    await page.goto("/admisson?tab=btech&state=Tamil%20Nadu&sort=fees-asc");
    await waitForHydration(tab(page, "B.Tech"));
    await expect(cards(page).first()).toContainText("Anna University");
    const inState = await expectCountMatchesCards(page);
    await showFilters(page);
    await page.getByLabel("City").selectOption("Chennai");
    await expect(page).toHaveURL(/[?&]city=Chennai/);
    expect(await expectCountMatchesCards(page)).toBeLessThan(inState);
    await page.goBack();
    expect(await expectCountMatchesCards(page)).toBe(inState);
  });

  test("the internal routes behind the views redirect to the public URLs", async ({ request }) => {
    for (const [internal, public_] of [
      ["/admisson/medical", "/admisson?tab=medical"],
      ["/admisson/filtered?q=iit", "/admisson?q=iit"],
      ["/aboradstudy/canada", "/aboradstudy?country=canada"],
    ]) {
      const response = await request.get(internal!, { maxRedirects: 0 });
      expect(response.status(), internal).toBe(308);
      expect(response.headers().location).toBe(public_);
    }
  });
});

test.describe("colleges without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  const views = [
    { tab: "btech", path: "/admisson", canonical: "/admisson", label: "B.Tech" },
    { tab: "medical", path: "/admisson?tab=medical", canonical: "/admisson?tab=medical", label: "Medical" },
    { tab: "management", path: "/admisson?tab=management", canonical: "/admisson?tab=management", label: "Management" },
    { tab: "btech", path: "/admisson?tab=btech", canonical: "/admisson", label: "B.Tech" },
  ] as const;

  test("every tab's view is complete before any script runs: list, title, description, canonical, structured data", async ({
    page,
  }) => {
    for (const view of views) {
      const response = await page.goto(view.path);
      expect(response?.headers()["x-nextjs-prerender"], view.path).toBeTruthy();
      const listed = collegesByCategory[view.tab];
      await expect(page).toHaveTitle(admissonPage.tabs[view.tab].title);
      await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
        "content",
        admissonPage.tabs[view.tab].description,
      );
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", absolute(view.canonical));
      await expect(tab(page, view.label)).toHaveAttribute("aria-selected", "true");
      await expect(status(page)).toContainText(`${view.label} colleges`);
      await expect(cards(page).first()).toContainText(listed[0]!.name);
      expect(await expectCountMatchesCards(page)).toBeGreaterThanOrEqual(listed.length);

      const data = await jsonLd(page);
      expect(data.map((item) => item["@type"]).sort(), view.path).toEqual(["BreadcrumbList", "ItemList"]);
      const itemList = data.find((item) => item["@type"] === "ItemList")!;
      expect(itemList.url).toBe(absolute(view.canonical));
      const breadcrumb = data.find((item) => item["@type"] === "BreadcrumbList") as { itemListElement: { item: string }[] };
      expect(breadcrumb.itemListElement.at(-1)!.item).toBe(absolute(view.canonical));
    }
  });

  test("a filtered, sorted link shows that list and its count before any script runs; its canonical is its tab", async ({
    page,
  }) => {
    await page.goto("/admisson?tab=btech&state=Tamil%20Nadu&sort=fees-asc");
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", absolute("/admisson"));
    await expect(page.getByLabel("State")).toHaveValue("Tamil Nadu");
    await expect(page.getByLabel("Sort by")).toHaveValue("fees-asc");
    const shown = await expectCountMatchesCards(page);
    const inTamilNadu = btech.filter((college) => college.state === "Tamil Nadu");
    expect(shown).toBe(inTamilNadu.length);
    await expect(status(page)).toHaveText(`Showing ${inTamilNadu.length} of ${btech.length} B.Tech colleges`);
    for (const text of await cards(page).allTextContents()) expect(text).toContain("Tamil Nadu");
    await expect(cards(page).first()).toContainText("Anna University");

    await page.goto("/admisson?tab=medical&q=aiims");
    await expect(tab(page, "Medical")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByLabel("Search colleges")).toHaveValue("aiims");
    await expectCountMatchesCards(page);
    for (const name of await cards(page).getByRole("heading").allTextContents())
      expect(name).toMatch(/All India Institute of Medical Sciences/);
  });

  test("the tabs are links and the search is a form, so every view is reachable", async ({ page }) => {
    await page.goto("/admisson");
    await tab(page, "Management").click();
    await expect(page).toHaveURL(/\/admisson\?tab=management$/);
    await expect(cards(page).first()).toContainText(collegesByCategory.management[0]!.name);

    await page.getByLabel("Search colleges").fill("ahmedabad");
    await page.getByLabel("Search colleges").press("Enter");
    await expect(page).toHaveURL(/[?&]q=ahmedabad/);
    await expect(tab(page, "Management")).toHaveAttribute("aria-selected", "true");
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText("Indian Institute of Management Ahmedabad");
  });
});

test.describe("staff changes to colleges", () => {
  const wire = (name: string, nirf: number) => ({
    nirf,
    collegeName: name,
    address: "Pune, Maharashtra",
    accreditation: "AICTE approved",
    fees: "₹10–12 lakh (2 years)",
    exams: "CAT, MAT",
    avgPackage: "₹8 LPA",
    description: "A management school used only by the end-to-end tests to prove that staff changes reach the public page.",
    imageUrl: "",
    rating: "4.0",
    category: "Management",
  });

  test("anonymous and cross-site writes are refused", async ({ request }) => {
    const body = wire("E2E Refused School", 995);
    const anonymous = await request.post("/api/college/add", { data: body });
    expect(anonymous.status()).toBe(401);
    expect((await request.put("/api/college/update/anything", { data: body })).status()).toBe(401);
    expect((await request.delete("/api/college/delete/anything")).status()).toBe(401);

    await logInAsAdmin(request);
    const crossSite = await request.post("/api/college/add", { data: body, headers: { origin: "https://evil.example" } });
    expect(crossSite.status()).toBe(403);
    const list = (await (await request.get("/api/college/list")).json()) as { collegeName: string }[];
    expect(list.some((college) => college.collegeName === body.collegeName)).toBe(false);
  });

  test("an admin's add, edit and delete show on /admisson at the next request", async ({ page, request }, testInfo) => {
    await logInAsAdmin(request);
    // Each project (desktop, mobile) works on its own college and rank.
    const name = `E2E Test School of Business ${testInfo.project.name}`;
    const rank = testInfo.project.name === "mobile" ? 991 : 990;

    type Listed = { _id: string; collegeName: string; nirf: number };
    const listed = async () => (await (await request.get("/api/college/list")).json()) as Listed[];
    for (const leftover of (await listed()).filter((c) => c.collegeName.startsWith(name) || c.nirf === rank)) {
      expect((await request.delete(`/api/college/delete/${leftover._id}`)).status()).toBe(200);
    }

    const invalid = await request.post("/api/college/add", { data: { ...wire(name, rank), exams: "NEET UG" } });
    expect(invalid.status()).toBe(400);
    expect(Object.keys(((await invalid.json()) as { errors: Record<string, string> }).errors)).toEqual(["exams"]);

    const added = await request.post("/api/college/add", { data: wire(name, rank) });
    expect(added.status()).toBe(201);
    const { message, college } = (await added.json()) as { message: string; college: Listed };
    expect(message).toBe("College Added Successfully!");

    await page.goto("/admisson?tab=management");
    const newCard = card(page, name);
    await expect(newCard).toContainText(`#${rank} NIRF`);
    await expect(newCard).toContainText("Pune, Maharashtra");

    const duplicateRank = await request.post("/api/college/add", { data: wire(`${name} Two`, rank) });
    expect(duplicateRank.status()).toBe(409);

    const renamed = `${name} (renamed)`;
    const updated = await request.put(`/api/college/update/${college._id}`, {
      data: { ...wire(renamed, rank), address: "Nagpur, Maharashtra" },
    });
    expect(updated.status()).toBe(200);
    await page.goto("/admisson?tab=management");
    await expect(card(page, renamed)).toContainText("Nagpur, Maharashtra");
    await expect(card(page, name)).toHaveCount(0);

    const deleted = await request.delete(`/api/college/delete/${college._id}`);
    expect(deleted.status()).toBe(200);
    expect(((await deleted.json()) as { message: string }).message).toBe("College Deleted Successfully!");
    await page.goto("/admisson?tab=management");
    await expect(cards(page).first()).toBeVisible();
    await expect(card(page, renamed)).toHaveCount(0);
  });
});
