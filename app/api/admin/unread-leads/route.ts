import { route } from "@/lib/http/route";
import { jsonAnswer, NO_STORE } from "@/lib/http/respond";
import { countUnreadLeads } from "@/lib/leads/unread";

/** GET /api/admin/unread-leads → `{ unread }`: the caller's leads not yet opened (the panel polls it). */
export const GET = route({ name: "unread leads", permission: "leads.work" }, async ({ caller }) =>
  jsonAnswer(200, { unread: await countUnreadLeads(caller.userId) }, NO_STORE),
);
