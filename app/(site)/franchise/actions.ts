"use server";

import { headers } from "next/headers";
import { submitFranchiseEnquiry } from "@/lib/franchise/submit";
import { settle, type Outcome } from "@/lib/http/outcome";
import { clientIp } from "@/lib/security/client-ip";

/** The browser door of the franchise enquiry. */
export async function submitFranchiseAction(values: unknown): Promise<Outcome> {
  const ip = clientIp(await headers());
  return settle(() => submitFranchiseEnquiry(values, { ip, via: "PAGE" }), "franchise enquiry");
}
