import { log } from "@/lib/observability/log";

/**
 * The one place a door reports a failure it could not answer otherwise (the database unreachable,
 * a bug): the door answers 503 with SERVICE_UNAVAILABLE and this line is all the server keeps.
 * The error with its stack (masked by the logger) and the request's id: never the request, whose
 * fields are a visitor's data.
 */
export function logFailure(where: string, error: unknown, reqId?: string): void {
  log.error({ err: error, where, reqId }, `${where} failed`);
}
