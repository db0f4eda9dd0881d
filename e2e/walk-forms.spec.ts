/**
 * Defects found by walking the site as students and parents do (issue 21): the floating buttons
 * over controls and focus, menus that stayed open, a lead form lost on the way to the policy, and a
 * confirmation that vanished. Every check runs at 375 px and at 1280 px.
 */
import { expect, test, type Locator, type Page } from "./test";
import { toasts, uniqueContact } from "./forms";

const RECEIVED = "Thank you! A counsellor will call you within one working day.";

/** Whether the page shows the phone layout (the header's menu toggle, below Tailwind's lg). */
const isPhone = (page: Page) => page.viewportSize()!.width < 1024;

/** What the focus is on now: where it sits, and the floating buttons it overlaps. */
function focusState(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement;
    const quick = document.getElementById("quick-contact");
    if (!focused || focused === document.body) return { where: "body" as const, label: "", overlaps: [] as string[] };
    const where = quick?.contains(focused) ? "floating" : document.querySelector("main")?.contains(focused) ? "main" : "other";
    const box = focused.getBoundingClientRect();
    const overlaps: string[] = [];
    for (const button of quick?.querySelectorAll<HTMLElement>("a") ?? []) {
      if (where === "floating") break;
      const cover = button.getBoundingClientRect();
      const apart = box.right <= cover.left || cover.right <= box.left || box.bottom <= cover.top || cover.bottom <= box.top;
      if (!apart) overlaps.push(button.textContent!.trim() || button.getAttribute("href")!);
    }
    const label = `${focused.tagName.toLowerCase()} "${(focused.getAttribute("aria-label") ?? focused.textContent ?? "").trim().slice(0, 40)}"`;
    return { where, label, overlaps };
  });
}

test.describe("the floating contact buttons", () => {
  test("come before the page's content in the tab order and never cover the focused element", async ({ page }) => {
    test.slow(); // a hundred-odd Tab presses, each checked
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Free Counselling" })).toBeVisible();
    const order: string[] = [];
    for (let stop = 0; stop < 300; stop++) {
      await page.keyboard.press("Tab");
      const state = await focusState(page);
      if (state.where === "body" || (stop > 0 && state.label === order[0])) break; // back at the start
      order.push(state.label);
      if (state.where === "main" && !order.some((label) => /Free Counselling/.test(label))) {
        throw new Error(`The page's content (${state.label}) came before the Free Counselling button`);
      }
      // Scrolling to the focused element may be smooth: what counts is where it comes to rest.
      await expect
        .poll(async () => (await focusState(page)).overlaps, { message: `${state.label} (stop ${stop + 1})` })
        .toEqual([]);
    }
    // The whole page was walked: past the content to the footer's last links.
    expect(order.length).toBeGreaterThan(40);
    expect(order.findIndex((label) => /Free Counselling/.test(label))).toBeLessThan(20);
  });
});

test.describe("the header menus", () => {
  test("close on Escape with the focus back on their button, and once the focus moves past them", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("banner");
    // On a phone, Services is inside the closed menu at first.
    const services = banner.getByRole("button", { name: "Services", includeHidden: true });
    const servicesList = page.locator(`#${await services.getAttribute("aria-controls")}`);

    if (isPhone(page)) {
      const toggle = banner.getByRole("button", { name: /^(Open|Close) menu$/ });
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Escape");
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(toggle).toBeFocused();

      // Escape closes the innermost menu first: Services, then the menu itself.
      await toggle.click();
      await services.click();
      await expect(servicesList).toBeVisible();
      await page.keyboard.press("Tab");
      await page.keyboard.press("Escape");
      await expect(servicesList).toBeHidden();
      await expect(services).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(toggle).toBeFocused();

      // Tab through the open menu and on past its last item: the menu closes behind the focus.
      await page.keyboard.press("Enter");
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await services.focus();
      await page.keyboard.press("Tab");
      await expect(services).not.toBeFocused();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(banner.getByRole("link", { name: "About us" })).toBeHidden();
      return;
    }

    await services.focus();
    await page.keyboard.press("Enter");
    await expect(servicesList).toBeVisible();
    const items = servicesList.getByRole("link");
    const count = await items.count();
    for (let item = 0; item < count; item++) {
      await page.keyboard.press("Tab");
      await expect(items.nth(item)).toBeFocused();
    }
    await page.keyboard.press("Tab");
    await expect(servicesList).toBeHidden();
    await expect(services).toHaveAttribute("aria-expanded", "false");

    await services.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(items.first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(servicesList).toBeHidden();
    await expect(services).toBeFocused();
  });
});

