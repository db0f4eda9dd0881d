/**
 * Logs the seeded admin (ADMIN_USERNAME, with the code from ADMIN_TOTP_SECRET) in once for the
 * whole run and keeps the session for e2e/staff.ts, which adds every other staff member with it.
 * One log-in: a code works once, so the suites' parallel workers cannot share this account's.
 */
import { writeFileSync } from "node:fs";
import { request } from "@playwright/test";
import { clientAddress } from "./client-address";
import { adminCredentials, logInThroughApi, suiteAdminStatePath } from "./staff";

export default async function globalSetup(): Promise<void> {
  const credentials = adminCredentials();
  if (!credentials.totpSecret)
    throw new Error("The suites log the seeded admin in with ADMIN_TOTP_SECRET: set it (scripts/test.mjs does).");
  const client = await request.newContext({
    baseURL: `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100)}`,
    extraHTTPHeaders: { "x-forwarded-for": clientAddress() },
  });
  await logInThroughApi(client, credentials);
  writeFileSync(suiteAdminStatePath(), JSON.stringify(await client.storageState()), { mode: 0o600 });
  await client.dispose();
}
