"use server";

import { headers } from "next/headers";
import { submitFranchiseEnquiry } from "@/lib/franchise/submit";
import { unavailableOnError, type Outcome } from "@/lib/http/outcome";
import { clientIp } from "@/lib/security/client-ip";

/** The browser door of the franchise enquiry. */
export async function submitFranchiseAction(values: unknown): Promise<Outcome> {
  const ip = clientIp(await headers());
  return unavailableOnError(() => submitFranchiseEnquiry(values, { ip, source: "PAGE" }), "franchise enquiry");
}
