import { expect, test, type APIRequestContext, type Page } from "./test";
import { expectNoAxeViolations } from "./axe";
import { clientAddress } from "./client-address";
import { waitForMail, waitForMailNumber } from "./mailbox/client";

const someone = (tag: string) => {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return {
    name: `Ira ${tag}`,
    email: `ira-${tag}-${stamp}@example.com`,
    mobile: `97${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`,
    password: `monsoon-${stamp}`,
  };
};

const dialog = (page: Page) => page.getByRole("dialog", { name: "Your account" });
const codeOf = async (email: string) => /\b(\d{6})\b/.exec(await waitForMail(email, /^Your login code/))![1]!;

async function register(page: Page, who: ReturnType<typeof someone>) {
  await page.goto("/register");
  await page.getByLabel("Name").fill(who.name);
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Mobile").fill(who.mobile);
  await page.getByLabel("Date of birth").fill("2001-04-12");
  await page.getByLabel("Password (8 to 128 characters)").fill(who.password);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Registration successful. Please log in." })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Log in" })).toBeVisible();
}

test.describe("visitor accounts", () => {
  test("register, log in with the e-mailed code in the modal, edit the profile, reload, log out", async ({ page }, testInfo) => {
    const who = someone(testInfo.project.name);
    await register(page, who);

    await page.goto("/about");
    const login = page.getByRole("banner").getByRole("link", { name: "Login" });
    await expect(login).toBeVisible();
    await expect(page.getByRole("banner").getByRole("button", { name: "My profile" })).toBeHidden();
    await login.click();
    await expect(dialog(page)).toBeVisible();
    await expect(page).toHaveURL(/\/about$/);
    await expectNoAxeViolations(page);
    await dialog(page).getByLabel("Email").fill(who.email);
    await dialog(page).getByLabel("Password", { exact: true }).fill(who.password);
    await dialog(page).getByRole("button", { name: "Log in" }).click();
    await expect(dialog(page).getByRole("heading", { name: "Enter your code" })).toBeVisible();
    await expect(dialog(page)).toContainText(who.email);
    await expectNoAxeViolations(page);
    await dialog(page)
      .getByLabel("6-digit code")
      .fill(await codeOf(who.email));
    await dialog(page).getByRole("button", { name: "Verify" }).click();
    await expect(dialog(page).getByRole("status")).toHaveText("Login successful");
    await expect(dialog(page)).toBeHidden();
    const profileButton = page.getByRole("banner").getByRole("button", { name: "My profile" });
    await expect(profileButton).toBeVisible();
    await expect(login).toBeHidden();

    // A reload keeps the session, and the prerendered header shows it before any script runs.
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-signed-in"))).toBe(true);
    await expect(profileButton).toBeVisible();
    await profileButton.click();
    await expect(dialog(page).getByRole("heading", { name: "Your profile" })).toBeVisible();
    await expect(dialog(page).getByLabel("Email")).toHaveValue(who.email);
    await expect(dialog(page).getByLabel("Email")).toHaveAttribute("readonly", "");
    await expectNoAxeViolations(page);
    await dialog(page).getByLabel("Name").fill(`${who.name} Menon`);
    await dialog(page).getByRole("button", { name: "Save" }).click();
    await expect(dialog(page).getByRole("status")).toHaveText("Profile updated successfully!");
    await dialog(page).getByRole("button", { name: "Log out" }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(login).toBeVisible();
    await page.reload();
    await expect(login).toBeVisible();
    expect((await page.request.get("/api/auth/session").then((response) => response.json())) as unknown).toBeNull();
  });

  test("a wrong code, then the right one, on the login page", async ({ page }, testInfo) => {
    const who = someone(`code-${testInfo.project.name}`);
    await register(page, who);
    await page.getByLabel("Email").fill(who.email);
    await page.getByLabel("Password", { exact: true }).fill(who.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("heading", { name: "Enter your code" })).toBeVisible();
    const code = await codeOf(who.email);
    await page.getByLabel("6-digit code").fill(code === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "That code is not valid" })).toBeVisible();
    await page.getByLabel("6-digit code").fill(code);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Login successful" })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner").getByRole("button", { name: "My profile" })).toBeVisible();
  });

  test("a forgotten password: the e-mailed link sets a new one, which then logs in", async ({ page }, testInfo) => {
    const who = someone(`reset-${testInfo.project.name}`);
    await register(page, who);
    await page.goto("/reset-password");
    await expect(page).toHaveURL(/\/reset-request$/);
    await expectNoAxeViolations(page);
    await page.getByLabel("Email").fill(who.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Reset link sent to your email" })).toBeVisible();
    const link = /(https?:\/\/\S+\/reset-password\/[\w-]+)/.exec(await waitForMail(who.email, /^Reset your password$/))![1]!;
    await page.goto(new URL(link).pathname);
    await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel("New password (8 to 128 characters)").fill("password");
    await page.getByRole("button", { name: "Update password" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "too common" })).toBeVisible();
    const fresh = `${who.password}-new`;
    await page.getByLabel("New password (8 to 128 characters)").fill(fresh);
    await page.getByRole("button", { name: "Update password" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Password updated successfully" })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await page.goto("/login");
    await page.getByLabel("Email").fill(who.email);
    await page.getByLabel("Password", { exact: true }).fill(who.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Invalid" })).toHaveText("Invalid email or password");
    await page.getByLabel("Password", { exact: true }).fill(fresh);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("heading", { name: "Enter your code" })).toBeVisible();
  });

  test("every account route shows its view, and the login view leads to the others and back", async ({ page }) => {
    for (const [path, heading] of [
      ["/login", "Log in"],
      ["/register", "Create an account"],
      ["/verify-otp", "Enter your code"],
      ["/reset-request", "Forgot password"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
      await expectNoAxeViolations(page);
    }
    await page.goto("/login");
    await page.getByRole("button", { name: "Create an account" }).click();
    await expect(page.getByRole("heading", { name: "Create an account" })).toBeVisible();
    await page.getByRole("button", { name: "Back to Login" }).click();
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await expect(page.getByRole("heading", { name: "Forgot password" })).toBeVisible();
    await page.getByRole("button", { name: "Back to Login" }).click();
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("secret");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
  });
});

test.describe("sessions and the password in the profile", () => {
  /**
   * A visitor signed in twice: in this browser (through the page's own request context, which shares
   * its cookies, to spare a busy machine the form's renders: the form's log-in is tested above) and
   * in an app, an API client on an address of its own. Answers the app's token and a check of it.
   */
  async function signedInTwice(page: Page, request: APIRequestContext, tag: string) {
    const who = someone(tag);
    const codeNumber = async (n: number) => /\b(\d{6})\b/.exec(await waitForMailNumber(who.email, /^Your login code$/, n))![1]!;
    const logIn = async (client: APIRequestContext, n: number, headers: Record<string, string>) => {
      expect(
        (await client.post("/api/auth/login", { data: { email: who.email, password: who.password }, headers })).status(),
      ).toBe(200);
      const verified = await client.post("/api/auth/verify-otp", {
        data: { email: who.email, otp: await codeNumber(n) },
        headers,
      });
      expect(verified.status()).toBe(200);
      return ((await verified.json()) as { token: string }).token;
    };
    const browser = { "x-forwarded-for": clientAddress() };
    expect((await page.request.post("/api/auth/register", { data: who, headers: browser })).status()).toBe(200);
    await logIn(page.request, 1, browser);
    const app = { "x-forwarded-for": clientAddress() };
    const token = await logIn(request, 2, app);
    const appReaches = async () =>
      (await request.get("/api/auth/me", { headers: { authorization: `Bearer ${token}`, cookie: "" } })).status();
    expect(await appReaches()).toBe(200);
    await page.goto("/about");
    await page.getByRole("banner").getByRole("button", { name: "My profile" }).click();
    const sessions = dialog(page).getByRole("region", { name: "Where you are logged in" });
    await expect(sessions.getByRole("listitem")).toHaveCount(2);
    return { who, sessions, appReaches };
  }

  test("a visitor sees where they are logged in and ends an app's session from the profile", async ({
    page,
    request,
  }, testInfo) => {
    const { who, sessions, appReaches } = await signedInTwice(page, request, `sessions-${testInfo.project.name}`);
    // Each session by its browser and system, as read from the browser's own User-Agent.
    const system = testInfo.project.name === "mobile" ? /on Android \d+ \(phone\)/ : /on Windows \d+/;
    const current = sessions.getByRole("listitem").filter({ hasText: /^This browser: Chrome \d+/ });
    await expect(current).toBeVisible();
    await expect(current).toContainText(system);

    // The e-mail reads as fixed, with how to change it; the data can be read, not only downloaded.
    const email = dialog(page).getByLabel("Email (used to log in)");
    await expect(email).toHaveAttribute("readonly", "");
    await expect(email).toHaveAccessibleDescription(/cannot be changed here/);
    await dialog(page).getByRole("button", { name: "View my data" }).click();
    const data = dialog(page).getByRole("region", { name: "What we hold about you" });
    await expect(data).toContainText(who.email);
    await expect(data).not.toContainText("{");
    await expect(dialog(page).getByRole("link", { name: "Download my data (JSON file)" })).toBeVisible();
    await expect(sessions.getByRole("listitem").filter({ hasText: "An app (API token)" })).toBeVisible();
    await expectNoAxeViolations(page);
    await sessions.getByRole("button", { name: /^End session: An app \(API token\)/ }).click();
    await expect(dialog(page).getByRole("status").filter({ hasText: "That session has ended." })).toBeVisible();
    await expect(sessions.getByRole("listitem")).toHaveCount(1);
    expect(await appReaches()).toBe(401);
  });

  test("a visitor changes the password in the profile: the other session ends, this one stays", async ({
    page,
    request,
  }, testInfo) => {
    const { who, sessions, appReaches } = await signedInTwice(page, request, `password-${testInfo.project.name}`);
    const change = dialog(page).getByRole("region", { name: "Change password" });
    await change.getByLabel("Current password").fill("not my password");
    await change.getByLabel("New password (8 to 128 characters)").fill(`${who.password}-changed`);
    await change.getByRole("button", { name: "Change password" }).click();
    await expect(change.getByRole("alert").filter({ hasText: "That is not your current password." })).toBeVisible();
    await change.getByLabel("Current password").fill(who.password);
    await change.getByRole("button", { name: "Change password" }).click();
    await expect(change.getByRole("status")).toHaveText("Password changed successfully. You are logged out everywhere else.");
    expect(await appReaches()).toBe(401);
    await expect(sessions.getByRole("listitem")).toHaveCount(1);
    await expectNoAxeViolations(page);

    // This browser stays logged in.
    await page.reload();
    await page.getByRole("banner").getByRole("button", { name: "My profile" }).click();
    await expect(dialog(page).getByLabel("Email")).toHaveValue(who.email);
  });
  test("deleting the account from the profile asks for the password again: a wrong one is refused, the right one erases it", async ({
    page,
    request,
  }, testInfo) => {
    const { who, appReaches } = await signedInTwice(page, request, `delete-${testInfo.project.name}`);
    const own = dialog(page).getByRole("region", { name: "Your data" });
    await own.getByRole("button", { name: "Delete my account" }).click();
    const password = own.getByLabel("Your password, to confirm");
    await expect(password).toBeVisible();
    await expectNoAxeViolations(page);
    // The password is asked for before anything is sent.
    await own.getByRole("button", { name: "Yes, delete my account" }).click();
    await expect(password).toBeFocused();
    await password.fill("not my password");
    await own.getByRole("button", { name: "Yes, delete my account" }).click();
    await expect(
      own.getByRole("alert").filter({ hasText: "That is not your password: your account is not deleted." }),
    ).toBeVisible();
    expect(await appReaches()).toBe(200);

    await password.fill(who.password);
    await own.getByRole("button", { name: "Yes, delete my account" }).click();
    await expect(own.getByRole("status")).toContainText("Your account and your data have been deleted.");
    expect(await appReaches()).toBe(401);
    await own.getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("banner").getByRole("button", { name: "My profile" })).toBeHidden();
    const login = await request.post("/api/auth/login", {
      data: { email: who.email, password: who.password },
      headers: { "x-forwarded-for": clientAddress() },
    });
    expect(login.status()).toBe(401);
  });
});

test.describe("the /api/auth calls", () => {
  test("register, log in, verify, me and update-profile, with the token as Bearer", async ({ request }, testInfo) => {
    const who = someone(`api-${testInfo.project.name}`);
    const headers = { "x-forwarded-for": clientAddress() };
    const registered = await request.post("/api/auth/register", { data: who, headers });
    expect(registered.status()).toBe(200);
    expect(await registered.json()).toEqual({ message: "Registration successful. Please log in.", success: true });

    const login = await request.post("/api/auth/login", { data: { email: who.email, password: who.password }, headers });
    expect(await login.json()).toEqual({ message: "OTP sent to email" });
    const noCode = await request.post("/api/auth/verify-otp", { data: { email: who.email }, headers });
    expect(noCode.status()).toBe(400);
    const verified = await request.post("/api/auth/verify-otp", {
      data: { email: who.email, otp: await codeOf(who.email) },
      headers,
    });
    expect(verified.status()).toBe(200);
    const { user, token } = (await verified.json()) as { user: Record<string, string>; token: string };
    expect(user).toEqual({ name: who.name, email: who.email, mobile: `+91${who.mobile}` });
    expect(token.length).toBeGreaterThan(40);

    // As a client holding only the token would: the cookie the call above set is left out.
    const me = await request.get("/api/auth/me", { headers: { authorization: `Bearer ${token}`, cookie: "" } });
    expect(await me.json()).toEqual({ user });
    const updated = await request.put("/api/auth/update-profile", {
      data: { name: "Ira Menon", mobile: who.mobile },
      headers: { authorization: `Bearer ${token}`, cookie: "" },
    });
    expect(await updated.json()).toEqual({ message: "Profile updated successfully!", user: { ...user, name: "Ira Menon" } });
    expect((await request.get("/api/auth/me", { headers: { authorization: "Bearer forged", cookie: "" } })).status()).toBe(401);
  });

  test("bad input is a 4xx with a message, never a 500; a cross-site post is refused", async ({ request }) => {
    const cases: [string, Parameters<typeof request.post>[1]][] = [
      ["/api/auth/login", { data: "{not json", headers: { "content-type": "application/json" } }],
      ["/api/auth/login", { data: "email=a", headers: { "content-type": "text/plain" } }],
      ["/api/auth/register", { data: { name: "x".repeat(10_000), email: ["a"], mobile: {}, password: 1 } }],
      ["/api/auth/verify-otp", { data: { email: "a@example.com", otp: "' OR 1=1 --" } }],
      ["/api/auth/request-reset", { data: {} }],
      ["/api/auth/reset-password/not-a-token", { data: { password: "river-lantern-77" } }],
      ["/api/auth/login", { data: { email: "a@example.com", password: "x" }, headers: { origin: "https://evil.example" } }],
    ];
    for (const [path, options] of cases) {
      const response = await request.post(path, options);
      expect(response.status(), path).toBeGreaterThanOrEqual(400);
      expect(response.status(), path).toBeLessThan(500);
      expect(((await response.json()) as { message: string }).message.length, path).toBeGreaterThan(0);
    }
    expect((await request.get("/api/auth/me")).status()).toBe(401);
  });
});
