import { expect, test } from "./test";
import { readFileSync } from "node:fs";
import { siteOrigin } from "../lib/env";
import { expectNoAxeViolations } from "./axe";
import { jsonLd, waitForHydration } from "./page-helpers";

// Read as the site reads it (Playwright's loader wants an import attribute for JSON modules).
const backtest = JSON.parse(readFileSync("content/josaa/backtest.json", "utf8")) as {
  evaluation: { brier: number; labels: Record<"likely" | "unlikely", { rate: number }> };
};
const CSE = "Computer Science and Engineering (4 Years, Bachelor of Technology)";

test.describe("the JoSAA predictor without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form's answer has a URL and lists NIT Trichy's CSE for a Bihar student at rank 600", async ({ page }) => {
    await page.goto("/predictor");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("JoSAA college predictor");
    await page.getByLabel("JEE Main rank (common rank list)").fill("600");
    await page.getByLabel("Category", { exact: true }).selectOption("OPEN");
    await page.getByLabel("Gender").selectOption("male");
    await page.getByLabel("State of your 12th board").selectOption("Bihar");
    await page.getByLabel("Institute type").selectOption("NIT");
    await page.getByLabel("Branch contains").fill("Computer Science and Engineering (4");
    await page.getByRole("button", { name: "Show my colleges" }).click();
    await expect(page).toHaveURL(/mainRank=600/);
    await expect(page).toHaveURL(/type=NIT/);
    const trichy = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: "NIT Tiruchirappalli (Trichy)" }) });
    const otherState = trichy.filter({ hasText: "Other state quota · OPEN · Gender-neutral" });
    await expect(otherState).toHaveCount(1);
    await expect(otherState).toContainText("Likely");
    await expect(otherState).toContainText("1,449");
    // A student from outside Tamil Nadu is never offered its home-state seats.
    await expect(trichy.filter({ hasText: "Home state quota" })).toHaveCount(0);
  });

  test("bad input names the field; a profile beyond every seat says so and offers a counsellor", async ({ page }) => {
    await page.goto("/predictor?mainRank=abc&category=OPEN&gender=male&homeState=Kerala");
    await expect(page.getByRole("alert")).toContainText("mainRank must be a whole number of 1 or more.");
    await expect(page.getByLabel("JEE Main rank (common rank list)")).toHaveAttribute("aria-invalid", "true");

    await page.goto("/predictor?mainRank=1999999&category=OPEN&gender=male&homeState=Kerala");
    await expect(page.getByText(/No program is within reach of this profile/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Talk to a counsellor about your options" })).toHaveAttribute(
      "href",
      "/contact#counselling-form",
    );
  });
});

test("GET /api/predictor answers the profile as JSON, and 400 naming a bad parameter", async ({ request }) => {
  const ok = await request.get(
    `/api/predictor?mainRank=600&category=OPEN&gender=male&homeState=Bihar&type=NIT&branch=${encodeURIComponent(CSE)}`,
  );
  expect(ok.status()).toBe(200);
  const body = (await ok.json()) as {
    basis: { year: number; round: number };
    results: {
      instituteSlug: string;
      program: string;
      quota: string;
      seatType: string;
      gender: string;
      closingRank: number;
      chance: string;
      trend: unknown[];
    }[];
  };
  expect(body.basis).toEqual({ year: 2025, round: 6 });
  const trichy = body.results.find(
    (row) => row.instituteSlug === "nit-trichy" && row.program === CSE && row.quota === "OS" && row.gender === "Gender-Neutral",
  );
  expect(trichy).toMatchObject({ seatType: "OPEN", closingRank: 1449, chance: "likely" });
  expect(trichy?.trend).toHaveLength(3);
  expect(body.results.some((row) => row.quota === "HS" && row.instituteSlug === "nit-trichy")).toBe(false);

  const bad = await request.get("/api/predictor?mainRank=500&category=OPEN&categoryRank=900&gender=male&homeState=Narnia");
  expect(bad.status()).toBe(400);
  const errors = ((await bad.json()) as { errors: Record<string, string> }).errors;
  expect(Object.keys(errors)).toEqual(["homeState"]);
  const above = await request.get("/api/predictor?mainRank=500&category=OBC-NCL&categoryRank=900&gender=male&homeState=Bihar");
  expect(above.status()).toBe(400);
  expect(((await above.json()) as { errors: Record<string, string> }).errors).toEqual({
    categoryRank: "categoryRank cannot be larger than mainRank.",
  });
});

