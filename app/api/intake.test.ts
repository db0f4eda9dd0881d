import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as partnerPost } from "@/app/api/partners/leads/route";
import { POST as googlePost } from "@/app/api/webhooks/google-leads/route";
import { GET as metaGet, POST as metaPost } from "@/app/api/webhooks/meta/route";
import { disconnect, pgPool, prisma } from "@/lib/db";
import { addMetaForm } from "@/lib/intake/forms";
import { reconcileMeta } from "@/lib/intake/meta/reconcile";
import { REFUSALS_AUDITED_PER_HOUR } from "@/lib/intake/receive";
import { createPartnerKey, revokePartnerKey } from "@/lib/intake/partners/keys";
import { PARTNER_TEST_RECEIVED } from "@/lib/intake/partners/submit";
import { recentTestLeads } from "@/lib/intake/sources";
import { sendMetaTestLead, sendPartnerTestLead } from "@/lib/intake/test-lead";
import { submitLead } from "@/lib/leads/submit";
import { smtpTransport, type MailTransport } from "@/lib/mail/transport";
import { clearEnquiries, freshIp } from "@/lib/testing/enquiries";
import { googleLeadPayload, googleLeadRequest } from "@/lib/testing/google-sender";
import { graphTime, leadgenNotification, startGraphApiStandIn } from "@/lib/testing/graph-api";
import { makeJobsDue, runDueJobs } from "@/lib/testing/jobs";
import { createUser } from "@/lib/testing/sessions";
import { startTestSmtpServer } from "@/lib/testing/smtp-server";

const APP_SECRET = "meta-app-secret-for-the-tests-01";
const VERIFY_TOKEN = "meta-verify-token-for-the-tests";
const PAGE_TOKEN = "page-access-token-for-the-tests";
const GOOGLE_KEY = "google-lead-form-key-for-tests";

let graph: Awaited<ReturnType<typeof startGraphApiStandIn>>;
/** The site's webhook address as Meta reaches it: the route handler behind a bare HTTP server. */
let site: Server;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let transport: MailTransport;
/** What the job queue's workers would do now: the deliveries' jobs, then the alerts' e-mails. */
const runJobs = () => runDueJobs(transport);
let counsellors: { id: string; name: string; username: string }[];
let leadNumber = 0;

beforeAll(async () => {
  site = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const answer = await metaPost(
      new Request(`http://localhost${request.url}`, {
        method: "POST",
        headers: request.headers as Record<string, string>,
        body: Buffer.concat(chunks),
      }),
    );
    response.writeHead(answer.status, { "content-type": "application/json" });
    response.end(await answer.text());
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  graph = await startGraphApiStandIn(PAGE_TOKEN, {
    webhook: { url: `http://127.0.0.1:${(site.address() as AddressInfo).port}/api/webhooks/meta`, appSecret: APP_SECRET },
  });
  smtp = await startTestSmtpServer();
  transport = smtpTransport(smtp.url);
  // Read by lib/env on first use, which nothing in this file has made yet.
  process.env.META_APP_SECRET = APP_SECRET;
  process.env.META_VERIFY_TOKEN = VERIFY_TOKEN;
  process.env.META_PAGE_ACCESS_TOKEN = PAGE_TOKEN;
  process.env.META_GRAPH_URL = graph.url;
  process.env.GOOGLE_LEAD_FORM_KEY = GOOGLE_KEY;
});

async function clearIntake() {
  await clearEnquiries();
  await prisma.webhookDelivery.deleteMany();
  await prisma.leadAdForm.deleteMany();
  await prisma.intakeChannelState.deleteMany();
  await prisma.partnerKey.deleteMany();
  await prisma.auditLog.deleteMany({ where: { entityType: { in: ["Lead", "WebhookDelivery", "PartnerKey"] } } });
  await pgPool().query("DELETE FROM graphile_worker._private_jobs");
}

