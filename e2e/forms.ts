/** Helpers for the enquiry form suites: watching and steering the forms' server-action requests. */
import { expect, type Page, type Request, type Route } from "@playwright/test";

const isServerAction = (request: Request) => request.method() === "POST" && request.headers()["next-action"] !== undefined;

/**
 * Holds every server-action request until release(), so a test can see the busy state, then lets
 * them through to the real server. `next()` resolves with the next request held.
 */
export async function holdServerActions(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const waiting: ((request: Request) => void)[] = [];
  const held: Request[] = [];
  await page.route("**/*", async (route: Route) => {
    const request = route.request();
    if (!isServerAction(request)) return route.fallback();
    const next = waiting.shift();
    if (next) next(request);
    else held.push(request);
    await released;
    await route.continue();
  });
  return {
    next: () => new Promise<Request>((resolve) => (held.length ? resolve(held.shift()!) : waiting.push(resolve))),
    release: () => release(),
  };
}

/** Makes every server-action request fail as if the network dropped. */
export async function failServerActions(page: Page) {
  await page.route("**/*", (route) => (isServerAction(route.request()) ? route.abort("failed") : route.fallback()));
}

/** The arguments a server action was called with (React sends plain values as JSON). */
export function actionArguments(request: Request): unknown[] {
  return JSON.parse(request.postData() ?? "[]") as unknown[];
}

/** A mobile number and an e-mail address no other test uses. */
export function uniqueContact() {
  const digits = String(Math.floor(Math.random() * 1e9)).padStart(9, "0");
  return { mobile: `9${digits}`, stored: `+919${digits}`, email: `e2e-${digits}@example.com` };
}

/** The toasts currently shown (sonner). */
export const toasts = (page: Page) => page.locator("[data-sonner-toast]");

/**
 * The newest toast with this text is shown and settled. Sonner lists the newest first; the same
 * words twice in a row (a status moved twice) are two toasts until the first times out.
 */
export async function expectToast(page: Page, text: string) {
  const toast = toasts(page).filter({ hasText: text }).first();
  await expect(toast).toBeVisible();
  // axe reads colours mid-animation as low contrast: check once the toast has settled.
  await expect(toast).toHaveCSS("opacity", "1");
}