test("an IIT's seats of a reserved category are judged on the JEE Advanced category rank, and left out, saying so, without it", async ({
  page,
  request,
}) => {
  type Answer = {
    leftOut: { field: string; message: string }[];
    results: { instituteSlug: string; quota: string; seatType: string; gender: string; closingRank: number }[];
  };
  // IIT Bombay's CSE, All India, OBC-NCL, gender-neutral: closed at 54 on JEE Advanced's OBC-NCL list in 2025's round 6.
  const profile = `mainRank=5000&category=OBC-NCL&categoryRank=1200&gender=male&homeState=Bihar&advancedRank=2000&type=IIT&branch=${encodeURIComponent(CSE)}`;
  const bombayObc = async (query: string) => {
    const response = await request.get(`/api/predictor?${query}`);
    expect(response.status()).toBe(200);
    const body = (await response.json()) as Answer;
    const seat = body.results.find(
      (row) =>
        row.instituteSlug === "iit-bombay" && row.quota === "AI" && row.seatType === "OBC-NCL" && row.gender === "Gender-Neutral",
    );
    return { seat, leftOut: body.leftOut };
  };
  const inside = await bombayObc(`${profile}&advancedCategoryRank=15`);
  expect(inside.seat).toMatchObject({ closingRank: 54, rank: 15, rankBasis: "advancedCategory", chance: "likely" });
  expect(inside.leftOut).toEqual([]);
  expect((await bombayObc(`${profile}&advancedCategoryRank=300`)).seat).toMatchObject({ rank: 300, chance: "unlikely" });
  const without = await bombayObc(profile);
  expect(without.seat).toBeUndefined();
  expect(without.leftOut).toEqual([
    {
      field: "advancedCategoryRank",
      message: expect.stringContaining("IIT seats of the OBC-NCL list are left out") as unknown as string,
    },
  ]);
  const above = await request.get(`/api/predictor?${profile}&advancedCategoryRank=2001`);
  expect(above.status()).toBe(400);
  expect(((await above.json()) as { errors: Record<string, string> }).errors).toEqual({
    advancedCategoryRank: "advancedCategoryRank cannot be larger than advancedRank.",
  });

  // The page says what is left out and points at the field; given, the seat is listed on that rank.
  await page.goto(`/predictor?${profile}`);
  await expect(page.getByText("IIT seats of the OBC-NCL list are left out")).toBeVisible();
  await expect(page.getByRole("link", { name: "Add it above" })).toHaveAttribute("href", "#advancedCategoryRank");
  await expectNoAxeViolations(page);
  await page.getByLabel("JEE Advanced category rank").fill("15");
  await page.getByRole("button", { name: "Show my colleges" }).click();
  await expect(page).toHaveURL(/advancedCategoryRank=15/);
  await expect(page.getByText("IIT seats of the OBC-NCL list are left out")).toHaveCount(0);
  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: "IIT Bombay", exact: true }) })
    .filter({ hasText: "All India quota · OBC-NCL · Gender-neutral" });
  await expect(card).toContainText("Likely");
  await expect(card).toContainText("your JEE Advanced category rank, 15");
});

