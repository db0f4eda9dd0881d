import { expect, test } from "./test";
import { expectNoAxeViolations } from "./axe";
import { clientAddress } from "./client-address";
import { toasts, uniqueContact } from "./forms";
import { waitForMail } from "./mailbox/client";
import { addCounsellor, addStaffMember, logInThroughForm } from "./staff";

// Which counsellor the rotation picks, and how many leads it brings them, depends on who else is
// on duty while the other suites send leads (the rotation is proven in
// lib/leads/assignment.test.ts). So this walk follows a staff member outside the rotation (an
// admin, who may work leads as well): the first lead is handed to them by hand, and the repeat
// must find them by itself.
test("a repeat enquiry from the site goes straight to whoever has the enquirer: alerted by e-mail, counted as new without a reload, first in My leads, seen at once on a phone", async ({
  page,
  browser,
  request,
}, testInfo) => {
  // Two first log-ins (a new admin's, Farah's) and a visitor's form: more time on a busy machine.
  test.slow();
  const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const contact = uniqueContact();
  const alertsTo = `farah-${stamp}@example.com`;

  // A parent enquires through the API, and an admin hands the lead to Farah, a new colleague.
  const first = await request.post("/api/contact", {
    data: { name: "Ishaan Rao", email: contact.email, mobile: contact.mobile, percentage: 81, course: "BBA" },
  });
  expect(first.status()).toBe(200);
  const admin = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const adminPage = await admin.newPage();
  await logInThroughForm(adminPage);
  await expect(adminPage).toHaveURL(/\/admin\/colleges\/new$/);
  const farah = await addStaffMember(adminPage, {
    name: `Farah ${testInfo.project.name}`,
    username: `farah-${stamp}`,
    email: alertsTo,
    role: "Admin",
  });
  await adminPage.goto(`/admin/contacts?q=${encodeURIComponent(contact.email)}`);
  await adminPage.getByRole("link", { name: "Ishaan Rao" }).click();
  // On the lead's page (the list's filters have an "Assigned to" too).
  await expect(adminPage.getByRole("heading", { name: "Ishaan Rao", level: 1 })).toBeVisible();
  await adminPage.getByLabel("Assigned to").selectOption({ label: `Farah ${testInfo.project.name} (${farah.username})` });
  await adminPage.getByRole("button", { name: "Save assignment" }).click();
  await expect(toasts(adminPage).filter({ hasText: "Assignment updated." })).toBeVisible();
  await admin.close();

  // Farah is at work in the panel: the lead handed to her shows as new.
  await page.clock.install();
  await logInThroughForm(page, farah);
  await expect(page).toHaveURL(/\/admin\/colleges\/new$/);
  const contactList = page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: /^Contact List/ });
  const phoneBadge = page.getByRole("banner").getByRole("link", { name: /new leads?$/ });
  const newCount = (count: number) =>
    testInfo.project.name === "mobile"
      ? expect(phoneBadge).toHaveAccessibleName(`${count} new ${count === 1 ? "lead" : "leads"}`)
      : expect(contactList).toContainText(`${count} new`);
  await newCount(1);

  // Later the same parent asks again through the contact page, from another e-mail address.
  const visitor = await browser.newContext({
    viewport: page.viewportSize() ?? undefined,
    extraHTTPHeaders: { "x-forwarded-for": clientAddress() },
  });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/contact");
  const form = visitorPage.locator("#counselling-form");
  await form.getByLabel("Full Name").fill("Ishaan Rao");
  await form.getByLabel("Email").fill(`other-${contact.email}`);
  await form.getByLabel("Mobile Number").fill(contact.mobile);
  await form.getByLabel("12th Percentage").fill("81");
  await form.getByLabel("Course").selectOption("BBA");
  await form.getByRole("button", { name: "Register Now" }).click();
  await expect(toasts(visitorPage).first()).toBeVisible();
  await visitor.close();

  const alert = await waitForMail(alertsTo, /^New lead for you: Ishaan Rao \(BBA\)$/);
  expect(alert).toContain("already yours");
  expect(alert).toContain("/admin/contacts/");
  expect(alert).not.toContain(contact.mobile);

  // Without a reload: the panel asks again within half a minute.
  await page.clock.runFor(31_000);
  await newCount(2);

  await page.goto("/admin/contacts");
  await page.getByRole("navigation", { name: "Lead views" }).getByRole("link", { name: "My leads" }).click();
  await expect(page).toHaveURL(/view=mine/);
  const newest = page.getByRole("list", { name: "Leads" }).getByRole("listitem").first();
  await expect(newest).toContainText("Ishaan Rao");
  await expect(newest).toContainText(`other-${contact.email}`);
  await expect(newest).toContainText(/Waiting \d+ min/);
  // The first lead is in the first screen, whatever the filters (on a phone they wait behind a button).
  const box = (await newest.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  await expectNoAxeViolations(page);

  // Its page: the history says the site assigned it, and a tap on Call is its first response.
  await newest.getByRole("link", { name: "Ishaan Rao" }).click();
  const history = page.getByRole("region", { name: "History" });
  await expect(history).toContainText(
    `The site assigned it on arrival to whoever already has this enquirer: none → Farah ${testInfo.project.name}`,
  );
  await expect(page.getByText(/^Waiting for a first response: \d+ min\.$/)).toBeVisible();
  await page.getByRole("link", { name: /^Call / }).dispatchEvent("click");
  await expect(history).toContainText(`Farah ${testInfo.project.name} reached out: by phone`);
  await page.reload();
  await expect(page.getByText(/^First response after \d+ min\.$/)).toBeVisible();
  // Opened: one new lead left (the first one, handed over by the admin).
  await newCount(1);
});

test("a counsellor goes off duty and back from the Contact List; admins see the Unassigned view", async ({
  page,
  browser,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const admin = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const adminPage = await admin.newPage();
  await logInThroughForm(adminPage);
  await expect(adminPage).toHaveURL(/\/admin\/colleges\/new$/);
  const counsellor = await addCounsellor(adminPage, `Dev ${testInfo.project.name}`, `dev-${stamp}`);
  await adminPage.goto("/admin/contacts?view=unassigned");
  await expect(
    adminPage.getByRole("navigation", { name: "Lead views" }).getByRole("link", { name: /^Unassigned/ }),
  ).toHaveAttribute("aria-current", "page");
  // Admins take no turn in the rotation, so they have no duty switch.
  await expect(adminPage.getByRole("switch", { name: "On duty" })).toHaveCount(0);
  await admin.close();

  await logInThroughForm(page, counsellor);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto("/admin/contacts");
  const duty = page.getByRole("switch", { name: "On duty" });
  await expect(duty).toHaveAttribute("aria-checked", "true");
  await duty.click();
  await expect(toasts(page).filter({ hasText: "You are off duty" })).toBeVisible();
  await expect(duty).toHaveAttribute("aria-checked", "false");
  await page.reload();
  await expect(duty).toHaveAttribute("aria-checked", "false");
  await duty.focus();
  await page.keyboard.press("Space");
  await expect(duty).toHaveAttribute("aria-checked", "true");
  await expectNoAxeViolations(page);
});
