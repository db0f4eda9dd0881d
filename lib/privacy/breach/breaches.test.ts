import { afterAll, beforeEach, describe, expect, it } from "vitest";
import type { Caller } from "@/lib/auth/caller";
import { disconnect, prisma, utcTimestamp } from "@/lib/db";
import { clearEnquiries, storeLead } from "@/lib/testing/enquiries";
import { createUser } from "@/lib/testing/sessions";
import { listBreaches, recordBreach, sendBreachNotices } from "./breaches";

let admin: Caller;
const created: string[] = [];
const SUBJECT = "Important: a personal data breach at Disha Education & Careers";
const notices = () =>
  prisma.outboxEmail.findMany({ where: { subject: SUBJECT }, orderBy: { to: "asc" }, select: { to: true, text: true } });

const breach = {
  summary: "A counsellor's laptop with an export of leads was stolen.",
  detectedAt: "2026-11-20T10:30",
  dataAffected: "Names, e-mails and mobiles of enquirers",
  peopleAffected: 2,
  noticeText:
    "On 20 November a laptop holding your name, e-mail and mobile was stolen.\n\nWe have told the police; beware of calls claiming to be us.",
};

/** A lead that arrived at `at` (India time). */
async function leadAt(email: string, at: string) {
  const lead = await storeLead({ email });
  await prisma.$executeRaw`UPDATE "Lead" SET "createdAt" = ${utcTimestamp(new Date(`${at}+05:30`))}::timestamp WHERE "id" = ${lead.id}`;
  return lead;
}

beforeEach(async () => {
  await clearEnquiries();
  await prisma.breachRecord.deleteMany();
  const user = await createUser("ADMIN");
  created.push(user.id);
  admin = { userId: user.id, role: "ADMIN", name: user.name };
});

afterAll(async () => {
  await clearEnquiries();
  await prisma.breachRecord.deleteMany();
  await prisma.auditLog.deleteMany({ where: { actorId: { in: created } } });
  await prisma.user.deleteMany({ where: { id: { in: created } } });
  await disconnect();
});

describe("breach records", () => {
  it("refuse a record without its facts, or found in the future", async () => {
    expect(await recordBreach(admin, { ...breach, summary: " " })).toMatchObject({
      ok: false,
      status: 400,
      message: "Say what happened.",
    });
    expect(await recordBreach(admin, { ...breach, detectedAt: "2099-01-01T00:00" })).toMatchObject({
      ok: false,
      message: "The breach cannot have been found in the future.",
    });
    expect(await recordBreach(admin, { ...breach, peopleAffected: -1 })).toMatchObject({ ok: false, status: 400 });
    expect(await recordBreach(admin, null)).toMatchObject({ ok: false, status: 400 });
    expect(await listBreaches()).toEqual([]);
  });

  it("record a breach, audited, and queue its notice for each person who enquired in the window, once per address", async () => {
    await leadAt("asha@example.com", "2026-11-18T09:00:00");
    await leadAt("ASHA@example.com", "2026-11-19T23:30:00");
    await leadAt("ravi@example.com", "2026-11-20T12:00:00");
    await leadAt("late@example.com", "2026-11-21T00:30:00");
    await leadAt("early@example.com", "2026-11-17T23:59:00");
    const recorded = await recordBreach(admin, breach);
    expect(recorded).toMatchObject({ ok: true });
    const id = recorded.ok ? recorded.data!.id : "";
    expect(await prisma.auditLog.findFirstOrThrow({ where: { action: "breach.record", entityId: id } })).toMatchObject({
      actorId: admin.userId,
    });

    expect(await sendBreachNotices(admin, id, { by: "window", from: "2026-11-18", to: "2026-11-20" })).toMatchObject({
      ok: true,
      data: { sent: 2 },
    });
    const sent = await notices();
    expect(sent.map((mail) => mail.to)).toEqual(["asha@example.com", "ravi@example.com"]);
    expect(sent[0]!.text).toContain("We have told the police");
    expect(sent[0]!.text).toContain("Grievance Officer");
    const [listed] = await listBreaches();
    expect(listed).toMatchObject({ noticesSent: 2 });
    expect(listed!.noticesSentAt).toBeInstanceOf(Date);
    const audit = await prisma.auditLog.findFirstOrThrow({ where: { action: "breach.notify", entityId: id } });
    expect(audit.after).toEqual({ from: "2026-11-18", to: "2026-11-20", notices: 2 });
  });

  it("send the notice to listed addresses, refusing a list with a wrong address, an empty window and an unknown record", async () => {
    const recorded = await recordBreach(admin, breach);
    const id = recorded.ok ? recorded.data!.id : "";
    expect(await sendBreachNotices(admin, id, { by: "emails", emails: "one@example.com, not-an-address" })).toMatchObject({
      ok: false,
      status: 400,
      message: "These are not e-mail addresses: not-an-address",
    });
    expect(await sendBreachNotices(admin, id, { by: "window", from: "2020-01-01", to: "2020-01-02" })).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(await sendBreachNotices(admin, id, { by: "window", from: "2026-11-20", to: "2026-11-18" })).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(await sendBreachNotices(admin, "nosuchbreach", { by: "emails", emails: "one@example.com" })).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(await notices()).toEqual([]);

    expect(
      await sendBreachNotices(admin, id, { by: "emails", emails: "one@example.com\nTwo@example.com; one@example.com" }),
    ).toMatchObject({ ok: true, data: { sent: 2 } });
    expect((await notices()).map((mail) => mail.to)).toEqual(["one@example.com", "two@example.com"]);
  });
});