beforeEach(async () => {
  await clearIntake();
  graph.leads.clear();
  graph.testLeads.clear();
  graph.state.down = false;
  graph.state.testLeadsDenied = false;
  await prisma.assignmentRule.deleteMany();
  // Only this test's counsellors are on duty.
  await prisma.user.updateMany({ where: { onDuty: true }, data: { onDuty: false } });
  counsellors = await Promise.all([createUser("COUNSELLOR"), createUser("COUNSELLOR")]);
});
afterAll(async () => {
  await clearIntake();
  await prisma.user.deleteMany({ where: { role: "COUNSELLOR", username: { startsWith: "counsellor-" } } });
  await graph.close();
  await new Promise((resolve) => site.close(resolve));
  await smtp.close();
  await disconnect();
});

/** A lead on the Graph API stand-in, as a Meta lead form would have collected it. */
function graphLead(overrides: { email?: string; phone?: string; form?: string; createdAt?: Date; organic?: boolean } = {}) {
  leadNumber++;
  const lead = {
    id: String(9_000_000_000 + leadNumber),
    created_time: graphTime(overrides.createdAt ?? new Date()),
    form_id: overrides.form ?? "111222333",
    ...(overrides.organic ? { is_organic: true } : { ad_id: "444555666", campaign_id: "777888999" }),
    field_data: [
      { name: "full_name", values: [`Meta Person ${leadNumber}`] },
      { name: "email", values: [overrides.email ?? `meta${leadNumber}.${Date.now()}@example.com`] },
      { name: "phone_number", values: [overrides.phone ?? `+9197${String(leadNumber).padStart(8, "0")}`] },
      { name: "which_course_are_you_interested_in?", values: ["b.tech"] },
    ],
  };
  graph.addLead(lead);
  return lead;
}

async function postMeta(body: string, signature?: string) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (signature) headers["x-hub-signature-256"] = signature;
  const response = await metaPost(new Request("http://localhost/api/webhooks/meta", { method: "POST", headers, body }));
  return { status: response.status, body: (await response.json()) as { message: string } };
}

