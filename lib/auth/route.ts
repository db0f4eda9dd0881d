/**
 * The door of every route handler that needs a signed-in caller: the Origin check for requests
 * that change data (cookies ride along with cross-site requests; the Origin header says where
 * one came from), then the role check, 401/403 as `{ message }`, and a 503 instead of a stack
 * trace when the database cannot be reached.
 */
import { FORBIDDEN_ORIGIN_MESSAGE, isAllowedOrigin } from "@/lib/security/origin";
import { checkRole, SessionCheckUnavailable, type Caller } from "./caller";
import type { Role } from "./roles";

export const SERVICE_UNAVAILABLE = "The service is unavailable just now. Please try again in a minute.";

const READ_ONLY_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const json = (status: number, body: Record<string, unknown>) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

export function withRole<Context>(
  roles: readonly Role[],
  handler: (request: Request, caller: Caller, context: Context) => Promise<Response>,
): (request: Request, context: Context) => Promise<Response> {
  return async (request, context) => {
    if (!READ_ONLY_METHODS.has(request.method) && !isAllowedOrigin(request.headers)) {
      return json(403, { message: FORBIDDEN_ORIGIN_MESSAGE });
    }
    try {
      const access = await checkRole(roles, request);
      if (!access.ok) return json(access.status, { message: access.message });
      return await handler(request, access.caller, context);
    } catch (error) {
      console.error(
        `[api] ${request.method} ${new URL(request.url).pathname} failed:`,
        error instanceof SessionCheckUnavailable ? error.message : error instanceof Error ? `${error.name}: ${error.message}` : "unknown error",
      );
      return json(503, { message: SERVICE_UNAVAILABLE });
    }
  };
}
