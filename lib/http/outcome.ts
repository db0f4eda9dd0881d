/**
 * What every command answers, whichever door it came through: a server action hands it to the
 * browser as is, a route handler turns it into `{ message, ...data }` or `{ message, errors }`
 * with the status (lib/http/respond.ts). No server-only imports: the browser forms read these
 * types too.
 */
import type { z } from "zod";
import { fieldErrors, type FieldErrors } from "@/lib/validation/field-errors";

/** 410: a file an outside service no longer keeps; 502: an outside service failed or refused. */
export type FailureStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 502 | 503;

export type Success<Data extends object = Record<string, unknown>> = {
  ok: true;
  message: string;
  /** More of the answer, beside the message (the API's `{ user, token }` after a log-in, say). */
  data?: Data;
};
export type Failure = {
  ok: false;
  status: FailureStatus;
  message: string;
  errors: FieldErrors;
  /** Seconds until another try may succeed (429). */
  retryAfterSeconds?: number;
};
export type Outcome<Data extends object = Record<string, unknown>> = Success<Data> | Failure;

/** The career form's success text, and every form's fallback when an answer carries no message. */
export const FORM_SUBMITTED = "Form submitted successfully!";
/** Every enquiry form's fallback for a failed submission without a message from the server. */
export const SUBMISSION_FAILED = "Submission failed";

export const INVALID_FIELDS_MESSAGE = "Please correct the highlighted fields.";

export const SERVICE_UNAVAILABLE = "We could not do that just now. Please try again in a minute.";

export function success<Data extends object>(message: string, data?: Data): Success<Data> {
  return data === undefined ? { ok: true, message } : { ok: true, message, data };
}

export function failure(status: FailureStatus, message: string, errors: FieldErrors = {}): Failure {
  return { ok: false, status, message, errors };
}

export function invalid(error: z.ZodError, message = INVALID_FIELDS_MESSAGE): Failure {
  return failure(400, message, fieldErrors(error));
}
