"use server";

import { z } from "zod";
import { action } from "@/lib/http/action";
import { text } from "@/lib/http/action-args";
import { failure, success } from "@/lib/http/outcome";
import { answerGuardianRequest, GUARDIAN_ANSWERS, GUARDIAN_GIVEN, GUARDIAN_LINK_CLOSED, GUARDIAN_REFUSED } from "./guardian";

/** The guardian's answer from /privacy/guardian (a server action: Next.js checks its Origin). */
export const answerGuardianAction = action(
  { name: "guardian consent", args: z.tuple([text, z.enum(GUARDIAN_ANSWERS)]) },
  async (_call, token, answer) => {
    const result = await answerGuardianRequest(token, answer);
    if (result === "closed") return failure(409, GUARDIAN_LINK_CLOSED);
    return success(result === "given" ? GUARDIAN_GIVEN : GUARDIAN_REFUSED);
  },
);
