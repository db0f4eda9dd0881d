import { spawnSync } from "node:child_process";
import { defineConfig, devices } from "@playwright/test";
import { launchOptions } from "./e2e/browser";
import { nextStart } from "./scripts/lib/next-start.mjs";

const port = Number(process.env.E2E_PORT ?? 3100);

/**
 * The Meta app, its Page and WhatsApp number the site runs with here: its Graph API (Cloud API and
 * lead ads) is e2e/whatsapp/server.ts (e2e/whatsapp.spec.ts, e2e/lead-sources.spec.ts).
 */
const WHATSAPP_E2E = {
  META_APP_SECRET: "e2e-meta-app-secret-000000",
  META_VERIFY_TOKEN: "e2e-meta-verify-token-0000",
  META_PAGE_ACCESS_TOKEN: "e2e-meta-page-access-token-0",
  WHATSAPP_TOKEN: "e2e-whatsapp-token-00000000",
  WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
  META_GRAPH_URL: `http://127.0.0.1:${port + 3}/v26.0`,
};
const WHATSAPP_STAND_IN_URL = `http://127.0.0.1:${port + 3}`;

// The suites write rows, so they refuse any database the harness (scripts/test.mjs) did not create
// for this run. Checked here, while the config loads: Playwright starts the web servers (the site
// and its outbox worker, which would send that database's pending mail) before any global setup.
// Workers load the config again; the runner has checked by then.
if (!process.env.TEST_WORKER_INDEX) {
  const guard = spawnSync(process.execPath, ["scripts/lib/harness-guard.mjs"], { stdio: "inherit" });
  if (guard.status !== 0) throw new Error("The end-to-end suites need a database of their own test run (see above).");
}

export default defineConfig({
  // The seeded admin's one log-in of the run (after the web servers are up), for adding staff.
  globalSetup: "./e2e/global-setup.ts",
  fullyParallel: true,
  // A test.only left in a commit would shrink CI's run to that one test and still pass.
  forbidOnly: !!process.env.CI,
  workers: 2,
  // A test that fails once is a defect to fix, not to retry.
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // A hang-catcher, not a speed check: a staff walk now logs in through a password, a new password
  // and an authenticator code for each person it plays, on a two-core machine shared with the server.
  timeout: 60_000,
  // Waits are hang-catchers, not speed checks: hydration on a busy two-core machine can take a few seconds.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions,
  },
  // A suite tagged @desktop-only or @mobile-only (the desktop header, touch swipes…) runs in that
  // project alone, rather than being listed as skipped in the other.
  projects: [
    {
      name: "desktop",
      testDir: "e2e",
      testIgnore: "security/**",
      grepInvert: /@mobile-only/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: "mobile",
      testDir: "e2e",
      testIgnore: "security/**",
      grepInvert: /@desktop-only/,
      use: { ...devices["Pixel 5"], viewport: { width: 375, height: 740 }, launchOptions },
    },
    // HTTP only, no browser: bad input, the access matrix and the defences (npm run test:security).
    // After the others, so the rows its fuzzing may create never show in their pages.
    { name: "security", testDir: "e2e/security", dependencies: ["desktop", "mobile"] },
  ],
  webServer: [
    {
      // A real SMTP server the site sends every e-mail to; tests read codes and links from it.
      command: "node_modules/.bin/tsx e2e/mailbox/server.ts",
      env: { MAILBOX_SMTP_PORT: String(port + 2), MAILBOX_HTTP_PORT: String(port + 1) },
      url: `http://127.0.0.1:${port + 1}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
    },
    {
      // WhatsApp's Cloud API, posting Meta's signed webhooks to the site.
      command: "node_modules/.bin/tsx e2e/whatsapp/server.ts",
      env: {
        ...WHATSAPP_E2E,
        WHATSAPP_STAND_IN_PORT: String(port + 3),
        SITE_WEBHOOK_URL: `http://127.0.0.1:${port}/api/webhooks/meta`,
      },
      url: `${WHATSAPP_STAND_IN_URL}/_stand-in/requests`,
      timeout: 30_000,
      reuseExistingServer: false,
    },
    {
      // The production build through `next start` (scripts/test.mjs builds it first against the e2e database). Behind
      // TRUST_PROXY a test may speak for a client address of its own (X-Forwarded-For), so the
      // per-address rate limits of one suite do not run into each other's.
      command: nextStart(port).flat().join(" "),
      // ADMIN_TOTP_SECRET (scripts/test.mjs sets it for the seed too): the tests compute the seeded admin's codes.
      // GOOGLE_LEAD_FORM_KEY: Google's lead-form webhook is on (e2e/lead-sources.spec.ts sends its test lead); Meta's
      // lead ads and WhatsApp run against their Graph API stand-in.
      env: {
        ...(process.env as Record<string, string>),
        SMTP_URL: `smtp://127.0.0.1:${port + 2}`,
        TRUST_PROXY: "true",
        GOOGLE_LEAD_FORM_KEY: "e2e-google-lead-form-key",
        ...WHATSAPP_E2E,
      },
      url: `http://127.0.0.1:${port}/`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "pipe",
    },
  ],
});
