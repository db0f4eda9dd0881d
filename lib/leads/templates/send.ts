/**
 * Replying to a lead with an e-mail template from the lead's page (staff, checked at the door):
 * filled in on the server from the stored template (never from the browser's preview text), sent
 * to the lead's address through the outbox from the site, with replies going to the sender when
 * they have an e-mail address. It is the lead's first response if nobody answered yet, and it
 * shows in the lead's history.
 */
import "server-only";
import { recordAudit } from "@/lib/audit/record";
import type { Caller } from "@/lib/auth/caller";
import { prisma, viaPrisma } from "@/lib/db";
import { failure, success, type Outcome } from "@/lib/http/outcome";
import { enqueueEmail } from "@/lib/mail/outbox";
import { renderEmail, SIGN_OFF } from "@/lib/mail/templates/render";
import { consentWithdrawnLeads } from "@/lib/privacy/rights/withdraw";
import { AWAITING_GUARDIAN } from "@/lib/privacy/minors/staff-view";
import { isRowId } from "@/lib/validation/stored-text";
import { markFirstResponse } from "../response";
import { fillReply, type FilledReply } from "./reply";

export const CONSENT_WITHDRAWN_REFUSAL = "This person has withdrawn their consent: no more e-mails may be sent to them.";

/** The audit action of a template e-mail, worded by the lead's history (components/admin/leads/LeadHistory.tsx). */
const REPLY_EMAIL_ACTION = "lead.reply-email";

/** The message as the layout every e-mail of the site uses lays it out (values HTML-escaped). */
function replyEmail(filled: FilledReply & { subject: string }) {
  return {
    subject: filled.subject,
    ...renderEmail({ heading: filled.subject, paragraphs: filled.body.split(/\n\s*\n/), signOff: SIGN_OFF }),
  };
}

export async function sendTemplateEmail(actor: Caller, leadId: string, templateId: string): Promise<Outcome> {
  if (!isRowId(leadId)) return failure(404, "No such lead.");
  if (!isRowId(templateId)) return failure(404, "No such reply template: reload the page to see the current ones.");
  const answer = await prisma.$transaction(async (tx): Promise<Outcome> => {
    // One after another: a transaction's statements share one connection.
    const lead = await tx.lead.findUnique({
      where: { id: leadId },
      select: { name: true, email: true, course: true, awaitingGuardian: true },
    });
    const template = await tx.replyTemplate.findUnique({
      where: { id: templateId },
      select: { name: true, channel: true, subject: true, body: true },
    });
    const sender = await tx.user.findUnique({ where: { id: actor.userId }, select: { name: true, email: true } });
    if (!lead) return failure(404, "No such lead.");
    if ((await consentWithdrawnLeads(tx, [leadId])).size > 0) return failure(409, CONSENT_WITHDRAWN_REFUSAL);
    if (lead.awaitingGuardian) return failure(409, `${AWAITING_GUARDIAN}: this lead cannot be e-mailed yet.`);
    if (!template) return failure(404, "No such reply template: reload the page to see the current ones.");
    if (template.channel !== "EMAIL" || template.subject === null)
      return failure(400, `“${template.name}” is a WhatsApp template: open it in WhatsApp instead.`);
    const filled = fillReply(template, { name: lead.name, course: lead.course, counsellor: sender?.name ?? actor.name });
    const email = replyEmail({ ...filled, subject: filled.subject ?? template.subject });
    await enqueueEmail(viaPrisma(tx), { to: lead.email, ...email, ...(sender?.email ? { replyTo: sender.email } : {}) });
    await markFirstResponse(tx, leadId);
    await recordAudit(tx, {
      actorId: actor.userId,
      action: REPLY_EMAIL_ACTION,
      entityType: "Lead",
      entityId: leadId,
      after: { template: template.name, subject: email.subject, replyTo: sender?.email ?? null },
    });
    return success(`E-mail “${email.subject}” is on its way to ${lead.email}.`);
  });
  return answer;
}
