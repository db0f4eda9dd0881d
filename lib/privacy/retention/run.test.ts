import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { disconnect, prisma, sqlName, utcTimestamp } from "@/lib/db";
import { clearEnquiries, storeLead } from "@/lib/testing/enquiries";
import { ERASED_SUBJECT } from "@/lib/privacy/anonymise";
import { dailyRetention, RETENTION_JOB, retentionDryRun, runRetention, type RetentionCounts } from "./run";

/** The fixed clock of every run here; rows are dated from it. */
const now = new Date();
const DAY = 86_400_000;
const HOUR = 3_600_000;
const ago = (days: number) => new Date(now.getTime() - days * DAY);
const later = (hours: number) => new Date(now.getTime() + hours * HOUR);

const NOTICE_SUBJECT = "Your details with Disha will be erased in 2 days";
const nothing: RetentionCounts = {
  leads: 0,
  franchiseEnquiries: 0,
  careerApplications: 0,
  resumes: 0,
  emailBodies: 0,
  auditEntries: 0,
  notices: 0,
};

/** Sets a row's last edit, as Prisma's @updatedAt would not let a create. */
async function lastEdited(table: "Lead" | "FranchiseEnquiry" | "CareerApplication", id: string, at: Date, createdAt = at) {
  await prisma.$executeRaw`
    UPDATE ${sqlName(table)} SET "updatedAt" = ${utcTimestamp(at)}::timestamp, "createdAt" = ${utcTimestamp(createdAt)}::timestamp
     WHERE "id" = ${id}`;
}

async function franchise(email: string, at: Date) {
  const row = await prisma.franchiseEnquiry.create({
    data: {
      organisationName: "Bright Academy",
      contactPerson: "Ravi",
      mobile: "+919876543211",
      email,
      websiteUrl: "bright.example",
      description: "A centre",
      noticeVersion: "t",
    },
  });
  await lastEdited("FranchiseEnquiry", row.id, at);
  return row;
}

async function career(email: string, createdAt: Date, updatedAt = createdAt) {
  const resume = await prisma.storedFile.create({
    data: { fileName: "cv.pdf", contentType: "application/pdf", size: 3, bytes: Buffer.from("pdf") },
  });
  const row = await prisma.careerApplication.create({
    data: {
      name: "Meera",
      email,
      phone: "+919876543212",
      designation: "Counsellor",
      dateOfBirth: new Date("1995-05-05"),
      address: "Pune",
      expectedSalary: "5 LPA",
      resumeId: resume.id,
      noticeVersion: "t",
    },
  });
  await lastEdited("CareerApplication", row.id, updatedAt, createdAt);
  return row;
}

const notices = () =>
  prisma.outboxEmail.findMany({ where: { subject: NOTICE_SUBJECT }, orderBy: { to: "asc" }, select: { to: true, text: true } });
const resumeSize = async (applicationId: string) =>
  (
    await prisma.careerApplication.findUniqueOrThrow({
      where: { id: applicationId },
      select: { resume: { select: { size: true } } },
    })
  ).resume.size;

beforeEach(async () => {
  await clearEnquiries();
  await prisma.retentionNotice.deleteMany();
  await prisma.privacySettings.deleteMany();
  await prisma.jobPeriod.deleteMany({ where: { job: RETENTION_JOB } });
  await prisma.auditLog.deleteMany({
    where: { OR: [{ action: { startsWith: "privacy.retention" } }, { action: "retention-test" }] },
  });
});

afterAll(async () => {
  await clearEnquiries();
  await prisma.retentionNotice.deleteMany();
  await disconnect();
});

