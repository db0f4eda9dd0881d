import { expect, test } from "./test";
import { expectNoAxeViolations } from "./axe";
import { toasts, uniqueContact } from "./forms";
import { waitForMail } from "./mailbox/client";
import { addStaffMember, logInThroughForm } from "./staff";

// The rules and teams are the site's own, shared by every suite: each project's walk sends a
// course of its own through the API to a team of its own, and retires its team at the end.
const courseOf = { desktop: "M.TECH", mobile: "MCA" } as Record<string, string>;

test("an admin adds a team, puts a counsellor in it from the list and sends a course to it: the next such lead reaches that counsellor; a team in use is not retired", async ({
  page,
  request,
}, testInfo) => {
  // A first admin's log-in and two pages visited back and forth: more time on a busy machine.
  test.slow();
  const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const course = courseOf[testInfo.project.name]!;
  const team = `Engineering ${stamp}`;
  const meera = `Meera ${stamp}`;
  const alertsTo = `meera-${stamp}@example.com`;

  await logInThroughForm(page);
  await expect(page).toHaveURL(/\/admin\/colleges\/new$/);
  await addStaffMember(page, { name: meera, username: `meera-${stamp}`, email: alertsTo });

  await page.goto("/admin/lead-settings");
  await expect(page.getByRole("heading", { name: "Lead Settings", level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  // The waiting threshold.
  await page.getByLabel("Minutes").fill("20");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toasts(page).filter({ hasText: "Leads now wait at most 20 office minutes" })).toBeVisible();

  // A team, added by keyboard with a slip in its name, refused a second time whatever the case, then renamed.
  const newTeam = page.getByLabel("New team's name");
  await newTeam.fill(`Enginering ${stamp}`);
  await newTeam.press("Enter");
  await expect(toasts(page).filter({ hasText: `The Enginering ${stamp} team is added` })).toBeVisible();
  await newTeam.fill(`ENGINERING ${stamp}`);
  await newTeam.press("Enter");
  const addTeam = page.getByRole("form", { name: "Add a team" });
  await expect(addTeam.getByText(`There is already a team called Enginering ${stamp}.`)).toBeVisible();
  await expect(newTeam).toHaveAttribute("aria-invalid", "true");
  const teams = page.getByRole("list", { name: "Teams" });
  await teams.getByLabel(`Name of the Enginering ${stamp} team`).fill(team);
  await teams.getByRole("button", { name: `Rename the Enginering ${stamp} team` }).click();
  await expect(toasts(page).filter({ hasText: `is now called ${team}` })).toBeVisible();
  await expect(teams.getByLabel(`Name of the ${team} team`)).toHaveValue(team);

  // Meera joins it on the Staff page, chosen from the list (not typed).
  await page.goto("/admin/staff");
  const teamOfMeera = page.getByRole("combobox", { name: `Team of ${meera}` });
  await expect(teamOfMeera).toHaveJSProperty("tagName", "SELECT");
  await expect(teamOfMeera).toHaveValue("");
  await teamOfMeera.selectOption({ label: team });
  await page.getByRole("button", { name: `Save team of ${meera}` }).click();
  await expect(toasts(page).filter({ hasText: `${meera} is in the ${team} team.` })).toBeVisible();
  await page.reload();
  await expect(teamOfMeera.locator("option:checked")).toHaveText(team);

  // Lead Settings shows her team beside her duty switch.
  await page.goto("/admin/lead-settings");
  const onDuty = page.getByRole("list", { name: "Counsellors on duty and their teams" });
  await expect(onDuty.getByRole("listitem").filter({ hasText: meera })).toContainText(`${team} team`);

  // A rule with neither a course nor a form is refused, and says why; the team comes from the list.
  const addRule = page.getByRole("form", { name: "Add a rule" });
  await addRule.getByLabel("Team").selectOption({ label: team });
  await addRule.getByRole("button", { name: "Add rule" }).click();
  await expect(addRule.getByText("Choose a course, a form or both.")).toBeVisible();
  await expect(addRule.getByLabel("Team")).toHaveAttribute("aria-invalid", "true");

  await addRule.getByLabel("Course").selectOption(course);
  await addRule.getByLabel("Form").selectOption({ label: "API" });
  await addRule.getByRole("button", { name: "Add rule" }).click();
  await expect(toasts(page).filter({ hasText: "Rule added." })).toBeVisible();
  const rules = page.getByRole("list", { name: "Assignment rules" });
  await expect(rules.getByRole("listitem").filter({ hasText: team })).toContainText(`${course} from the API → ${team}`);

  // In use by Meera and the rule: not retired, and the refusal says what to change first.
  await teams.getByRole("button", { name: `Retire the ${team} team` }).click();
  await expect(
    toasts(page).filter({
      hasText: `The ${team} team still has 1 counsellor (${meera}) and 1 assignment rule: move its counsellors to another team on the Staff page and remove its rules first.`,
    }),
  ).toBeVisible();
  await expect(teams.getByLabel(`Name of the ${team} team`)).toBeVisible();

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

  // The rule goes, Meera leaves the team, and the team is retired: offered no more.
  await page.goto("/admin/lead-settings");
  await rules.getByRole("button", { name: new RegExp(`Remove the rule .* to ${team}`) }).click();
  await expect(toasts(page).filter({ hasText: "Rule removed." })).toBeVisible();
  await expect(page.getByText(team, { exact: false }).filter({ hasText: "→" })).toHaveCount(0);
  await page.goto("/admin/staff");
  await teamOfMeera.selectOption({ label: "No team" });
  await page.getByRole("button", { name: `Save team of ${meera}` }).click();
  await expect(toasts(page).filter({ hasText: `${meera} is in no team.` })).toBeVisible();
  await page.goto("/admin/lead-settings");
  await teams.getByRole("button", { name: `Retire the ${team} team` }).click();
  await expect(toasts(page).filter({ hasText: `The ${team} team is retired.` })).toBeVisible();
  await expect(page.getByRole("list", { name: "Retired teams" })).toContainText(team);
  await expect(addRule.getByLabel("Team").getByRole("option", { name: team })).toHaveCount(0);
  // axe with the teams, a retired one among them, on screen (once the toast has settled: mid-animation it reads as low contrast).
  await expect(page.locator("[data-sonner-toast]").first()).toHaveCSS("opacity", "1");
  await expectNoAxeViolations(page);
  await page.goto("/admin/staff");
  await expect(teamOfMeera.getByRole("option", { name: team })).toHaveCount(0);
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
