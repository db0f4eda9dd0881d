import { expect, test, type Locator, type Page } from "./test";
import { expectNoAxeViolations } from "./axe";
import { clientAddress } from "./client-address";
import { waitForMail } from "./mailbox/client";
import { waitForHydration } from "./page-helpers";
import { logInThroughForm } from "./staff";

const CSE = "Computer Science and Engineering (4 Years, Bachelor of Technology)";
const STORAGE_KEY = "disha.shortlist";

const noSidewaysScroll = (page: Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

/** The star of one seat in a cutoff page's table of a program. */
const starOf = (page: Page, row: RegExp): Locator =>
  page
    .getByRole("region", { name: `${CSE}: closing ranks`, exact: true })
    .getByRole("row", { name: row })
    .getByRole("button", { name: /^Shortlist / });

test("a visitor's stars on a cutoff page go into their account at log-in, and the shortlist sent becomes a lead an admin reads", async ({
  page,
  browser,
}, testInfo) => {
  // A registration, a log-in with an e-mailed code, the lead form and an admin's first log-in.
  test.slow();
  await page.setExtraHTTPHeaders({ "x-forwarded-for": clientAddress() });
  const stamp = `${testInfo.project.name}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const who = {
    name: `Neha Shortlist ${testInfo.project.name}`,
    email: `neha-${stamp}@example.com`,
    mobile: `98${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`,
    password: `monsoon-${stamp}`,
  };
  await page.goto("/register");
  await page.getByLabel("Name").fill(who.name);
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Mobile").fill(who.mobile);
  await page.getByLabel("Date of birth").fill("2007-02-10");
  await page.getByLabel("Password (8 to 128 characters)").fill(who.password);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Registration successful. Please log in." })).toBeVisible();

  // Signed out, two seats of NIT Trichy's CSE starred: one by pointer on the institute's page
  // (OPEN), one by keyboard on its OBC-NCL page.
  await page.goto("/cutoffs/nit-trichy");
  const categories = page.getByRole("navigation", { name: "Category" });
  const open = starOf(page, /OPEN\s*Other state, Gender-neutral/);
  const obc = starOf(page, /OBC-NCL\s*Other state, Gender-neutral/);
  await waitForHydration(open);
  await expect(open).toHaveAttribute("aria-pressed", "false");
  await open.click();
  await expect(open).toHaveAttribute("aria-pressed", "true");
  await categories.getByRole("link", { name: "OBC-NCL" }).click();
  await expect(page).toHaveURL(/\/cutoffs\/nit-trichy\/obc-ncl$/);
  await expect(categories.getByRole("link", { name: "OBC-NCL" })).toHaveAttribute("aria-current", "page");
  await expect(open).toHaveCount(0);
  await obc.focus();
  await page.keyboard.press("Space");
  await expect(obc).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Enter");
  await expect(obc).toHaveAttribute("aria-pressed", "false");
  await page.keyboard.press("Enter");
  await expect(obc).toHaveAttribute("aria-pressed", "true");
  expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)) ?? "[]")).toHaveLength(2);
  await expect(page.getByRole("link", { name: "Compare my shortlist (2)" })).toBeVisible();
  await expectNoAxeViolations(page);
  await noSidewaysScroll(page);

  // Log in from the header: the browser's shortlist moves into the account and leaves this browser.
  await page.getByRole("banner").getByRole("link", { name: "Login" }).click();
  const account = page.getByRole("dialog", { name: "Your account" });
  await account.getByLabel("Email").fill(who.email);
  await account.getByLabel("Password", { exact: true }).fill(who.password);
  await account.getByRole("button", { name: "Log in" }).click();
  const code = /\b(\d{6})\b/.exec(await waitForMail(who.email, /^Your login code/))![1]!;
  await account.getByLabel("6-digit code").fill(code);
  await account.getByRole("button", { name: "Verify" }).click();
  await expect(account).toBeHidden();
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull();

  // Read back from the account: nothing is left in the browser, and both stars still shine.
  await page.reload();
  await waitForHydration(obc);
  await expect(obc).toHaveAttribute("aria-pressed", "true");
  await categories.getByRole("link", { name: "OPEN" }).click();
  await expect(page).toHaveURL(/\/cutoffs\/nit-trichy$/);
  await expect(open).toHaveAttribute("aria-pressed", "true");
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull();
  await page.getByRole("banner").getByRole("button", { name: "My profile" }).click();
  await expect(account.getByRole("region", { name: "My shortlist" })).toContainText("2 programs starred.");
  await page.keyboard.press("Escape");
  await expect(account).toBeHidden();

  // Sent to a counsellor: the visitor confirms the account's details and gives the rest.
  await page.getByRole("link", { name: "Send my shortlist to a counsellor (2)" }).click();
  const form = page.getByRole("dialog", { name: "Send my shortlist to a counsellor" });
  await expect(form.getByText("Your shortlist of 2 programs goes with this enquiry.")).toBeVisible();
  await expect(form.getByLabel("Email")).toHaveValue(who.email);
  await expect(form.getByLabel("Full Name")).toHaveValue(who.name);
  await expect(form.getByLabel("Mobile Number")).toHaveValue(`+91${who.mobile}`);
  await expect(form.getByLabel("Course")).toHaveValue("B.TECH");
  await form.getByLabel("12th Percentage").fill("92.4");
  await expectNoAxeViolations(page);
  await form.getByRole("button", { name: "Book Free Session" }).click();
  await expect(page.getByText("Thank you! A counsellor will call you within one working day.").first()).toBeVisible();
  await expect(form).toBeHidden();
  // The profile's My enquiries lists it.
  await page.getByRole("banner").getByRole("button", { name: "My profile" }).click();
  await expect(account.getByRole("region", { name: "My enquiries" })).toContainText("Counselling: B.TECH");
  await expect(account.getByRole("region", { name: "My enquiries" })).toContainText(/Received|With your counsellor/);
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");

  // An admin finds the lead and reads the shortlist on its page.
  const admin = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const adminPage = await admin.newPage();
  await logInThroughForm(adminPage);
  await adminPage.goto(`/admin/contacts?q=${encodeURIComponent(who.email)}`);
  await adminPage.getByRole("link", { name: who.name }).click();
  await expect(adminPage.getByRole("heading", { name: who.name, level: 1 })).toBeVisible();
  const shortlist = adminPage.getByRole("region", { name: "Shortlist sent with this enquiry (2)" });
  const seats = shortlist.getByRole("listitem");
  await expect(seats).toHaveCount(2);
  await expect(seats.nth(0)).toContainText("National Institute of Technology, Tiruchirappalli");
  await expect(seats.nth(0)).toContainText(CSE);
  await expect(seats.nth(0)).toContainText("Other state quota, OPEN, Gender-neutral: closed at 1,449 in 2025");
  await expect(seats.nth(1)).toContainText("Other state quota, OBC-NCL, Gender-neutral");
  await expect(shortlist.getByRole("link", { name: "Compare them side by side" })).toHaveAttribute(
    "href",
    /^\/predictor\/compare\?seat=nit-trichy/,
  );
  await expectNoAxeViolations(adminPage);
  await noSidewaysScroll(adminPage);
  await admin.close();

  // The session ends behind the page's back: a star pressed now is refused, says why, and stays
  // unpressed; the shortlist is as it was.
  await categories.getByRole("link", { name: "SC" }).click();
  await expect(page).toHaveURL(/\/cutoffs\/nit-trichy\/sc$/);
  await page.context().clearCookies();
  const sc = starOf(page, /SC\s*Other state, Gender-neutral/);
  await sc.click();
  const notice = page.getByRole("status").filter({ hasText: "You are no longer logged in, so the program was not saved." });
  await expect(notice).toBeVisible();
  await expect(sc).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByRole("link", { name: "Compare my shortlist (2)" })).toBeVisible();
  await expectNoAxeViolations(page);
  await notice.getByRole("button", { name: "Dismiss" }).click();
  await expect(notice).toHaveCount(0);
});
