import { expect, test } from "./test";
import { expectNoAxeViolations } from "./axe";
import { toasts, uniqueContact } from "./forms";
import { logInThroughForm } from "./staff";

test("an admin sees each channel's state, sends Google a test lead, makes a partner's key that brings a lead in, and revokes it", async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const partner = `Portal ${stamp}`;

  await logInThroughForm(page);
  await expect(page).toHaveURL(/\/admin\/colleges\/new$/);
  await page.goto("/admin/lead-sources");
  await expect(page.getByRole("heading", { name: "Lead Sources", level: 1 })).toBeVisible();

  // Meta lead ads are not set up here (the app's secrets are, for WhatsApp), and the page says what to set; Google is.
  const meta = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: /^Meta lead ads/ }) });
  await expect(meta).toContainText("Not set up: set META_PAGE_ACCESS_TOKEN");
  await expect(meta).toContainText("/api/webhooks/meta");
  const google = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Google Ads lead forms" }) });
  await expect(google).toContainText("Set up");

  // Google's test lead goes through the webhook's path and is kept apart.
  await google.getByRole("button", { name: "Send a test lead" }).click();
  await expect(toasts(page).filter({ hasText: "A test lead went through Google's webhook" })).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole("region", { name: "Test leads" })
      .getByText(/^Test Lead ·/)
      .first(),
  ).toBeVisible();

  // A key for a partner, shown once.
  await page.getByLabel("Partner", { exact: true }).fill(partner);
  await page.getByLabel("Leads a minute").fill("30");
  await page.getByRole("button", { name: "Make a key" }).click();
  await expect(toasts(page).filter({ hasText: `Key made for ${partner}.` })).toBeVisible();
  const key = await page.getByLabel(`The key of ${partner}: copy it now, it is not shown again`).inputValue();
  expect(key).toMatch(/^dpk_/);
  await expectNoAxeViolations(page);
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

  // The partner sends a lead with it.
  const contact = uniqueContact();
  const send = (externalId: string) =>
    request.post("/api/partners/leads", {
      headers: { authorization: `Bearer ${key}` },
      data: { externalId, name: `Partner Lead ${stamp}`, email: contact.email, mobile: contact.mobile, course: "MBA" },
    });
  expect((await send(`ext-${stamp}`)).status()).toBe(200);

  await page.reload();
  const keys = page.getByRole("list", { name: "Partner keys" });
  const row = keys.getByRole("listitem").filter({ hasText: partner });
  await expect(row).toContainText("30 a minute");
  await expect(row).toContainText("last used");

  // Revoked, it is refused.
  page.once("dialog", (dialog) => void dialog.accept());
  await row.getByRole("button", { name: `Revoke the key of ${partner}` }).click();
  await expect(toasts(page).filter({ hasText: "Key revoked" })).toBeVisible();
  await expect(row).toContainText("revoked");
  expect((await send(`ext2-${stamp}`)).status()).toBe(401);
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
});
