import { expect, test } from "./test";
import { expectNoAxeViolations } from "./axe";
import { toasts, uniqueContact } from "./forms";
import { waitForMail } from "./mailbox/client";
import { addStaffMember, logInThroughForm } from "./staff";

// The rules are the site's own, shared by every suite: each project's walk sends a course of its
// own through the API to a team of its own, and removes its rule at the end.
const courseOf = { desktop: "M.TECH", mobile: "MCA" } as Record<string, string>;

test("an admin puts a counsellor in a team and sends a course to it: the next such lead reaches that counsellor, alerted by e-mail", async ({
  page,
  request,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const course = courseOf[testInfo.project.name]!;
  const team = `Engineering ${stamp}`;
  const alertsTo = `meera-${stamp}@example.com`;

  await logInThroughForm(page);
  await expect(page).toHaveURL(/\/admin\/colleges\/new$/);
  await addStaffMember(page, { name: `Meera ${stamp}`, username: `meera-${stamp}`, email: alertsTo });

  await page.goto("/admin/lead-settings");
  await expect(page.getByRole("heading", { name: "Lead Settings", level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  // The waiting threshold.
  await page.getByLabel("Minutes").fill("20");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toasts(page).filter({ hasText: "Leads now wait at most 20 office minutes" })).toBeVisible();

  // Meera joins the team, by keyboard.
  const teamField = page.getByLabel(new RegExp(`^Team of Meera ${stamp}`));
  await teamField.fill(team);
  await teamField.press("Enter");
  await expect(toasts(page).filter({ hasText: `Meera ${stamp} is in the ${team} team.` })).toBeVisible();

  // A rule with neither a course nor a form is refused, and says why.
  const addRule = page.getByRole("form", { name: "Add a rule" });
  await addRule.getByLabel("Team").fill(team);
  await addRule.getByRole("button", { name: "Add rule" }).click();
  await expect(addRule.getByText("Choose a course, a form or both.")).toBeVisible();
  await expect(addRule.getByLabel("Team")).toHaveAttribute("aria-invalid", "true");

  await addRule.getByLabel("Course").selectOption(course);
  await addRule.getByLabel("Form").selectOption({ label: "API" });
  await addRule.getByRole("button", { name: "Add rule" }).click();
  await expect(toasts(page).filter({ hasText: "Rule added." })).toBeVisible();
  const rules = page.getByRole("list", { name: "Assignment rules" });
  await expect(rules.getByRole("listitem").filter({ hasText: team })).toContainText(`${course} from the API → ${team}`);

  // A student asks about that course through the API: Meera has the lead, and hears of it.
  const contact = uniqueContact();
  const lead = await request.post("/api/contact", {
    data: { name: "Tanvi Joshi", email: contact.email, mobile: contact.mobile, percentage: 88, course },
  });
  expect(lead.status()).toBe(200);
  const alert = await waitForMail(alertsTo, new RegExp(`^New lead for you: Tanvi Joshi \\(${course.replace(".", "\\.")}\\)$`));
  expect(alert).toContain("/admin/contacts/");
  expect(alert).not.toContain(contact.mobile);

  await page.goto(`/admin/contacts?q=${encodeURIComponent(contact.email)}`);
  await page.getByRole("link", { name: "Tanvi Joshi" }).click();
  await expect(page.getByRole("heading", { name: "Tanvi Joshi", level: 1 })).toBeVisible();
  await expect(page.getByText("assigned it on arrival to the next of its team on duty, by an assignment rule")).toBeVisible();

  // The rule goes again, and the list says so.
  await page.goto("/admin/lead-settings");
  await rules.getByRole("button", { name: new RegExp(`Remove the rule .* to ${team}`) }).click();
  await expect(toasts(page).filter({ hasText: "Rule removed." })).toBeVisible();
  await expect(page.getByText(team, { exact: false }).filter({ hasText: "→" })).toHaveCount(0);
});

test("Lead Settings is for admins only", async ({ page }, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
  await logInThroughForm(page);
  await expect(page).toHaveURL(/\/admin\/colleges\/new$/);
  const counsellor = await addStaffMember(page, { name: `Kabir ${stamp}`, username: `kabir-${stamp}` });
  await page.context().clearCookies();
  await logInThroughForm(page, counsellor);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("link", { name: "Lead Settings" })).toHaveCount(0);
  const response = await page.goto("/admin/lead-settings");
  expect(response?.status()).toBe(403);
});
