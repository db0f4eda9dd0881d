import { expect, test, type Page } from "./test";
import { universities } from "@/content/universities";
import { publicRoutes } from "@/lib/seo/routes";

/**
 * The old site's misspellings. Paths (/admisson, /aboradstudy) and API field names
 * (orgizationname) keep them on purpose; nothing a visitor reads may.
 */
const misspellings = /Admisson|Aborad|Successfull|orgization/;

/**
 * Everything on the page a person reads or hears: every text node outside scripts and styles
 * (hidden ones too: closed menus, other tabs), the title, the description, and the alt, title,
 * aria-label and placeholder texts.
 */
function readableText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const texts = [document.title, document.querySelector('meta[name="description"]')?.getAttribute("content") ?? ""];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.closest("script, style, template")) texts.push(node.textContent ?? "");
    }
    for (const element of document.querySelectorAll("[alt], [title], [aria-label], [placeholder]")) {
      for (const name of ["alt", "title", "aria-label", "placeholder"]) texts.push(element.getAttribute(name) ?? "");
    }
    return texts.join("\n");
  });
}

// The words do not depend on the viewport: checked once, in the desktop project.
test.describe("spelling", { tag: "@desktop-only" }, () => {
  const pages = [
    ...publicRoutes.map((route) => route.path),
    "/admisson?tab=medical",
    "/admisson?tab=management",
    "/aboradstudy?country=canada",
    ...universities.map((university) => `/university/${university.slug}`),
  ];

  test("no public page shows the old site's misspellings", async ({ page }) => {
    test.slow(); // about forty pages
    const found: string[] = [];
    for (const path of pages) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const text = await readableText(page);
      expect(text.length, path).toBeGreaterThan(500);
      const match = misspellings.exec(text);
      if (match) found.push(`${path}: …${text.slice(Math.max(0, match.index - 40), match.index + 40)}…`);
    }
    expect(found).toEqual([]);
  });

  test("the check would catch one in hidden text or in an attribute, and not in a script", async ({ page }) => {
    const body = (inside: string) => `<!doctype html><title>Check</title><body><p>Admission in India</p>${inside}</body>`;
    for (const inside of [
      "<div hidden>Study Aborad</div>",
      '<img alt="Admisson In India" src="data:,">',
      '<button aria-label="Login Successfull"></button>',
    ]) {
      await page.setContent(body(inside));
      expect(await readableText(page), inside).toMatch(misspellings);
    }
    await page.setContent(body('<script type="application/json">{"orgizationname":""}</script>'));
    expect(await readableText(page)).not.toMatch(misspellings);
  });
});
