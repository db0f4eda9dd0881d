/**
 * The Reply Templates section's commands (admins, checked at the door): add, edit and delete a
 * template. Each change is audited with the template's old and new values in its transaction.
 */
import "server-only";
import { recordAudit } from "@/lib/audit/record";
import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { failure, invalid, success, type Outcome } from "@/lib/http/outcome";
import { isRowId } from "@/lib/validation/stored-text";
import { REPLY_TEMPLATE_COLUMNS } from "./queries";
import { replyTemplateSchema } from "./schema";

const NOT_FOUND = failure(404, "No such reply template: it may have been deleted. Reload the page.");
const NAME_TAKEN = "Another template has that name.";

const columns = REPLY_TEMPLATE_COLUMNS;
type Stored = Prisma.ReplyTemplateGetPayload<{ select: typeof columns }>;

const snapshot = ({ name, channel, subject, body, waTemplateName, waLanguage, waParams, waMarketing }: Stored) => ({
  name,
  channel,
  subject,
  body,
  waTemplateName,
  waLanguage,
  waParams,
  waMarketing,
});

/** The unique name, checked by the database so two admins saving the same name at once cannot both win. */
async function unlessNameTaken(write: () => Promise<Outcome>): Promise<Outcome> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")
      return failure(409, NAME_TAKEN, { name: NAME_TAKEN });
    throw error;
  }
}

export async function createReplyTemplate(actor: Caller, input: unknown): Promise<Outcome> {
  const parsed = replyTemplateSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const data = { ...parsed.data, subject: parsed.data.subject ?? null };
  return unlessNameTaken(() =>
    prisma.$transaction(async (tx) => {
      const template = await tx.replyTemplate.create({ data, select: columns });
      await recordAudit(tx, {
        actorId: actor.userId,
        action: "reply-template.create",
        entityType: "ReplyTemplate",
        entityId: template.id,
        after: snapshot(template),
      });
      return success(`Template “${template.name}” added.`);
    }),
  );
}

export async function updateReplyTemplate(actor: Caller, id: string, input: unknown): Promise<Outcome> {
  const parsed = replyTemplateSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  if (!isRowId(id)) return NOT_FOUND;
  const data = { ...parsed.data, subject: parsed.data.subject ?? null };
  return unlessNameTaken(() =>
    prisma.$transaction(async (tx) => {
      const before = await tx.replyTemplate.findUnique({ where: { id }, select: columns });
      if (!before) return NOT_FOUND;
      const after = await tx.replyTemplate.update({ where: { id }, data, select: columns });
      await recordAudit(tx, {
        actorId: actor.userId,
        action: "reply-template.update",
        entityType: "ReplyTemplate",
        entityId: id,
        before: snapshot(before),
        after: snapshot(after),
      });
      return success(`Template “${after.name}” saved.`);
    }),
  );
}

export async function deleteReplyTemplate(actor: Caller, id: string): Promise<Outcome> {
  if (!isRowId(id)) return NOT_FOUND;
  return prisma.$transaction(async (tx) => {
    const before = await tx.replyTemplate.findUnique({ where: { id }, select: columns });
    if (!before) return NOT_FOUND;
    // Another admin may have deleted it a moment ago.
    if ((await tx.replyTemplate.deleteMany({ where: { id } })).count === 0) return NOT_FOUND;
    await recordAudit(tx, {
      actorId: actor.userId,
      action: "reply-template.delete",
      entityType: "ReplyTemplate",
      entityId: id,
      before: snapshot(before),
    });
    return success(`Template “${before.name}” deleted.`);
  });
}
