import { createHash } from "node:crypto";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { hashPassword } from "@/lib/accounts/password";
import { registerAccount } from "@/lib/accounts/register";
import { submitApplication } from "@/lib/careers/submit";
import { disconnect, prisma, sqlName } from "@/lib/db";
import { env } from "@/lib/env";
import { submitFranchiseEnquiry } from "@/lib/franchise/submit";
import { sendFollowUpDigests } from "@/lib/leads/digest";
import { submitLead } from "@/lib/leads/submit";
import { CONSENT_WITHDRAWN_REFUSAL, sendTemplateEmail } from "@/lib/leads/templates/send";
import { addLeadNote } from "@/lib/leads/work";
import { clearEnquiries, freshIp } from "@/lib/testing/enquiries";
import { runDueJobs } from "@/lib/testing/jobs";
import { smtpTransport } from "@/lib/mail/transport";
import { createUser } from "@/lib/testing/sessions";
import { startTestSmtpServer } from "@/lib/testing/smtp-server";
import { collectPersonalData, personalDataHtml } from "./access";
import { ACCOUNT_DELETED, deleteOwnAccount, ownDataExport } from "./account";
import { answerGuardianRequest } from "@/lib/privacy/minors/guardian";
import { erasePerson, erasePersonIn, reapplyErasureLedger } from "./erasure";
import {
  checkRequestLink,
  completeCorrection,
  contactOf,
  countPrivacyRequestsToDo,
  createPrivacyRequest,
  listPrivacyRequests,
  markRequestChecked,
  MOBILE_REQUEST_RECEIVED,
  readRequestRef,
  REQUEST_RECEIVED,
  signRequestRef,
  TOO_MANY_REQUESTS,
  verifyPrivacyRequest,
} from "./requests";

const person = { name: "Kavya Raghunathan", email: "kavya.r@example.com", mobile: "9876501234", address: "4 Lake Road, Bhopal" };
const other = { name: "Devendra Bhatt", email: "devendra@example.com", mobile: "9811122233", address: "9 Hill Street, Nainital" };
const STAFF_NOTE = "Father says she prefers Pune";

const created: string[] = [];
async function staff() {
  const user = await createUser("ADMIN");
  created.push(user.id);
  return { userId: user.id, name: user.name, role: user.role };
}

function resume(fileName: string): File {
  return new File([new TextEncoder().encode("%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n")], fileName, {
    type: "application/pdf",
  });
}

/** Everything a person can leave with us: three enquiries, an account, a staff note, e-mails. */
async function seed(who: typeof person) {
  const ip = freshIp();
  expect(
    (
      await submitLead(
        {
          name: who.name,
          email: who.email,
          mobile: who.mobile,
          percentage: "88",
          course: "MBBS",
          appearedInExam: "yes",
          examName: `NEET at ${who.address}`,
          examPercentage: "91",
          marketingConsent: true,
        },
        { ip, source: "CONTACT_PAGE" },
      )
    ).ok,
  ).toBe(true);
  expect(
    (
      await submitFranchiseEnquiry(
        {
          orgizationname: `${who.name} Academy`,
          contactperson: who.name,
          mobile: who.mobile,
          email: who.email,
          websiteurl: "www.academy.example",
          description: `Run by ${who.name}`,
          utm_source: "edu-fair",
          page: "/franchise",
        },
        { ip: freshIp(), source: "PAGE" },
      )
    ).ok,
  ).toBe(true);
  expect(
    (
      await submitApplication(
        {
          name: who.name,
          email: who.email,
          phone: who.mobile,
          designation: "Counsellor",
          dob: "1999-02-03",
          address: who.address,
          expected_salary: "4 LPA",
          resume: resume(`${who.name.split(" ")[0]!.toLowerCase()}-cv.pdf`),
          utm_campaign: "hiring-2026",
        },
        { ip: freshIp(), source: "PAGE" },
      )
    ).ok,
  ).toBe(true);
  expect(
    (
      await registerAccount(
        { name: who.name, email: who.email, mobile: who.mobile, password: "a long and unusual passphrase 42" },
        freshIp(),
      )
    ).ok,
  ).toBe(true);
  const lead = await prisma.lead.findFirstOrThrow({ where: { email: who.email } });
  return lead;
}

