/**
 * A college command's result as both doors answer it (the admin panel's server actions and the
 * `/api/college/*` routes): the specification's alert text, the college in the old API's shape,
 * or the status, the message and each bad field by its old-API name.
 */
import type { FieldErrors } from "@/lib/validation/field-errors";
import type { CollegeWriteResult } from "./commands";
import { toWireCollege, wireFieldErrors, type WireCollege } from "./wire";

export const INVALID_COLLEGE = "Please correct the college details.";
export const COLLEGE_ADDED = "College Added Successfully!";
export const COLLEGE_UPDATED = "College Updated Successfully!";
export const COLLEGE_DELETED = "College Deleted Successfully!";

export type CollegeAnswer =
  | { ok: true; message: string; college: WireCollege }
  | { ok: false; status: 400 | 404 | 409; message: string; errors?: FieldErrors };

export function collegeAnswer(result: CollegeWriteResult, successMessage: string): CollegeAnswer {
  if (result.ok) return { ok: true, message: successMessage, college: toWireCollege(result.college) };
  switch (result.error) {
    case "invalid":
      return invalidCollege(wireFieldErrors(result.issues));
    case "not-found":
      return { ok: false, status: 404, message: "College not found." };
    case "conflict":
      return { ok: false, status: 409, message: result.message };
  }
}

export function invalidCollege(errors: FieldErrors): CollegeAnswer {
  return { ok: false, status: 400, message: INVALID_COLLEGE, errors };
}
