/**
 * Bad input against every endpoint and every server action, as the caller allowed to reach it:
 * broken and wrong-typed bodies, missing and extra fields, 1 MB strings, control characters,
 * injection strings and ids that do not exist. Each gets a 4xx with a message, or is accepted
 * and stored as plain text; the suite fails on any 5xx.
 */
import { expect, test, type APIRequestContext, type APIResponse } from "../test";
import { actionNamed, callAction, FormArgument, outcomeOf } from "./actions";
import { callers, newClient, type Callers } from "./callers";
import { csvFile, endpoints, lead, MISSING_ID, type Endpoint } from "./endpoints";

const MEGABYTE = "a".repeat(1024 * 1024);
/** Values of the wrong kind, hostile text and sizes, put in place of one field at a time. */
const hostileValues: [string, unknown][] = [
  ["a number", 12345],
  ["an object", { nested: { deeper: true } }],
  ["an array", ["a", "b"]],
  ["null", null],
  ["a boolean", true],
  ["a 1 MB string", MEGABYTE],
  ["control characters", "line\u0000break\u0007\u001b[31m\r\n"],
  ["Unicode", "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ✓ हिन्दी \u202e\ufeff"],
  ["SQL injection", `' OR 1=1; DROP TABLE "Lead"; --`],
  ["HTML injection", `<script>alert(1)</script><img src=x onerror=alert(1)>`],
  ["an empty string", ""],
];
/** Path ids that no row has, in shapes a database might choke on. */
const hostileIds = ["cm\u0000nul", "' OR '1'='1", "%00", "..%2F..%2Fetc%2Fpasswd", "x".repeat(2000), "१२३", "-1", "null"];

let who: Callers;
test.beforeAll(async () => {
  test.setTimeout(60_000);
  who = await callers();
});

/** The client allowed to reach the endpoint; public ones get a fresh client address per call, so rate limits do not answer first. */
async function clientFor(endpoint: Endpoint): Promise<APIRequestContext> {
  if (endpoint.access === "admin" || endpoint.access === "staff") return who.admin;
  if (endpoint.access === "visitor") return who.visitor;
  return newClient();
}

/** What is wrong with an answer, or null: a 5xx, or a 4xx without a message. */
/** What is wrong with an answer to a request that cannot be served: anything but a 4xx with a message. */
async function notRefused(response: APIResponse, label: string): Promise<string | null> {
  const status = response.status();
  if (status < 400 || status >= 500) return `${label}: ${status} where a 4xx was due`;
  return problem(response, label);
}

async function problem(response: APIResponse, label: string): Promise<string | null> {
  const status = response.status();
  if (status >= 500) return `${label}: ${status} ${(await response.text()).slice(0, 200)}`;
  if (status >= 400 && status !== 404 && !(status === 413 || status === 431)) {
    const body = (await response.json().catch(() => null)) as { message?: unknown; error?: unknown } | null;
    const message = body?.message ?? body?.error;
    if (typeof message !== "string" || message.length === 0) return `${label}: ${status} without a message`;
  }
  return null;
}

/** Rows the fuzzing could create (a college or blog whose fields were all valid), removed afterwards. */
const created: string[] = [];
async function remember(response: APIResponse, endpoint: Endpoint) {
  if (response.status() !== 201) return;
  const body = (await response.json()) as { college?: { _id: string }; blog?: { _id?: string; id?: string } };
  const id = body.college?._id ?? body.blog?._id ?? body.blog?.id;
  if (id) created.push(endpoint.path.replace("/add", `/delete/${id}`));
}
test.afterAll(async () => {
  for (const path of created.splice(0)) await who.admin.delete(path);
  await who?.dispose();
});

test("every endpoint answers broken bodies with a 4xx and a message", async () => {
  test.setTimeout(180_000);
  const found: string[] = [];
  for (const endpoint of endpoints().filter((candidate) => candidate.body)) {
    const client = await clientFor(endpoint);
    const cases: [string, Parameters<APIRequestContext["fetch"]>[1]][] = [
      ["malformed JSON", { data: '{"name": "unterminated', headers: { "content-type": "application/json" } }],
      ["the wrong content type", { data: JSON.stringify(endpoint.body!.sample), headers: { "content-type": "text/xml" } }],
      ["no body", {}],
      ["a JSON array", { data: "[1,2,3]", headers: { "content-type": "application/json" } }],
      ["JSON null", { data: "null", headers: { "content-type": "application/json" } }],
      ["a JSON string", { data: '"just text"', headers: { "content-type": "application/json" } }],
      ["an empty object", { data: {} }],
      ["a body over 1 MB", { data: { ...endpoint.body!.sample, name: MEGABYTE, description: MEGABYTE } }],
      ["a multipart body where JSON is expected", { multipart: { name: "x" } }],
    ];
    for (const [what, options] of cases) {
      const response = await client.fetch(endpoint.path, { method: endpoint.method, ...options });
      await remember(response, endpoint);
      const issue = await notRefused(response, `${endpoint.method} ${endpoint.path} with ${what}`);
      if (issue) found.push(issue);
    }
    if (endpoint.access === "anyone") await client.dispose();
  }
  expect(found).toEqual([]);
});

