/**
 * What a form command answers, whichever door it came through: a server action hands it to the
 * browser as is, a route handler turns it into `{ message }` or `{ message, errors }` with the
 * status. No server-only imports: the browser forms read these types too.
 */
import type { z } from "zod";
import { fieldErrors, type FieldErrors } from "@/lib/validation/field-errors";

export type FailureStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

export type Success = {
  ok: true;
  message: string;
  /** More of the answer, beside the message (the API's `{ user, token }` after a log-in, say). */
  data?: Record<string, unknown>;
};
export type Failure = {
  ok: false;
  status: FailureStatus;
  message: string;
  errors: FieldErrors;
  /** Seconds until another try may succeed (429). */
  retryAfterSeconds?: number;
};
export type Outcome = Success | Failure;

/** The specification's success text of the career form, and every form's fallback when an answer carries no message. */
export const FORM_SUBMITTED = "Form submitted successfully!";
/** The specification's fallback for a failed submission without a message from the server. */
export const SUBMISSION_FAILED = "Submission failed";

export const INVALID_FIELDS_MESSAGE = "Please correct the highlighted fields.";

export function failure(status: FailureStatus, message: string, errors: FieldErrors = {}): Failure {
  return { ok: false, status, message, errors };
}

export function invalid(error: z.ZodError): Failure {
  return failure(400, INVALID_FIELDS_MESSAGE, fieldErrors(error));
}

export const UNAVAILABLE_MESSAGE = "We could not send your form just now. Please try again in a minute.";

/**
 * Runs a command so that an unexpected failure (the database unreachable) becomes a 503 with a
 * plain message, logged without the visitor's data, instead of a stack trace.
 */
export async function unavailableOnError(command: () => Promise<Outcome>, label: string): Promise<Outcome> {
  try {
    return await command();
  } catch (error) {
    console.error(`[forms] ${label} failed:`, error instanceof Error ? `${error.name}: ${error.message}` : "unknown error");
    return failure(503, UNAVAILABLE_MESSAGE);
  }
}
