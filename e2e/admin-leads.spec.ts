import { expect, test } from "./test";
import { expectNoAxeViolations } from "./axe";
import { expectToast, toasts, uniqueContact } from "./forms";
import { addCounsellor, logInThroughForm } from "./staff";

test.describe("a counsellor works a lead", () => {
  test("a lead sent from a tagged link is found by mobile, assigned, moved on, followed up and noted", async ({
    page,
    browser,
  }, testInfo) => {
    // Two first log-ins (a new admin's, the counsellor's), each with its steps: more time on a busy machine.
    test.slow();
    // A visitor arrives from a newsletter, reads another page, then sends the contact form.
    const contact = uniqueContact();
    await page.goto("/contact?utm_source=newsletter&utm_medium=email&utm_campaign=june");
    await page.goto("/about");
    await page.goto("/contact");
    const form = page.locator("#counselling-form");
    await form.getByLabel("Full Name").fill("Neel Kapoor");
    await form.getByLabel("Email").fill(contact.email);
    await form.getByLabel("Mobile Number").fill(contact.mobile);
    await form.getByLabel("12th Percentage").fill("77");
    await form.getByLabel("Course").selectOption("MBA");
    await form.getByRole("button", { name: "Register Now" }).click();
    await expect(toasts(page).first()).toBeVisible();

    // An admin adds a counsellor for this test.
    const admin = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const adminPage = await admin.newPage();
    await logInThroughForm(adminPage);
    await expect(adminPage).toHaveURL(/\/admin\/colleges\/new$/);
    const username = `leads-${testInfo.project.name}-${Date.now().toString(36)}`;
    const counsellor = await addCounsellor(adminPage, `Tara ${testInfo.project.name}`, username);
    await admin.close();

    await logInThroughForm(page, counsellor);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto("/admin/contacts");
    // A counsellor's list opens on their own leads; All leads is one tap away.
    await expect(page).toHaveURL(/\/admin\/contacts\?view=mine$/);
    const views = page.getByRole("navigation", { name: "Lead views" });
    await expect(views.getByRole("link", { name: "My leads" })).toHaveAttribute("aria-current", "page");
    await views.getByRole("link", { name: "All leads" }).click();
    await expect(page).toHaveURL(/view=all/);
    await expectNoAxeViolations(page);
    // Typed the way a parent reads it out, with the country code and a dash.
    const spoken = `+91 ${contact.mobile.slice(0, 5)}-${contact.mobile.slice(5)}`;
    await page.getByLabel("Search by name, e-mail or mobile").fill(spoken);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const leads = page.getByRole("list", { name: "Leads" }).getByRole("listitem");
    await expect(leads).toHaveCount(1);
    // The search stays in All leads; Today and My leads start without it.
    await expect(views.getByRole("link", { name: "All leads" })).toHaveAttribute("href", /view=all.*q=|q=.*view=all/);
    await expect(views.getByRole("link", { name: "Today" })).toHaveAttribute("href", /\?view=today$/);
    await expect(views.getByRole("link", { name: "My leads" })).toHaveAttribute("href", /\?view=mine$/);
    await leads.getByRole("link", { name: "Neel Kapoor" }).click();

    await expect(page.getByRole("heading", { name: "Neel Kapoor", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: `Call ${contact.stored}` })).toHaveAttribute("href", `tel:${contact.stored}`);
    await expect(page.getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
      "href",
      `https://wa.me/${contact.stored.slice(1)}`,
    );
    const source = page.getByRole("region", { name: "Where it came from" });
    await expect(source).toContainText("newsletter");
    await expect(source).toContainText("email");
    await expect(source).toContainText("june");
    await expect(source).toContainText("/contact");
    await expectNoAxeViolations(page);

    await page.getByLabel("Assigned to").selectOption({ label: `Tara ${testInfo.project.name} (${username})` });
    await page.getByRole("button", { name: "Save assignment" }).click();
    await expectToast(page, "Assignment updated.");
    await page.getByRole("button", { name: "Move to Contacted" }).click();
    await expectToast(page, "Status updated.");
    await expect(page.getByRole("button", { name: "Move to Counselling scheduled" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Move to Enrolled" })).toHaveCount(0);
    await page.getByLabel("Next follow-up (India time)").fill("2030-01-15T11:30");
    await page.getByRole("button", { name: "Save follow-up" }).click();
    await expectToast(page, "Follow-up date saved.");
    await page.getByLabel("Add a note").fill("Spoke to the father; wants MBA colleges in Pune.");
    await page.getByRole("button", { name: "Add note" }).click();
    await expectToast(page, "Note added.");
    const notes = page.getByRole("region", { name: "Notes" });
    await expect(notes).toContainText("Spoke to the father; wants MBA colleges in Pune.");
    await expect(notes).toContainText(`Tara ${testInfo.project.name}`);
    const history = page.getByRole("region", { name: "History" });
    await expect(history).toContainText("changed the status: New → Contacted");
    await expect(history).toContainText("15 Jan 2030, 11:30 am");

    // Searched within My leads: on duty, Tara takes other suites' leads in turn, more than a page of them.
    await page.goto(`/admin/contacts?view=mine&q=${encodeURIComponent(contact.email)}`);
    await expect(page.getByRole("link", { name: "Neel Kapoor" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Export CSV" })).toHaveCount(0);
    for (const path of ["/admin/franchise", "/admin/careers", "/admin/users"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
});

test("a staff list opened with a filter that does not parse says which, and leads back to the whole list", async ({ page }) => {
  await logInThroughForm(page);
  await expect(page).toHaveURL(/\/admin\/colleges\/new$/);
  await page.goto("/admin/contacts?status=NEW&from=2026-13-45");
  await expect(page.getByRole("heading", { level: 1, name: "Contact List" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: 'The filter "from" is not valid' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Show the whole list" }).click();
  await expect(page).toHaveURL(/\/admin\/contacts$/);
  await expect(page.getByRole("navigation", { name: "Lead views" })).toBeVisible();
});
