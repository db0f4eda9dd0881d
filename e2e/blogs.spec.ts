import { expect, test } from "@playwright/test";
import { article, blogsPage } from "@/content/pages/blogs";
import { sampleBlog } from "@/lib/blogs/sample";
import { blogPath } from "@/lib/blogs/slug";
import { expectNoAxeViolations } from "./axe";

// The e2e build is prerendered from the seeded database, which has no blog yet, so the blogs
// pages show the sample article. Ordering and staff blogs are proven in lib/blogs/queries.test.ts.
const samplePath = blogPath(sampleBlog);

test.describe("blogs", () => {
  test("the blogs page lists the sample article, linking to its own page", async ({ page }) => {
    await page.goto("/blogs");
    const cards = page.locator("#articles article");
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(article.author);
    await expect(cards.first()).toContainText(article.course);
    await expect(cards.first().locator("time")).toHaveText("12 June 2025");

    await cards.first().getByRole("link", { name: article.title }).click();
    await expect(page).toHaveURL(new RegExp(`${samplePath}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
  });

  test("the article page shows the whole article with Article and breadcrumb JSON-LD, and passes axe", async ({ page }) => {
    const response = await page.goto(samplePath);
    expect(response?.status()).toBe(200);
    const main = page.locator("main");
    await expect(main).toContainText(`${blogsPage.byLabel} ${article.author}`);
    for (const paragraph of article.body) await expect(main).toContainText(paragraph);
    await expect(main.locator("img").first()).toHaveAttribute("src", article.image.src);

    await expect(page).toHaveTitle(new RegExp(`^${article.title.replace(/[.]/g, "\\.")}`));
    expect(new URL((await page.locator('link[rel="canonical"]').getAttribute("href"))!).pathname).toBe(samplePath);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");

    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    const articleLd = blocks.find((block) => block["@type"] === "Article");
    expect(articleLd).toMatchObject({ headline: article.title, author: { "@type": "Person", name: article.author } });
    expect(new URL(articleLd?.mainEntityOfPage as string).pathname).toBe(samplePath);
    const trail = blocks.find((block) => block["@type"] === "BreadcrumbList")?.itemListElement as { item: string }[];
    expect(trail.map((item) => new URL(item.item).pathname)).toEqual(["/", "/blogs", samplePath]);

    await expectNoAxeViolations(page);
  });

  test("a stale slug or a bare id redirects permanently to the canonical address", async ({ page, request }) => {
    for (const stale of [`/blogs/${sampleBlog.id}-an-old-title`, `/blogs/${sampleBlog.id}`]) {
      const response = await request.get(stale, { maxRedirects: 0 });
      expect(response.status(), stale).toBe(308);
      // Next 16.4 may repeat the Location header on a freshly generated redirect (vercel/next.js#82117);
      // every copy must name the canonical address.
      const locations = response.headersArray().filter((header) => header.name.toLowerCase() === "location");
      expect(locations.length).toBeGreaterThan(0);
      for (const location of locations) expect(new URL(location.value, "http://x").pathname).toBe(samplePath);
    }
    await page.goto(`/blogs/${sampleBlog.id}-yet-another-old-title`);
    await expect(page).toHaveURL(new RegExp(`${samplePath}$`));
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
