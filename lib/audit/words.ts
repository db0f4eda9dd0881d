/**
 * The audit log in words, for the Audit Log page and a lead's history: what each action did, the
 * name of each recorded field, and each value as a person reads it (times in India time, a lead's
 * status by its label, an account id by the name the caller looked up).
 */
import { ARRIVAL_ASSIGNMENT_ACTIONS } from "@/lib/leads/assignment";
import { CALL_OUTCOME_LABELS, isCallOutcome } from "@/lib/leads/call-outcomes";
import { leadSourceLabel } from "@/lib/leads/constants";
import { isLeadStatus, leadStatusLabel } from "@/lib/leads/pipeline";
import { formatDateTime } from "@/lib/site/format";

const actionWords: Record<string, string> = {
  "account.register": "created an account",
  "account.login": "logged in",
  "account.login-failed": "failed to log in",
  "account.login-code-sent": "was sent a login code",
  "account.code-failed": "entered a wrong login code",
  "account.reset-requested": "asked for a password reset link",
  "account.password-reset": "chose a new password",
  "account.profile-update": "updated their profile",
  "account.list": "read a page of registered users through the API",
  "lead.list": "read a page of leads through the API",
  "franchise.list": "read a page of franchise enquiries through the API",
  "lead.export": "exported leads as CSV",
  "account.export": "exported the registered users as CSV",
  "franchise.export": "exported franchise enquiries as CSV",
  "career.export": "exported job applications as CSV",
  "career.resume-download": "downloaded an applicant's résumé",
  "account.password-change": "changed their password, ending their other sessions",
  "account.session-ended": "ended one of their sessions from their profile",
  "staff.login": "logged in to the admin panel",
  "staff.login-failed": "failed to log in to the admin panel",
  "staff.create": "added a staff account",
  "staff.disable": "disabled a staff account",
  "staff.enable": "enabled a staff account",
  "staff.password-reset": "gave a staff account a new password",
  "staff.password-change": "changed their own password",
  "staff.second-factor-enrol": "set up two-step log-in",
  "staff.second-factor-rule": "changed whether all staff need two-step log-in",
  "staff.duty": "changed their duty",
  "staff.team": "changed a counsellor's team",
  "college.create": "added a college",
  "college.update": "edited a college",
  "college.delete": "deleted a college",
  "blog.create": "added a blog",
  "blog.update": "edited a blog",
  "blog.delete": "deleted a blog",
  "guardian.consent-given": "agreed, as a parent or guardian, to a minor's enquiry",
  "guardian.refused": "refused, as a parent or guardian, a minor's enquiry, which was deleted",
  "guardian.expired": "deleted a minor's enquiry that no parent or guardian answered within 7 days",
  "lead-settings.wait-alert": "changed when a waiting lead is announced",
  "lead-settings.rule-add": "added an assignment rule",
  "lead-settings.rule-remove": "removed an assignment rule",
  "team.create": "added a team",
  "team.rename": "renamed a team",
  "team.retire": "retired a team",
  "team.restore": "brought a retired team back",
  "privacy-settings.update": "changed how long personal data is kept",
  "privacy.retention": "erased data kept past its retention period",
  "privacy.retention-erase": "erased it at the end of its retention period",
  "breach.record": "recorded a personal data breach",
  "breach.notify": "sent the breach notice to the people affected",
  "audit.export": "exported the audit log",
  "lead.status": "changed the status",
  "lead.assign": "changed the assignment",
  [ARRIVAL_ASSIGNMENT_ACTIONS.repeat]: "assigned it on arrival to whoever already has this enquirer",
  [ARRIVAL_ASSIGNMENT_ACTIONS.team]: "assigned it on arrival to the next of its team on duty, by an assignment rule",
  [ARRIVAL_ASSIGNMENT_ACTIONS.rotation]: "assigned it on arrival to the next counsellor on duty",
  "lead.follow-up": "set the follow-up",
  "lead.note": "added a note",
  "lead.contact": "reached out",
  "lead.call": "recorded how a call went",
  "lead.add": "added the lead for a walk-in or a caller",
  "lead.correct": "corrected the details",
  "staff.duty-set": "changed a counsellor's duty",
  "lead.reply-email": "e-mailed a reply from a template",
  "lead.whatsapp-media": "opened a file the person sent on WhatsApp",
  "whatsapp.bulk": "sent a WhatsApp template to many leads from the Contact List",
  "lead.import": "imported leads from a CSV file",
  "lead.arrived-again": "came again, through another lead",
  "partner-key.create": "made a partner key",
  "partner-key.revoke": "revoked a partner key",
  "webhook.refused": "refused a webhook delivery for its signature or key",
  "reply-template.create": "added a reply template",
  "reply-template.update": "edited a reply template",
  "reply-template.delete": "deleted a reply template",
  "privacy.request-received": "received a privacy request (its link e-mailed)",
  "privacy.request-verified": "had a privacy request confirmed through its link",
  "privacy.request-expired": "had a privacy request's link expire",
  "privacy.request-completed": "completed a privacy request",
  "privacy.erasure": "erased a person's data",
};

