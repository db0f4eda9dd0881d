import { noteForm } from "@/lib/intake/forms";
import { storeIntakeLead } from "@/lib/intake/store";
import { googleLead, googlePayload } from "./payload";

/** A stored Google delivery: a test lead is kept as the delivery only; a real one becomes a lead. */
export async function processGoogleDelivery(body: string): Promise<{ test: boolean }> {
  const payload = googlePayload.parse(JSON.parse(body));
  if (payload.is_test) return { test: true };
  const defaultCourse = payload.form_id ? await noteForm("google", payload.form_id) : null;
  await storeIntakeLead(googleLead(payload, defaultCourse));
  return { test: false };
}
