import { readFile } from "node:fs/promises";
import { expect, test } from "./test";
import { expectNoAxeViolations } from "./axe";

const services = [
  ["Admission in India", "/admisson"],
  ["SIP", "/sip"],
  ["Study Abroad", "/aboradstudy"],
  ["Skilled Migration", "/skillmigration"],
  ["Online MBA", "/onlineMba"],
  ["Franchise", "/franchise"],
  ["Settle Abroad", "/settleabroad"],
] as const;

test.describe("site shell", () => {
  test("header, floating actions and footer are on the page and pass axe", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Disha Education & Careers" })).toHaveAttribute("href", "/");
    await expect(banner.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");

    const chat = page.getByRole("link", { name: /chat with us on whatsapp/i });
    await expect(chat).toHaveAttribute("target", "_blank");
    await expect(chat).toHaveAttribute("rel", /noopener/);
    const href = new URL((await chat.getAttribute("href"))!);
    expect(href.origin).toBe("https://wa.me");
    expect(href.pathname).toMatch(/^\/\d{8,15}$/);
    expect(href.searchParams.get("text")).toBeTruthy();

    await expect(page.getByRole("link", { name: "Free Counselling" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText("2025, All Rights Reserved");
    const main = page.locator("main");
    expect(await main.evaluate((element) => getComputedStyle(element).marginTop)).toBe("80px");
    await expectNoAxeViolations(page);
  });

  test("the first Tab reaches a skip link with a visible focus ring", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    expect(await skip.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe("solid");
  });

  test("footer: admissions buttons, anchors, offices, social links", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const tab of ["btech", "medical", "management"]) {
      await expect(footer.locator(`a[href="/admisson?tab=${tab}"]`)).toHaveCount(1);
    }
    for (const anchor of [
      "study-uk",
      "study-us",
      "study-nz",
      "study-australia",
      "study-canada",
      "scholarships",
      "visa-assistance",
      "testimonials",
    ]) {
      await expect(footer.locator(`a[href="/#${anchor}"]`)).toHaveCount(1);
    }
    // "Blogs" and "Career" both point at the blogs anchor.
    await expect(footer.locator('a[href="/#blogs"]')).toHaveCount(2);
    for (const city of ["Greater Noida", "Dehradun", "Melbourne"]) await expect(footer).toContainText(city);
    await expect(footer.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    await expect(footer.getByRole("link", { name: /\+91/ })).toHaveAttribute("href", /^tel:/);
    const social = footer.getByRole("link", { name: /opens in a new tab/ });
    await expect(social).toHaveCount(4);
    for (const link of await social.all()) await expect(link).toHaveAttribute("target", "_blank");
  });

  test("the brochure downloads as brochure.pdf and is a real PDF", async ({ page }) => {
    await page.goto("/");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download Pdf" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("brochure.pdf");
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(bytes.length).toBeGreaterThan(1000);
  });

  test("an unknown path answers 404 with the not-found image and no shell", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("img", { name: /page not found/i })).toBeVisible();
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("the correctly spelt aliases redirect permanently to the indexed paths", async ({ request }) => {
    const aliases = [
      ["/admission", "/admisson"],
      ["/study-abroad", "/aboradstudy"],
      ["/online-mba", "/onlineMba"],
    ] as const;
    for (const [alias, target] of aliases) {
      const response = await request.get(alias, { maxRedirects: 0 });
      expect(response.status(), alias).toBe(308);
      expect(response.headers().location).toBe(target);
    }
  });

  test("responses carry the security headers", async ({ request }) => {
    const headers = (await request.get("/")).headers();
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-powered-by"]).toBeUndefined();
  });

  test("an idle connection stays open longer than a load balancer's 60 seconds", async ({ request }) => {
    const keepAlive = (await request.get("/")).headers()["keep-alive"];
    expect(Number(/timeout=(\d+)/.exec(keepAlive ?? "")?.[1])).toBeGreaterThan(60);
  });
});

test.describe("Services dropdown (desktop)", { tag: "@desktop-only" }, () => {
  test("opens on click with the seven services, closes on outside click and Escape", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("button", { name: "Services" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const list = page.locator(`#${await button.getAttribute("aria-controls")}`);
    for (const [label, href] of services) {
      await expect(list.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
    }
    await expectNoAxeViolations(page);

    await page.locator("main").click({ position: { x: 5, y: 5 } });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(list).toBeHidden();

    await button.click();
    await expect(list).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("is operable by keyboard, and choosing an item closes it and navigates", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("button", { name: "Services" });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Admission in India" })).toBeFocused();
    await page.getByRole("link", { name: "SIP", exact: true }).click();
    await expect(page).toHaveURL(/\/sip$/);
  });
});

test.describe("mobile menu (375 px)", { tag: "@mobile-only" }, () => {
  test("the toggle opens and closes the menu, which closes on navigation", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    const about = page.getByRole("banner").getByRole("link", { name: "About us" });
    await expect(about).toBeHidden();
    await toggle.click();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(about).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(about).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Services" }).click();
    await expect(page.getByRole("link", { name: "Online MBA" })).toBeVisible();
    await page.getByRole("banner").getByRole("link", { name: "Home" }).click();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });
});
