/**
 * Issue 21's walk of the visitor accounts and the admin audit log: a used reset link says so at
 * once, the code step survives a reload, the log-in is filled in after registering and after a
 * reset, and the Audit Log and a lead's history name people and leads, in India time.
 */
import { expect, test, type Page } from "./test";
import { expectNoAxeViolations } from "./axe";
import { toasts, uniqueContact } from "./forms";
import { waitForMail } from "./mailbox/client";
import { addCounsellor, logInThroughForm } from "./staff";

const someone = (tag: string) => {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return {
    name: `Anu ${tag}`,
    email: `anu-${tag}-${stamp}@example.com`,
    mobile: `98${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`,
    password: `lantern-${stamp}`,
  };
};
type Someone = ReturnType<typeof someone>;

const dialog = (page: Page) => page.getByRole("dialog", { name: "Your account" });
const codeOf = async (email: string) => /\b(\d{6})\b/.exec(await waitForMail(email, /^Your login code/))![1]!;

/** Registers on /register and lands on the log-in, which now holds the address just registered. */
async function register(page: Page, who: Someone) {
  await page.goto("/register");
  await page.getByLabel("Name").fill(who.name);
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Mobile").fill(who.mobile);
  await page.getByLabel("Date of birth").fill("2001-04-12");
  await page.getByLabel("Password (8 to 128 characters)").fill(who.password);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByRole("heading", { name: "Log in" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(who.email);
}

test.describe("walking the visitor accounts", () => {
  test("after registering the log-in holds the address; the code step survives a reload, on the page and in the modal", async ({
    page,
  }, testInfo) => {
    test.slow(); // two registrations' worth of steps on a shared two-core machine
    const who = someone(`reload-${testInfo.project.name}`);
    await register(page, who);
    await expectNoAxeViolations(page);
    await page.getByLabel("Password", { exact: true }).fill(who.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("heading", { name: "Enter your code" })).toBeVisible();

    await page.reload();
    await expect(page.getByRole("heading", { name: "Enter your code" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(`We e-mailed a 6-digit code to ${who.email}`);
    // What the tab keeps is the address and the expiry, never the password.
    const kept = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
    expect(kept).toContain(who.email);
    expect(kept).not.toContain(who.password);
    await expectNoAxeViolations(page);
    const firstCode = await codeOf(who.email);
    await page.getByLabel("6-digit code").fill(firstCode);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Login successful" })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage }))).not.toContain(who.email);

    // Logged out again, the same from the header's modal on another page.
    const profile = page.getByRole("banner").getByRole("button", { name: "My profile" });
    await profile.click();
    await dialog(page).getByRole("button", { name: "Log out" }).click();
    await page.goto("/about");
    await page.getByRole("banner").getByRole("link", { name: "Login" }).click();
    await dialog(page).getByLabel("Email").fill(who.email);
    await dialog(page).getByLabel("Password", { exact: true }).fill(who.password);
    await dialog(page).getByRole("button", { name: "Log in" }).click();
    await expect(dialog(page).getByRole("heading", { name: "Enter your code" })).toBeVisible();
    await page.reload();
    await expect(dialog(page).getByRole("heading", { name: "Enter your code" })).toBeVisible();
    await expect(dialog(page)).toContainText(who.email);
    await expect(page).toHaveURL(/\/about$/);
    await expectNoAxeViolations(page);
    // The newest code e-mail: the one this log-in sent, once it has arrived.
    let secondCode = firstCode;
    await expect.poll(async () => (secondCode = await codeOf(who.email))).not.toBe(firstCode);
    await dialog(page).getByLabel("6-digit code").fill(secondCode);
    await dialog(page).getByRole("button", { name: "Verify" }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(profile).toBeVisible();
  });

  test("after a reset home says the password changed and offers the log-in; the used link says so at once", async ({
    page,
  }, testInfo) => {
    test.slow(); // a registration, a reset by e-mail and three page loads
    const who = someone(`reset-${testInfo.project.name}`);
    await register(page, who);
    await page.goto("/reset-request");
    await page.getByLabel("Email").fill(who.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Reset link sent to your email" })).toBeVisible();
    const link = new URL(
      /(https?:\/\/\S+\/reset-password\/[\w-]+)/.exec(await waitForMail(who.email, /^Reset your password$/))![1]!,
    ).pathname;

    await page.goto(link);
    await page.getByLabel("New password (8 to 128 characters)").fill(`${who.password}-new`);
    await page.getByRole("button", { name: "Update password" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Password updated successfully" })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const toast = toasts(page).filter({ hasText: "Your password has been changed. Log in with your new password." });
    await expect(toast).toBeVisible();
    await expect(toast).toHaveCSS("opacity", "1");
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
    // The toast stays until used or closed, on the next page too (axe checks it there: a lighter page than home).
    const openMenu = page.getByRole("button", { name: "Open menu" });
    if (await openMenu.isVisible()) await openMenu.click();
    await page.getByRole("banner").getByRole("link", { name: "About us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(toast).toBeVisible();
    await expectNoAxeViolations(page);
    await toast.getByRole("button", { name: "Log in" }).click();
    await expect(dialog(page).getByRole("heading", { name: "Log in" })).toBeVisible();
    await expect(dialog(page).getByLabel("Email")).toHaveValue(who.email);
    await expect(toast).toBeHidden();
    await dialog(page).getByRole("button", { name: "Close" }).click();

    // The link again, now used: said before anything is typed, with the way to a new one.
    await page.goto(link);
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      "This reset link is not valid or has expired. Ask for a new one.",
    );
    await expect(page.getByLabel("New password (8 to 128 characters)")).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Ask for a new link" }).click();
    await expect(page.getByRole("heading", { name: "Forgot password" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Send reset link" })).toBeVisible();
    // A made-up link says the same.
    await page.goto(`/reset-password/${"x".repeat(43)}`);
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      "This reset link is not valid or has expired. Ask for a new one.",
    );
  });
});

test.describe("the admin's record of work", () => {
  test("a lead's history and the Audit Log name the people and the lead, with links, in India time", async ({
    page,
    request,
  }, testInfo) => {
    test.slow(); // a lead, a counsellor and two changes through the panel
    const contact = uniqueContact();
    const leadName = `Rhea Walk ${testInfo.project.name}`;
    const sent = await request.post("/api/contact", {
      data: { name: leadName, email: contact.email, mobile: contact.mobile, percentage: 74, course: "BBA" },
    });
    expect(sent.status()).toBe(200);

    const admin = await logInThroughForm(page);
    await expect(page).toHaveURL(/\/admin\/colleges\/new$/);
    const counsellorName = `Dev Walk ${testInfo.project.name}`;
    const devWalk = await addCounsellor(page, counsellorName, `dev-walk-${testInfo.project.name}-${Date.now().toString(36)}`);
    await page.goto(`/admin/contacts?q=${contact.mobile}`);
    await page.getByRole("link", { name: leadName }).click();
    await expect(page.getByRole("heading", { name: leadName, level: 1 })).toBeVisible();
    const leadPath = new URL(page.url()).pathname;
    const leadId = leadPath.split("/").at(-1)!;

    // Named with their username: two counsellors may share a name.
    await page.getByLabel("Assigned to").selectOption({ label: `${counsellorName} (${devWalk.username})` });
    await page.getByRole("button", { name: "Save assignment" }).click();
    await expect(toasts(page).filter({ hasText: "Assignment updated." })).toBeVisible();
    const history = page.getByRole("region", { name: "History" });
    // Whoever had it on arrival (a counsellor on duty, if any) → the new counsellor, by name.
    await expect(history.getByRole("listitem").filter({ hasText: "changed the assignment" })).toContainText(
      `→ ${counsellorName}`,
    );
    await page.getByLabel("Next follow-up (India time)").fill("2030-01-15T11:30");
    await page.getByRole("button", { name: "Save follow-up" }).click();
    await expect(toasts(page).filter({ hasText: "Follow-up date saved." })).toBeVisible();
    await expect(history).toContainText("set the follow-up: none → 15 Jan 2030, 11:30 am");

    await page.goto("/admin/audit?entity=Lead");
    const followUp = page.getByRole("article").filter({ hasText: "set the follow-up" }).filter({ hasText: leadName }).first();
    await expect(followUp.getByRole("link", { name: `Lead: ${leadName}` })).toHaveAttribute("href", leadPath);
    await expect(followUp.getByRole("link", { name: `Administrator (${admin.username})` })).toHaveAttribute(
      "href",
      "/admin/staff",
    );
    await followUp.getByText("Changes").click();
    await expect(followUp.getByRole("definition")).toHaveText("none → 15 Jan 2030, 11:30 am");
    const assignment = page
      .getByRole("article")
      .filter({ hasText: "changed the assignment" })
      .filter({ hasText: leadName })
      .first();
    await assignment.getByText("Changes").click();
    await expect(assignment.getByRole("term")).toHaveText("Assigned to:");
    await expect(assignment.getByRole("definition")).toHaveText(new RegExp(`^.+ → ${counsellorName}$`));
    await expect(page.getByRole("main")).not.toContainText(leadId);
    await expect(page.getByRole("main")).not.toContainText("lead.follow-up");
    await expectNoAxeViolations(page);
    await followUp.getByRole("link", { name: `Lead: ${leadName}` }).click();
    await expect(page.getByRole("heading", { name: leadName, level: 1 })).toBeVisible();
  });
});