test("the method page shows the back-test's own figures", async ({ page }) => {
  await page.goto("/predictor/method");
  const likely = page.getByRole("row", { name: /^Likely/ });
  await expect(likely).toContainText(`${(backtest.evaluation.labels.likely.rate * 100).toFixed(1)} %`);
  await expect(page.getByRole("row", { name: /^Unlikely/ })).toContainText(
    `${(backtest.evaluation.labels.unlikely.rate * 100).toFixed(1)} %`,
  );
  await expect(page.getByText(`was ${backtest.evaluation.brier}`)).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a cutoff page: metadata, JSON-LD, three years of closing ranks, and a counsellor with the course filled in", async ({
  page,
}) => {
  await page.goto("/cutoffs/nit-trichy");
  await expect(page).toHaveTitle("NIT Tiruchirappalli (Trichy) cutoff 2025");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${siteOrigin()}/cutoffs/nit-trichy`);
  expect((await jsonLd(page)).some((thing) => thing["@type"] === "CollegeOrUniversity")).toBe(true);
  const cse = page.getByRole("region", { name: `${CSE}: closing ranks`, exact: true });
  const row = cse.getByRole("row", { name: /OPEN\s*Other state, Gender-neutral/ });
  await expect(row.getByRole("cell").nth(0)).toHaveText("1,509");
  await expect(row.getByRole("cell").nth(1)).toHaveText("1,224");
  await expect(row.getByRole("cell").nth(2)).toHaveText("1,449");
  // One category a page: OPEN here, each other on a page of its own, a tap away.
  await expect(cse.getByRole("row", { name: /OBC-NCL/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  const categories = page.getByRole("navigation", { name: "Category" });
  await expect(categories.getByRole("link")).toHaveText(["OPEN", "EWS", "OBC-NCL", "SC", "ST"]);
  await expect(categories.getByRole("link", { name: "OPEN" })).toHaveAttribute("aria-current", "page");
  await categories.getByRole("link", { name: "OBC-NCL" }).click();
  await expect(page).toHaveURL(/\/cutoffs\/nit-trichy\/obc-ncl$/);
  await expect(page).toHaveTitle("NIT Tiruchirappalli (Trichy) OBC-NCL cutoff 2025");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${siteOrigin()}/cutoffs/nit-trichy/obc-ncl`);
  const obc = cse.getByRole("row", { name: /OBC-NCL\s*Other state, Gender-neutral/ });
  await expect(obc.getByRole("cell").nth(0)).toHaveText("429");
  await expect(obc.getByRole("cell").nth(1)).toHaveText("369");
  await expect(obc.getByRole("cell").nth(2)).toHaveText("434");
  await expect(cse.getByRole("row", { name: /OPEN/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const talk = page.getByRole("link", { name: "Talk to a counsellor about NIT Tiruchirappalli (Trichy)" });
  await waitForHydration(talk);
  await talk.click();
  const dialog = page.getByRole("dialog", { name: "Talk to a counsellor about NIT Tiruchirappalli (Trichy)" });
  await expect(dialog.getByLabel("Course")).toHaveValue("B.TECH");
});

test("the cutoff index links every institute's page, and the sitemap lists them", async ({ page, request }) => {
  await page.goto("/cutoffs");
  await page.getByRole("link", { name: "IIT Bombay cutoff" }).click();
  await expect(page).toHaveURL(/\/cutoffs\/iit-bombay$/);
  await expect(
    page
      .getByRole("region", { name: `${CSE}: closing ranks`, exact: true })
      .getByRole("row", { name: /OPEN\s*All India, Gender-neutral/ }),
  ).toContainText("66");
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`${siteOrigin()}/cutoffs/nit-trichy</loc>`);
  expect(sitemap).toContain(`${siteOrigin()}/cutoffs/nit-trichy/obc-ncl</loc>`);
  expect(sitemap).toContain(`${siteOrigin()}/predictor</loc>`);
});

test("starred programs are kept in the browser and compared side by side", async ({ page }) => {
  await page.goto(
    `/predictor?mainRank=600&category=OPEN&gender=male&homeState=Bihar&type=NIT&branch=${encodeURIComponent(CSE)}&sort=closing`,
  );
  const stars = page.getByRole("button", { name: /^Shortlist / });
  await waitForHydration(stars.first());
  await stars.nth(0).click();
  await stars.nth(1).click();
  await expect(stars.nth(0)).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(page.getByRole("button", { name: /^Shortlist / }).nth(1)).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("link", { name: "Compare my shortlist (2)" }).click();
  await expect(page).toHaveURL(/\/predictor\/compare\?seat=/);
  const compared = page.getByRole("region", { name: "Shortlisted seats side by side" });
  await expect(compared.getByRole("row", { name: /^Program/ })).toContainText(CSE);
  await expect(compared.getByRole("row", { name: /^Institute/ }).getByRole("link")).toHaveCount(2);
  await expectNoAxeViolations(page);
});

// Axe runs in the page's JavaScript, so these are checked with it on.
test("the predictor's form, its results and a refused input pass axe", async ({ page }) => {
  await page.goto(`/predictor?mainRank=600&category=OPEN&gender=male&homeState=Bihar&type=NIT&branch=${encodeURIComponent(CSE)}`);
  await expect(page.getByRole("heading", { name: "Programs you could be offered" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/predictor?mainRank=abc&category=OPEN&gender=male&homeState=Kerala");
  await expect(page.getByRole("alert").filter({ hasText: "Please check the fields" })).toBeVisible();
  await expectNoAxeViolations(page);
});
