/**
 * The HTTP side of `/api/college/*` writes (admins only, through lib/auth/route's `withRole`): the
 * old-API body (read like every route's body, through lib/http/request-body), and one response per
 * outcome: `{ message, college }`, or `{ message, errors }` with a 4xx.
 */
import { outcomeResponse } from "@/lib/http/respond";
import { JSON_BODY_LIMIT_BYTES, readJsonObject } from "@/lib/http/request-body";
import type { FieldErrors } from "@/lib/validation/field-errors";
import type { CollegeWriteResult } from "./commands";
import { toWireCollege, wireCollegeSchema, wireFieldErrors } from "./wire";
import type { CollegeInput } from "./schema";

const json = (status: number, body: Record<string, unknown>) => Response.json(body, { status });

/** The body as `CollegeInput`, or a 4xx naming each bad field by its old-API name. */
export async function readWireCollege(request: Request): Promise<CollegeInput | Response> {
  const body = await readJsonObject(request, JSON_BODY_LIMIT_BYTES);
  if (!body.ok) return outcomeResponse(body);
  const parsed = wireCollegeSchema.safeParse(body.value);
  return parsed.success ? parsed.data : invalidCollege(wireFieldErrors(parsed.error.issues));
}

function invalidCollege(errors: FieldErrors): Response {
  return json(400, { message: "Please correct the college details.", errors });
}

export function collegeWriteResponse(result: CollegeWriteResult, success: { status: number; message: string }) {
  if (result.ok) return json(success.status, { message: success.message, college: toWireCollege(result.college) });
  switch (result.error) {
    case "invalid":
      return invalidCollege(wireFieldErrors(result.issues));
    case "not-found":
      return json(404, { message: "College not found." });
    case "conflict":
      return json(409, { message: result.message });
  }
}
