// The panel's frame and pages as staff see them: the sidebar under four headings with Change
// password and Logout on screen at 1280×800 (they were below its fold), and every panel page
// within a phone's width at 320, 375 and 412 px (the privacy requests were a 901 px table).
import { expect, test, type Page } from "./test";
import { expectNoAxeViolations } from "./axe";
import { uniqueContact } from "./forms";
import { logInThroughForm } from "./staff";
import { adminSections } from "@/lib/panel/sections";

/** A lead and a privacy request of its address, so the lists have a row to lay out. */
async function seedRows(page: Page) {
  const contact = uniqueContact();
  const sent = await page.request.post("/api/contact", {
    data: { name: "Width Check", email: contact.email, mobile: contact.mobile, percentage: 70, course: "MBA" },
  });
  expect(sent.status()).toBe(200);
  const asked = await page.request.post("/api/privacy/requests", { data: { email: contact.email, kind: "access" } });
  expect(asked.status()).toBeLessThan(300);
  return contact;
}

/**
 * The page's width, and the innermost elements reaching past the screen (to name the cause). Past
 * the viewport's width as set, not window.innerWidth: a phone's browser widens its layout viewport
 * to the content, so innerWidth grows with the defect and nothing would reach past it.
 */
async function scrollWidth(page: Page) {
  const { width: viewport } = page.viewportSize()!;
  return page.evaluate((width) => {
    const past = (element: Element) => element.getBoundingClientRect().right > width + 0.5;
    const culprits = [...document.body.querySelectorAll("*")]
      .filter((element) => past(element) && ![...element.children].some(past))
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.getAttribute("class") ?? "").slice(0, 50)}`);
    return { width: document.documentElement.scrollWidth, culprits };
  }, viewport);
}

test("@desktop-only the sidebar: Leads, Content, Privacy and Settings, with Change password and Logout on screen at 1280×800", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await logInThroughForm(page);
  const nav = page.getByRole("navigation", { name: "Admin sections" });
  for (const [group, first] of [
    ["Leads", "Dashboard"],
    ["Content", "College Add"],
    ["Privacy", "Privacy Settings"],
    ["Settings", "Reply Templates"],
  ]) {
    await expect(nav.getByRole("group", { name: group }).getByRole("link").first()).toHaveText(new RegExp(`^${first}`));
  }
  await expect(nav.getByRole("group", { name: "Settings" }).getByRole("link", { name: "Staff" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Change password" })).toBeInViewport();
  await expect(page.getByRole("button", { name: "Logout" })).toBeInViewport();
  await expectNoAxeViolations(page);
});

test.describe("every panel page fits a phone's width @mobile-only", () => {
  for (const width of [320, 375, 412]) {
    test(`an admin's panel pages at ${width} px`, async ({ page }) => {
      test.slow();
      await page.setViewportSize({ width, height: 740 });
      const contact = await seedRows(page);
      await logInThroughForm(page);
      await page.goto(`/admin/contacts?q=${encodeURIComponent(contact.email)}`);
      await page.getByRole("link", { name: "Width Check" }).click();
      await expect(page.getByRole("heading", { name: "Width Check", level: 1 })).toBeVisible();
      const leadPath = new URL(page.url()).pathname;
      const paths = [
        ...Object.values(adminSections).map((section) => section.href),
        "/admin/contacts/new",
        "/admin/password",
        leadPath,
      ];
      for (const path of paths) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        const measured = await scrollWidth(page);
        expect(measured.width, `${path} at ${width} px: ${measured.culprits.join(", ")}`).toBeLessThanOrEqual(width);
      }
    });
  }

  test("the privacy requests and the dashboard's counsellors read as cards on a phone; axe", async ({ page }) => {
    await seedRows(page);
    await logInThroughForm(page);
    await page.goto(adminSections.privacyRequests.href);
    const card = page.getByRole("list", { name: "Privacy requests, newest first" }).getByRole("listitem").first();
    await expect(card).toBeVisible();
    const box = (await card.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect((await scrollWidth(page)).width).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
    await page.goto(adminSections.dashboard.href);
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    expect((await scrollWidth(page)).width).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
  });
});