test("every endpoint answers each field of the wrong kind, hostile or huge with a 4xx, or stores it as text", async () => {
  test.setTimeout(300_000);
  const found: string[] = [];
  for (const endpoint of endpoints().filter((candidate) => candidate.body)) {
    for (const field of [...Object.keys(endpoint.body!.sample), "unexpectedField"]) {
      for (const [what, value] of hostileValues) {
        const client = await clientFor(endpoint);
        const fresh = endpoints().find((candidate) => candidate.method === endpoint.method && candidate.path === endpoint.path)!
          .body!.sample;
        const body = { ...fresh, [field]: value };
        const asText = Object.fromEntries(
          Object.entries(body).map(([key, item]) => [key, typeof item === "string" ? item : JSON.stringify(item)]),
        );
        const response =
          endpoint.body!.kind === "multipart"
            ? await client.fetch(endpoint.path, { method: endpoint.method, multipart: asText })
            : endpoint.body!.kind === "csv"
              ? await client.fetch(endpoint.path, {
                  method: endpoint.method,
                  data: csvFile(asText),
                  headers: { "content-type": "text/csv" },
                })
              : await client.fetch(endpoint.path, { method: endpoint.method, data: body });
        await remember(response, endpoint);
        const issue = await problem(response, `${endpoint.method} ${endpoint.path} with ${field} as ${what}`);
        if (issue) found.push(issue);
        if (endpoint.access === "anyone") await client.dispose();
      }
    }
  }
  expect(found).toEqual([]);
});

test("ids and query strings that no row has, or that are hostile, are a 4xx or an empty answer", async () => {
  test.setTimeout(120_000);
  const found: string[] = [];
  for (const endpoint of endpoints().filter((candidate) => candidate.path.includes("cm0000"))) {
    for (const id of hostileIds) {
      const path = endpoint.path.replace(/cm0{22}/, encodeURIComponent(id).replace(/%25/g, "%"));
      const client = await clientFor(endpoint);
      const response = await client.fetch(path, {
        method: endpoint.method,
        data: endpoint.body?.kind === "json" ? endpoint.body.sample : undefined,
        maxRedirects: 0,
      });
      const issue = await problem(response, `${endpoint.method} ${path.slice(0, 80)}`);
      if (issue) found.push(issue);
      if (endpoint.access === "anyone") await client.dispose();
    }
  }
  // A lead's page in the admin panel, addressed by an id from the URL.
  for (const id of hostileIds) {
    const response = await who.admin.get(`/admin/contacts/${encodeURIComponent(id)}`, { maxRedirects: 0 });
    if (response.status() >= 500) found.push(`GET /admin/contacts/${id.slice(0, 40)}: ${response.status()}`);
  }
  const queries = [
    "limit=-1",
    "limit=abc",
    "limit=100000",
    "cursor=not-a-cursor",
    "cursor=%00",
    `q=${encodeURIComponent("' OR 1=1 --")}`,
    "q=%F0%9F%98%80",
    "status=NOPE",
    "from=yesterday",
    "page=-5",
  ];
  for (const endpoint of endpoints().filter((candidate) => candidate.method === "GET" && !candidate.path.includes("cm0000"))) {
    for (const query of queries) {
      const client = await clientFor(endpoint);
      const response = await client.get(`${endpoint.path}?${query}`, { maxRedirects: 0 });
      const issue = await problem(response, `GET ${endpoint.path}?${query}`);
      if (issue) found.push(issue);
      if (endpoint.access === "anyone") await client.dispose();
    }
  }
  expect(found).toEqual([]);
});

