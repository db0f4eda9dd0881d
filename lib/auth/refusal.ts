import { CredentialsSignin } from "next-auth";
import type { StaffLoginStep } from "@/lib/staff/login";
import type { FieldErrors } from "@/lib/validation/field-errors";

/** Why a log-in was refused, as the door answers it; `step` is what a staff log-in needs next (a code, a new password). */
export type LoginRefusal = {
  status: 400 | 401 | 429;
  message: string;
  errors?: FieldErrors;
  retryAfterSeconds?: number;
  step?: StaffLoginStep;
};

/** Thrown by a provider's authorize() so the door can answer with the reason, not a generic failure. */
export class LoginRefused extends CredentialsSignin {
  constructor(readonly refusal: LoginRefusal) {
    super(refusal.message);
    this.code = String(refusal.status);
  }
}
