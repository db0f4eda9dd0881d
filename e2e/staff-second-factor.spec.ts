import { expect, test, type Page } from "./test";
import { expectNoAxeViolations } from "./axe";
import { clientAddress } from "./client-address";
import { freshCode, logInThroughApi, newStaffMember, type StaffCredentials } from "./staff";

/** Logs out from the panel's sidebar (a drawer behind "Menu" on a phone). */
async function logOut(page: Page) {
  const menu = page.getByRole("button", { name: "Menu" });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("heading", { name: "Staff log in" })).toBeVisible();
}

async function passwordStep(page: Page, who: StaffCredentials) {
  await page.getByLabel("Username").fill(who.username);
  await page.getByLabel("Password", { exact: true }).fill(who.password);
  await page.getByRole("button", { name: "Log in" }).click();
}

test.describe("staff two-step log-in", () => {
  // Each walks through several log-ins: more time on a busy machine (a hang-catcher, not a speed check).
  test.describe.configure({ timeout: 90_000 });
  test("a new admin replaces the generated password, sets up the app from the QR code or the key, then logs in with a code or a recovery code once", async ({
    page,
  }) => {
    const who = await newStaffMember("ADMIN", "Nisha Rao");
    await page.goto("/admin");
    await passwordStep(page, who);

    // The generated password is not enough: the screen asks for one of their own first.
    await expect(page.getByRole("heading", { name: "Choose your own password" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel("New password").fill(who.password);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.locator("form").getByRole("alert")).toHaveText("Choose a password other than the one you were given.");
    who.password = "a phrase nobody else knows";
    await page.getByLabel("New password").fill(who.password);
    await page.getByRole("button", { name: "Continue" }).click();

    // The set-up: QR code, the key as text, ten recovery codes shown this once.
    await expect(page.getByRole("heading", { name: "Set up two-step log-in" })).toBeVisible();
    await expect(page.getByRole("img", { name: "QR code of your log-in key, for an authenticator app" })).toBeVisible();
    const key = ((await page.locator("code").first().textContent()) ?? "").replace(/\s/g, "");
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    const recoveryCodes = await page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem").allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    await expectNoAxeViolations(page);
    await page.getByLabel("Code from your app").fill("000000");
    await page.getByRole("button", { name: "Turn on and log in" }).click();
    await expect(page.locator("form").getByRole("alert")).toHaveText(/not right/);
    await page.getByLabel("Code from your app").fill(await freshCode(key));
    await page.getByRole("button", { name: "Turn on and log in" }).click();
    await expect(page).toHaveURL(/\/admin\/colleges\/new$/);

    // Next time: the password, then the app's code.
    await logOut(page);
    await passwordStep(page, who);
    const code = page.getByLabel("Authentication code");
    await expect(code).toBeVisible();
    await expectNoAxeViolations(page);
    await code.fill(await freshCode(key));
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/admin\/colleges\/new$/);

    // Without the phone: a recovery code, once.
    await logOut(page);
    await passwordStep(page, who);
    await code.fill(recoveryCodes[0]!);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/admin\/colleges\/new$/);
    await logOut(page);
    await passwordStep(page, who);
    await code.fill(recoveryCodes[0]!);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.locator("form").getByRole("alert")).toHaveText(/not right/);
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("changing one's password in the panel ends every session, on other devices too", async ({ page, playwright, baseURL }) => {
    const who = await newStaffMember("COUNSELLOR", "Omar Sheikh");
    const otherDevice = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { "x-forwarded-for": clientAddress() },
    });
    await logInThroughApi(otherDevice, who);
    expect((await otherDevice.get("/api/contact?limit=1")).status()).toBe(200);

    await page.goto("/admin");
    await passwordStep(page, who);
    await page.getByLabel("Authentication code").fill(await freshCode(who.totpSecret!));
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    await page.goto("/admin/password");
    await expect(page.getByRole("heading", { name: "Change your password", level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel("Current password").fill("not my password");
    await page.getByLabel("New password").fill("another long phrase");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.locator("form").getByRole("alert")).toHaveText("That is not your current password.");

    await page.getByLabel("Current password").fill(who.password);
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your password is changed" })).toBeVisible();
    expect((await otherDevice.get("/api/contact?limit=1")).status()).toBe(401);
    await page.getByRole("link", { name: "Log in again" }).click();
    await expect(page.getByRole("heading", { name: "Staff log in" })).toBeVisible();
    await passwordStep(page, who);
    await expect(page.locator("form").getByRole("alert")).toHaveText("Invalid credentials");
    await otherDevice.dispose();
  });
});
