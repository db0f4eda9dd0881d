/**
 * The one sequence behind every public enquiry form (counselling lead, franchise, job
 * application), whichever door it came through: the gate (honeypot → validation → rate limit),
 * then one transaction that locks the enquirer's e-mail and mobile, looks for an enquiry from
 * either within 24 hours, stores the new one (flagged as a repeat of the first when there is one)
 * and queues the staff notification and, for a first enquiry only, the acknowledgement; the
 * outbox is kicked once it commits. A minor's enquiry keeps no attribution and sends none of
 * these: they wait for the parent's or guardian's consent (lib/privacy/minors/guardian.ts). An accepted
 * enquiry is never lost, even while the mail server is down. Each form brings only what is its
 * own, as an `EnquiryForm`.
 *
 * The transaction is plain SQL on a pooled `pg` connection (lock, look-up, row, e-mails: one round
 * trip each): it is the site's hottest write, and through Prisma its per-query work cost more CPU
 * than the database did (scripts/bench/leads.ts).
 */
import "server-only";
import type { z } from "zod";
import { NO_NOTICE, notices } from "@/content/notices";
import { site } from "@/content/site";
import { sqlTransaction, type Sql } from "@/lib/db";
import { env } from "@/lib/env";
import type { Outcome } from "@/lib/http/outcome";
import { enqueueEmail } from "@/lib/mail/outbox";
import type { EmailBody } from "@/lib/mail/templates/render";
import { recordConsents } from "@/lib/privacy/consent";
import { requestGuardianConsent } from "@/lib/privacy/minors/guardian";
import { guardianOf } from "@/lib/privacy/minors/guardian-fields";
import { metrics } from "@/lib/observability/metrics";
import type { RateLimit } from "@/lib/security/rate-limit";
import { readAttribution, type Attribution } from "./attribution";
import { duplicateWindowStart, findEarlier, lockEnquiryKeys, type EnquiryTable } from "./duplicates";
import { passGate, type GateContext } from "./gate";

/**
 * Which door an enquiry came through; "API" callers were shown no privacy notice. `enteredBy`: a
 * staff member typed it for a walk-in or a caller (lib/leads/staff-entry.ts), who read the notice
 * out; the consent is recorded as given to staff, and `record` adds their entry in the same transaction.
 */
export type EnquiryContext<Source extends string> = GateContext & {
  source: Source;
  enteredBy?: { consentMethod: "STAFF"; record(sql: Sql, enquiryId: string): Promise<void> };
};

type Email = EmailBody & { subject: string };
type Contact = { email: string; mobile: string };

/** What a stored enquiry hands to its staff e-mail: its id, and any stored files to attach. */
export type StoredEnquiry = { id: string; attachmentIds?: string[] };

/**
 * What every form asks beside its own fields: the optional, unticked marketing consent, and
 * whether the person is under 18 (then their guardian: lib/privacy/minors/guardian-fields.ts).
 */
type Consenting = {
  marketingConsent: boolean;
  under18: boolean;
  guardianName?: string;
  guardianEmail?: string;
  guardianMobile?: string;
};

export type EnquiryForm<Data extends Consenting, Source extends string, Stored extends StoredEnquiry> = {
  /** The form: it scopes the locks (enquiries of different forms never wait on each other) and names its notice. */
  name: keyof typeof notices;
  schema: z.ZodType<Data>;
  rateLimit: RateLimit;
  /** The answer to an accepted enquiry (and to a bot that filled the honeypot). */
  receivedMessage: string;
  /** The answer to a minor's: their parent or guardian has been e-mailed, and what follows once they agree. */
  minorReceivedMessage: string;
  /** The e-mail and mobile a repeat is recognised by, and the acknowledgement goes to. */
  contact(data: Data): Contact;
  /** Where earlier enquiries of this form are looked for. */
  table: EnquiryTable;
  /**
   * Stores the enquiry with its marks (a repeat of which, the notice version, a minor's awaiting
   * their guardian; the door where the row keeps it) and where it came from (nothing for a minor).
   */
  create(
    sql: Sql,
    data: Data,
    marks: {
      source: Source;
      duplicateOfId: string | undefined;
      noticeVersion: string;
      minor: boolean;
      awaitingGuardian: boolean;
    },
    attribution: Attribution,
  ): Promise<Stored>;
  staffNotification(data: Data, stored: Stored, about: { source: Source; duplicate: boolean }): Email;
  /** The alert to the staff member the enquiry was assigned to on arrival, if it was and they have an e-mail. */
  assigneeAlert?(data: Data, stored: Stored): (Email & { to: string }) | null;
  /** To the enquirer; a minor's to their guardian (`guardianName`), sent once the guardian agrees. */
  acknowledgement(data: Data, guardianName?: string): Email;
};

