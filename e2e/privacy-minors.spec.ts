import { expect, test } from "./test";
import { expectNoAxeViolations } from "./axe";
import { toasts, uniqueContact } from "./forms";
import { waitForMail } from "./mailbox/client";
import { logInThroughForm } from "./staff";

const MINOR_RECEIVED = "Thank you! We have e-mailed your parent or guardian. A counsellor will call you once they agree.";

test("a minor's enquiry waits for the guardian, who agrees through the mailed link; then staff see it whole", async ({
  page,
  browser,
}) => {
  const child = uniqueContact();
  // Not containing the child's address, so the check below means something.
  const guardianEmail = child.email.replace("e2e-", "e2e-guardian-");

  await page.goto("/contact");
  const form = page.locator("#counselling-form");
  await form.getByLabel("Full Name").fill("Kavya Menon");
  await form.getByLabel("Email").fill(child.email);
  await form.getByLabel("Mobile Number").fill(child.mobile);
  await form.getByLabel("12th Percentage").fill("91");
  await form.getByLabel("Course").selectOption("BCA");

  // The guardian's fields appear once the box is ticked, and are then required.
  await expect(form.getByLabel("Parent's or guardian's name")).toHaveCount(0);
  await form.getByRole("checkbox", { name: "I am under 18" }).check();
  await expect(form.getByLabel("Parent's or guardian's name")).toBeVisible();
  await form.getByRole("button", { name: "Register Now" }).click();
  await expect(form.getByText("Enter your parent's or guardian's name")).toBeVisible();
  await expect(form.getByText(/Enter your parent's or guardian's e-mail address/)).toBeVisible();
  await expect(form.getByLabel("Parent's or guardian's name")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);

  await form.getByLabel("Parent's or guardian's name").fill("Lakshmi Menon");
  await form.getByLabel("Parent's or guardian's e-mail").fill(guardianEmail);
  await form.getByRole("button", { name: "Register Now" }).click();
  // No promise of a call tomorrow, and no filled form inviting a second send: the form gives way to the answer.
  await expect(toasts(page).filter({ hasText: MINOR_RECEIVED })).toBeVisible();
  await expect(form.getByRole("button", { name: "Register Now" })).toHaveCount(0);
  await expect(page.locator(":focus")).toContainText(MINOR_RECEIVED);
  await expect(form.getByRole("button", { name: "Send another enquiry" })).toBeVisible();
  await expectNoAxeViolations(page);

  // The guardian's e-mail carries the link and none of the child's details.
  const request = await waitForMail(guardianEmail, /consent is needed/);
  expect(request).not.toContain(child.email);
  const link = new URL(/https?:\/\/\S+\/privacy\/guardian\?token=[\w-]+/.exec(request)![0]);

  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole("heading", { name: "A parent's or guardian's consent" })).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: /^Kavya Menon$/ })).toBeVisible();
  await expect(page.getByRole("term").filter({ hasText: /^How long we keep it$/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "I agree" }).click();
  await expect(page.getByText(/your consent is recorded/)).toBeVisible();
  await expect(page.getByRole("button", { name: "I agree" })).toHaveCount(0);

  // The held acknowledgement now goes to the guardian, addressed to them; the link works once.
  const acknowledgement = await waitForMail(guardianEmail, /received your counselling request/);
  expect(acknowledgement).toContain("Dear Lakshmi Menon");
  expect(acknowledgement).not.toContain("Thank you, Kavya Menon");
  await page.reload();
  await expect(page.getByText(/already been used or has expired/)).toBeVisible();

  // An admin finds the lead by the child's mobile, with its contact details.
  const admin = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const adminPage = await admin.newPage();
  await logInThroughForm(adminPage);
  await adminPage.goto(`/admin/contacts?q=${encodeURIComponent(child.mobile)}`);
  const leads = adminPage.getByRole("list", { name: "Leads" }).getByRole("listitem");
  await expect(leads).toHaveCount(1);
  await expect(leads.first()).toContainText(child.email);
  await expect(leads.first()).not.toContainText("Awaiting guardian consent");
  await leads.first().getByRole("link", { name: "Kavya Menon" }).click();
  await expect(adminPage.getByRole("heading", { name: "Kavya Menon" })).toBeVisible();
  await expect(adminPage.getByText(child.stored).first()).toBeVisible();
  await admin.close();
});

test("registration asks the date of birth; a minor's account opens once the guardian agrees", async ({ page }) => {
  const child = uniqueContact();
  const guardianEmail = child.email.replace("e2e-", "e2e-guardian-");
  const password = `monsoon-${Date.now()}`;
  const born = new Date();
  born.setUTCFullYear(born.getUTCFullYear() - 15);

  await page.goto("/register");
  await page.getByLabel("Name", { exact: true }).fill("Kabir Menon");
  await page.getByLabel("Email", { exact: true }).fill(child.email);
  await page.getByLabel("Mobile", { exact: true }).fill(child.mobile);
  await expect(page.getByLabel("Parent's or guardian's name")).toHaveCount(0);
  await page.getByLabel("Date of birth").fill(born.toISOString().slice(0, 10));
  await page.getByLabel("Password (8 to 128 characters)").fill(password);
  await expect(page.getByLabel("Parent's or guardian's name")).toBeVisible();
  await expect(page.getByLabel("Parent's or guardian's name")).toHaveAttribute("required", "");
  await expect(page.getByLabel("Parent's or guardian's e-mail")).toHaveAttribute("required", "");
  await expectNoAxeViolations(page);
  await page.getByLabel("Parent's or guardian's name").fill("Lakshmi Menon");
  await page.getByLabel("Parent's or guardian's e-mail").fill(guardianEmail);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByRole("status").filter({ hasText: "We have e-mailed your parent or guardian" })).toBeVisible();

  // Before the guardian agrees, the password step says why it cannot go on.
  await page.getByLabel("Email").fill(child.email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Your parent or guardian has not agreed to your account yet" }),
  ).toBeVisible();

  const request = await waitForMail(guardianEmail, /consent is needed/);
  const link = new URL(/https?:\/\/\S+\/privacy\/guardian\?token=[\w-]+/.exec(request)![0]);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole("definition").filter({ hasText: /^Kabir Menon$/ })).toBeVisible();
  await page.getByRole("button", { name: "I agree" }).click();
  await expect(page.getByText(/your consent is recorded/)).toBeVisible();
  expect(await waitForMail(guardianEmail, /account is ready/)).toContain("Dear Lakshmi Menon");

  await page.goto("/login");
  await page.getByLabel("Email").fill(child.email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("heading", { name: "Enter your code" })).toBeVisible();
  await waitForMail(child.email, /^Your login code/);
});