describe("Meta lead ads", () => {
  it("answers Meta's subscription check with the challenge, and refuses a wrong verify token", async () => {
    const check = (token: string) =>
      metaGet(
        new Request(`http://localhost/api/webhooks/meta?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`),
      );
    const right = await check(VERIFY_TOKEN);
    expect(right.status).toBe(200);
    expect(await right.text()).toBe("1158201444");
    expect((await check("wrong-token-of-sixteen")).status).toBe(403);
  });

  it("turns a signed webhook into an assigned lead whose counsellor's alert reaches the mailbox", async () => {
    const lead = graphLead();
    const { body, signature } = leadgenNotification(APP_SECRET, [lead]);

    const answer = await postMeta(body, signature);
    await runJobs();

    expect(answer.status).toBe(200);
    const stored = await prisma.lead.findFirstOrThrow({ where: { externalId: `meta:${lead.id}` } });
    expect(stored).toMatchObject({
      source: "META_LEAD_AD",
      name: lead.field_data[0]!.values[0],
      course: "B.TECH",
      adFormId: "111222333",
      adId: "444555666",
      adCampaignId: "777888999",
      incomplete: false,
      percentage: null,
    });
    expect(counsellors.map((c) => c.id)).toContain(stored.assignedToId);
    expect(await prisma.consent.findMany({ where: { enquiryId: stored.id } })).toMatchObject([
      { method: "META_LEAD_AD", purpose: "ENQUIRY" },
    ]);
    expect(graph.requests).toContain(`GET /v26.0/${lead.id}`);

    // The alert's job was queued with the lead; the worker sends it.
    await runJobs();
    const assignee = await prisma.user.findUniqueOrThrow({ where: { id: stored.assignedToId! } });
    const alert = smtp.received.find((mail) => mail.to.includes(assignee.email!));
    expect(alert?.subject).toContain(`New lead for you: ${stored.name}`);
  });

  it("keeps one lead when the same webhook comes twice and the reconciliation lists it again", async () => {
    const lead = graphLead();
    const { body, signature } = leadgenNotification(APP_SECRET, [lead]);

    expect((await postMeta(body, signature)).status).toBe(200);
    expect((await postMeta(body, signature)).status).toBe(200);
    // One stored delivery, one job: the second arrival added neither.
    const { rows } = await pgPool().query<{ jobs: number }>(
      "SELECT count(*)::int AS jobs FROM graphile_worker.jobs WHERE task_identifier = 'intake-delivery'",
    );
    expect(rows[0]!.jobs).toBe(1);
    await runJobs();
    const counts = await reconcileMeta();

    expect(counts).toMatchObject({ forms: 1, listed: 1, stored: 0 });
    expect(await prisma.lead.count({ where: { externalId: `meta:${lead.id}` } })).toBe(1);
    expect(await prisma.webhookDelivery.count()).toBe(1);
    expect(graph.requests.filter((request) => request === `GET /v26.0/${lead.id}`)).toHaveLength(1);
  });

  it("refuses an unsigned, a wrongly signed, an oversized and a malformed delivery, storing nothing", async () => {
    const { body } = leadgenNotification(APP_SECRET, [graphLead()]);
    const wrong = leadgenNotification("another-app-secret-000000", [graphLead()]).signature;

    expect(await postMeta(body)).toMatchObject({ status: 401 });
    expect(await postMeta(body, wrong)).toMatchObject({ status: 401 });
    const big = `{"object":"page","entry":[],"pad":"${"x".repeat(1024 * 1024)}"}`;
    expect((await postMeta(big, leadgenNotification(APP_SECRET, []).signature)).status).toBe(413);
    const broken = "{not json";
    expect(await postMeta(broken, (await import("@/lib/intake/secrets")).metaSignature(broken, APP_SECRET))).toMatchObject({
      status: 400,
      body: { message: "The delivery is not valid JSON." },
    });
    const odd = JSON.stringify({
      object: "page",
      entry: [{ changes: [{ field: "leadgen", value: { leadgen_id: "x; DROP" } }] }],
    });
    const oddAnswer = await postMeta(odd, (await import("@/lib/intake/secrets")).metaSignature(odd, APP_SECRET));
    expect(oddAnswer.status).toBe(400);
    expect(oddAnswer.body.message).toContain("leadgen");

    expect(await prisma.webhookDelivery.count()).toBe(0);
    expect(await prisma.lead.count()).toBe(0);
    expect(await prisma.auditLog.count({ where: { action: "webhook.refused" } })).toBe(2);
  });

  it("audits a sender's first refused deliveries of the hour and only counts the rest", async () => {
    const { body } = leadgenNotification(APP_SECRET, [graphLead()]);
    const wrong = leadgenNotification("another-app-secret-000000", [graphLead()]).signature;
    const from = (ip: string) =>
      metaPost(
        new Request("http://localhost/api/webhooks/meta", {
          method: "POST",
          headers: { "content-type": "application/json", "x-hub-signature-256": wrong, "x-forwarded-for": ip },
          body,
        }),
      );
    const [forger, another] = [freshIp(), freshIp()];
    const statuses = [];
    for (let i = 0; i < REFUSALS_AUDITED_PER_HOUR + 5; i++) statuses.push((await from(forger)).status);
    expect(statuses).toEqual(Array(REFUSALS_AUDITED_PER_HOUR + 5).fill(401));
    const audited = (ip: string) =>
      prisma.auditLog.count({ where: { action: "webhook.refused", after: { path: ["ip"], equals: ip } } });
    expect(await audited(forger)).toBe(REFUSALS_AUDITED_PER_HOUR);
    // Another sender is still written down.
    expect((await from(another)).status).toBe(401);
    expect(await audited(another)).toBe(1);
  });

  it("keeps the delivery through a Graph API outage, shows the error, and stores the lead once on recovery", async () => {
    const lead = graphLead();
    const { body, signature } = leadgenNotification(APP_SECRET, [lead]);
    graph.state.down = true;

    expect((await postMeta(body, signature)).status).toBe(200);
    await runJobs();

    const delivery = await prisma.webhookDelivery.findFirstOrThrow();
    expect(delivery).toMatchObject({ processedAt: null, attempts: 1 });
    expect(delivery.lastError).toContain("500");
    expect((await prisma.intakeChannelState.findUniqueOrThrow({ where: { channel: "meta" } })).lastError).toContain("500");
    expect(await prisma.lead.count()).toBe(0);

    graph.state.down = false;
    // The job waits out its back-off: not tried again at once.
    await runJobs();
    expect(await prisma.lead.count()).toBe(0);
    const [job] = (
      await pgPool().query<{ attempts: number; later: boolean }>(
        `SELECT attempts, run_at > now() AS later FROM graphile_worker.jobs WHERE task_identifier = 'intake-delivery'`,
      )
    ).rows;
    expect(job).toEqual({ attempts: 1, later: true });
    await makeJobsDue();
    await runJobs();

    expect(await prisma.lead.count({ where: { externalId: `meta:${lead.id}` } })).toBe(1);
    expect(await prisma.webhookDelivery.findFirstOrThrow()).toMatchObject({ attempts: 2, lastError: null });
  });

  it("reconciles what the webhook missed from each form's watermark, and nothing twice", async () => {
    const form = "555000111";
    // A form is known once one of its leads has come (here through the webhook).
    const first = graphLead({ form, createdAt: new Date(Date.now() - 60 * 60_000) });
    const { body, signature } = leadgenNotification(APP_SECRET, [first]);
    await postMeta(body, signature);
    await runJobs();
    const missed = Array.from({ length: 7 }, () => graphLead({ form }));

    const counts = await reconcileMeta();

    expect(counts.stored).toBe(missed.length);
    expect(await prisma.lead.count({ where: { source: "META_LEAD_AD" } })).toBe(missed.length + 1);
    const again = await reconcileMeta();
    expect(again.stored).toBe(0);
  });
});

