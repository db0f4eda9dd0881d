"use server";

import { headers } from "next/headers";
import { unavailableOnError, type Outcome } from "@/lib/http/outcome";
import { submitLead } from "@/lib/leads/submit";
import { clientIp } from "@/lib/security/client-ip";

/** The browser door of the counselling enquiry (the modal and the contact page). */
export async function submitLeadAction(source: "MODAL" | "CONTACT_PAGE", values: unknown): Promise<Outcome> {
  const ip = clientIp(await headers());
  return unavailableOnError(() => submitLead(values, { ip, source: source === "MODAL" ? "MODAL" : "CONTACT_PAGE" }), "lead");
}
