/**
 * One HTTP client per kind of caller, each with its own cookie jar: nobody, a signed-in visitor
 * (cookie and Bearer token), a counsellor and an admin. Sessions are made the way their clients
 * make them: the visitor through /api/auth with the code from the e-mail, the admin through
 * POST /api/admin/ (each a new admin of its own, with a code: see e2e/staff.ts), the counsellor
 * added through the Staff action and through their first log-in.
 */
import { expect, request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { clientAddress } from "../client-address";
import { waitForMail } from "../mailbox/client";
import { logInAsAdmin, logInThroughApi, newStaffMember } from "../staff";

export type Caller = "anonymous" | "visitor" | "counsellor" | "admin";
export type Callers = Record<Caller, APIRequestContext> & { visitorToken: string; dispose(): Promise<void> };

const baseURL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100)}`;

/** A client speaking for a client address of its own. */
export async function newClient(): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": clientAddress() } });
}

async function visitor(client: APIRequestContext): Promise<string> {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const who = {
    name: "Suite Visitor",
    email: `suite-${stamp}@example.com`,
    mobile: `98${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`,
    password: `harbour-${stamp}`,
  };
  expect((await client.post("/api/auth/register", { data: who })).status()).toBe(200);
  expect((await client.post("/api/auth/login", { data: { email: who.email, password: who.password } })).status()).toBe(200);
  const code = /\b(\d{6})\b/.exec(await waitForMail(who.email, /^Your login code/))![1]!;
  const verified = await client.post("/api/auth/verify-otp", { data: { email: who.email, otp: code } });
  expect(verified.status()).toBe(200);
  return ((await verified.json()) as { token: string }).token;
}

/** A visitor signed in on a client of their own, with their token: for calls that end the session. */
export async function newVisitor(): Promise<{ client: APIRequestContext; token: string }> {
  const client = await newClient();
  return { client, token: await visitor(client) };
}

export async function callers(): Promise<Callers> {
  const [anonymous, visitorClient, counsellor, admin] = await Promise.all([newClient(), newClient(), newClient(), newClient()]);
  const visitorToken = await visitor(visitorClient);
  await logInAsAdmin(admin);
  // The counsellor's first log-in: a new password in place of the generated one, the app's set-up, a code.
  await logInThroughApi(counsellor, await newStaffMember("COUNSELLOR"));
  return {
    anonymous,
    visitor: visitorClient,
    counsellor,
    admin,
    visitorToken,
    async dispose() {
      await Promise.all([anonymous, visitorClient, counsellor, admin].map((client) => client.dispose()));
    },
  };
}
