/**
 * Staff sessions for the end-to-end suites, made the way staff make them: the password, then a
 * code from the authenticator app (computed here with otplib from the key the site gave or the
 * configured ADMIN_TOTP_SECRET), and at a first log-in the new password and the app's set-up.
 *
 * A code is accepted once (its 30-second step is then spent for that account), so the suites
 * never share one account's log-ins: the seeded admin logs in once per run (global-setup.ts) and
 * that session only adds staff; every test that needs an admin gets a new one of its own.
 */
import { readFileSync } from "node:fs";
import { expect, request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import { generateSync } from "otplib";
import { clientAddress } from "./client-address";
import { actionNamed, callAction } from "./security/actions";

export type StaffCredentials = { username: string; password: string; totpSecret?: string };

export const adminCredentials = (): StaffCredentials => ({
  username: process.env.ADMIN_USERNAME ?? "admin",
  password: process.env.ADMIN_PASSWORD ?? "e2e-admin-password-1",
  totpSecret: process.env.ADMIN_TOTP_SECRET,
});

const baseURL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100)}`;
/** Where global-setup.ts keeps the seeded admin's session for this run. */
export const suiteAdminStatePath = () =>
  `${process.env.TMPDIR ?? "/tmp"}/disha-e2e-admin-${process.env.HARNESS_RUN_ID ?? "local"}.json`;

const stepsUsed = new Map<string, number>();

/**
 * A code the site has not accepted yet for this key: the current step's, else the next one's (the
 * site accepts a step early for clocks that run ahead), else the following step's once it begins.
 */
export async function freshCode(secret: string): Promise<string> {
  for (;;) {
    const now = Math.floor(Date.now() / 30_000);
    const step = [now, now + 1].find((candidate) => candidate > (stepsUsed.get(secret) ?? -1));
    if (step !== undefined) {
      stepsUsed.set(secret, step);
      return generateSync({ secret, epoch: step * 30 });
    }
    await new Promise((resolve) => setTimeout(resolve, (now + 1) * 30_000 - Date.now() + 100));
  }
}

/** The password a first log-in chooses in place of the generated one. */
const chosenPassword = (username: string) => `own passphrase of ${username}`;

type LogInAnswer = {
  authenticated: boolean;
  secondFactor?: "required" | "enrol";
  passwordChange?: "required";
  enrolment?: { key: string };
  message?: string;
};

/**
 * Logs `client` in through POST /api/admin/, answering each step the site asks for; `credentials`
 * is updated in place (a first log-in's new password and the app's key).
 */
export async function logInThroughApi(client: APIRequestContext, credentials: StaffCredentials): Promise<void> {
  const body: Record<string, string> = { username: credentials.username, password: credentials.password };
  for (let step = 0; step < 3; step++) {
    const response = await client.post("/api/admin/", { data: body });
    const answer = (await response.json()) as LogInAnswer;
    if (answer.authenticated) {
      if (body.newPassword) credentials.password = body.newPassword;
      return;
    }
    expect(response.status(), JSON.stringify(answer)).toBe(401);
    if (answer.passwordChange) body.newPassword = chosenPassword(credentials.username);
    else if (answer.secondFactor === "enrol") credentials.totpSecret = answer.enrolment!.key.replace(/ /g, "");
    else if (answer.secondFactor !== "required") throw new Error(`unexpected log-in answer: ${JSON.stringify(answer)}`);
    if (answer.secondFactor) body.code = await freshCode(credentials.totpSecret!);
  }
  throw new Error(`${credentials.username} could not log in`);
}

/** A new admin past their first log-in (through the API): their own password and app key. */
async function readyAdmin(): Promise<StaffCredentials> {
  const credentials = await newStaffMember("ADMIN");
  const client = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": clientAddress() } });
  try {
    await logInThroughApi(client, credentials);
  } finally {
    await client.dispose();
  }
  return credentials;
}

let suiteAdmin: Promise<APIRequestContext> | undefined;

/** The seeded admin's session of this run (global-setup.ts), for adding staff. */
function suiteAdminClient(): Promise<APIRequestContext> {
  suiteAdmin ??= playwrightRequest.newContext({
    baseURL,
    storageState: JSON.parse(readFileSync(suiteAdminStatePath(), "utf8")),
    // Its calls can be minutes apart: a connection of its own for each, never an idle one the
    // server may be closing as the call goes out.
    extraHTTPHeaders: { "x-forwarded-for": clientAddress(), connection: "close" },
  });
  return suiteAdmin;
}

/** A new staff member added through the Staff action with the suite's admin session; their generated password. */
export async function newStaffMember(
  role: "ADMIN" | "COUNSELLOR" = "ADMIN",
  name = role === "ADMIN" ? "Administrator" : "Suite Counsellor",
): Promise<StaffCredentials> {
  const username = `${role.toLowerCase()}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const added = await callAction(await suiteAdminClient(), actionNamed("addStaffMember"), [{ name, username, role }]);
  const password = /"password":"([a-z2-9-]+)"/.exec(added.text)?.[1];
  if (!password)
    throw new Error(`the suite's admin could not add ${username}: ${added.response.status()} ${added.text.slice(0, 300)}`);
  return { username, password };
}