describe("the retention job", () => {
  it("sends a minor's notice to the parent or guardian who consented, not to the child", async () => {
    const child = await storeLead({ name: "Ira Child", email: "ira.child@example.com" });
    await prisma.lead.update({ where: { id: child.id }, data: { minor: true } });
    await prisma.guardianConsent.create({
      data: {
        form: "lead",
        enquiryId: child.id,
        guardianName: "Meera Parent",
        guardianEmail: "meera.parent@example.com",
        tokenHash: "retention-test",
        state: "GIVEN",
      },
    });
    await lastEdited("Lead", child.id, ago(1100));
    expect(await runRetention(now)).toEqual({ ...nothing, notices: 1 });
    expect(await notices()).toEqual([{ to: "meera.parent@example.com", text: expect.stringContaining("Meera Parent") }]);
  });

  it("erases exactly what is due per kind, an enquiry only after its 48-hour notice went once, and a re-run does nothing more", async () => {
    const old = await storeLead({ name: "Old Lead", email: "old@example.com" });
    await lastEdited("Lead", old.id, ago(1100));
    const nearlyDue = await storeLead({ name: "Nearly Due", email: "nearly@example.com" });
    await lastEdited("Lead", nearlyDue.id, ago(1094));
    const noted = await storeLead({ name: "Noted Lead" });
    await lastEdited("Lead", noted.id, ago(1100));
    await prisma.leadNote.create({ data: { leadId: noted.id, body: "Called back", createdAt: ago(10) } });
    const fresh = await storeLead({ name: "Fresh Lead" });
    await lastEdited("Lead", fresh.id, ago(1000));
    const oldFranchise = await franchise("ravi@example.com", ago(1100));
    const oldCareer = await career("meera@example.com", ago(1100));
    const resumeDue = await career("kiran@example.com", ago(400), ago(5));
    const resumeKept = await career("tara@example.com", ago(100));
    const email = (data: { status: "SENT" | "PENDING"; sentAt?: Date; createdAt?: Date }) =>
      prisma.outboxEmail.create({ data: { to: "someone@example.com", subject: "Your enquiry", text: "Dear Asha", ...data } });
    const sentLongAgo = await email({ status: "SENT", sentAt: ago(100) });
    const sentRecently = await email({ status: "SENT", sentAt: ago(80) });
    const pending = await email({ status: "PENDING", createdAt: ago(100) });
    const audit = (createdAt: Date) =>
      prisma.auditLog.create({ data: { action: "retention-test", entityType: "Lead", createdAt } });
    const oldAudit = await audit(ago(400));
    const recentAudit = await audit(ago(300));

    const firstRun: RetentionCounts = { ...nothing, notices: 4, resumes: 2, emailBodies: 1, auditEntries: 1 };
    // The dry run counts what the run then does, and changes nothing.
    const snapshot = () =>
      Promise.all([
        prisma.outboxEmail.findMany({ orderBy: { id: "asc" }, select: { id: true, subject: true, text: true } }),
        prisma.auditLog.count(),
        prisma.lead.findMany({ orderBy: { id: "asc" }, select: { id: true, name: true, email: true } }),
        prisma.storedFile.findMany({ orderBy: { id: "asc" }, select: { id: true, size: true } }),
        prisma.retentionNotice.count(),
      ]);
    const before = await snapshot();
    expect(await retentionDryRun(now)).toEqual(firstRun);
    expect(await snapshot()).toEqual(before);

    expect(await runRetention(now)).toEqual(firstRun);
    expect((await notices()).map((mail) => mail.to)).toEqual([
      "meera@example.com",
      "nearly@example.com",
      "old@example.com",
      "ravi@example.com",
    ]);
    expect((await notices()).find((mail) => mail.to === "old@example.com")!.text).toContain("Dear Old Lead,");
    expect(await resumeSize(resumeDue.id)).toBe(0);
    expect(await resumeSize(resumeKept.id)).toBe(3);
    expect(await prisma.outboxEmail.findUniqueOrThrow({ where: { id: sentLongAgo.id } })).toMatchObject({
      subject: ERASED_SUBJECT,
      text: "",
    });
    for (const kept of [sentRecently, pending])
      expect(await prisma.outboxEmail.findUniqueOrThrow({ where: { id: kept.id } })).toMatchObject({ text: "Dear Asha" });
    expect(await prisma.auditLog.findUnique({ where: { id: oldAudit.id } })).toBeNull();
    expect(await prisma.auditLog.findUnique({ where: { id: recentAudit.id } })).not.toBeNull();

    // Again at once, and 47 hours on: the notices are not repeated and nothing is erased yet.
    expect(await runRetention(now)).toEqual(nothing);
    expect(await retentionDryRun(later(47))).toEqual(nothing);
    expect(await runRetention(later(47))).toEqual(nothing);
    expect(await notices()).toHaveLength(4);
    expect(await prisma.lead.findUniqueOrThrow({ where: { id: old.id } })).toMatchObject({ name: "Old Lead" });

    // 49 hours on, the noticed enquiries go, and only they.
    const erasing: RetentionCounts = { ...nothing, leads: 2, franchiseEnquiries: 1, careerApplications: 1 };
    expect(await retentionDryRun(later(49))).toEqual(erasing);
    expect(await runRetention(later(49))).toEqual(erasing);
    for (const id of [old.id, nearlyDue.id])
      expect(await prisma.lead.findUniqueOrThrow({ where: { id } })).toMatchObject({
        name: "Erased",
        email: `erased+${id}@invalid`,
      });
    for (const id of [noted.id, fresh.id])
      expect((await prisma.lead.findUniqueOrThrow({ where: { id } })).name).not.toBe("Erased");
    expect(await prisma.franchiseEnquiry.findUniqueOrThrow({ where: { id: oldFranchise.id } })).toMatchObject({
      contactPerson: "Erased",
    });
    expect(await prisma.careerApplication.findUniqueOrThrow({ where: { id: oldCareer.id } })).toMatchObject({ name: "Erased" });
    for (const id of [resumeDue.id, resumeKept.id])
      expect((await prisma.careerApplication.findUniqueOrThrow({ where: { id } })).name).toBe("Meera");
    expect(await prisma.auditLog.count({ where: { action: "privacy.retention-erase" } })).toBe(4);

    expect(await runRetention(later(49))).toEqual(nothing);
    expect(await retentionDryRun(later(49))).toEqual(nothing);
    expect(await notices()).toHaveLength(4);
  });

  it("keeps an enquiry that moved after its notice, and tells the person again when it is next due", async () => {
    const lead = await storeLead({ name: "Busy Lead", email: "busy@example.com" });
    await lastEdited("Lead", lead.id, ago(1100));
    expect(await runRetention(now)).toMatchObject({ notices: 1 });
    await prisma.leadNote.create({ data: { leadId: lead.id, body: "Wants to apply after all", createdAt: later(1) } });

    expect(await runRetention(later(49))).toEqual(nothing);
    expect((await prisma.lead.findUniqueOrThrow({ where: { id: lead.id } })).name).toBe("Busy Lead");
    // Its period now runs from the note: the next notice comes 1095 days later, less 48 hours.
    expect(await runRetention(new Date(later(1).getTime() + 1094 * DAY))).toMatchObject({ notices: 1, leads: 0 });
    expect(await notices()).toHaveLength(2);
  });

  it("follows the admins' settings", async () => {
    await prisma.privacySettings.create({ data: { enquiryDays: 30, resumeDays: 30, emailBodyDays: 7, auditDays: 365 } });
    const lead = await storeLead();
    await lastEdited("Lead", lead.id, ago(31));
    const application = await career("new@example.com", ago(31));
    expect(await retentionDryRun(now)).toMatchObject({ notices: 2, resumes: 1 });
    expect(await resumeSize(application.id)).toBe(3);
  });

  it("runs once a day, after 3:00 India time, and the day counts as done only once the run has finished", async () => {
    const lead = await storeLead({ email: "daily@example.com" });
    await lastEdited("Lead", lead.id, ago(1100));
    const indiaDay = new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
    const at = (time: string) => new Date(`${indiaDay}T${time}+05:30`);
    expect(await dailyRetention(at("02:59:00"))).toEqual(nothing);
    expect(await prisma.jobPeriod.count({ where: { job: RETENTION_JOB } })).toBe(0);

    // A run stopped before it began its work leaves the day open for the next tick.
    const stopped = new AbortController();
    stopped.abort();
    await dailyRetention(at("03:05:00"), stopped.signal);
    expect(await prisma.jobPeriod.count({ where: { job: RETENTION_JOB } })).toBe(0);

    expect(await dailyRetention(at("03:10:00"))).toMatchObject({ notices: 1 });
    expect(await prisma.jobPeriod.findMany({ where: { job: RETENTION_JOB }, select: { period: true } })).toEqual([
      { period: indiaDay },
    ]);
    const another = await storeLead({ email: "another@example.com" });
    await lastEdited("Lead", another.id, ago(1100));
    expect(await dailyRetention(at("03:25:00"))).toEqual(nothing);
  });
});
