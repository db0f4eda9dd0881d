/**
 * The retention job: erases what has been kept longer than the Privacy Settings allow, with a
 * given clock. Enquiries are anonymised (lib/privacy/anonymise.ts) after their last activity plus
 * `enquiryDays`, and only once the person's notice is 48 hours old; résumés go after
 * `resumeDays`, a sent e-mail's text after `emailBodyDays`, audit entries after `auditDays`.
 * Work goes in batches, each batch one transaction whose rows are no longer due once it commits,
 * so an interrupted run loses nothing and the next run carries on where it stopped; a run with
 * nothing due changes nothing. The dry run counts with the same conditions.
 */
import "server-only";
import { recordAudit, recordAudits } from "@/lib/audit/record";
import { prisma, sqlName, utcTimestamp, viaPrisma } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { claimPeriod } from "@/lib/jobs/period";
import { indiaClock, indiaDate } from "@/lib/time/india";
import { enqueueEmail, type OutboxMessage } from "@/lib/mail/outbox";
import { retentionNotice, type NoticedEnquiry } from "@/lib/mail/templates/privacy";
import { blankOutboxEmails, emptyResumeFiles, ERASED_SUBJECT, NOT_ANONYMISED } from "@/lib/privacy/anonymise";
import { ENQUIRY_KINDS, type EnquiryKind } from "@/lib/privacy/records";
import { privacySettings, type PrivacySettings } from "@/lib/privacy/settings";

type Tx = Prisma.TransactionClient;

export const RETENTION_JOB = "privacy-retention";
/** The daily run starts after this hour, India time, when nobody is working the leads. */
const RUN_HOUR = 3;
const BATCH = 200;
const DAY_MS = 86_400_000;
/** The notice goes this long before an enquiry is erased, and the erasure waits as long after it. */
const NOTICE_MS = 48 * 3_600_000;

export type RetentionCounts = Record<EnquiryKind["count"], number> & {
  resumes: number;
  emailBodies: number;
  auditEntries: number;
  /** Enquiries whose person was sent the 48-hour notice. */
  notices: number;
};

/** Its notice, if one was sent since the enquiry (alias e) last moved. */
const noticeOf = (kind: EnquiryKind) =>
  Prisma.sql`SELECT r."sentAt" FROM "RetentionNotice" r WHERE r."form" = ${kind.key} AND r."enquiryId" = e."id" AND r."sentAt" >= ${kind.lastActivity}`;

/** A time limit as the `timestamp` columns hold it. */
const at = (date: Date) => Prisma.sql`${utcTimestamp(date)}::timestamp`;

/**
 * The rows of each kind of work (alias e) and their condition at a clock: what a batch takes and
 * what the dry run counts are the same SQL.
 */
type Step = { key: keyof RetentionCounts; from: Prisma.Sql; where: (now: Date, settings: PrivacySettings) => Prisma.Sql };

const before = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

function enquirySteps(kind: EnquiryKind): { erase: Step; notice: Step } {
  const from = Prisma.sql`${sqlName(kind.table)} e`;
  return {
    // Kept past its period (an enquiry anonymised already, here or by an erasure request, is not due
    // again), and noticed at least 48 hours ago, after its last activity.
    erase: {
      key: kind.count,
      from,
      where: (now, settings) =>
        Prisma.sql`${NOT_ANONYMISED} AND ${kind.lastActivity} < ${at(before(now, settings.enquiryDays))}
          AND EXISTS (${noticeOf(kind)} AND r."sentAt" <= ${at(new Date(now.getTime() - NOTICE_MS))})`,
    },
    // Erased within 48 hours, and not yet told since its last activity.
    notice: {
      key: "notices",
      from,
      where: (now, settings) =>
        Prisma.sql`${NOT_ANONYMISED} AND ${kind.lastActivity} < ${at(new Date(before(now, settings.enquiryDays).getTime() + NOTICE_MS))}
          AND NOT EXISTS (${noticeOf(kind)})`,
    },
  };
}

const resumeStep: Step = {
  key: "resumes",
  from: Prisma.sql`"CareerApplication" e JOIN "StoredFile" f ON f."id" = e."resumeId"`,
  where: (now, settings) => Prisma.sql`e."createdAt" < ${at(before(now, settings.resumeDays))} AND f."size" > 0`,
};

