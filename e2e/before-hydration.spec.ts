/**
 * A form is filled in before its page's script has run (a phone on a slow connection, or a quick
 * visitor): it must not be sent by the browser's own submission, a GET of the page that would write
 * every field, a password too, into the address. Once the script runs, what was typed is still
 * there and the form sends as usual.
 */
import { expect, test, type Page } from "./test";
import { uniqueContact } from "./forms";

/** Holds the page's scripts (not its stylesheets) until release(), and records every address asked for. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/**/*.js", async (route) => {
    await released;
    await route.fallback();
  });
  const addresses: string[] = [];
  page.on("request", (request) => addresses.push(request.url()));
  return { release: () => release(), addresses };
}

test("/register cannot be sent before its script runs, keeps what was typed, then registers", async ({ page }) => {
  const scripts = await holdScripts(page);
  const contact = uniqueContact();
  const who = { name: "Anu Early", email: contact.email, mobile: contact.mobile, password: `early-bird-${Date.now()}` };
  await page.goto("/register", { waitUntil: "commit" });
  const register = page.getByRole("button", { name: "Register" });
  await expect(register).toBeDisabled();
  await page.getByLabel("Name").fill(who.name);
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Mobile").fill(who.mobile);
  await page.getByLabel("Date of birth").fill("2001-04-12");
  await page.getByLabel("Password (8 to 128 characters)").fill(who.password);
  await page.getByLabel("Password (8 to 128 characters)").press("Enter");

  scripts.release();
  await expect(register).toBeEnabled();
  await expect(page.getByLabel("Password (8 to 128 characters)")).toHaveValue(who.password);
  await register.click();
  await expect(page.getByRole("heading", { name: "Log in" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(who.email);
  await expect(page).toHaveURL(/\/register$/);
  expect(
    scripts.addresses.filter((address) => address.includes(encodeURIComponent(who.email)) || address.includes(who.password)),
  ).toEqual([]);
});

test("the contact page's form cannot be sent before its script runs and keeps what was typed", async ({ page }) => {
  const scripts = await holdScripts(page);
  const contact = uniqueContact();
  await page.goto("/contact", { waitUntil: "commit" });
  const form = page.locator("#counselling-form");
  const send = form.getByRole("button", { name: "Register Now" });
  await expect(send).toBeDisabled();
  await form.getByLabel("Full Name").fill("Riya Early");
  await form.getByLabel("Email").fill(contact.email);
  await form.getByLabel("Email").press("Enter");

  scripts.release();
  await expect(send).toBeEnabled();
  await expect(form.getByLabel("Full Name")).toHaveValue("Riya Early");
  await expect(form.getByLabel("Email")).toHaveValue(contact.email);
  await expect(page).toHaveURL(/\/contact$/);
  expect(scripts.addresses.filter((address) => address.includes(encodeURIComponent(contact.email)))).toEqual([]);
});
