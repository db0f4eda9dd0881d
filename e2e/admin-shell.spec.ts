import { expect, test, type Page } from "./test";
import { expectNoAxeViolations } from "./axe";
import { clickAndConfirm } from "./page-helpers";
import { adminCredentials, freshCode, logInThroughForm } from "./staff";

/** The sidebar link of a section; on a phone the sidebar is a drawer behind "Menu". */
async function openSection(page: Page, name: string) {
  const menu = page.getByRole("button", { name: "Menu" });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name }).click();
}

test.describe("the admin panel's frame", () => {
  test("the login screen: username, password with show/hide, the server's refusal, axe", async ({ page }) => {
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Staff log in" })).toBeVisible();
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("secret words");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");
    await expectNoAxeViolations(page);

    await logInThroughForm(page, { username: adminCredentials().username, password: "not the password" });
    await expect(page.getByRole("alert").filter({ hasText: "Invalid" })).toHaveText("Invalid credentials");
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("an admin adds a counsellor, who logs in to their own sections only; the session survives a reload; Logout returns to the login", async ({
    page,
    browser,
  }, testInfo) => {
    // Two first log-ins (a new admin's, the counsellor's), each with its steps: more time on a busy machine.
    test.slow();
    const admin = await logInThroughForm(page);
    await expect(page).toHaveURL(/\/admin\/colleges\/new$/);

    await page.goto("/admin/staff");
    await expect(page.getByRole("heading", { name: "Staff", level: 1 })).toBeVisible();
    const username = `counsellor-${testInfo.project.name}-${Date.now().toString(36)}`;
    await page.getByLabel("Name", { exact: true }).fill("Kavya Nair");
    await page.getByLabel("Username").fill(username);
    await page.getByRole("button", { name: "Add and make a password" }).click();
    const shown = page.getByRole("status").filter({ hasText: `Password for ${username}` });
    await expect(shown).toBeVisible();
    const member = page.getByRole("list", { name: "Staff members" }).getByRole("listitem").filter({ hasText: username });
    const password = /([a-z2-9]{5}(?:-[a-z2-9]{5}){3})/.exec((await shown.textContent()) ?? "")?.[1];
    expect(password).toBeTruthy();
    await expect(member).toContainText("Counsellor · Active");
    // axe reads colours mid-animation as low contrast: check once the toast has settled.
    await expect(page.locator("[data-sonner-toast]").first()).toHaveCSS("opacity", "1");
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(page.getByRole("heading", { name: "Staff", level: 1 })).toBeVisible();

    const counsellorContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const counsellor = await counsellorContext.newPage();
    // Their first log-in: a password of their own in place of the generated one, then the app's set-up.
    await logInThroughForm(counsellor, { username, password: password! });
    // Counsellors start on their dashboard.
    await expect(counsellor).toHaveURL(/\/admin\/dashboard$/);
    await expect(counsellor.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    for (const path of [
      "/admin/staff",
      "/admin/colleges/new",
      "/admin/colleges",
      "/admin/blogs/new",
      "/admin/blogs",
      "/admin/lead-import",
    ]) {
      await counsellor.goto(path);
      await expect(counsellor.getByRole("heading", { name: "Not available to your role" })).toBeVisible();
    }
    const forbidden = await counsellor.request.get("/admin/audit", { maxRedirects: 0 });
    expect(forbidden.status()).toBe(403);
    const menu = counsellor.getByRole("button", { name: "Menu" });
    if (await menu.isVisible()) await menu.click();
    const sections = counsellor.getByRole("navigation", { name: "Admin sections" }).getByRole("link");
    await expect(sections).toHaveText([
      "Dashboard",
      /^Contact List(\s*\d+ (new|due))*$/,
      "Franchise Data",
      "Career Applications",
      "User Data",
    ]);

    // Disabling ends the counsellor's session at once.
    await clickAndConfirm(
      member.getByRole("button", { name: "Disable Kavya Nair" }),
      "Disable Kavya Nair? They will be logged out at once.",
    );
    await expect(member).toContainText("Disabled");
    await counsellor.goto("/admin/audit");
    await expect(counsellor).toHaveURL(/\/admin$/);
    await expect(counsellor.getByRole("heading", { name: "Staff log in" })).toBeVisible();
    await counsellorContext.close();

    await openSection(page, "Audit Log");
    await expect(page).toHaveURL(/\/admin\/audit$/);
    await expect(
      page.getByRole("article").filter({ hasText: "disabled a staff account" }).filter({ hasText: "Kavya Nair" }).first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    const menuButton = page.getByRole("button", { name: "Menu" });
    if (await menuButton.isVisible()) await menuButton.click();
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByRole("heading", { name: "Staff log in" })).toBeVisible();
    // Without a session, a panel link goes to the login and, once logged in, on to where it pointed.
    await page.goto("/admin/audit?entity=User");
    await expect(page).toHaveURL(/\/admin\?next=%2Fadmin%2Faudit%3Fentity%3DUser$/);
    await page.getByLabel("Username").fill(admin.username);
    await page.getByLabel("Password", { exact: true }).fill(admin.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.getByLabel("Authentication code").fill(await freshCode(admin.totpSecret!));
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/admin\/audit\?entity=User$/);
  });
});
