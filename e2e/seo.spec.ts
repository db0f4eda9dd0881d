import { expect, test } from "./test";
import { universities } from "@/content/universities";
import { siteOrigin } from "@/lib/env";
import { publicRoutes } from "@/lib/seo/routes";
import { jsonLd } from "./page-helpers";

const origin = siteOrigin();
const absolute = (path: string) => (path === "/" ? origin : `${origin}${path}`);

/** The pages of this part of the site, with the structured data each must carry. */
const pages = [
  { path: "/", types: ["EducationalOrganization", "FAQPage"] },
  { path: "/about", types: ["EducationalOrganization", "BreadcrumbList"] },
  { path: "/boards/10th", types: ["BreadcrumbList"] },
  { path: "/boards/12th", types: ["BreadcrumbList"] },
];

// Metadata does not depend on the viewport: checked once, in the desktop project.
test.describe("search and sharing", { tag: "@desktop-only" }, () => {
  test("each page has its own title, description, canonical URL, Open Graph and Twitter cards", async ({ page, request }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const { path } of pages) {
      await page.goto(path);
      const title = await page.title();
      const meta = (selector: string) => page.locator(`head meta[${selector}]`).getAttribute("content");
      const description = (await meta('name="description"'))!;
      expect(title.length, path).toBeGreaterThan(10);
      expect(title.length, path).toBeLessThanOrEqual(60);
      expect(description.length, path).toBeGreaterThanOrEqual(120);
      expect(description.length, path).toBeLessThanOrEqual(160);
      titles.add(title);
      descriptions.add(description);

      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", absolute(path));
      expect(await meta('property="og:title"')).toBe(title);
      expect(await meta('property="og:description"')).toBe(description);
      expect(await meta('property="og:url"')).toBe(absolute(path));
      expect(await meta('name="twitter:card"')).toBe("summary_large_image");
      expect(await meta('name="twitter:title"')).toBe(title);

      for (const image of [await meta('property="og:image"'), await meta('name="twitter:image"')]) {
        expect(image, path).toMatch(new RegExp(`^${origin}/`));
        const response = await request.get(new URL(image!).pathname);
        expect(response.status()).toBe(200);
        expect(response.headers()["content-type"]).toBe("image/png");
        const png = await response.body();
        expect(png.subarray(1, 4).toString()).toBe("PNG");
        expect(png.readUInt32BE(16)).toBe(1200);
        expect(png.readUInt32BE(20)).toBe(630);
      }
    }
    expect(titles.size).toBe(pages.length);
    expect(descriptions.size).toBe(pages.length);
  });

  test("JSON-LD: the organisation with its offices, the FAQ and breadcrumbs", async ({ page }) => {
    for (const { path, types } of pages) {
      await page.goto(path);
      const data = await jsonLd(page);
      expect(data.map((item) => item["@type"]).sort(), path).toEqual([...types].sort());
      for (const item of data) expect(item["@context"]).toBe("https://schema.org");

      const organization = data.find((item) => item["@type"] === "EducationalOrganization");
      if (organization) {
        const places = organization.location as { address: { addressLocality: string } }[];
        expect(places.map((place) => place.address.addressLocality)).toEqual(["Greater Noida", "Dehradun", "Melbourne"]);
        expect(organization.url).toBe(origin);
      }
      const breadcrumbs = data.find((item) => item["@type"] === "BreadcrumbList");
      if (breadcrumbs) {
        const items = breadcrumbs.itemListElement as { position: number; item: string }[];
        expect(items[0]).toMatchObject({ position: 1, item: origin });
        expect(items.at(-1)).toMatchObject({ position: items.length, item: absolute(path) });
      }
    }

    await page.goto("/");
    const faq = (await jsonLd(page)).find((item) => item["@type"] === "FAQPage")!;
    const questions = (faq.mainEntity as { name: string; acceptedAnswer: { text: string } }[]).map((entry) => entry.name);
    expect(questions).toHaveLength(6);
    const visible = page
      .locator("section", { has: page.getByRole("heading", { name: "Frequently asked questions" }) })
      .locator("details > summary");
    await expect(visible).toHaveText(questions);
  });

  test("/sitemap.xml lists every public URL; /robots.txt keeps crawlers out of /admin and /api", async ({ request }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()["content-type"]).toContain("xml");
    const locations = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations.slice(0, publicRoutes.length)).toEqual(publicRoutes.map((route) => absolute(route.path)));
    // Directory views, every university page and the blog articles follow.
    expect(locations).toContain(absolute("/admisson?tab=medical"));
    expect(locations.filter((location) => location?.includes("/university/")).length).toBe(universities.length);
    expect(locations.some((location) => /\/blogs\/[a-z0-9]+-[a-z0-9-]+$/.test(location ?? ""))).toBe(true);
    for (const path of [
      "/",
      "/about",
      "/contact",
      "/admisson",
      "/aboradstudy",
      "/boards/10th",
      "/boards/12th",
      "/onlineMba",
      "/settleabroad",
    ]) {
      expect(locations).toContain(absolute(path));
    }
    expect(new Set(locations).size).toBe(locations.length);

    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(/^User-Agent: \*$/m);
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    expect(robots).toMatch(/^Disallow: \/api$/m);
    expect(robots).not.toMatch(/^Disallow: \/$/m);
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});
