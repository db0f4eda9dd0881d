/**
 * New leads for a counsellor: assigned to them and not yet opened by them. The panel shows the
 * count beside the Contact List and keeps it current without a reload (UnreadLeads polls
 * GET /api/admin/unread-leads). The lead's page, once shown in the browser, reads it (not its
 * render, which a link's prefetch also runs); a new assignee starts unread.
 */
import "server-only";
import { prisma } from "@/lib/db";
import { isRowId } from "@/lib/validation/stored-text";

export function countUnreadLeads(userId: string): Promise<number> {
  return prisma.lead.count({ where: { assignedToId: userId, assigneeSeenAt: null } });
}

/** The assignee opened the lead: it is no longer new to them. Anyone else opening it changes nothing. */
export async function markLeadSeen(leadId: string, userId: string): Promise<void> {
  if (!isRowId(leadId)) return;
  await prisma.lead.updateMany({
    where: { id: leadId, assignedToId: userId, assigneeSeenAt: null },
    data: { assigneeSeenAt: new Date() },
  });
}
