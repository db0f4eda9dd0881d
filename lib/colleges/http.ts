/**
 * The HTTP side of `/api/college/*` writes: the staff and origin checks, the old-API body, and
 * one response shape per outcome (`message`, plus `issues` or `college`).
 */
import { FORBIDDEN_ORIGIN_MESSAGE, isAllowedOrigin } from "@/lib/security/origin";
import { requireStaff, type StaffSession } from "@/lib/staff/session";
import type { CollegeWriteResult } from "./commands";
import { toWireCollege, toWireIssues, wireCollegeSchema } from "./wire";
import type { CollegeInput } from "./schema";

const json = (status: number, body: Record<string, unknown>) => Response.json(body, { status });

/** The staff member allowed to write, or the response that refuses the request. */
export async function authoriseCollegeWrite(request: Request): Promise<StaffSession | Response> {
  if (!isAllowedOrigin(request.headers)) return json(403, { message: FORBIDDEN_ORIGIN_MESSAGE });
  const check = await requireStaff(request);
  return check.ok ? check.staff : json(check.status, { message: check.message });
}

/** The body as `CollegeInput`, or a 400 naming each bad field by its old-API name. */
export async function readWireCollege(request: Request): Promise<CollegeInput | Response> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return json(400, { message: "The request body must be JSON." });
  }
  const parsed = wireCollegeSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  return invalidCollege(parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })));
}

/** The site-wide 4xx shape, `{ message, errors: { field: text } }`, one message per old-API field. */
function invalidCollege(issues: { path: string; message: string }[]): Response {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path.split(".")[0] || "body"] ??= issue.message;
  return json(400, { message: "Please correct the college details.", errors });
}

export function collegeWriteResponse(result: CollegeWriteResult, success: { status: number; message: string }) {
  if (result.ok) return json(success.status, { message: success.message, college: toWireCollege(result.college) });
  switch (result.error) {
    case "invalid":
      return invalidCollege(toWireIssues(result.issues));
    case "not-found":
      return json(404, { message: "College not found." });
    case "conflict":
      return json(409, { message: result.message });
  }
}
