import "@/lib/validation/zod-config";
import { z } from "zod";
import { newPasswordField } from "@/lib/accounts/schema";
import { STAFF_ROLES } from "@/lib/auth/permissions";
import { emailField, requiredLine } from "@/lib/validation/fields";

/** A new staff member as the Staff section sends it; the password is generated, never chosen here. */
export const newStaffSchema = z.object({
  name: requiredLine("their name", 100, "name"),
  username: z
    .string({ error: "Enter a username" })
    .trim()
    .toLowerCase()
    .regex(
      /^[a-z0-9][a-z0-9._-]{2,31}$/,
      "Use 3 to 32 letters, digits, dots, dashes or underscores, starting with a letter or digit",
    ),
  role: z.enum(STAFF_ROLES, { error: "Choose Counsellor or Admin" }),
  /** Where their lead alerts go; optional (without one, the alerts reach the shared staff inbox only). */
  email: z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), emailField.optional()),
});

/** A staff member's own password change (the panel's Password page). */
export const ownPasswordSchema = z.object({
  currentPassword: z
    .string({ error: "Enter your current password" })
    .min(1, "Enter your current password")
    .max(1024, "Enter your current password"),
  newPassword: newPasswordField,
});
