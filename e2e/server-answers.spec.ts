/**
 * What the real server answers, reaching the visitor through the forms: a field it refuses (400)
 * and its rate limit (429). The database-down answer (503) is driven through the browser by the
 * reliability suite, which can cut the database off (scripts/reliability).
 */
import { expect, test, type Page } from "./test";
import { toasts, uniqueContact } from "./forms";

async function fillLead(scope: ReturnType<Page["locator"]>, contact: ReturnType<typeof uniqueContact>) {
  await scope.getByLabel("Full Name").fill("Riya Sharma");
  await scope.getByLabel("Email").fill(contact.email);
  await scope.getByLabel("Mobile Number").fill(contact.mobile);
  await scope.getByLabel("12th Percentage").fill("82.5");
  await scope.getByLabel("Course").selectOption("BCA");
}

test("a field the server refuses shows the server's own message under it, and keeps what was typed", async ({ page }) => {
  await page.goto("/contact");
  const form = page.locator("#counselling-form");
  const contact = uniqueContact();
  await fillLead(form, contact);
  // The browser's checks pass; on the way, the address is changed to one the server's checks refuse.
  await page.route("**/*", async (route) => {
    const request = route.request();
    if (request.method() !== "POST" || !request.headers()["next-action"]) return route.fallback();
    const args = JSON.parse(request.postData() ?? "[]") as [string, Record<string, unknown>];
    args[1] = { ...args[1], email: "riya@@example" };
    await route.continue({ postData: JSON.stringify(args) });
  });
  await form.getByRole("button", { name: "Register Now" }).click();

  await expect(toasts(page).filter({ hasText: "Please correct the highlighted fields." })).toBeVisible();
  await expect(form.getByText("Enter a valid e-mail address, like name@example.com")).toBeVisible();
  await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Full Name")).toHaveValue("Riya Sharma");
  await expect(form.getByRole("button", { name: "Register Now" })).toBeEnabled();
});

test("past the rate limit, the modal says to wait, stays open and keeps the form", async ({ page, request }) => {
  // Ten enquiries from this test's address already (its request and its page share one; the limit
  // counts the API and the forms together).
  for (let i = 0; i < 10; i++) {
    const other = uniqueContact();
    const response = await request.post("/api/contact", {
      data: { name: "Earlier Visitor", email: other.email, mobile: other.mobile, percentage: 70, course: "MBA" },
    });
    expect(response.status()).toBe(200);
  }

  await page.goto("/privacy");
  await page.getByRole("link", { name: "Free Counselling" }).click();
  const dialog = page.getByRole("dialog", { name: "Book your free career counselling session" });
  await fillLead(dialog, uniqueContact());
  await dialog.getByRole("button", { name: "Book Free Session" }).click();

  await expect(toasts(page).filter({ hasText: "Too many submissions, please try again in a few minutes." })).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Full Name")).toHaveValue("Riya Sharma");
  await expect(dialog.getByRole("button", { name: "Book Free Session" })).toBeEnabled();
});
