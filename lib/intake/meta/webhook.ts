/**
 * Meta's webhook notifications (https://developers.facebook.com/docs/graph-api/webhooks/getting-started):
 * `{ object, entry: [{ id, time, changes: [{ field, value }] }] }`, dispatched by object and field to
 * the handler of that kind of change: lead ads are `page`/`leadgen`, WhatsApp's messages and their
 * statuses `whatsapp_business_account`/`messages` (lib/whatsapp/receive.ts), behind the same
 * endpoint, signature check and stored delivery.
 */
import { z } from "zod";
import { processWhatsAppChange, whatsappMessagesChange } from "@/lib/whatsapp/receive";
import { leadgenChange, processLeadgen } from "./leadgen";

const notificationSchema = z.object({
  object: z.string({ error: "object is required" }),
  entry: z.array(
    z.object({
      id: z.string().optional(),
      time: z.number().optional(),
      changes: z.array(z.object({ field: z.string(), value: z.unknown() })).default([]),
    }),
    { error: "entry must be a list" },
  ),
});
export type MetaNotification = z.infer<typeof notificationSchema>;

/** A change's processing; a lead ad's test lead answers `{ test: true }`. */
type ChangeHandler<Value> = { value: z.ZodType<Value>; process(value: Value): Promise<{ test: boolean } | void> };

const handler = <Value>(h: ChangeHandler<Value>) => h as ChangeHandler<unknown>;

/** object → field → what to do with each change of it. */
const HANDLERS: Record<string, Record<string, ChangeHandler<unknown>>> = {
  page: { leadgen: handler({ value: leadgenChange, process: processLeadgen }) },
  whatsapp_business_account: { messages: handler({ value: whatsappMessagesChange, process: processWhatsAppChange }) },
};

/** The notification, or the reason it cannot be one (answered 400). */
export function readNotification(json: unknown): { ok: true; value: MetaNotification } | { ok: false; problem: string } {
  const parsed = notificationSchema.safeParse(json);
  if (!parsed.success) return { ok: false, problem: parsed.error.issues.map((issue) => issue.message).join("; ") };
  for (const entry of parsed.data.entry) {
    for (const change of entry.changes) {
      const known = HANDLERS[parsed.data.object]?.[change.field];
      if (known && !known.value.safeParse(change.value).success) {
        return { ok: false, problem: `The ${change.field} change's value is not as Meta documents it.` };
      }
    }
  }
  return { ok: true, value: parsed.data };
}

/** Whether any change of the notification is one the site handles (others are acknowledged and not stored). */
export const hasHandledChanges = (notification: MetaNotification): boolean =>
  notification.entry.some((entry) => entry.changes.some((change) => HANDLERS[notification.object]?.[change.field]));

/**
 * Every handled change of a stored notification, in order; the first failure stops it (to be
 * retried whole: each step is idempotent). `test` when every change was a test lead.
 */
export async function processNotification(notification: MetaNotification): Promise<{ test: boolean }> {
  let changes = 0;
  let tests = 0;
  for (const entry of notification.entry) {
    for (const change of entry.changes) {
      const known = HANDLERS[notification.object]?.[change.field];
      if (!known) continue;
      changes++;
      if ((await known.process(known.value.parse(change.value)))?.test) tests++;
    }
  }
  return { test: changes > 0 && tests === changes };
}
