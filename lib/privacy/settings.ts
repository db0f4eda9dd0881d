/**
 * How long personal data is kept (the retention job, lib/privacy/retention/run.ts) and how long an
 * erasure request may take: admins set them on the Privacy Settings page; one row, defaults until
 * the first change.
 */
import "server-only";
import { z } from "zod";
import { recordAudit } from "@/lib/audit/record";
import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db";
import { invalid, success, type Outcome } from "@/lib/http/outcome";
import { RETENTION_LIMITS, type RetentionSetting } from "./setting-bounds";

const SETTINGS_ID = "privacy";

export type PrivacySettings = Record<RetentionSetting, number>;

/** The defaults of the issue: an enquiry 3 years, a résumé 1 year, an e-mail's body 90 days, the audit log 1 year. */
export const DEFAULT_PRIVACY_SETTINGS: PrivacySettings = {
  enquiryDays: 1095,
  resumeDays: 365,
  emailBodyDays: 90,
  auditDays: 365,
  erasureDueDays: 30,
};

const days = (key: RetentionSetting, what: string) => {
  const { min, max } = RETENTION_LIMITS[key];
  const message = `${what} must be kept a whole number of days from ${min} to ${max}.`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
};

const settingsSchema = z.object({
  enquiryDays: days("enquiryDays", "An enquiry"),
  resumeDays: days("resumeDays", "A résumé"),
  emailBodyDays: days("emailBodyDays", "An e-mail's text"),
  auditDays: z
    .number({ error: "Enter the audit log's days as a whole number." })
    .int("Enter the audit log's days as a whole number.")
    .min(RETENTION_LIMITS.auditDays.min, "Audit log entries must be kept at least 365 days (one year).")
    .max(RETENTION_LIMITS.auditDays.max, `Audit log entries may be kept at most ${RETENTION_LIMITS.auditDays.max} days.`),
  erasureDueDays: z
    .number({ error: "Enter the erasure deadline as a whole number of days." })
    .int("Enter the erasure deadline as a whole number of days.")
    .min(
      RETENTION_LIMITS.erasureDueDays.min,
      `An erasure request's deadline is ${RETENTION_LIMITS.erasureDueDays.min} to ${RETENTION_LIMITS.erasureDueDays.max} days.`,
    )
    .max(
      RETENTION_LIMITS.erasureDueDays.max,
      `An erasure request's deadline is ${RETENTION_LIMITS.erasureDueDays.min} to ${RETENTION_LIMITS.erasureDueDays.max} days.`,
    ),
});

const select = { enquiryDays: true, resumeDays: true, emailBodyDays: true, auditDays: true, erasureDueDays: true } as const;

export async function privacySettings(): Promise<PrivacySettings> {
  return (await prisma.privacySettings.findUnique({ where: { id: SETTINGS_ID }, select })) ?? DEFAULT_PRIVACY_SETTINGS;
}

/** Days allowed to carry out an erasure request (its due date is counted from its verification). */
export async function erasureDueDays(): Promise<number> {
  return (await privacySettings()).erasureDueDays;
}

export async function setPrivacySettings(actor: Caller, input: unknown): Promise<Outcome> {
  const parsed = settingsSchema.safeParse(input);
  // The first problem as the message: "Audit log entries must be kept at least 365 days (one year)."
  if (!parsed.success) return invalid(parsed.error, parsed.error.issues[0]?.message);
  const next = parsed.data;
  return prisma.$transaction(async (tx) => {
    const before = (await tx.privacySettings.findUnique({ where: { id: SETTINGS_ID }, select })) ?? DEFAULT_PRIVACY_SETTINGS;
    const changed = (Object.keys(next) as RetentionSetting[]).filter((key) => next[key] !== before[key]);
    if (changed.length === 0) return success("Nothing changed.");
    await tx.privacySettings.upsert({ where: { id: SETTINGS_ID }, create: { id: SETTINGS_ID, ...next }, update: next });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: "privacy-settings.update",
      entityType: "PrivacySettings",
      entityId: SETTINGS_ID,
      before: Object.fromEntries(changed.map((key) => [key, before[key]])),
      after: Object.fromEntries(changed.map((key) => [key, next[key]])),
    });
    return success("Privacy settings saved.");
  });
}
