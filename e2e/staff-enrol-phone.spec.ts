// A counsellor's first log-in on a phone: the set-up screen opens on its heading with the QR code,
// the key (a copy button, an otpauth: link for an app on the same phone) and the code box in the
// first screen; the new password is kept only once the set-up ends, and the screen says so: a
// counsellor who stops half-way logs in with the password they were given.
import { expect, test } from "./test";
import { expectNoAxeViolations } from "./axe";
import { clientAddress } from "./client-address";
import { newStaffMember } from "./staff";

test("@mobile-only the first log-in's set-up fits a phone's first screen, copies its key, and stopping half-way keeps the given password", async ({
  page,
  browser,
  context,
}) => {
  const member = await newStaffMember("COUNSELLOR", "Phone Counsellor");
  await page.goto("/admin");
  await page.getByLabel("Username").fill(member.username);
  await page.getByLabel("Password", { exact: true }).fill(member.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.getByLabel("New password").fill(`own passphrase of ${member.username}`);
  await page.getByRole("button", { name: "Continue" }).click();

  const heading = page.getByRole("heading", { name: "Set up two-step log-in" });
  await expect(heading).toBeFocused();
  await expect(page.getByText("Your new password is kept once this is done")).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  for (const part of [
    heading,
    page.getByRole("img", { name: "QR code of your log-in key, for an authenticator app" }),
    page.locator("code").first(),
    page.getByRole("button", { name: "Copy key" }),
    page.getByLabel("Code from your app"),
  ])
    await expect(part).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole("link", { name: "open it in your authenticator app" })).toHaveAttribute(
    "href",
    /^otpauth:\/\/totp\/.+secret=/,
  );
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Copy key" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Key copied." })).toBeVisible();
  const key = ((await page.locator("code").first().textContent()) ?? "").replace(/\s/g, "");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await expectNoAxeViolations(page);

  // Stopped here: the given password still logs in (to the new-password step), the new one not yet.
  const again = await browser.newPage({ viewport: { width: 375, height: 740 } });
  await again.setExtraHTTPHeaders({ "x-forwarded-for": clientAddress() });
  for (const [password, next] of [
    [`own passphrase of ${member.username}`, again.getByRole("alert").filter({ hasText: "Invalid credentials" })],
    [member.password, again.getByRole("heading", { name: "Choose your own password" })],
  ] as const) {
    await again.goto("/admin");
    await again.getByLabel("Username").fill(member.username);
    await again.getByLabel("Password", { exact: true }).fill(password);
    await again.getByRole("button", { name: "Log in" }).click();
    await expect(next).toBeVisible();
  }
  await again.close();
});