/** The link of the latest confirmation e-mail to `to`. */
async function mailedToken(to: string): Promise<string> {
  const email = await prisma.outboxEmail.findFirstOrThrow({
    where: { to, subject: "Confirm your privacy request" },
    orderBy: { createdAt: "desc" },
  });
  const token = /verify\?token=([\w-]+)/.exec(email.text)?.[1];
  expect(email.secret).toBe(true);
  return token!;
}

async function requestAndConfirm(contact: { email?: string; mobile?: string; note?: string }, kind: string, to = person.email) {
  expect(await createPrivacyRequest({ ...contact, kind }, freshIp())).toEqual({ ok: true, message: REQUEST_RECEIVED });
  return verifyPrivacyRequest(await mailedToken(to));
}

async function clearAll() {
  await clearEnquiries();
  await prisma.privacyRequest.deleteMany();
  await prisma.erasureLedger.deleteMany();
  await prisma.user.deleteMany({ where: { role: "USER" } });
  await prisma.jobPeriod.deleteMany();
}

beforeEach(clearAll);
afterAll(async () => {
  await clearAll();
  await prisma.user.deleteMany({ where: { id: { in: created } } });
  await disconnect();
});

/** Every text, varchar and json column of every table, searched for `needle` (case-insensitive). */
async function placesHolding(needle: string): Promise<string[]> {
  const columns = await prisma.$queryRaw<{ table_name: string; column_name: string }[]>`
    SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND data_type IN ('text', 'character varying', 'json', 'jsonb', 'ARRAY')`;
  expect(columns.length).toBeGreaterThan(50);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    // The names come from the database's own catalogue, never from input.
    const [row] = await prisma.$queryRaw<{ count: bigint }[]>`
      SELECT count(*) FROM ${sqlName(table)} WHERE strpos(lower(${sqlName(column)}::text), lower(${needle})) > 0`;
    if (row!.count > 0n) found.push(`${table}.${column}`);
  }
  return found;
}

