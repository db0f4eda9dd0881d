/** Staff sessions for the end-to-end suites: log in the way a staff client does, through POST /api/admin/. */
import { expect, type APIRequestContext, type Page } from "@playwright/test";

export const adminCredentials = () => ({
  username: process.env.ADMIN_USERNAME ?? "admin",
  password: process.env.ADMIN_PASSWORD ?? "e2e-admin-password-1",
});

const octet = () => 1 + Math.floor(Math.random() * 254);
/** A client address of its own (the site trusts X-Forwarded-For in the suite). */
const clientAddress = () => `10.${octet()}.${octet()}.${octet()}`;

/**
 * Logs `request` in as the seeded admin; the context keeps the session cookie for its later calls.
 * Each log-in speaks for a client address of its own: the whole suite logging in from 127.0.0.1
 * would run into the per-address limit on staff log-ins (30 in 15 minutes).
 */
export async function logInAsAdmin(request: APIRequestContext): Promise<void> {
  const response = await request.post("/api/admin/", { data: adminCredentials(), headers: { "x-forwarded-for": clientAddress() } });
  expect(response.status(), await response.text()).toBe(200);
  expect(await response.json()).toEqual({ authenticated: true });
}

/**
 * Logs in through the /admin login screen, as a person would, from a client address of its own
 * (the page keeps it): the suite's browser log-ins, all from 127.0.0.1, would otherwise run into
 * the per-address limit on staff log-ins (30 in 15 minutes).
 */
export async function logInThroughForm(page: Page, credentials = adminCredentials(), path = "/admin"): Promise<void> {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": clientAddress() });
  await page.goto(path);
  await page.getByLabel("Username").fill(credentials.username);
  await page.getByLabel("Password", { exact: true }).fill(credentials.password);
  await page.getByRole("button", { name: "Log in" }).click();
}

/**
 * An admin (logged in on `page`) adds a staff member in the Staff section (a counsellor unless
 * said otherwise), with an alert e-mail if given; returns their credentials.
 */
export async function addStaffMember(
  page: Page,
  member: { name: string; username: string; email?: string; role?: "Counsellor" | "Admin" },
): Promise<{ username: string; password: string }> {
  await page.goto("/admin/staff");
  await page.getByLabel("Name", { exact: true }).fill(member.name);
  await page.getByLabel("Username").fill(member.username);
  if (member.email) await page.getByLabel("E-mail for lead alerts (optional)").fill(member.email);
  await page.getByLabel("Role").selectOption({ label: member.role ?? "Counsellor" });
  await page.getByRole("button", { name: "Add and make a password" }).click();
  const shown = page.getByRole("status").filter({ hasText: `Password for ${member.username}` });
  await expect(shown).toBeVisible();
  const password = /([a-z2-9]{5}(?:-[a-z2-9]{5}){3})/.exec((await shown.textContent()) ?? "")?.[1];
  if (!password) throw new Error(`no password shown for ${member.username}`);
  return { username: member.username, password };
}

export const addCounsellor = (page: Page, name: string, username: string) => addStaffMember(page, { name, username });
