// A counsellor's day beside a CRM's: a walk-in added in the panel, a call's outcome in one tap, a
// status moved back with its reason, a lead's details corrected (each in the lead's history), a
// counsellor put off duty from Lead Settings, and the desktop-alerts button saying where it stands.
import { expect, test } from "./test";
import { expectNoAxeViolations } from "./axe";
import { expectToast, uniqueContact } from "./forms";
import { addCounsellor, logInThroughForm } from "./staff";

test("a walk-in is added, a call's outcome recorded in a tap, the status moved back with a reason, the details corrected", async ({
  page,
}, testInfo) => {
  test.slow();
  const contact = uniqueContact();
  const name = `Walk In ${testInfo.project.name} ${Date.now().toString(36)}`;
  await logInThroughForm(page);
  await page.goto("/admin/contacts");
  await page.getByRole("link", { name: "Add lead" }).click();
  await expect(page.getByRole("heading", { name: "Add lead", level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("radio", { name: "Walk-in" }).check();
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("E-mail").fill(contact.email);
  await page.getByLabel("Mobile").fill(contact.mobile);
  await page.getByLabel("Course").selectOption("MBA");
  await page.getByLabel("12th percentage").fill("68");
  await page.getByRole("button", { name: "Add lead" }).click();
  await expectToast(page, "Lead added.");
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Where it came from" })).toContainText("Walk-in");
  const history = page.getByRole("region", { name: "History" });
  await expect(history).toContainText("added the lead");

  // A call that nobody answered: one tap.
  await page.getByRole("group", { name: "Call outcome" }).getByRole("button", { name: "No answer" }).click();
  await expectToast(page, "Call outcome saved: No answer.");
  await expect(history).toContainText("No answer");

  await page.getByRole("button", { name: "Move to Contacted" }).click();
  await expectToast(page, "Status updated.");
  const back = page.getByRole("form", { name: "Move back" });
  await back.getByLabel("Back to").selectOption({ label: "New" });
  // A reason is required.
  await back.getByRole("button", { name: "Move back" }).click();
  await expect(back.getByLabel("Why")).toBeFocused();
  await back.getByLabel("Why").fill("Marked contacted by mistake");
  await back.getByRole("button", { name: "Move back" }).click();
  await expectToast(page, "Status updated.");
  await expect(page.getByText("Status: New", { exact: true })).toBeVisible();
  await expect(history).toContainText("Marked contacted by mistake");

  // Corrected: the name was misheard, and the city added.
  await page.getByRole("button", { name: "Correct details" }).click();
  const correction = page.getByRole("form", { name: "Correct details" });
  await correction.getByLabel("Full name").fill(`${name} Sharma`);
  await correction.getByLabel("City").fill("Lucknow");
  await correction.getByRole("button", { name: "Save corrections" }).click();
  await expectToast(page, "Details corrected.");
  await expect(page.getByRole("heading", { name: `${name} Sharma`, level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Enquiry" })).toContainText("Lucknow");
  await expect(history).toContainText("corrected the details");
  await expectNoAxeViolations(page);
});

test("an admin puts a counsellor off duty from Lead Settings", async ({ page }, testInfo) => {
  await logInThroughForm(page);
  const username = `duty-${testInfo.project.name}-${Date.now().toString(36)}`;
  await addCounsellor(page, "Dhruv Duty", username);
  await page.goto("/admin/lead-settings");
  const duty = page.getByRole("switch", { name: `Dhruv Duty (${username}) on duty` });
  await expect(duty).toHaveAttribute("aria-checked", "true");
  await duty.click();
  await expectToast(page, "Dhruv Duty is off duty: new leads go to the others.");
  await expect(duty).toHaveAttribute("aria-checked", "false");
  await page.reload();
  await expect(page.getByRole("switch", { name: `Dhruv Duty (${username}) on duty` })).toHaveAttribute("aria-checked", "false");
  await expectNoAxeViolations(page);
});

test("the desktop-alerts button says when alerts are on, and why when the browser's prompt was closed @desktop-only", async ({
  page,
  context,
}) => {
  // The browser's prompt closed without an answer: the permission stays "default".
  await page.addInitScript(() => {
    Object.defineProperty(Notification, "permission", { get: () => "default", configurable: true });
    Notification.requestPermission = () => Promise.resolve("default");
  });
  await logInThroughForm(page);
  await page.goto("/admin/dashboard");
  await page.getByRole("button", { name: "Turn on desktop alerts" }).click();
  await expect(page.getByText("The browser's question was closed without an answer")).toBeVisible();
  await expect(page.getByRole("button", { name: "Turn on desktop alerts" })).toBeVisible();

  const granted = await context.newPage();
  await context.grantPermissions(["notifications"]);
  await granted.goto("/admin/dashboard");
  await expect(granted.getByText("Desktop alerts on")).toBeVisible();
});