/** Sent or given up: a message still waiting to go keeps its text. */
const emailStep: Step = {
  key: "emailBodies",
  from: Prisma.sql`"OutboxEmail" e`,
  where: (now, settings) =>
    Prisma.sql`e."status" <> 'PENDING' AND COALESCE(e."sentAt", e."createdAt") < ${at(before(now, settings.emailBodyDays))}
      AND e."subject" <> ${ERASED_SUBJECT}`,
};

const auditStep: Step = {
  key: "auditEntries",
  from: Prisma.sql`"AuditLog" e`,
  where: (now, settings) => Prisma.sql`e."createdAt" < ${at(before(now, settings.auditDays))}`,
};

/** Up to a batch of the step's rows, locked for this transaction. */
async function takeBatch<Row>(tx: Tx, step: Step, columns: Prisma.Sql, now: Date, settings: PrivacySettings): Promise<Row[]> {
  return tx.$queryRaw<Row[]>`
    SELECT ${columns} FROM ${step.from} WHERE ${step.where(now, settings)} ORDER BY e."id" LIMIT ${BATCH} FOR UPDATE OF e SKIP LOCKED`;
}

/** What a step would take now, for the dry run. */
async function countDue(step: Step, now: Date, settings: PrivacySettings): Promise<number> {
  const [row] = await prisma.$queryRaw<
    { count: bigint }[]
  >`SELECT count(*) AS count FROM ${step.from} WHERE ${step.where(now, settings)}`;
  return Number(row?.count ?? 0);
}

type Noticed = { id: string; email: string; name: string; createdAt: Date };

/** One e-mail per address in the batch, naming each of its enquiries; one without a usable address goes unannounced. */
function noticeEmails(kind: EnquiryKind, rows: Noticed[], erasedFrom: Date): OutboxMessage[] {
  const byAddress = Map.groupBy(
    rows.filter((row) => row.email.includes("@")),
    (row) => row.email.toLowerCase(),
  );
  return [...byAddress].map(([to, enquiries]) => {
    const listed: NoticedEnquiry[] = enquiries.map((row) => ({ kind: kind.words, sentAt: row.createdAt }));
    return { to, ...retentionNotice(enquiries[0]!.name, listed, erasedFrom) };
  });
}

/** One batch in its own transaction: the number of rows it handled (fewer than a batch: the step is done). */
const inBatch = (work: (tx: Tx) => Promise<number>): Promise<number> => prisma.$transaction(work, { timeout: 60_000 });

async function eraseEnquiries(kind: EnquiryKind, step: Step, now: Date, settings: PrivacySettings): Promise<number> {
  return inBatch(async (tx) => {
    const ids = (await takeBatch<{ id: string }>(tx, step, Prisma.sql`e."id"`, now, settings)).map((row) => row.id);
    if (ids.length === 0) return 0;
    await kind.anonymise(tx, ids);
    await tx.retentionNotice.deleteMany({ where: { form: kind.key, enquiryId: { in: ids } } });
    await recordAudits(
      tx,
      ids.map((id) => ({
        actorId: null,
        action: "privacy.retention-erase",
        entityType: kind.table,
        entityId: id,
        after: { reason: `kept ${settings.enquiryDays} days after its last activity` },
      })),
    );
    return ids.length;
  });
}

/** A minor's enquiry is kept with the consent of a parent or guardian (lib/privacy/minors/guardian.ts): its notice goes to them. */
const guardian = (kind: EnquiryKind, column: "guardianEmail" | "guardianName") =>
  Prisma.sql`(SELECT g.${sqlName(column)} FROM "GuardianConsent" g WHERE g."form" = ${kind.key} AND g."enquiryId" = e."id" AND e."minor")`;

async function sendNotices(
  kind: EnquiryKind,
  step: Step,
  now: Date,
  settings: PrivacySettings,
): Promise<{ handled: number; emails: number }> {
  let emails = 0;
  const handled = await inBatch(async (tx) => {
    const rows = await takeBatch<Noticed>(
      tx,
      step,
      Prisma.sql`e."id", COALESCE(${guardian(kind, "guardianEmail")}, e."email") AS "email",
        COALESCE(${guardian(kind, "guardianName")}, e.${sqlName(kind.name)}) AS "name", e."createdAt"`,
      now,
      settings,
    );
    if (rows.length === 0) return 0;
    await tx.$executeRaw`
      INSERT INTO "RetentionNotice" ("form", "enquiryId", "sentAt") SELECT ${kind.key}, unnest(${rows.map((row) => row.id)}::text[]), ${at(now)}
       ON CONFLICT ("form", "enquiryId") DO UPDATE SET "sentAt" = EXCLUDED."sentAt"`;
    const messages = noticeEmails(kind, rows, new Date(now.getTime() + NOTICE_MS));
    if (messages.length) await enqueueEmail(viaPrisma(tx), ...messages);
    emails = messages.length;
    return rows.length;
  });
  return { handled, emails };
}