describe("Meta's test leads", () => {
  const form = "321000111";
  const knownForm = async (formId = form) => {
    await prisma.leadAdForm.create({ data: { id: `meta:${formId}`, channel: "meta", formId } });
    return `meta:${formId}`;
  };
  /** Meta's webhooks sent, then the queue's jobs run. */
  const settle = async () => {
    await graph.webhooksDelivered();
    await runJobs();
  };

  it("asks Meta for a test lead, whose signed webhook is fetched and kept as a test: no lead, nobody assigned or mailed", async () => {
    graph.addForm(form);
    const formRow = await knownForm();

    const answer = await sendMetaTestLead(formRow);
    await settle();

    expect(answer).toMatchObject({ ok: true });
    const testId = graph.testLeads.get(form)!;
    expect(answer.message).toContain(testId);
    expect(graph.requests).toEqual(
      expect.arrayContaining([`POST /v26.0/${form}/test_leads`, `GET /v26.0/${testId}`, `GET /v26.0/${form}/test_leads`]),
    );
    expect(await prisma.lead.count()).toBe(0);
    expect(await prisma.outboxEmail.count()).toBe(0);
    expect(await prisma.webhookDelivery.findFirstOrThrow()).toMatchObject({
      channel: "meta",
      test: true,
      processedAt: expect.any(Date),
      lastError: null,
    });
    expect(await recentTestLeads()).toMatchObject([
      { channel: "Meta lead ad", leadId: testId, name: `Test lead of form ${form}` },
    ]);

    // The form's leads list it too: the reconciliation leaves it out.
    expect(await reconcileMeta()).toMatchObject({ listed: 1, stored: 0 });

    // Meta keeps one test lead a form: the next replaces it.
    expect((await sendMetaTestLead(formRow)).ok).toBe(true);
    await settle();
    expect(graph.requests).toContain(`DELETE /v26.0/${testId}`);
    expect(graph.testLeads.get(form)).not.toBe(testId);
    expect(await prisma.webhookDelivery.count({ where: { test: true } })).toBe(2);
    expect(await prisma.lead.count()).toBe(0);
  });

  it("lists a Meta form by its id before its first lead, once Meta shows it to the Page's token, and sends it a test lead", async () => {
    graph.addForm(form, "MBA admissions 2027");

    expect(await addMetaForm(` ${form} `)).toMatchObject({
      ok: true,
      message: expect.stringContaining(`Meta form “MBA admissions 2027” ${form} is listed`),
    });
    expect(graph.requests).toContain(`GET /v26.0/${form}`);
    expect(await prisma.leadAdForm.findMany({ select: { id: true, channel: true, formId: true } })).toEqual([
      { id: `meta:${form}`, channel: "meta", formId: form },
    ]);
    // Added again: still one row.
    expect((await addMetaForm(form)).ok).toBe(true);
    expect(await prisma.leadAdForm.count()).toBe(1);

    expect((await sendMetaTestLead(`meta:${form}`)).ok).toBe(true);
    await settle();
    expect(await prisma.webhookDelivery.findFirstOrThrow()).toMatchObject({ channel: "meta", test: true, lastError: null });
  });

  it("refuses a form id that is not a number, or that Meta does not show, and says when Meta cannot be asked", async () => {
    expect(await addMetaForm("forms/123")).toMatchObject({ ok: false, status: 400 });
    expect(await addMetaForm("")).toMatchObject({ ok: false, status: 400 });
    expect(await addMetaForm("999000999")).toMatchObject({
      ok: false,
      status: 404,
      message: expect.stringContaining("Meta does not show form 999000999 to this site's Page token"),
    });
    graph.addForm(form);
    graph.state.down = true;
    try {
      expect(await addMetaForm(form)).toMatchObject({ ok: false, status: 503 });
    } finally {
      graph.state.down = false;
    }
    expect(await prisma.leadAdForm.count()).toBe(0);
  });

  it("keeps a person's organic lead (no ad, not one of the form's test leads) as a lead", async () => {
    graph.addForm(form);
    await knownForm();
    await sendMetaTestLead(`meta:${form}`);
    await settle();
    const organic = graphLead({ form, organic: true });

    const { body, signature } = leadgenNotification(APP_SECRET, [organic]);
    await postMeta(body, signature);
    await runJobs();

    expect(await prisma.lead.findFirstOrThrow()).toMatchObject({ externalId: `meta:${organic.id}`, adId: null });
    expect(await prisma.webhookDelivery.count({ where: { test: true } })).toBe(1);

    // Meta refusing to list the form's test leads holds no person's lead back.
    graph.state.testLeadsDenied = true;
    const another = graphLead({ form, organic: true });
    const next = leadgenNotification(APP_SECRET, [another]);
    await postMeta(next.body, next.signature);
    await runJobs();
    expect(await prisma.lead.count({ where: { externalId: `meta:${another.id}` } })).toBe(1);
  });

  it("answers what Meta refused or could not do, in words the page shows", async () => {
    // A form the site saw but Meta no longer has (or the token cannot see).
    const gone = await knownForm("999000999");
    const refused = await sendMetaTestLead(gone);
    expect(refused).toMatchObject({ ok: false, status: 409 });
    expect(refused.message).toContain("Meta refused a test lead on form 999000999");
    expect(refused.message).toContain("does not exist");

    expect(await sendMetaTestLead("meta:unknown")).toMatchObject({
      ok: false,
      status: 404,
      message: "That Meta form is not known.",
    });

    graph.addForm(form);
    graph.state.down = true;
    const down = await sendMetaTestLead(await knownForm());
    expect(down).toMatchObject({ ok: false, status: 503 });
    expect(down.message).toContain("Meta could not make the test lead now");
    expect(await prisma.webhookDelivery.count()).toBe(0);
  });
});

