import { CredentialsSignin } from "next-auth";
import type { FieldErrors } from "@/lib/validation/field-errors";

/** Why a log-in was refused, as the door answers it. */
export type LoginRefusal = { status: 400 | 401 | 429; message: string; errors?: FieldErrors; retryAfterSeconds?: number };

/** Thrown by a provider's authorize() so the door can answer with the reason, not a generic failure. */
export class LoginRefused extends CredentialsSignin {
  constructor(readonly refusal: LoginRefusal) {
    super(refusal.message);
    this.code = String(refusal.status);
  }
}