describe("rights requests", () => {
  it("is rate-limited per address and per client address, with a 429", async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++)
      expect((await createPrivacyRequest({ email: "x@example.com", kind: "access" }, freshIp())).ok).toBe(true);
    expect(await createPrivacyRequest({ email: "X@example.com", kind: "erasure" }, freshIp())).toMatchObject({
      ok: false,
      status: 429,
      message: TOO_MANY_REQUESTS,
    });
    for (let i = 0; i < 10; i++)
      expect((await createPrivacyRequest({ email: `p${i}@example.com`, kind: "access" }, ip)).ok).toBe(true);
    expect(await createPrivacyRequest({ email: "fresh@example.com", kind: "access" }, ip)).toMatchObject({
      ok: false,
      status: 429,
    });
    // The counters hold no address.
    expect(await prisma.rateLimit.count({ where: { key: { contains: "example.com" } } })).toBe(0);
  });

  it("a link works once and for 24 hours (fixed clock)", async () => {
    await seed(person);
    const asked = new Date("2026-11-25T10:00:00Z");
    await createPrivacyRequest({ email: person.email, kind: "withdraw" }, freshIp(), asked);
    const stale = await mailedToken(person.email);
    expect(await verifyPrivacyRequest(stale, new Date("2026-11-26T10:00:01Z"))).toEqual({ ok: false, problem: "expired" });
    expect(await checkRequestLink(stale)).toEqual({ ok: false, problem: "expired" });
    expect((await prisma.privacyRequest.findFirstOrThrow()).state).toBe("EXPIRED");

    await prisma.outboxEmail.deleteMany();
    await createPrivacyRequest({ email: person.email, kind: "withdraw" }, freshIp(), asked);
    const token = await mailedToken(person.email);
    const verifiedAt = new Date("2026-11-26T09:59:00Z");
    expect(await verifyPrivacyRequest(token, verifiedAt)).toMatchObject({ ok: true, kind: "WITHDRAW" });
    expect(await verifyPrivacyRequest(token, verifiedAt)).toEqual({ ok: false, problem: "used" });
    expect(await checkRequestLink(token)).toEqual({ ok: false, problem: "used" });
    expect(await checkRequestLink("made-up-token-made-up-token")).toEqual({ ok: false, problem: "invalid" });
    const done = await prisma.privacyRequest.findFirstOrThrow({ where: { state: "DONE" } });
    expect(done.dueAt).toEqual(new Date("2026-12-26T09:59:00Z"));
    const ids = (await prisma.privacyRequest.findMany({ select: { id: true } })).map((request) => request.id);
    const steps = await prisma.auditLog.findMany({
      where: { entityType: "PrivacyRequest", entityId: { in: ids } },
      orderBy: { createdAt: "asc" },
      select: { action: true, after: true },
    });
    expect(steps.map((step) => step.action)).toEqual([
      "privacy.request-received",
      "privacy.request-expired",
      "privacy.request-received",
      "privacy.request-verified",
      "privacy.request-completed",
    ]);
    expect(JSON.stringify(steps)).not.toContain("example.com");
  });

  it("access: the export lists every enquiry, the account, the notes' existence (not their words) and the e-mails", async () => {
    const lead = await seed(person);
    await seed(other);
    expect((await addLeadNote(await staff(), lead.id, STAFF_NOTE)).ok).toBe(true);

    const verified = await requestAndConfirm({ email: person.email }, "access");
    expect(verified).toMatchObject({ ok: true, kind: "ACCESS" });
    const ref = signRequestRef(verified.ok ? verified.requestId : "");
    expect(readRequestRef(ref)).toBe(verified.ok && verified.requestId);
    expect(readRequestRef(ref, new Date(Date.now() + 31 * 60_000))).toBeNull();
    expect(readRequestRef(`${ref}x`)).toBeNull();

    const data = await collectPersonalData({ email: person.email });
    expect(data.counsellingEnquiries).toEqual([
      expect.objectContaining({
        name: person.name,
        email: person.email,
        mobile: `+91${person.mobile}`,
        course: "MBBS",
        staffNotesWrittenAt: [expect.any(String)],
      }),
    ]);
    expect(data.franchiseEnquiries).toEqual([
      expect.objectContaining({
        contactPerson: person.name,
        description: `Run by ${person.name}`,
        utmSource: "edu-fair",
        pagePath: "/franchise",
      }),
    ]);
    expect(data.jobApplications).toEqual([
      expect.objectContaining({
        name: person.name,
        address: "4 Lake Road, Bhopal",
        dateOfBirth: "1999-02-03",
        resume: "kavya-cv.pdf (1 KB)",
        utmCampaign: "hiring-2026",
      }),
    ]);
    expect(data.account).toEqual([expect.objectContaining({ name: person.name, email: person.email })]);
    expect(data.consents.map((consent) => `${consent.form}:${consent.purpose}`).sort()).toEqual([
      "career:ENQUIRY",
      "franchise:ENQUIRY",
      "lead:ENQUIRY",
      "lead:MARKETING",
    ]);
    expect(data.emailsSent.map((email) => email.subject)).toContain("Confirm your privacy request");
    const json = JSON.stringify(data);
    expect(json).not.toContain(STAFF_NOTE);
    expect(json).not.toContain(other.email);
    const html = personalDataHtml(data);
    expect(html).toContain("Counselling enquiries");
    expect(html).toContain(person.name);
    expect(html).not.toContain(STAFF_NOTE);
    // What a parent or student reads: words, not the program's field names, and India time.
    for (const raw of ["receivedAt", "utmSource", "pagePath", "writtenAt", "count:", "dateOfBirth", "ENQUIRY"])
      expect(html).not.toContain(raw);
    for (const label of ["Received", "Campaign source", "Page it was sent from", "Date of birth", "Notes by our staff"])
      expect(html).toContain(label);
    expect(html).toContain("3 February 1999");
    await prisma.lead.update({ where: { id: lead.id }, data: { createdAt: new Date("2026-11-25T20:00:00Z") } });
    expect(personalDataHtml(await collectPersonalData({ email: person.email }))).toContain("26 Nov 2026, 1:30 am IST");
    expect((await prisma.privacyRequest.findFirstOrThrow()).state).toBe("DONE");
  });

  it("erasure: no trace of the name, e-mail or mobile in any text column of any table, the counts unchanged, another person untouched", async () => {
    const lead = await seed(person);
    await seed(other);
    const admin = await staff();
    expect((await addLeadNote(admin, lead.id, `${STAFF_NOTE}, ${person.name}`)).ok).toBe(true);
    const template = await prisma.replyTemplate.create({
      data: { name: "Hello", channel: "EMAIL", subject: "Hello {name}", body: "Dear {name}, about {course}." },
    });
    expect((await sendTemplateEmail(admin, lead.id, template.id)).ok).toBe(true);
    // The person is also a child's guardian: the consent request (and its e-mail) names them.
    expect(
      (
        await submitLead(
          {
            name: "Ira Raghunathan",
            email: "ira.r@example.com",
            mobile: "9876505678",
            percentage: "71",
            course: "MBBS",
            appearedInExam: "no",
            under18: true,
            guardianName: person.name,
            guardianEmail: person.email,
            guardianMobile: person.mobile,
          },
          { ip: freshIp(), source: "CONTACT_PAGE" },
        )
      ).ok,
    ).toBe(true);
    const counts = {
      leads: await prisma.lead.count(),
      franchise: await prisma.franchiseEnquiry.count(),
      careers: await prisma.careerApplication.count(),
    };
    expect(await placesHolding(person.email)).not.toEqual([]);

    expect(await requestAndConfirm({ email: person.email }, "erasure")).toMatchObject({ ok: true, kind: "ERASURE" });
    // The notice that it is done, queued after the erasure: it names nobody, and once sent its recipient goes too.
    const notice = await prisma.outboxEmail.findFirstOrThrow({ where: { subject: "Your data has been erased" } });
    expect(notice.to).toBe(person.email);
    expect(notice.text).not.toContain(person.name);
    const smtp = await startTestSmtpServer();
    try {
      await prisma.outboxEmail.updateMany({ where: { status: "PENDING" }, data: { status: "SENT" } });
      await prisma.outboxEmail.update({ where: { id: notice.id }, data: { status: "PENDING" } });
      await runDueJobs(smtpTransport(smtp.url));
      expect(smtp.received.map((mail) => mail.to)).toEqual([[person.email]]);
    } finally {
      await smtp.close();
    }
    expect(await prisma.outboxEmail.findUniqueOrThrow({ where: { id: notice.id } })).toMatchObject({
      status: "SENT",
      to: `erased+${notice.id}@invalid`,
    });

    for (const needle of [person.name, person.email, person.mobile, "Lake Road", "kavya-cv"])
      expect({ needle, places: await placesHolding(needle) }).toEqual({ needle, places: [] });
    expect({
      leads: await prisma.lead.count(),
      franchise: await prisma.franchiseEnquiry.count(),
      careers: await prisma.careerApplication.count(),
    }).toEqual(counts);
    expect(await prisma.user.count({ where: { role: "USER" } })).toBe(1);
    expect(await placesHolding(other.email)).not.toEqual([]);
    expect((await collectPersonalData({ email: other.email })).counsellingEnquiries).toHaveLength(1);
    expect(await prisma.consent.count({ where: { enquiryId: lead.id, withdrawnAt: { not: null } } })).toBe(2);
    const request = await prisma.privacyRequest.findFirstOrThrow();
    expect(request).toMatchObject({ state: "DONE", contact: "ka•••@example.com" });
    expect(await prisma.auditLog.count({ where: { action: "privacy.erasure" } })).toBe(1);

    // Again: harmless.
    expect(await erasePerson(prisma, { email: person.email })).toMatchObject({ leads: 0, accounts: 0 });
  });

  it("an erasure interrupted half-way leaves the person exactly as they were", async () => {
    const lead = await seed(person);
    const before = await prisma.lead.findUniqueOrThrow({ where: { id: lead.id } });
    await expect(
      prisma.$transaction(async (tx) => {
        await erasePersonIn(tx, { email: person.email });
        throw new Error("the process died");
      }),
    ).rejects.toThrow("the process died");
    expect(await prisma.lead.findUniqueOrThrow({ where: { id: lead.id } })).toEqual(before);
    expect(await prisma.user.count({ where: { email: person.email } })).toBe(1);
    expect(await prisma.erasureLedger.count()).toBe(0);
  });

  it("a backup restored after an erasure is erased again from the ledger", async () => {
    await seed(person);
    await erasePerson(prisma, { email: person.email });
    const ledger = (await prisma.erasureLedger.findMany()).map((row) => row.contactHash);
    // The proven address alone: a mobile proves nobody, and a sibling's records share it.
    expect(ledger).toHaveLength(1);
    // The restored backup: the person's lead as it was, and a ledger without them.
    await prisma.erasureLedger.deleteMany();
    await prisma.lead.create({
      data: {
        name: person.name,
        email: person.email,
        mobile: `+91${person.mobile}`,
        percentage: 70,
        course: "MBA",
        noticeVersion: "t",
      },
    });
    expect(await reapplyErasureLedger(prisma, ledger)).toBe(1);
    expect(await placesHolding(person.email)).toEqual([]);
    expect(await placesHolding(person.name)).toEqual([]);
  });

  it("withdraw: consents stamped, no more digests or template e-mails for the lead", async () => {
    const lead = await seed(person);
    const admin = await staff();
    await prisma.lead.update({
      where: { id: lead.id },
      data: { assignedToId: admin.userId, nextFollowUpAt: new Date("2026-11-24T05:00:00Z") },
    });
    const template = await prisma.replyTemplate.create({
      data: { name: "Hi", channel: "EMAIL", subject: "Hi", body: "Dear {name}" },
    });

    expect(await requestAndConfirm({ email: person.email }, "withdraw")).toMatchObject({ ok: true, kind: "WITHDRAW" });
    expect(await prisma.consent.count({ where: { withdrawnAt: null } })).toBe(0);
    expect(await sendTemplateEmail(admin, lead.id, template.id)).toMatchObject({
      ok: false,
      status: 409,
      message: CONSENT_WITHDRAWN_REFUSAL,
    });
    // Wednesday 25 Nov 2026, 9:05 India time: the lead's follow-up is overdue, but no digest lists it.
    expect(await sendFollowUpDigests(new Date("2026-11-25T03:35:00Z"))).toEqual({ digests: 0, followUps: 0 });
  });

  it("a child's guardian is on record: access lists the consent asked of them, and withdraw takes back the consent they gave", async () => {
    const child = {
      name: "Ira Raghunathan",
      email: "ira.r@example.com",
      mobile: "9876505678",
      percentage: "71",
      course: "MBBS",
      appearedInExam: "no",
    };
    expect(
      (
        await submitLead(
          { ...child, under18: true, guardianName: person.name, guardianEmail: person.email, page: "/contact" },
          { ip: freshIp(), source: "CONTACT_PAGE" },
        )
      ).ok,
    ).toBe(true);
    const consentMail = await prisma.outboxEmail.findFirstOrThrow({ where: { to: person.email } });
    const token = new URL(/https?:\/\/\S+\/privacy\/guardian\?token=\S+/.exec(consentMail.text)![0]).searchParams.get("token")!;
    // Not agreed yet: the child's enquiry is not the guardian's to see.
    expect((await collectPersonalData({ email: person.email })).childEnquiries).toEqual([]);
    expect(await answerGuardianRequest(token, "agree")).toBe("given");
    const lead = await prisma.lead.findFirstOrThrow({ where: { email: child.email } });

    // The guardian asks with their own address: they are on record, through the request alone, and
    // see the child's enquiry they agreed to (the address the consent link went to proves them).
    expect(await requestAndConfirm({ email: person.email }, "access")).toMatchObject({ ok: true, kind: "ACCESS" });
    const data = await collectPersonalData({ email: person.email });
    expect(data.counsellingEnquiries).toEqual([]);
    expect(data.guardianOf).toEqual([
      expect.objectContaining({ form: "lead", guardianName: person.name, guardianEmail: person.email, state: "GIVEN" }),
    ]);
    expect(data.childEnquiries).toEqual([
      expect.objectContaining({ form: "lead", name: child.name, email: child.email, course: "MBBS", pagePath: "/contact" }),
    ]);
    expect(personalDataHtml(data)).toContain("Your child&#39;s enquiries you agreed to");
    expect(personalDataHtml(data)).toContain("<dt>Course</dt><dd>MBBS</dd>");

    expect(await requestAndConfirm({ email: person.email }, "withdraw")).toMatchObject({ ok: true, kind: "WITHDRAW" });
    expect(await prisma.consent.findFirstOrThrow({ where: { enquiryId: lead.id, method: "GUARDIAN" } })).toMatchObject({
      withdrawnAt: expect.any(Date),
    });
  });
});

