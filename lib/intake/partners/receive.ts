import { failure, type Outcome } from "@/lib/http/outcome";
import { TOO_MANY_SUBMISSIONS } from "@/lib/security/rate-limit";
import { consumePartnerRate, markKeyUsed, partnerOfKey } from "./keys";
import { submitPartnerLead } from "./submit";

/** The partner's key (401 when unknown or revoked), its own rate limit (429), then the lead. */
export async function receivePartnerLead(headers: Headers, body: unknown): Promise<Outcome> {
  const key = headers.get("authorization")?.match(/^Bearer (\S+)$/)?.[1];
  const partner = key ? await partnerOfKey(key) : null;
  if (!partner) return failure(401, "A valid partner key is required (Authorization: Bearer <key>).");
  const rate = await consumePartnerRate(partner);
  if (!rate.allowed) return { ...failure(429, TOO_MANY_SUBMISSIONS), retryAfterSeconds: rate.retryAfterSeconds };
  await markKeyUsed(partner.id);
  return submitPartnerLead(partner, body);
}
