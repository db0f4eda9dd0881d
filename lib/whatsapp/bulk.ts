/**
 * A WhatsApp template to many leads at once from the Contact List: every lead the list's filter
 * matches (or the ones ticked on its page), resolved on the server as the bulk status and
 * assignment changes resolve theirs (lib/leads/bulk.ts, at most BULK_MAX). Each lead is checked
 * by the rules of a single send (consent.ts); those refused are skipped and counted by reason.
 * The sender first sees the counts (`send: false`), then confirms. Each message is a row on its
 * lead with its `whatsapp-send` job, all in one transaction with the audit entry (who, which
 * template, the filter, the counts): only inserts, so no lead is locked meanwhile. The jobs send
 * them at the configured pace (rate.ts) and check each lead's consent again just before.
 * `{counsellor}` is the lead's own counsellor (who will answer the replies), else the sender.
 * A bulk send is not an answer: it leaves the lead's first response and its unread reply alone.
 */
import "server-only";
import { recordAudit } from "@/lib/audit/record";
import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db";
import { failure, success, type Outcome } from "@/lib/http/outcome";
import { resolveBulkTarget, type BulkTarget } from "@/lib/leads/bulk";
import { whatsappConfig } from "./config";
import { REFUSALS, sendRefusals, type Refusal } from "./consent";
import { mappedTemplate, queueMessages, templateDraft } from "./send";

/** Leads read (and messages inserted) per statement. */
const BATCH = 1000;

type BulkSkip = Refusal | "gone";
type BulkWhatsAppCounts = { sendable: number; skipped: Partial<Record<BulkSkip, number>> };

const count = (n: number) => n.toLocaleString("en-IN");
const leads = (n: number) => `${count(n)} ${n === 1 ? "lead" : "leads"}`;

/** Each reason a lead was skipped, as the sender reads it after the count ("12 awaiting a guardian's consent"). */
const bulkSkipWords: Record<BulkSkip, string> = {
  gone: "no longer exist",
  mobile: "have no usable mobile number",
  guardian: "are minors awaiting a guardian's consent",
  withdrawn: "withdrew their consent",
  stopped: "stopped marketing messages (STOP)",
  noMarketing: "never agreed to marketing messages",
  window: "are outside the 24-hour window",
};

function describe(templateName: string, counts: BulkWhatsAppCounts, sent: boolean): string {
  const skipped = [...REFUSALS, "gone" as const].flatMap((reason) => {
    const n = counts.skipped[reason] ?? 0;
    return n > 0 ? [`${count(n)} ${bulkSkipWords[reason]}`] : [];
  });
  const head = sent
    ? `Queued “${templateName}” for ${leads(counts.sendable)}: they go out at the configured rate, each shown on its lead`
    : counts.sendable === 0
      ? `No lead may get “${templateName}”`
      : `“${templateName}” would go to ${leads(counts.sendable)}`;
  return skipped.length === 0 ? `${head}.` : `${head}; skipped: ${skipped.join(", ")}.`;
}

/** The leads of `target`, checked against the template's rules: what would be sent, and the skipped counted. */
export async function bulkWhatsApp(
  actor: Caller,
  target: BulkTarget,
  templateId: string,
  { send }: { send: boolean },
): Promise<Outcome<BulkWhatsAppCounts>> {
  if (!whatsappConfig()) return failure(404, "WhatsApp is not set up on this site.");
  const template = await mappedTemplate(prisma, templateId);
  if ("ok" in template) return template;
  const ids = await resolveBulkTarget(target, actor.userId);
  if (!Array.isArray(ids)) return ids;
  if (ids.length === 0) return failure(400, "Select at least one lead.");

  const counts: BulkWhatsAppCounts = { sendable: 0, skipped: {} };
  const skip = (reason: BulkSkip, n: number) => {
    if (n > 0) counts.skipped[reason] = (counts.skipped[reason] ?? 0) + n;
  };
  const drafts: Parameters<typeof queueMessages>[1] = [];
  for (let start = 0; start < ids.length; start += BATCH) {
    const batch = ids.slice(start, start + BATCH);
    const found = await prisma.lead.findMany({
      where: { id: { in: batch } },
      select: {
        id: true,
        name: true,
        course: true,
        mobile: true,
        awaitingGuardian: true,
        whatsappInboundAt: true,
        assignedTo: { select: { name: true } },
      },
    });
    skip("gone", batch.length - found.length);
    const refusals = await sendRefusals(prisma, found, { kind: "TEMPLATE", marketing: template.waMarketing });
    for (const reason of refusals.values()) skip(reason, 1);
    for (const lead of found) {
      if (refusals.has(lead.id)) continue;
      counts.sendable++;
      if (send) {
        const values = { name: lead.name, course: lead.course, counsellor: lead.assignedTo?.name ?? actor.name };
        drafts.push({ ...templateDraft(template, values), leadId: lead.id });
      }
    }
  }
  if (counts.sendable === 0) return failure(400, describe(template.name, counts, false));
  if (!send) return success(describe(template.name, counts, false), counts);

  await prisma.$transaction(
    async (tx) => {
      for (let start = 0; start < drafts.length; start += BATCH)
        await queueMessages(tx, drafts.slice(start, start + BATCH), actor.userId);
      await recordAudit(tx, {
        actorId: actor.userId,
        action: "whatsapp.bulk",
        entityType: "ReplyTemplate",
        entityId: template.id,
        after: {
          template: template.name,
          leads: target.kind === "matching" ? `all matching ${target.filter || "(no filter)"}` : `${count(ids.length)} selected`,
          queued: counts.sendable,
          skipped: counts.skipped,
        },
      });
    },
    // Thousands of inserts: more than the default five seconds on a busy machine.
    { timeout: 60_000 },
  );
  return success(describe(template.name, counts, true), counts);
}
