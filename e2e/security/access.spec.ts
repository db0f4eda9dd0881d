/**
 * Who may call what: anonymous, visitor, counsellor and admin against every endpoint and every
 * server action of the build, over HTTP against the production server.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext } from "../test";
import { callAction, FormArgument, outcomeOf, serverActions } from "./actions";
import { callers, newVisitor, type Caller, type Callers } from "./callers";
import { AUTH_JS_ROUTE, csvFile, endpoints, MISSING_ID, type Access, type Endpoint } from "./endpoints";

const CALLERS: Caller[] = ["anonymous", "visitor", "counsellor", "admin"];

/** Who may pass each kind of access; everyone else is refused with 401 (nobody signed in) or 403. */
const allowed: Record<Exclude<Access, "anyone">, Caller[]> = {
  visitor: ["visitor"],
  staff: ["counsellor", "admin"],
  admin: ["admin"],
};

function routeFiles(dir: string, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return routeFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`);
    return entry.name === "route.ts" ? [prefix.replace(/\/$/, "")] : [];
  });
}

export async function send(client: APIRequestContext, endpoint: Endpoint, headers: Record<string, string> = {}) {
  const options = { headers, maxRedirects: 0 };
  const body = endpoint.body;
  if (!body) return client.fetch(endpoint.path, { ...options, method: endpoint.method });
  if (body.kind === "multipart") {
    return client.fetch(endpoint.path, {
      ...options,
      method: endpoint.method,
      multipart: Object.fromEntries(Object.entries(body.sample).map(([key, value]) => [key, String(value)])),
    });
  }
  if (body.kind === "csv") {
    return client.fetch(endpoint.path, {
      ...options,
      method: endpoint.method,
      data: csvFile(body.sample),
      headers: { ...headers, "content-type": "text/csv" },
    });
  }
  return client.fetch(endpoint.path, { ...options, method: endpoint.method, data: body.sample });
}

let who: Callers;
test.beforeAll(async () => {
  test.setTimeout(60_000);
  who = await callers();
});
test.afterAll(async () => who?.dispose());

test("the catalogue names every route handler of the app", () => {
  const named = new Set([...endpoints().map((endpoint) => endpoint.route), AUTH_JS_ROUTE]);
  const unnamed = routeFiles(path.join(process.cwd(), "app")).filter((route) => !named.has(route));
  expect(unnamed).toEqual([]);
});

test("every endpoint answers each kind of caller as its access says", async () => {
  test.setTimeout(120_000);
  const wrong: string[] = [];
  for (const [index, endpoint] of endpoints().entries()) {
    const statuses = new Set<number>();
    for (const caller of CALLERS) {
      // A log-out as the visitor ends a session of its own, not the one the other tests use.
      const own = endpoint.endsSession && caller === "visitor" ? await newVisitor() : null;
      // A fresh body per call (new e-mail addresses), so per-address limits do not answer instead.
      const response = await send(own?.client ?? who[caller], { ...endpoint, body: endpoints()[index]!.body });
      await own?.client.dispose();
      const status = response.status();
      const label = `${endpoint.method} ${endpoint.path} as ${caller}: ${status}`;
      if (status >= 500) wrong.push(`${label} (server error)`);
      else if (endpoint.access === "anyone") statuses.add(status);
      else if (allowed[endpoint.access].includes(caller)) {
        if (status === 401 || status === 403) wrong.push(`${label} (refused, should be allowed)`);
      } else if (caller === "anonymous") {
        // The admin area sends a browser without a session to its login screen before any handler runs.
        const toLogin = status === 307 && response.headers()["location"]?.startsWith("/admin?next=");
        if (status !== 401 && !toLogin) wrong.push(`${label} (should be 401)`);
      } else if (status !== 403) wrong.push(`${label} (should be 403)`);
    }
    // A public endpoint's answer (a 401 for wrong credentials, say) never depends on who is signed in.
    if (statuses.size > 1)
      wrong.push(`${endpoint.method} ${endpoint.path} answers callers differently: ${[...statuses].join(", ")}`);
  }
  expect(wrong).toEqual([]);
});

test("a visitor's Bearer token reaches their own endpoints, and no staff ones", async () => {
  const bearer = { authorization: `Bearer ${who.visitorToken}`, cookie: "" };
  expect((await who.anonymous.get("/api/auth/me", { headers: bearer })).status()).toBe(200);
  expect((await who.anonymous.get("/api/contact", { headers: bearer })).status()).toBe(403);
  expect((await who.anonymous.post("/api/college/add", { headers: bearer, data: {} })).status()).toBe(403);
});

/** A harmless argument list per staff action: enough for the role check to be what decides. */
const staffArguments: Record<string, unknown[]> = {
  addBlog: [new FormArgument({ title: "" })],
  editBlog: [MISSING_ID, new FormArgument({ title: "" })],
  removeBlog: [MISSING_ID],
  addCollege: [{}],
  editCollege: [MISSING_ID, {}],
  removeCollege: [MISSING_ID],
  changeLeadAction: [MISSING_ID, 1, { kind: "status", to: "CONTACTED" }],
  addNoteAction: [MISSING_ID, "A note"],
  contactAttemptAction: [MISSING_ID, "call"],
  callOutcomeAction: [MISSING_ID, "NO_ANSWER"],
  correctLeadAction: [MISSING_ID, 0, {}],
  addLeadAction: ["WALK_IN", {}],
  setDutyOfAction: [MISSING_ID, "not a yes or no"],
  markLeadSeenAction: [MISSING_ID],
  addStaffMember: [{ name: "", username: "", role: "ADMIN" }],
  setStaffMemberDisabled: [MISSING_ID, true],
  resetStaffMemberPassword: [MISSING_ID],
  requireSecondFactorOfAll: ["not a yes or no"],
  changeMyPassword: [{ currentPassword: "", newPassword: "" }],
  setMyDuty: ["not a yes or no"],
  setWaitAlertAction: ["not a number"],
  addTeamAction: [""],
  renameTeamAction: [MISSING_ID, ""],
  setTeamRetiredAction: [MISSING_ID, "not a yes or no"],
  setStaffMemberTeam: [MISSING_ID, ""],
  addRuleAction: [{}],
  removeRuleAction: [MISSING_ID],
  addReplyTemplate: [{ name: "", channel: "EMAIL", body: "" }],
  editReplyTemplate: [MISSING_ID, { name: "", channel: "EMAIL", body: "" }],
  removeReplyTemplate: [MISSING_ID],
  sendReplyEmail: [MISSING_ID, MISSING_ID],
  sendWhatsAppAction: [MISSING_ID, { kind: "text", body: "Hello" }],
  bulkWhatsAppAction: [{ kind: "page", ids: [MISSING_ID] }, MISSING_ID, false],
  setMyStartPage: ["not a page"],
  bulkChangeLeadsAction: [
    { kind: "page", ids: [MISSING_ID] },
    { kind: "status", to: "CONTACTED" },
  ],
  completeCorrectionAction: [MISSING_ID],
  markRequestCheckedAction: [MISSING_ID],
  setPrivacySettingsAction: [{}],
  recordBreachAction: [{}],
  sendBreachNoticesAction: [MISSING_ID, { by: "emails", emails: "" }],
  createPartnerKeyAction: ["", "not a number"],
  revokePartnerKeyAction: [MISSING_ID],
  setFormCourseAction: [MISSING_ID, "MBA"],
  sendTestLeadAction: [],
  addMetaFormAction: [""],
  sendMetaTestLeadAction: [MISSING_ID],
  sendPartnerTestLeadAction: [MISSING_ID],
  setExchangeRateAction: [{}],
};
/** Only counsellors take leads in turn, so only they have an on-duty switch. */
const counsellorOnly = new Set(["setMyDuty"]);
const adminOnly = new Set([
  ...["addBlog", "editBlog", "removeBlog", "addCollege", "editCollege", "removeCollege"],
  ...["addStaffMember", "setStaffMemberDisabled", "resetStaffMemberPassword", "requireSecondFactorOfAll", "setStaffMemberTeam"],
  ...["setWaitAlertAction", "setDutyOfAction", "addRuleAction", "removeRuleAction"],
  ...["addTeamAction", "renameTeamAction", "setTeamRetiredAction"],
  ...["addReplyTemplate", "editReplyTemplate", "removeReplyTemplate"],
  ...["completeCorrectionAction", "markRequestCheckedAction", "setPrivacySettingsAction", "recordBreachAction"],
  "sendBreachNoticesAction",
  ...["createPartnerKeyAction", "revokePartnerKeyAction", "setFormCourseAction", "sendTestLeadAction", "setExchangeRateAction"],
  ...["addMetaFormAction", "sendMetaTestLeadAction", "sendPartnerTestLeadAction", "bulkWhatsAppAction"],
]);

/** The actions anyone may call (each checks what it needs itself: a visitor's session, a log-in's password). */
const openActions = new Set([
  "registerAction",
  "loginAction",
  "verifyCodeAction",
  "resendCodeAction",
  "requestResetAction",
  "resetPasswordAction",
  "loadProfileAction",
  "myEnquiriesAction",
  "loadShortlistAction",
  "starSeatAction",
  "updateProfileAction",
  "changePasswordAction",
  "loadSessionsAction",
  "endSessionAction",
  "logoutAction",
  "submitLeadAction",
  "submitFranchiseAction",
  "submitApplicationAction",
  "answerGuardianAction",
  "requestPrivacyAction",
  "confirmPrivacyAction",
  "deleteAccountAction",
  "logInStaff",
  "createFirstAdminAction",
  "logOutStaff",
]);

test("every staff server action refuses anyone without the role, before it reads its arguments", async () => {
  // Every action of the build is either open or listed here with its arguments: a new one cannot slip through.
  const staffActions = serverActions().filter((action) => !openActions.has(action.name));
  expect(staffActions.map((action) => action.name).sort()).toEqual(Object.keys(staffArguments).sort());
  const wrong: string[] = [];
  for (const action of staffActions) {
    for (const caller of CALLERS) {
      const { response, text } = await callAction(who[caller], action, staffArguments[action.name]!);
      const outcome = outcomeOf(text);
      const mayCall =
        (caller === "admin" && !counsellorOnly.has(action.name)) || (caller === "counsellor" && !adminOnly.has(action.name));
      const expected = caller === "anonymous" ? 401 : 403;
      const label = `${action.name} on ${action.page} as ${caller}: HTTP ${response.status()}, ${JSON.stringify(outcome)}`;
      // Without a session, the staff area's pages redirect to the login screen before any action runs.
      const toLogin =
        caller === "anonymous" && response.status() === 307 && response.headers()["location"]?.startsWith("/admin?next=");
      if (toLogin) continue;
      if (response.status() >= 500) wrong.push(`${label} (server error)`);
      else if (mayCall && (outcome.status === 401 || outcome.status === 403 || outcome.status === 503))
        wrong.push(`${label} (should be allowed)`);
      else if (!mayCall && outcome.status !== expected) wrong.push(`${label} (should be ${expected})`);
    }
  }
  expect(wrong).toEqual([]);
});

test("the visitor's profile actions need a visitor, and log-out needs nobody", async () => {
  const load = serverActions().find((action) => action.name === "loadProfileAction")!;
  expect(outcomeOf((await callAction(who.anonymous, load, [])).text).status).toBe(401);
  expect(outcomeOf((await callAction(who.admin, load, [])).text).ok).not.toBe(true);
  expect(outcomeOf((await callAction(who.visitor, load, [])).text).ok).toBe(true);
  // Deleting an account: never without a visitor's session (the suite's visitor is not deleted here).
  const remove = serverActions().find((action) => action.name === "deleteAccountAction")!;
  expect(outcomeOf((await callAction(who.anonymous, remove, [])).text).status).toBe(401);
  expect(outcomeOf((await callAction(who.admin, remove, [])).text).ok).not.toBe(true);
});