export async function submitEnquiry<Data extends Consenting, Source extends string, Stored extends StoredEnquiry>(
  form: EnquiryForm<Data, Source, Stored>,
  input: unknown,
  context: EnquiryContext<Source>,
): Promise<Outcome> {
  const gate = await passGate(input, form.schema, context, { limit: form.rateLimit, acceptedMessage: form.receivedMessage });
  if (!gate.passed) {
    metrics.enquiries.inc({ form: form.name, result: refusalReason(gate.outcome) });
    return gate.outcome;
  }
  const data = gate.data;
  const contact = form.contact(data);
  const { STAFF_NOTIFY_EMAIL } = env();

  const guardian = guardianOf(data);
  const minor = guardian !== null;

  await sqlTransaction(async (sql) => {
    await lockEnquiryKeys(sql, form.name, [contact.email, contact.mobile]);
    const first = await findEarlier(sql, form.table, contact, duplicateWindowStart());
    // The version of the notice the form showed; API callers were shown none.
    const noticeVersion = context.source === "API" ? NO_NOTICE : notices[form.name].version;
    // No tracking or campaign attribution is kept of a child: only the page the form was sent from,
    // which every form's notice names as collected (content/notices.ts).
    const { pagePath, ...tracking } = readAttribution(input);
    const attribution = minor ? (pagePath ? { pagePath } : {}) : { pagePath, ...tracking };
    const marks = { source: context.source, duplicateOfId: first?.id, noticeVersion, minor, awaitingGuardian: minor };
    const stored = await form.create(sql, data, marks, attribution);
    await context.enteredBy?.record(sql, stored.id);
    const notification = form.staffNotification(data, stored, { source: context.source, duplicate: first !== null });
    const staffEmail = { to: STAFF_NOTIFY_EMAIL, replyTo: contact.email, attachmentIds: stored.attachmentIds, ...notification };
    const alert = form.assigneeAlert?.(data, stored);
    // A repeat within 24 hours is not acknowledged again: the visitor already has one, and a
    // stranger cannot use the form to flood someone else's inbox. A minor's goes to the guardian.
    const acknowledgement = first
      ? []
      : [{ to: guardian?.email ?? contact.email, replyTo: site.contactEmail, ...form.acknowledgement(data, guardian?.name) }];
    const emails = [staffEmail, ...(alert ? [alert] : []), ...acknowledgement];
    if (guardian) {
      // A child's own consent is not the law's: only the guardian's is recorded, when given.
      await requestGuardianConsent(sql, { form: form.name, enquiryId: stored.id, guardian, held: emails });
      return;
    }
    await recordConsents(sql, {
      form: form.name,
      enquiryId: stored.id,
      method: context.enteredBy?.consentMethod ?? (context.source === "API" ? "API" : "FORM"),
      noticeVersion,
      marketing: data.marketingConsent,
    });
    await enqueueEmail(sql, ...emails);
  });

  metrics.enquiries.inc({ form: form.name, result: "accepted" });
  return { ok: true, message: minor ? form.minorReceivedMessage : form.receivedMessage };
}

/** Why the gate turned an enquiry away, as the metrics name it (a bot is answered with a success). */
function refusalReason(outcome: Outcome): string {
  if (outcome.ok) return "honeypot";
  return outcome.status === 429 ? "rate_limited" : "invalid";
}
