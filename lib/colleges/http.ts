/**
 * The HTTP side of `/api/college/*` writes: the staff and origin checks, the old-API body, and
 * one response shape per outcome (`message`, plus `issues` or `college`).
 */
import { isSameOrigin } from "@/lib/http/same-origin";
import { requireStaff, type StaffSession } from "@/lib/staff/session";
import type { CollegeWriteResult } from "./commands";
import { toWireCollege, toWireIssues, wireCollegeSchema } from "./wire";
import type { CollegeInput } from "./schema";

const json = (status: number, body: Record<string, unknown>) => Response.json(body, { status });

/** The staff member allowed to write, or the response that refuses the request. */
export async function authoriseCollegeWrite(request: Request): Promise<StaffSession | Response> {
  if (!isSameOrigin(request)) return json(403, { message: "Cross-site request refused." });
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
  return json(400, {
    message: "Please correct the college details.",
    issues: parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })),
  });
}

export function collegeWriteResponse(result: CollegeWriteResult, success: { status: number; message: string }) {
  if (result.ok) return json(success.status, { message: success.message, college: toWireCollege(result.college) });
  switch (result.error) {
    case "invalid":
      return json(400, { message: "Please correct the college details.", issues: toWireIssues(result.issues) });
    case "not-found":
      return json(404, { message: "College not found." });
    case "conflict":
      return json(409, { message: result.message });
  }
}
