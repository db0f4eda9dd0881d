"use server";

import { action } from "@/lib/http/action";
import { failure, success } from "@/lib/http/outcome";
import { answerGuardianRequest, GUARDIAN_GIVEN, GUARDIAN_LINK_CLOSED, GUARDIAN_REFUSED } from "./guardian";

/** The guardian's answer from /privacy/guardian (a server action: Next.js checks its Origin). */
export const answerGuardianAction = action({ name: "guardian consent" }, async (_call, token: string, answer: string) => {
  if (typeof token !== "string" || (answer !== "agree" && answer !== "refuse"))
    return failure(400, "That answer could not be read.");
  const result = await answerGuardianRequest(token, answer);
  if (result === "closed") return failure(409, GUARDIAN_LINK_CLOSED);
  return success(result === "given" ? GUARDIAN_GIVEN : GUARDIAN_REFUSED);
});
