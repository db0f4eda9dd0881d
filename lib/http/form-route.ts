/**
 * The API door of a public form: the Origin check, the body read within its limits, the client's
 * address, then the same lib command the server action calls, answered as `{ message }` or
 * `{ message, errors }` with a 4xx (a 503 when the database is unreachable), never a stack trace.
 */
import { failure, unavailableOnError, type Outcome } from "@/lib/http/outcome";
import { formToRecord, JSON_BODY_LIMIT_BYTES, readJsonObject, readMultipartForm } from "@/lib/http/request-body";
import { outcomeResponse } from "@/lib/http/respond";
import { clientIp } from "@/lib/security/client-ip";
import { FORBIDDEN_ORIGIN_MESSAGE, isAllowedOrigin } from "@/lib/security/origin";

type Command = (input: Record<string, unknown>, ip: string) => Promise<Outcome>;

export function jsonFormRoute(label: string, command: Command) {
  return async function POST(request: Request): Promise<Response> {
    if (!isAllowedOrigin(request.headers)) return outcomeResponse(failure(403, FORBIDDEN_ORIGIN_MESSAGE));
    const body = await readJsonObject(request, JSON_BODY_LIMIT_BYTES);
    if (!body.ok) return outcomeResponse(body);
    return outcomeResponse(await unavailableOnError(() => command(body.value, clientIp(request.headers)), label));
  };
}

export function multipartFormRoute(label: string, command: Command, options: { limitBytes: number; tooLargeMessage: string }) {
  return async function POST(request: Request): Promise<Response> {
    if (!isAllowedOrigin(request.headers)) return outcomeResponse(failure(403, FORBIDDEN_ORIGIN_MESSAGE));
    const form = await readMultipartForm(request, options.limitBytes, options.tooLargeMessage);
    if (!form.ok) return outcomeResponse(form);
    return outcomeResponse(await unavailableOnError(() => command(formToRecord(form.value), clientIp(request.headers)), label));
  };
}