describe("identity: only the proven address opens or erases anything", () => {
  const victim = {
    name: "Meera Iyer",
    email: "meera.iyer@example.com",
    mobile: "9845012345",
    address: "12 Temple Street, Madurai",
  };
  const attacker = { name: "Rohan Sen", email: "rohan.sen@example.com", password: "a long and unusual passphrase 42" };
  const lead = (who: { name: string; email: string; mobile: string }) =>
    submitLead(
      { name: who.name, email: who.email, mobile: who.mobile, percentage: "75", course: "MBA", appearedInExam: "no" },
      { ip: freshIp(), source: "CONTACT_PAGE" },
    );
  /** The victim's data, as it stands: what no attack may reach or change. */
  const victimRows = async () => ({
    leads: await prisma.lead.findMany({ where: { email: victim.email }, select: { name: true, mobile: true } }),
    careers: await prisma.careerApplication.findMany({ where: { email: victim.email }, select: { name: true, address: true } }),
    resume: (await prisma.storedFile.findMany({ where: { fileName: "meera-cv.pdf" } })).map((file) => file.size),
  });

  it("a profile carrying the victim's mobile: the export and the account's deletion reach nothing of hers", async () => {
    await seed(victim);
    // The victim's own account would share her address: only her enquiries are what is attacked here.
    await prisma.user.deleteMany({ where: { email: victim.email } });
    const before = await victimRows();
    expect(before.leads).toHaveLength(1);
    expect(before.careers).toHaveLength(1);
    const account = await prisma.user.create({
      data: {
        name: attacker.name,
        email: attacker.email,
        mobile: `+91${victim.mobile}`,
        passwordHash: await hashPassword(attacker.password),
        emailVerifiedAt: new Date(),
      },
    });

    const exported = JSON.stringify(await ownDataExport(account.id));
    for (const needle of [victim.name, victim.email, "Temple Street", "1999-02-03"]) expect(exported).not.toContain(needle);

    expect(await deleteOwnAccount(account.id, attacker.password)).toEqual({ ok: true, message: ACCOUNT_DELETED });
    expect(await prisma.user.count({ where: { id: account.id } })).toBe(0);
    expect(await victimRows()).toEqual(before);
    // What the mobile found is left for an admin to verify by hand, masked.
    const [listed] = await listPrivacyRequests();
    expect(listed?.manualCheck?.found.map((match) => `${match.record} ${match.contact}`).sort()).toEqual([
      "Counselling enquiry me•••@example.com",
      "Franchise enquiry me•••@example.com",
      "Job application me•••@example.com",
    ]);
    expect(JSON.stringify(await prisma.privacyRequest.findMany())).not.toContain(victim.email);
  });

  it("an enquiry with the victim's mobile: access and erasure by the sender's own address reach nothing of hers", async () => {
    await seed(victim);
    const before = await victimRows();
    expect((await lead({ name: attacker.name, email: attacker.email, mobile: victim.mobile })).ok).toBe(true);

    expect(await requestAndConfirm({ email: attacker.email }, "access", attacker.email)).toMatchObject({ ok: true });
    const exported = JSON.stringify(await collectPersonalData({ email: attacker.email }));
    expect(exported).toContain(attacker.name);
    for (const needle of [victim.name, victim.email, "Temple Street"]) expect(exported).not.toContain(needle);

    expect(await requestAndConfirm({ email: attacker.email }, "erasure", attacker.email)).toMatchObject({ ok: true });
    expect(await prisma.lead.count({ where: { email: attacker.email } })).toBe(0);
    expect(await victimRows()).toEqual(before);
    expect(await prisma.user.count({ where: { email: victim.email } })).toBe(1);
    // The victim's records carry the attacker's mobile: they are listed for an admin, never acted on.
    const erasure = (await listPrivacyRequests()).find((request) => request.kind === "ERASURE")!;
    expect(erasure.manualCheck?.found).toContainEqual(
      expect.objectContaining({ record: "Counselling enquiry", contact: "me•••@example.com" }),
    );
  });

  it("a request by mobile alone mails nobody and waits for an admin with what it found; an unknown mobile answers the same", async () => {
    await seed(victim);
    expect((await lead({ name: attacker.name, email: attacker.email, mobile: victim.mobile })).ok).toBe(true);
    await prisma.outboxEmail.deleteMany();

    const known = await createPrivacyRequest({ mobile: victim.mobile, kind: "erasure" }, freshIp());
    expect(known).toEqual({ ok: true, message: MOBILE_REQUEST_RECEIVED });
    expect(await createPrivacyRequest({ mobile: "9000000001", kind: "erasure" }, freshIp())).toEqual(known);
    expect(await prisma.outboxEmail.count()).toBe(0);
    const [request] = await listPrivacyRequests();
    expect(request).toMatchObject({ state: "MANUAL", kind: "ERASURE", manualCheck: { contact: `+91${victim.mobile}` } });
    expect(request!.manualCheck!.found).toHaveLength(5);
    expect(await prisma.privacyRequest.count()).toBe(1);
    expect(await prisma.lead.count({ where: { email: victim.email, name: victim.name } })).toBe(1);

    const admin = await staff();
    expect(await markRequestChecked(admin.userId, request!.id)).toEqual({ ok: true, message: "Marked as checked." });
    expect(await prisma.privacyRequest.findUniqueOrThrow({ where: { id: request!.id } })).toMatchObject({
      state: "DONE",
      checkedAt: expect.any(Date),
    });
    expect((await markRequestChecked(admin.userId, request!.id)).ok).toBe(false);
  });

  it("a link mailed for a mobile before this change proves nothing: confirming it does nothing but hand it to an admin", async () => {
    await seed(victim);
    const token = "legacy-mobile-request-token-000000";
    await prisma.privacyRequest.create({
      data: {
        kind: "ERASURE",
        contact: `+91${victim.mobile}`,
        tokenHash: createHash("sha256").update(token).digest("hex"),
        expiresAt: new Date(Date.now() + 3_600_000),
      },
    });
    const before = await victimRows();
    expect(await verifyPrivacyRequest(token)).toMatchObject({ ok: true });
    expect(await victimRows()).toEqual(before);
    expect((await prisma.privacyRequest.findFirstOrThrow()).state).toBe("MANUAL");
  });

  it("two siblings sharing a mobile: one is erased, the other stays whole, and one's link never opens the other's data", async () => {
    const sister = { name: "Anjali Verma", email: "anjali.v@example.com", mobile: "9812398123" };
    const brother = { name: "Arjun Verma", email: "arjun.v@example.com", mobile: sister.mobile };
    expect((await lead(sister)).ok).toBe(true);
    expect((await lead(brother)).ok).toBe(true);
    const brotherBefore = await prisma.lead.findFirstOrThrow({ where: { email: brother.email } });

    expect(await requestAndConfirm({ email: sister.email }, "access", sister.email)).toMatchObject({ ok: true });
    const [access] = await prisma.privacyRequest.findMany({ where: { kind: "ACCESS" } });
    const opened = JSON.stringify(await collectPersonalData(contactOf(access!.contact)!));
    expect(opened).toContain(sister.name);
    expect(opened).not.toContain(brother.name);
    expect(opened).not.toContain(brother.email);

    expect(await requestAndConfirm({ email: sister.email }, "erasure", sister.email)).toMatchObject({ ok: true });
    // The notice that it is done, until it is sent (its recipient goes then).
    await prisma.outboxEmail.deleteMany({ where: { subject: "Your data has been erased" } });
    expect(await placesHolding(sister.name)).toEqual([]);
    expect(await placesHolding(sister.email)).toEqual([]);
    expect(await prisma.lead.findFirstOrThrow({ where: { email: brother.email } })).toEqual(brotherBefore);
    expect(await prisma.consent.count({ where: { enquiryId: brotherBefore.id, withdrawnAt: null } })).toBeGreaterThan(0);
    expect(await placesHolding(brother.name)).not.toEqual([]);
  });

  it("a staff address on a lead: its erasure leaves staff mail, audit entries and accounts alone", async () => {
    const counsellor = await createUser("COUNSELLOR");
    created.push(counsellor.id);
    const { email: staffEmail } = await prisma.user.findUniqueOrThrow({ where: { id: counsellor.id }, select: { email: true } });
    // A counsellor tries the form with their own address, and the staff inbox's.
    expect((await lead({ name: "Form Test", email: staffEmail!, mobile: "9700011122" })).ok).toBe(true);
    expect((await lead({ name: "Inbox Test", email: env().STAFF_NOTIFY_EMAIL, mobile: "9700011133" })).ok).toBe(true);
    await seed(other);
    await prisma.outboxEmail.createMany({
      data: [
        { to: staffEmail!, subject: "New lead assigned", text: `Hello ${counsellor.name}` },
        { to: env().STAFF_NOTIFY_EMAIL, subject: "New franchise enquiry", text: `Reply to ${staffEmail}` },
      ],
    });
    await prisma.auditLog.create({
      data: {
        actorId: counsellor.id,
        action: "staff.update",
        entityType: "User",
        entityId: counsellor.id,
        after: { email: staffEmail },
      },
    });
    const staffMail = await prisma.outboxEmail.findMany({
      where: { subject: { in: ["New lead assigned", "New franchise enquiry"] } },
    });
    const audit = await prisma.auditLog.findMany({ where: { entityId: counsellor.id } });

    for (const address of [staffEmail!, env().STAFF_NOTIFY_EMAIL])
      expect(await erasePerson(prisma, { email: address })).toMatchObject({ leads: 1, accounts: 0 });
    expect(await prisma.lead.count({ where: { name: { in: ["Form Test", "Inbox Test"] } } })).toBe(0);
    expect(await prisma.user.findUniqueOrThrow({ where: { id: counsellor.id } })).toMatchObject({ email: staffEmail });
    expect(await prisma.outboxEmail.findMany({ where: { id: { in: staffMail.map((mail) => mail.id) } } })).toEqual(staffMail);
    expect(await prisma.auditLog.findMany({ where: { entityId: counsellor.id } })).toEqual(audit);
  });
});

