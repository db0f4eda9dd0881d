/**
 * The staff log-in's return path (`/admin?next=…`) is a link anyone can craft: whatever it holds,
 * the browser ends on this site's /admin after logging in and never asks another host for
 * anything (lib/panel/return-path.ts).
 */
import { expect, test } from "../test";
import { logInThroughForm } from "../staff";

const HOSTILE_NEXT = [
  "//evil.example",
  "/admin/..//evil.example",
  "/admin/../..//evil.example",
  "/\\evil.example",
  "/admin/\\evil.example",
  "https:evil.example",
  "https://evil.example/admin/contacts",
  "/admin/%2e%2e/%2f%2fevil.example",
  "/admin/%2F%2Fevil.example",
  "/%5Cevil.example",
];

for (const next of HOSTILE_NEXT) {
  test(`a log-in with next=${next} stays on this site's /admin`, async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const elsewhere: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).origin !== origin) elsewhere.push(request.url());
    });
    await logInThroughForm(page, undefined, `/admin?next=${encodeURIComponent(next)}`);
    // Logged in: the panel's own landing page, not the login screen and not the hostile path.
    await expect(page.getByRole("button", { name: "Log in" })).toHaveCount(0);
    await page.waitForURL((url) => url.pathname.startsWith("/admin/"));
    const landed = new URL(page.url());
    expect(landed.origin).toBe(origin);
    expect(landed.pathname).toMatch(/^\/admin\/[\w-]+/);
    expect(landed.pathname).not.toContain("evil");
    expect(elsewhere).toEqual([]);
  });
}
