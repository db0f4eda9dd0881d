// A walk through the panel pages this round touched, as an admin, at the project's width (375 px
// on the phone project, 1280 px on the desktop one): each passes axe, fits the screen, and is kept
// as a screenshot in /tmp/walk-panel-<project>-<page>.png to look at.
import { expect, test } from "./test";
import { expectNoAxeViolations } from "./axe";
import { uniqueContact } from "./forms";
import { logInThroughForm } from "./staff";

test("the touched panel pages pass axe and fit the screen, screenshots kept", async ({ page }, testInfo) => {
  test.slow();
  const contact = uniqueContact();
  const sent = await page.request.post("/api/contact", {
    data: { name: "Walk Panel", email: contact.email, mobile: contact.mobile, percentage: 77, course: "BBA" },
  });
  expect(sent.status()).toBe(200);
  await logInThroughForm(page);
  await page.goto(`/admin/contacts?view=all&q=${encodeURIComponent(contact.email)}`);
  await page.getByRole("link", { name: "Walk Panel" }).click();
  await expect(page.getByRole("heading", { name: "Walk Panel", level: 1 })).toBeVisible();
  const lead = new URL(page.url()).pathname;
  const width = page.viewportSize()!.width;
  const pages: [string, string][] = [
    ["dashboard", "/admin/dashboard"],
    ["contacts", "/admin/contacts?view=all"],
    ["add-lead", "/admin/contacts/new"],
    ["lead", lead],
    ["staff", "/admin/staff"],
    ["lead-settings", "/admin/lead-settings"],
    ["lead-import", "/admin/lead-import"],
    ["privacy-requests", "/admin/privacy-requests"],
  ];
  for (const [name, path] of pages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${width} px`).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `/tmp/walk-panel-${testInfo.project.name}-${name}.png`, fullPage: true });
  }
});