test("an injection string is stored and shown back as the text it is", async () => {
  const client = await newClient();
  const hostile = `<script>alert("x")</script> Robert'); DROP TABLE "Lead";--`;
  const response = await client.post("/api/contact", { data: { ...lead(), name: hostile.slice(0, 60) } });
  expect(response.status()).toBe(200);
  const listed = await who.admin.get(`/api/contact?q=${encodeURIComponent("Robert")}`);
  expect(listed.status()).toBe(200);
  expect(JSON.stringify(await listed.json())).toContain(JSON.stringify(hostile.slice(0, 60)).slice(1, -1));
  await client.dispose();
});

/** The server actions' own arguments, malformed: each answer is an outcome, never a server error. */
const actionCases: [string, unknown[]][] = [
  ["submitLeadAction", ["MODAL", "not an object"]],
  ["submitLeadAction", ["EVIL", { ...lead(), name: 42 }]],
  ["submitLeadAction", [{}, null]],
  ["submitFranchiseAction", [[1, 2, 3]]],
  ["submitFranchiseAction", [{ orgizationname: MEGABYTE }]],
  ["submitApplicationAction", ["not a form"]],
  ["submitApplicationAction", [new FormArgument({ name: "x", resume: "not a file" })]],
  ["answerGuardianAction", [{ token: 1 }, "agree"]],
  ["answerGuardianAction", ["not a token", "maybe"]],
  ["answerGuardianAction", [MEGABYTE, "refuse"]],
  ["requestPrivacyAction", [null, "not a form"]],
  // Never the suite's visitor's password: refused before anything is deleted.
  ["deleteAccountAction", [{ password: "x" }]],
  ["deleteAccountAction", ["not the password"]],
  ["requestPrivacyAction", [{}, new FormArgument({ email: MEGABYTE, kind: "everything" })]],
  ["registerAction", [{ email: { $gt: "" }, password: ["x"] }]],
  ["loginAction", [null]],
  ["verifyCodeAction", [{ email: "a@example.com", otp: { length: 6 } }]],
  ["resendCodeAction", ["x"]],
  ["requestResetAction", [{ email: `${"a".repeat(5000)}@example.com` }]],
  ["resetPasswordAction", [{ token: 1 }, { password: 12345678 }]],
  ["updateProfileAction", [{ name: MEGABYTE }]],
  ["changePasswordAction", [{ currentPassword: { $ne: 1 }, newPassword: ["x"] }]],
  ["changePasswordAction", ["not an object"]],
  ["endSessionAction", [{ id: 1 }]],
  ["endSessionAction", [MEGABYTE]],
  ["logInStaff", ["admin"]],
  ["createFirstAdminAction", [{ token: 1 }, "not an object"]],
  ["createFirstAdminAction", ["a guessed token", { name: "x", username: "x", password: "x" }]],
  ["logInStaff", [{ username: ["admin"], password: { toString: 1 } }]],
  ["logInStaff", [{ username: "admin", password: "not the password", code: { evil: 1 }, newPassword: ["x"] }]],
];
const staffActionCases: [string, unknown[]][] = [
  ["addBlog", ["not a form"]],
  ["addBlog", [new FormArgument({ title: MEGABYTE, imageFile: "not a file" })]],
  ["editBlog", [{ id: 1 }, "not a form"]],
  ["removeBlog", [["x"]]],
  ["addCollege", ["a string"]],
  ["addCollege", [{ nirf: "' OR 1=1", collegeName: 5, category: { x: 1 } }]],
  ["editCollege", [null, null]],
  ["removeCollege", [{ id: "x" }]],
  ["changeLeadAction", [{}, "one", { kind: "status", to: { evil: true } }]],
  ["changeLeadAction", ["x", 1, "not a change"]],
  ["addNoteAction", [null, { body: 1 }]],
  ["addNoteAction", ["x", MEGABYTE]],
  ["callOutcomeAction", [MISSING_ID, { evil: true }]],
  ["correctLeadAction", [MISSING_ID, "one", { name: MEGABYTE, mobile: ["x"] }]],
  ["addLeadAction", ["SPACESHIP", "not an object"]],
  ["addLeadAction", ["PHONE", { name: MEGABYTE, email: 5, under18: { x: 1 } }]],
  ["setDutyOfAction", [{ id: 1 }, "yes"]],
  ["addStaffMember", ["admin"]],
  ["addStaffMember", [{ name: "<b>x</b>", username: "' OR 1=1", role: "SUPERUSER" }]],
  ["setStaffMemberDisabled", [{ id: 1 }, "yes"]],
  ["resetStaffMemberPassword", [[]]],
  ["requireSecondFactorOfAll", [{ required: true }]],
  ["changeMyPassword", ["not an object"]],
  ["changeMyPassword", [{ currentPassword: ["x"], newPassword: MEGABYTE }]],
  ["setWaitAlertAction", [{ minutes: 15 }]],
  ["setWaitAlertAction", [1e308]],
  ["addTeamAction", [{ evil: 1 }]],
  ["addTeamAction", [MEGABYTE]],
  ["renameTeamAction", [[], MEGABYTE]],
  ["setTeamRetiredAction", [{ id: 1 }, "yes"]],
  ["setStaffMemberTeam", [MISSING_ID, { evil: 1 }]],
  ["setStaffMemberTeam", [MISSING_ID, "' OR 1=1"]],
  ["addRuleAction", ["a string"]],
  ["addRuleAction", [{ course: "' OR 1=1", source: 5, teamId: MEGABYTE }]],
  ["removeRuleAction", [{ id: 1 }]],
  ["setMyStartPage", [{ page: "dashboard" }]],
  ["bulkChangeLeadsAction", ["every lead", null]],
  [
    "bulkChangeLeadsAction",
    [
      { kind: "matching", filter: { evil: true } },
      { kind: "status", to: "BOGUS" },
    ],
  ],
  [
    "bulkChangeLeadsAction",
    [
      { kind: "page", ids: "not a list" },
      { kind: "assign", to: { id: 1 } },
    ],
  ],
  ["setMyStartPage", [["dashboard"]]],
  ["addReplyTemplate", ["a string"]],
  ["addReplyTemplate", [{ name: ["x"], channel: { EMAIL: true }, subject: 5, body: "{fees}" }]],
  ["editReplyTemplate", [{ id: 1 }, null]],
  ["removeReplyTemplate", [[]]],
  ["sendReplyEmail", [null, { id: "x" }]],
  ["sendWhatsAppAction", [{ id: 1 }, "not a request"]],
  ["sendWhatsAppAction", [MISSING_ID, { kind: "text", body: MEGABYTE }]],
  ["bulkWhatsAppAction", [{ kind: "matching", filter: MEGABYTE }, MISSING_ID, true]],
  ["bulkWhatsAppAction", ["every lead", { id: 1 }, "yes"]],
  ["completeCorrectionAction", [[]]],
  ["markRequestCheckedAction", [{ id: 1 }]],
  ["setPrivacySettingsAction", ["a string"]],
  ["setPrivacySettingsAction", [{ enquiryDays: "1e308", auditDays: -1 }]],
  ["recordBreachAction", [{ summary: MEGABYTE, detectedAt: { x: 1 }, peopleAffected: "many" }]],
  ["sendBreachNoticesAction", [{ id: 1 }, "not an audience"]],
  ["sendBreachNoticesAction", [MISSING_ID, { by: "window", from: "2026-13-45", to: null }]],
];