async function openLeadModal(page: Page) {
  const trigger = page.getByRole("link", { name: "Free Counselling" });
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: "Book your free career counselling session" });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillLead(form: Locator, contact: ReturnType<typeof uniqueContact>) {
  await form.getByLabel("Full Name").fill("Riya Sharma");
  await form.getByLabel("Email").fill(contact.email);
  await form.getByLabel("Mobile Number").fill(contact.mobile);
  await form.getByLabel("12th Percentage").fill("82.5");
  await form.getByLabel("Course").selectOption("BBA");
}

test.describe("a half-filled lead form", () => {
  test("survives reading the policy (a new tab) and closing the modal, and is stored nowhere", async ({ page }) => {
    await page.goto("/privacy");
    let dialog = await openLeadModal(page);
    const contact = uniqueContact();
    await dialog.getByLabel("Full Name").fill("Riya Sharma");
    await dialog.getByLabel("Email").fill(contact.email);

    const policy = dialog.getByRole("link", { name: "How we handle your data (opens in a new tab)" });
    await expect(policy).toHaveAttribute("target", "_blank");
    await expect(policy).toHaveAttribute("rel", /noopener/);
    const [tab] = await Promise.all([page.waitForEvent("popup"), policy.click()]);
    await expect(tab).toHaveURL(/\/privacy$/);
    await tab.close();
    await expect(dialog.getByLabel("Full Name")).toHaveValue("Riya Sharma");

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    dialog = await openLeadModal(page);
    await expect(dialog.getByLabel("Full Name")).toHaveValue("Riya Sharma");
    await expect(dialog.getByLabel("Email")).toHaveValue(contact.email);

    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    dialog = await openLeadModal(page);
    await expect(dialog.getByLabel("Email")).toHaveValue(contact.email);

    // Kept in the page's memory for the visit, never written to the browser's storage.
    const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }) + document.cookie);
    expect(stored).not.toContain(contact.email);
  });

  test("the page forms open the policy in a new tab too", async ({ page }) => {
    for (const path of ["/contact", "/franchise", "/career"]) {
      await page.goto(path);
      const policy = page.getByRole("main").getByRole("link", { name: "How we handle your data (opens in a new tab)" });
      await expect(policy, path).toHaveAttribute("target", "_blank");
      await expect(policy, path).toHaveAttribute("rel", /noopener/);
    }
  });
});

/**
 * Sonner adds a toast from a zero-delay timer: with the page's clock paused, each try moves it on
 * by a millisecond, far from the 3 s that close the modal.
 */
async function nudgeUntilShown(page: Page, toast: Locator) {
  await page.clock.runFor(1);
  return toast.count();
}

test.describe("the confirmation of a counselling request", () => {
  test("shows above the form, not over it, and stays on the page after the modal closes", async ({ page }) => {
    await page.clock.install({ time: new Date("2026-06-01T10:00:00+05:30") });
    await page.goto("/privacy");
    const dialog = await openLeadModal(page);
    await fillLead(dialog, uniqueContact());
    // The page's clock stands still from here until the test moves it: the 3 s run only when told.
    await page.clock.pauseAt(new Date("2026-06-01T11:00:00+05:30"));
    await dialog.getByRole("button", { name: "Book Free Session" }).click();

    const inModal = dialog.locator("[data-sonner-toast]").filter({ hasText: RECEIVED });
    await expect.poll(() => nudgeUntilShown(page, inModal)).toBe(1);
    await expect(inModal).toBeVisible();
    const form = dialog.getByRole("form", { name: "Free counselling enquiry" });
    await expect(dialog.getByLabel("Full Name")).toHaveValue("");
    // Where it comes to rest (it slides in): wholly above the form and within the dialog's view.
    await expect
      .poll(async () => {
        const [toast, fields, view] = await Promise.all([inModal.boundingBox(), form.boundingBox(), dialog.boundingBox()]);
        if (!toast || !fields || !view) return false;
        return toast.y + toast.height <= fields.y && toast.y >= view.y && toast.y + toast.height <= view.y + view.height;
      })
      .toBe(true);

    await page.clock.runFor(3000);
    await expect(dialog).toBeHidden();
    const region = page.getByRole("region", { name: /^Counselling request/ });
    await expect(region).toHaveAttribute("aria-live", "polite");
    const confirmation = region.locator("[data-sonner-toast]").filter({ hasText: RECEIVED });
    await expect.poll(() => nudgeUntilShown(page, confirmation)).toBe(1);
    await expect(confirmation).toBeVisible();
    await page.clock.runFor(5 * 60_000);
    await expect(confirmation).toBeVisible();
    await expect(toasts(page)).toHaveCount(1);

    // A sent form is not kept.
    const again = await openLeadModal(page);
    await expect(again.getByLabel("Full Name")).toHaveValue("");
  });
});
