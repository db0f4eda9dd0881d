/** The Privacy Settings' limits, apart from the server code so the browser form can show them. */
export const RETENTION_LIMITS = {
  /** Above two days, so the 48-hour notice always comes before the erasure. */
  enquiryDays: { min: 30, max: 3650 },
  resumeDays: { min: 30, max: 3650 },
  emailBodyDays: { min: 7, max: 3650 },
  /** At least a year: the audit log is the record a breach inquiry asks for. */
  auditDays: { min: 365, max: 3650 },
  erasureDueDays: { min: 1, max: 90 },
} as const;

export type RetentionSetting = keyof typeof RETENTION_LIMITS;

export const retentionLabels: Record<RetentionSetting, string> = {
  enquiryDays: "An enquiry, after its last activity",
  resumeDays: "A résumé, after it was sent",
  emailBodyDays: "A sent e-mail's text",
  auditDays: "An audit log entry",
  erasureDueDays: "Time to carry out an erasure request",
};

/** The breach form's limits. */
export const BREACH_LIMITS = { summary: 2000, dataAffected: 1000, noticeText: 5000, listedEmails: 5000 } as const;
