import { route } from "@/lib/http/route";
import { jsonAnswer, NO_STORE } from "@/lib/http/respond";
import { countDueFollowUps } from "@/lib/leads/queries";
import { countUnreadLeads } from "@/lib/leads/unread";

/**
 * GET /api/admin/unread-leads → `{ unread, due }`: the caller's leads not yet opened, and their
 * open leads whose follow-up time has come (the panel polls it).
 */
export const GET = route({ name: "unread leads", permission: "leads.work" }, async ({ caller }) => {
  const [unread, due] = await Promise.all([countUnreadLeads(caller.userId), countDueFollowUps(caller.userId)]);
  return jsonAnswer(200, { unread, due }, NO_STORE);
});