describe("the admins' list", () => {
  it("masks a correction's text like the contact, and To do lists only what waits for an admin", async () => {
    await seed(person);
    const note = "Please change my e-mail to kavya.new@example.org and my mobile to 98765 43210";
    expect(await requestAndConfirm({ email: person.email, note }, "correction")).toMatchObject({ ok: true, kind: "CORRECTION" });
    expect(await requestAndConfirm({ email: person.email }, "access")).toMatchObject({ ok: true, kind: "ACCESS" });
    await createPrivacyRequest({ mobile: person.mobile, kind: "erasure" }, freshIp());

    const all = await listPrivacyRequests();
    expect(all.map((request) => `${request.kind} ${request.state}`)).toEqual([
      "ERASURE MANUAL",
      "ACCESS DONE",
      "CORRECTION VERIFIED",
    ]);
    const correction = all.find((request) => request.kind === "CORRECTION")!;
    expect(correction.maskedNote).toBe("Please change my e-mail to ka•••@example.org and my mobile to •••••••210");
    expect(correction.correction).toEqual({ contact: person.email, note });
    const toDo = await listPrivacyRequests({ toDo: true });
    expect(toDo.map((request) => request.kind)).toEqual(["ERASURE", "CORRECTION"]);
    expect(await countPrivacyRequestsToDo()).toBe(2);

    const admin = await staff();
    expect((await completeCorrection(admin.userId, correction.id)).ok).toBe(true);
    expect((await markRequestChecked(admin.userId, toDo[0]!.id)).ok).toBe(true);
    expect(await listPrivacyRequests({ toDo: true })).toEqual([]);
    expect(await countPrivacyRequestsToDo()).toBe(0);
  });
});