describe("Google Ads lead forms", () => {
  const post = async (payload: unknown) => {
    const response = await googlePost(googleLeadRequest(payload));
    await runJobs();
    return { status: response.status, body: (await response.json()) as { message: string } };
  };

  it("refuses the wrong key and stores the right one's lead, with its form's default course", async () => {
    await prisma.leadAdForm.create({
      data: { id: "google:40000000077", channel: "google", formId: "40000000077", defaultCourse: "MBA" },
    });
    const payload = googleLeadPayload(GOOGLE_KEY, {
      id: "TeSter-1",
      name: "Ravi Kumar",
      email: "ravi.k@example.com",
      phone: "+91 98111 22334",
      formId: 40000000077,
    });

    expect((await post({ ...payload, google_key: "not-the-key-at-all" })).status).toBe(401);
    expect(await prisma.webhookDelivery.count()).toBe(0);
    expect((await post(payload)).status).toBe(200);
    expect((await post(payload)).status).toBe(200);

    const leads = await prisma.lead.findMany({ where: { source: "GOOGLE_LEAD_FORM" } });
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      externalId: "google:TeSter-1",
      name: "Ravi Kumar",
      email: "ravi.k@example.com",
      mobile: "+919811122334",
      course: "MBA",
      adFormId: "40000000077",
      adCampaignId: "12345678901",
    });
    expect(counsellors.map((c) => c.id)).toContain(leads[0]!.assignedToId);
  });

  it("keeps a test lead apart: no lead, nobody assigned or mailed", async () => {
    expect(
      (await post(googleLeadPayload(GOOGLE_KEY, { id: "TeSter-2", name: "Test", email: "t@example.com", isTest: true }))).status,
    ).toBe(200);

    expect(await prisma.lead.count()).toBe(0);
    expect(await prisma.outboxEmail.count()).toBe(0);
    expect(await prisma.webhookDelivery.findFirstOrThrow()).toMatchObject({ test: true });
  });

  it("keeps a lead without an e-mail, flagged incomplete", async () => {
    expect((await post(googleLeadPayload(GOOGLE_KEY, { id: "TeSter-3", name: "Only Phone", phone: "9811100000" }))).status).toBe(
      200,
    );
    expect(await prisma.lead.findFirstOrThrow()).toMatchObject({ incomplete: true, email: "", mobile: "+919811100000" });
  });

  it("names what is wrong with a malformed payload", async () => {
    const answer = await post({ google_key: GOOGLE_KEY, user_column_data: "nope" });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain("lead_id");
  });
});

