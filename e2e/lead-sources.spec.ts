import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./test";
import { expectNoAxeViolations } from "./axe";
import { toasts, uniqueContact } from "./forms";
import { logInThroughForm } from "./staff";

/** The Graph API's stand-in (e2e/whatsapp/server.ts): lead ads' leads and test leads, and Meta's webhooks to the site. */
const GRAPH_STAND_IN_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 3}`;

/** A Meta form's test-lead button: Meta makes the lead, its webhook comes back and it is kept apart under Test leads. */
async function sendMetaTestLead(page: Page, formRow: Locator, form: string) {
  await formRow.getByRole("button", { name: `Send a test lead to form ${form}` }).click();
  await expect(toasts(page).filter({ hasText: `on form ${form}. Its webhook comes within a few seconds` })).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(async () => {
    await page.reload();
    await expect(
      page.getByRole("region", { name: "Test leads" }).getByText(`Meta lead ad · Test lead of form ${form} ·`),
    ).toBeVisible({ timeout: 1000 });
  }).toPass();
}

test("an admin sees each channel's state, sends Meta, Google and a partner test leads, makes a partner's key that brings a lead in, and revokes it", async ({
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

  const meta = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: /^Meta lead ads/ }) });
  await expect(meta).toContainText("Set up");
  const google = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Google Ads lead forms" }) });
  await expect(google).toContainText("Set up");

  // Google's test lead goes through the webhook's path and is kept apart.
  await google.getByRole("button", { name: "Send a test lead" }).click();
  await expect(toasts(page).filter({ hasText: "A test lead went through Google's webhook" })).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole("region", { name: "Test leads" })
      .getByText(/^Google lead form · Test Lead ·/)
      .first(),
  ).toBeVisible();

  // A lead from a Meta ad makes its form known (the site's worker fetches it from the Graph API)…
  const form = `${Date.now()}${testInfo.project.name === "mobile" ? 1 : 2}`;
  const adLead = await fetch(`${GRAPH_STAND_IN_URL}/_lead-ads/lead`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ form_id: form, name: `Ad Lead ${stamp}` }),
  });
  expect(await adLead.json()).toMatchObject({ site: 200 });
  const formRow = page
    .getByRole("region", { name: "Lead forms and their default course" })
    .getByRole("listitem")
    .filter({ hasText: `form ${form}` });
  await expect(async () => {
    await page.reload();
    await expect(formRow).toBeVisible({ timeout: 1000 });
  }).toPass();
  // …and its button has Meta make a test lead on it, whose webhook comes back and is kept apart.
  await sendMetaTestLead(page, formRow, form);

  // A key for a partner, shown once.
  await page.getByLabel("Partner", { exact: true }).fill(partner);
  await page.getByLabel("Leads a minute").fill("30");
  await page.getByRole("button", { name: "Make a key" }).click();
  await expect(toasts(page).filter({ hasText: `Key made for ${partner}.` })).toBeVisible();
  const key = await page.getByLabel(`The key of ${partner}: copy it now, it is not shown again`).inputValue();
  expect(key).toMatch(/^dpk_/);

  // The partner's test lead from the panel (its key is kept hashed: the button sends as the partner), and with its key.
  await page.getByRole("button", { name: `Send a test lead as ${partner}` }).click();
  await expect(toasts(page).filter({ hasText: `A test lead went through ${partner}'s path` })).toBeVisible();
  const tested = await request.post("/api/partners/leads", {
    headers: { authorization: `Bearer ${key}` },
    data: { externalId: `test-${stamp}`, name: `Keyed Test ${stamp}`, mobile: "9800000000", test: true },
  });
  expect(tested.status()).toBe(200);
  expect(((await tested.json()) as { message: string }).message).toContain("kept apart as a test");
  await page.reload();
  const tests = page.getByRole("region", { name: "Test leads" });
  await expect(tests.getByText(`Partner ${partner} · Test Lead ·`)).toBeVisible();
  await expect(tests.getByText(`Partner ${partner} · Keyed Test ${stamp} ·`)).toBeVisible();
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

test("an admin adds a Meta form by its id before its first lead, and sends it a test lead", async ({ page }, testInfo) => {
  const form = `${Date.now()}${testInfo.project.name === "mobile" ? 3 : 4}`;
  const made = await fetch(`${GRAPH_STAND_IN_URL}/_lead-ads/form`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ form_id: form, name: "Engineering 2027" }),
  });
  expect(made.ok).toBe(true);
  await logInThroughForm(page);
  await page.goto("/admin/lead-sources");
  const forms = page.getByRole("region", { name: "Lead forms and their default course" });

  // A form Meta does not show to the Page is refused, and nothing is listed.
  await forms.getByLabel("Meta form id").fill("999000999");
  await forms.getByRole("button", { name: "Add the form" }).click();
  await expect(toasts(page).filter({ hasText: "Meta does not show form 999000999" })).toBeVisible();
  await expect(forms.getByText("form 999000999")).toHaveCount(0);

  await forms.getByLabel("Meta form id").fill(form);
  await forms.getByRole("button", { name: "Add the form" }).click();
  await expect(toasts(page).filter({ hasText: `Meta form “Engineering 2027” ${form} is listed` })).toBeVisible();
  await expect(forms.getByLabel("Meta form id")).toHaveValue("");
  const formRow = forms.getByRole("listitem").filter({ hasText: `form ${form}` });
  await sendMetaTestLead(page, formRow, form);
});
