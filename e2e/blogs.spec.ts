import { expect, test } from "./test";
import { blogPath, slugifyTitle } from "@/lib/blogs/slug";
import { expectNoAxeViolations } from "./axe";
import { logInAsAdmin } from "./staff";

// Each project publishes an article of its own through the blog API, so this suite never depends
// on what another suite (the admin panel's) adds or deletes meanwhile. The sample article shown
// while none is published is proven in lib/blogs/queries.test.ts.
type Published = { path: string; id: string; title: string; author: string; course: string; paragraphs: string[]; image: string };
let article: Published;

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  await logInAsAdmin(request);
  // One article per worker: with fullyParallel, each worker running this suite runs this hook.
  const title = `Choosing a college after 12th, ${testInfo.project.name} edition ${testInfo.parallelIndex + 1}`;
  const paragraphs = ["Start from the course, not the campus.", "Then compare fees, placements & accreditation."];
  const response = await request.post("/api/blog/add", {
    data: {
      title,
      name: "Kavya Menon",
      coursename: "B.Tech",
      image: "/images/blogs/default.svg",
      description: paragraphs.join("\n\n"),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { blog } = (await response.json()) as { blog: { _id: string } };
  article = {
    path: blogPath({ id: blog._id, slug: slugifyTitle(title) }),
    id: blog._id,
    title,
    author: "Kavya Menon",
    course: "B.Tech",
    paragraphs,
    image: "/images/blogs/default.svg",
  };
  await request.dispose();
});

test.afterAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  await logInAsAdmin(request);
  expect((await request.delete(`/api/blog/delete/${article.id}`)).status()).toBe(200);
  await request.dispose();
});

test.describe("blogs", () => {
  test("the blogs page lists the article, linking to its own page", async ({ page }) => {
    await page.goto("/blogs");
    const card = page.locator("#articles article").filter({ hasText: article.title });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(article.author);
    await expect(card).toContainText(article.course);
    const published = new Date((await card.locator("time").getAttribute("datetime"))!);
    expect(Math.abs(Date.now() - published.getTime())).toBeLessThan(36 * 3600_000);

    await card.getByRole("link", { name: article.title }).click();
    await expect(page).toHaveURL(new RegExp(`${article.path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
  });

  test("the article page shows the whole article with Article and breadcrumb JSON-LD, and passes axe", async ({ page }) => {
    const response = await page.goto(article.path);
    expect(response?.status()).toBe(200);
    const main = page.locator("main");
    await expect(main).toContainText(`By ${article.author}`);
    for (const paragraph of article.paragraphs) await expect(main.getByText(paragraph, { exact: true })).toBeVisible();
    await expect(main.locator("img").first()).toHaveAttribute("src", article.image);

    await expect(page).toHaveTitle(new RegExp(`^${article.title}`));
    expect(new URL((await page.locator('link[rel="canonical"]').getAttribute("href"))!).pathname).toBe(article.path);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");

    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    const articleLd = blocks.find((block) => block["@type"] === "Article");
    expect(articleLd).toMatchObject({ headline: article.title, author: { "@type": "Person", name: article.author } });
    expect(new URL(articleLd?.mainEntityOfPage as string).pathname).toBe(article.path);
    const trail = blocks.find((block) => block["@type"] === "BreadcrumbList")?.itemListElement as { item: string }[];
    expect(trail.map((item) => new URL(item.item).pathname)).toEqual(["/", "/blogs", article.path]);

    await expectNoAxeViolations(page);
  });

  test("a stale slug or a bare id redirects permanently to the canonical address", async ({ page, request }) => {
    for (const stale of [`/blogs/${article.id}-an-old-title`, `/blogs/${article.id}`]) {
      const response = await request.get(stale, { maxRedirects: 0 });
      expect(response.status(), stale).toBe(308);
      // Next 16.4 may repeat the Location header on a freshly generated redirect (vercel/next.js#82117);
      // every copy must name the canonical address.
      const locations = response.headersArray().filter((header) => header.name.toLowerCase() === "location");
      expect(locations.length).toBeGreaterThan(0);
      for (const location of locations) expect(new URL(location.value, "http://x").pathname).toBe(article.path);
    }
    await page.goto(`/blogs/${article.id}-yet-another-old-title`);
    await expect(page).toHaveURL(new RegExp(`${article.path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
  });

  test("an unknown or malformed blog address answers 404", async ({ page }) => {
    for (const path of ["/blogs/cunknownblog00000000000000-some-title", "/blogs/Not%20a%20blog", "/blogs/abc--def"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
    await expect(page.getByRole("img", { name: /page not found/i })).toBeVisible();
  });
});