test("the privacy request's confirm button, sent anything but its form, goes back to the link's page", async () => {
  // A form action with no outcome to answer: it redirects, to the page that says what is wrong.
  for (const args of [["not a form"], [new FormArgument({ token: MEGABYTE })], [new FormArgument({ token: "no-such-token" })]]) {
    const { response } = await callAction(who.visitor, actionNamed("confirmPrivacyAction"), args);
    expect(response.status(), JSON.stringify(args).slice(0, 60)).toBeLessThan(400);
    expect(response.headers()["x-action-redirect"]).toMatch(/^\/privacy\/requests\/verify(\?token=no-such-token)?;/);
  }
});

test("every server action answers malformed arguments with a 4xx outcome, never a server error", async () => {
  test.setTimeout(120_000);
  const found: string[] = [];
  for (const [cases, staff] of [
    [actionCases, false],
    [staffActionCases, true],
  ] as const) {
    for (const [name, args] of cases) {
      const client = staff ? who.admin : who.visitor;
      const { response, text } = await callAction(client, actionNamed(name), args);
      const outcome = outcomeOf(text);
      const label = `${name}(${JSON.stringify(args).slice(0, 60)}): HTTP ${response.status()}, ${JSON.stringify(outcome)}`;
      if (response.status() >= 500) found.push(`${label} (server error)`);
      // Refused before the action ran (an oversized body): a 4xx with its own message.
      else if (response.status() >= 400) {
        if (!outcome.message) found.push(`${label} (no message)`);
      } else if (outcome.ok !== false || !outcome.status || outcome.status < 400 || outcome.status >= 500)
        found.push(`${label} (should be a 4xx outcome)`);
      else if (!outcome.message) found.push(`${label} (no message)`);
    }
  }
  expect(found).toEqual([]);
});
