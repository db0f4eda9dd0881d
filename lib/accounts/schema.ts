/**
 * The account forms' fields, as the auth modal and the `/api/auth/*` routes send them (the
 * specification's names). Browser-safe. The password's length is checked here; its strength
 * (the common-password list) on the server only (password-policy.ts).
 */
import "@/lib/validation/zod-config";
import { z } from "zod";
import { ageOn, isMinorBorn } from "@/lib/careers/age";
import { guardianFields, requireGuardian } from "@/lib/privacy/minors/guardian-fields";
import { emailField, indianMobileField, requiredLine } from "@/lib/validation/fields";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** A password being chosen: 8 to 128 characters, taken as typed (no trimming). */
export const newPasswordField = z
  .string({ error: (issue) => (issue.input === undefined ? "Enter a password" : "The password must be text") })
  .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters`);

/** A password being checked: anything up to the maximum (a longer one cannot be right). */
const passwordField = z.string({ error: "Enter your password" }).min(1, "Enter your password").max(1024, "Enter your password");

/**
 * A date of birth (YYYY-MM-DD, a real day in the past). Optional on the wire: a client of the old
 * API that sends none is read as an adult, as the enquiry forms read a missing `under18`.
 */
const dateOfBirthField = z.preprocess(
  (input) => ((typeof input === "string" && input.trim() === "") || input === null ? undefined : input),
  z
    .string({ error: "Enter your date of birth as YYYY-MM-DD" })
    .trim()
    .refine((value) => {
      const age = ageOn(value, new Date());
      return age !== undefined && age >= 0 && age < 120;
    }, "Enter your date of birth, like 2008-05-21")
    .optional(),
);

export const registerSchema = z
  .object({
    name: requiredLine("your name", 100, "name"),
    email: emailField,
    mobile: indianMobileField,
    password: newPasswordField,
    dob: dateOfBirthField,
    guardianName: guardianFields.guardianName,
    guardianEmail: guardianFields.guardianEmail,
    guardianMobile: guardianFields.guardianMobile,
  })
  .superRefine((account, context) => requireGuardian(account, isMinorBorn(account.dob), context), {
    when: (payload) => typeof payload.value === "object" && payload.value !== null,
  });

export const loginSchema = z.object({ email: emailField, password: passwordField });

export const otpSchema = z.object({
  email: emailField,
  otp: z
    .string({ error: "Enter the 6-digit code" })
    .trim()
    .regex(/^\d{6}$/, "Enter the 6-digit code from the e-mail"),
});

export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: "Enter your current password" })
    .min(1, "Enter your current password")
    .max(1024, "Enter your current password"),
  newPassword: newPasswordField,
});

export const emailOnlySchema = z.object({ email: emailField });

export const resetPasswordSchema = z.object({ password: newPasswordField });

export const profileSchema = z.object({
  name: requiredLine("your name", 100, "name"),
  mobile: indianMobileField,
});