/**
 * Logs `request` in as a new admin of its own (its first log-in through POST /api/admin/: new
 * password, app set-up, code); the context keeps the session cookie for its later calls.
 */
export async function logInAsAdmin(request: APIRequestContext): Promise<StaffCredentials> {
  const credentials = await readyAdmin();
  // The set-up is done; this log-in is the one that counts, on `request`.
  const response = await request.post("/api/admin/", {
    data: { username: credentials.username, password: credentials.password, code: await freshCode(credentials.totpSecret!) },
    headers: { "x-forwarded-for": clientAddress() },
  });
  expect(response.status(), await response.text()).toBe(200);
  expect(await response.json()).toEqual({ authenticated: true });
  return credentials;
}

/**
 * Logs in through the /admin login screen, as a person would, from a client address of its own
 * (the page keeps it), answering each step the screen shows: a new password in place of a
 * generated one, the app's set-up at a first log-in (the key read from the screen), the code.
 * Without credentials, as a new admin of its own (set up through the API). `credentials` is updated in place; a wrong
 * password stops at the screen's refusal. Returns the credentials used.
 */
export async function logInThroughForm(page: Page, credentials?: StaffCredentials, path = "/admin"): Promise<StaffCredentials> {
  const who = credentials ?? (await readyAdmin());
  await page.setExtraHTTPHeaders({ "x-forwarded-for": clientAddress() });
  await page.goto(path);
  await page.getByLabel("Username").fill(who.username);
  await page.getByLabel("Password", { exact: true }).fill(who.password);
  await page.getByRole("button", { name: "Log in" }).click();

  const screens = {
    // The form's own alert (Next's route announcer is an alert too).
    refused: page.locator("form").getByRole("alert").filter({ hasText: /\S/ }),
    "new-password": page.getByRole("heading", { name: "Choose your own password" }),
    enrol: page.getByRole("heading", { name: "Set up two-step log-in" }),
    code: page.getByLabel("Authentication code"),
    password: page.getByLabel("Username"),
  };
  const screen = async () => {
    for (const [name, locator] of Object.entries(screens)) if (await locator.isVisible()) return name;
    return "logged-in";
  };
  let previous = "password";
  for (let step = 0; step < 4; step++) {
    // Each answer replaces the screen: wait for the next one (or for the panel).
    await expect.poll(screen).not.toBe(previous);
    const now = await screen();
    if (now === "new-password") {
      who.password = chosenPassword(who.username);
      await page.getByLabel("New password").fill(who.password);
      await page.getByRole("button", { name: "Continue" }).click();
    } else if (now === "enrol") {
      who.totpSecret = ((await page.locator("code").first().textContent()) ?? "").replace(/\s/g, "");
      await page.getByLabel("Code from your app").fill(await freshCode(who.totpSecret));
      await page.getByRole("button", { name: "Turn on and log in" }).click();
    } else if (now === "code") {
      await screens.code.fill(await freshCode(who.totpSecret!));
      await page.getByRole("button", { name: "Log in" }).click();
    } else {
      return who;
    }
    previous = now;
  }
  throw new Error(`${who.username} did not get through the log-in screen`);
}

/**
 * An admin (logged in on `page`) adds a staff member in the Staff section (a counsellor unless
 * said otherwise), with an alert e-mail if given; returns their generated credentials (their
 * first log-in through logInThroughForm or logInThroughApi replaces the password and sets up the app).
 */
export async function addStaffMember(
  page: Page,
  member: { name: string; username: string; email?: string; role?: "Counsellor" | "Admin" },
): Promise<StaffCredentials> {
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