describe("partner portals", () => {
  const post = async (key: string, body: unknown) => {
    const response = await partnerPost(
      new Request("http://localhost/api/partners/leads", {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${key}`, "x-forwarded-for": freshIp() },
        body: JSON.stringify(body),
      }),
    );
    return { status: response.status, body: (await response.json()) as { message: string } };
  };

  it("takes a lead with a live key, once per external id, and refuses it once the key is revoked", async () => {
    const admin = await createUser("ADMIN");
    const made = await createPartnerKey(admin.id, { partnerName: "CollegeDekho", perMinute: 60 });
    if (!made.ok) throw new Error(made.message);
    const key = made.data!.key;
    const lead = { externalId: "cd-881", name: "Neha Singh", email: "neha.s@example.com", mobile: "9876501234", course: "bba" };

    expect(await post(key, lead)).toMatchObject({ status: 200, body: { message: "Lead received." } });
    expect((await post(key, lead)).status).toBe(200);
    const stored = await prisma.lead.findMany({ where: { source: "PARTNER" } });
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ partnerName: "CollegeDekho", course: "BBA", percentage: null });
    expect((await prisma.partnerKey.findFirstOrThrow()).lastUsedAt).not.toBeNull();

    const row = await prisma.partnerKey.findFirstOrThrow();
    expect((await revokePartnerKey(admin.id, row.id)).ok).toBe(true);
    expect((await post(key, { ...lead, externalId: "cd-882" })).status).toBe(401);
    expect((await post("dpk_made-up", lead)).status).toBe(401);
    await prisma.user.delete({ where: { id: admin.id } });
  });

  it("checks a test lead as any other and keeps it apart; the panel's button sends one as the partner", async () => {
    const admin = await createUser("ADMIN");
    const made = await createPartnerKey(admin.id, { partnerName: "Careers360", perMinute: 60 });
    if (!made.ok) throw new Error(made.message);
    const key = made.data!.key;
    const test = { externalId: "c360-test", name: "Test Lead", mobile: "9800000000", test: true };

    expect(await post(key, test)).toMatchObject({ status: 200, body: { message: PARTNER_TEST_RECEIVED } });
    expect(await post(key, test)).toMatchObject({ status: 200 });
    expect(await post(key, { ...test, mobile: "12" })).toMatchObject({ status: 400 });
    expect(await prisma.lead.count()).toBe(0);
    expect(await prisma.webhookDelivery.findMany()).toMatchObject([{ channel: "partner", test: true }]);

    const row = await prisma.partnerKey.findFirstOrThrow();
    await prisma.partnerKey.update({ where: { id: row.id }, data: { lastUsedAt: null } });
    const sent = await sendPartnerTestLead(row.id);
    expect(sent).toMatchObject({ ok: true });
    expect(sent.message).toContain("Careers360");
    expect(await prisma.lead.count()).toBe(0);
    expect(await prisma.outboxEmail.count()).toBe(0);
    expect(await recentTestLeads()).toMatchObject([
      { channel: "Partner Careers360", name: "Test Lead" },
      { channel: "Partner Careers360", leadId: "c360-test" },
    ]);
    // The panel's test is not the partner's use of its key.
    expect((await prisma.partnerKey.findFirstOrThrow()).lastUsedAt).toBeNull();

    await revokePartnerKey(admin.id, row.id);
    expect((await post(key, test)).status).toBe(401);
    expect(await sendPartnerTestLead(row.id)).toMatchObject({ ok: false, status: 404 });
    await prisma.user.delete({ where: { id: admin.id } });
  });

  it("holds each key to its own rate", async () => {
    const admin = await createUser("ADMIN");
    const made = await createPartnerKey(admin.id, { partnerName: "Shiksha", perMinute: 2 });
    const key = made.ok ? made.data!.key : "";
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await post(key, { externalId: `s-${i}`, name: "Rate Test", mobile: `98765000${i}0` })).status);
    expect(statuses).toEqual([200, 200, 429]);
    await prisma.user.delete({ where: { id: admin.id } });
  });
});

describe("the same person through another channel", () => {
  it("goes to the counsellor who has them, and their first lead's history says which channel brought them again", async () => {
    const person = { email: `repeat.${Date.now()}@example.com`, mobile: "9876512345" };
    const outcome = await submitLead(
      { name: "Repeat Person", ...person, percentage: "80", course: "MBA", appearedInExam: "no" },
      { ip: freshIp(), source: "MODAL" },
    );
    expect(outcome.ok).toBe(true);
    const first = await prisma.lead.findFirstOrThrow({ where: { email: person.email } });

    // The rotation would give the next lead to the other counsellor; a repeat goes to the first one's.
    const response = await googlePost(
      googleLeadRequest(
        googleLeadPayload(GOOGLE_KEY, { id: "TeSter-9", name: "Repeat Person", email: person.email, phone: person.mobile }),
      ),
    );
    await runJobs();

    expect(response.status).toBe(200);
    const second = await prisma.lead.findFirstOrThrow({ where: { externalId: "google:TeSter-9" } });
    expect(second.assignedToId).toBe(first.assignedToId);
    expect(second.duplicateOfId).toBe(first.id);
    const history = await prisma.auditLog.findFirstOrThrow({ where: { entityId: first.id, action: "lead.arrived-again" } });
    expect(history.after).toMatchObject({ channel: "Google lead form", lead: second.id });
  });
});
