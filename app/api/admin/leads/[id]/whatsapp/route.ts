import { failure } from "@/lib/http/outcome";
import { jsonAnswer, NO_STORE } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { whatsappThread } from "@/lib/whatsapp/thread";

/** GET /api/admin/leads/{id}/whatsapp → the lead's WhatsApp thread (the lead's page polls it while open). */
export const GET = route({ name: "lead whatsapp thread", permission: "leads.work", quiet: true }, async ({ params }) => {
  const thread = await whatsappThread(params.id ?? "");
  return thread ? jsonAnswer(200, thread, NO_STORE) : failure(404, "No such lead, or WhatsApp is not set up.");
});