/** "changed the status"; an action without words of its own still reads as words ("thing update"). */
export function actionInWords(action: string): string {
  return actionWords[action] ?? action.replace(/[.-]+/g, " ");
}

/** The assignments the site made itself: they have no actor. */
export const isArrivalAssignment = (action: string): boolean =>
  (Object.values(ARRIVAL_ASSIGNMENT_ACTIONS) as string[]).includes(action);

const recordKinds: Record<string, string> = {
  User: "Account",
  AssignmentRule: "Assignment rule",
  LeadFlowSettings: "Lead flow settings",
  ReplyTemplate: "Reply template",
  StaffSecuritySettings: "Staff log-in rule",
  PrivacyRequest: "Privacy request",
  ErasureLedger: "Erasure",
  PrivacySettings: "Privacy settings",
  BreachRecord: "Breach record",
  AuditLog: "Audit log",
};

/** "Account" for the User table; "Lead", "Blog"… as they are. */
export const recordKindInWords = (entityType: string): string => recordKinds[entityType] ?? entityType;

const fieldWords: Record<string, string> = {
  assignedTo: "Assigned to",
  nextFollowUpAt: "Follow-up",
  waitAlertMinutes: "Announced after (office minutes)",
  onDuty: "On duty",
  disabled: "Disabled",
  body: "Note",
  outcome: "Outcome",
  reason: "Why",
  // A staff list read through the API (lib/http/list-route.ts).
  filter: "Filters",
  asked: "Rows asked for",
  limit: "Rows allowed",
  count: "Rows read",
  laterPage: "A later page",
};

/** Record keys that hold only row ids: named elsewhere (the subject) or of no use to a reader. */
const HIDDEN_FIELDS = new Set(["id", "noteId"]);

/** "Assigned to"; otherwise the key in words ("nirfRank" → "Nirf rank"). */
export function fieldInWords(key: string): string {
  const words = key.replace(/([a-z\d])([A-Z])/g, "$1 $2").toLowerCase();
  return fieldWords[key] ?? words.charAt(0).toUpperCase() + words.slice(1);
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** One recorded value as a person reads it. */
export function valueInWords(key: string, raw: unknown): string {
  if (raw === null || raw === undefined || raw === "") return "none";
  if (key === "status" && isLeadStatus(raw)) return leadStatusLabel[raw];
  if (key === "outcome" && isCallOutcome(raw)) return CALL_OUTCOME_LABELS[raw];
  if (key === "source" && typeof raw === "string" && Object.hasOwn(leadSourceLabel, raw))
    return leadSourceLabel[raw as keyof typeof leadSourceLabel];
  if (typeof raw === "string" && ISO_TIME.test(raw) && !Number.isNaN(Date.parse(raw))) return formatDateTime(raw);
  if (typeof raw === "boolean") return raw ? "Yes" : "No";
  if (Array.isArray(raw)) return raw.map((item) => valueInWords("", item)).join(", ") || "none";
  if (typeof raw === "object") return JSON.stringify(raw);
  return String(raw);
}

export type Change = { field: string; before: string | null; after: string | null };

export const asRecord = (value: unknown): Record<string, unknown> | null =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** Every field an entry recorded, before and after (null where that side was not recorded). */
export function changesInWords(before: unknown, after: unknown): Change[] {
  const old = asRecord(before);
  const now = asRecord(after);
  const keys = [...new Set([...Object.keys(old ?? {}), ...Object.keys(now ?? {})])].filter((key) => !HIDDEN_FIELDS.has(key));
  return keys.map((key) => ({
    field: fieldInWords(key),
    before: old ? valueInWords(key, old[key]) : null,
    after: now ? valueInWords(key, now[key]) : null,
  }));
}