/** A step's batches until it is done or the run is stopped; the rows handled. */
async function untilDone(signal: AbortSignal, batch: () => Promise<number>): Promise<number> {
  let total = 0;
  while (!signal.aborted) {
    const handled = await batch();
    total += handled;
    if (handled < BATCH) break;
  }
  return total;
}

const noCounts = (): RetentionCounts => ({
  leads: 0,
  franchiseEnquiries: 0,
  careerApplications: 0,
  resumes: 0,
  emailBodies: 0,
  auditEntries: 0,
  notices: 0,
});

/** Erases everything due at `now` and sends the notices due; the counts of what it did. */
export async function runRetention(
  now = new Date(),
  signal: AbortSignal = new AbortController().signal,
): Promise<RetentionCounts> {
  const settings = await privacySettings();
  const counts = noCounts();
  let emails = 0;
  for (const kind of ENQUIRY_KINDS) {
    const steps = enquirySteps(kind);
    // Erasing first: an enquiry noticed in this run is never erased in it.
    counts[kind.count] += await untilDone(signal, () => eraseEnquiries(kind, steps.erase, now, settings));
    counts.notices += await untilDone(signal, async () => {
      const sent = await sendNotices(kind, steps.notice, now, settings);
      emails += sent.emails;
      return sent.handled;
    });
  }
  counts.resumes = await untilDone(signal, () =>
    inBatch(async (tx) => {
      const files = await takeBatch<{ fileId: string }>(tx, resumeStep, Prisma.sql`f."id" AS "fileId"`, now, settings);
      if (files.length)
        await emptyResumeFiles(
          tx,
          files.map((file) => file.fileId),
        );
      return files.length;
    }),
  );
  counts.emailBodies = await untilDone(signal, () =>
    inBatch(async (tx) => {
      const ids = (await takeBatch<{ id: string }>(tx, emailStep, Prisma.sql`e."id"`, now, settings)).map((row) => row.id);
      return ids.length ? blankOutboxEmails(tx, ids) : 0;
    }),
  );
  counts.auditEntries = await untilDone(signal, () =>
    inBatch(async (tx) => {
      const ids = (await takeBatch<{ id: string }>(tx, auditStep, Prisma.sql`e."id"`, now, settings)).map((row) => row.id);
      return ids.length ? tx.auditLog.deleteMany({ where: { id: { in: ids } } }).then((result) => result.count) : 0;
    }),
  );
  if (Object.values(counts).some((count) => count > 0)) {
    await recordAudit(prisma, {
      actorId: null,
      action: "privacy.retention",
      entityType: "PrivacySettings",
      entityId: "privacy",
      after: { ...counts, noticeEmails: emails },
    });
  }
  return counts;
}

/** What a run at `now` would erase and notify, changing nothing. */
export async function retentionDryRun(now = new Date()): Promise<RetentionCounts> {
  const settings = await privacySettings();
  const counts = noCounts();
  for (const kind of ENQUIRY_KINDS) {
    const steps = enquirySteps(kind);
    counts[kind.count] = await countDue(steps.erase, now, settings);
    counts.notices += await countDue(steps.notice, now, settings);
  }
  for (const step of [resumeStep, emailStep, auditStep]) counts[step.key] = await countDue(step, now, settings);
  return counts;
}

/**
 * Once a day after 3:00 India time (the `privacy-retention` job, lib/jobs/crontab.ts). The day is
 * claimed when the run has finished, so a run stopped half-way (a deploy) is carried on by the
 * job's retry the same day; the job's queue keeps two runs from overlapping.
 */
export async function dailyRetention(now: Date, signal: AbortSignal = new AbortController().signal): Promise<RetentionCounts> {
  const day = indiaDate(now);
  const done = await prisma.jobPeriod.findUnique({
    where: { job_period: { job: RETENTION_JOB, period: day } },
    select: { doneAt: true },
  });
  if (done || indiaClock(now).hour < RUN_HOUR) return noCounts();
  const counts = await runRetention(now, signal);
  if (!signal.aborted) await claimPeriod(prisma, RETENTION_JOB, day);
  return counts;
}
