/**
 * The one place a door reports a failure it could not answer otherwise (the database unreachable,
 * a bug): the door answers 503 with SERVICE_UNAVAILABLE and this line is all the server keeps.
 * Only the error's name and message: never the request, whose fields are a visitor's data.
 */
export function logFailure(where: string, error: unknown): void {
  console.error(`[${where}] failed:`, error instanceof Error ? `${error.name}: ${error.message}` : "unknown error");
}
