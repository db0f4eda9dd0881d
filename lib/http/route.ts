/**
 * The door of every route handler. In one place, in this order: the Origin check for requests that
 * change data (cookies ride along with cross-site requests; the Origin header says where one came
 * from), the permission check (401/403), the body read within its limit (JSON or multipart), then
 * the handler; its Outcome becomes `{ message, ...data }` or `{ message, errors }` with the status.
 * Anything thrown (the database unreachable) is logged once and answered 503, never a stack trace.
 * Every answer carries the request's id (X-Request-Id) and is logged and counted under the route's name.
 */
import type { Caller } from "@/lib/auth/caller";
import { checkPermission } from "@/lib/auth/caller";
import type { Permission } from "@/lib/auth/permissions";
import { startRequest } from "@/lib/observability/request";
import { requestId } from "@/lib/observability/request-id";
import { clientIp } from "@/lib/security/client-ip";
import { FORBIDDEN_ORIGIN_MESSAGE, isAllowedOrigin } from "@/lib/security/origin";
import { logFailure } from "./failure-log";
import { failure, SERVICE_UNAVAILABLE, type Outcome } from "./outcome";
import { formToRecord, JSON_BODY_LIMIT_BYTES, readJsonObject, readMultipartForm } from "./request-body";
import { outcomeResponse } from "./respond";

type BodyKind = "json" | "multipart";

export type RouteSpec<P extends Permission | undefined, B extends BodyKind | undefined> = {
  /** Names the route in the logs and the metrics. */
  name: string;
  /** Who may call it; without one, anybody. */
  permission?: P;
  /** The body it reads, if any. */
  body?: B;
  /** JSON's media types, when not only application/json (a browser's reports have their own). */
  jsonMediaTypes?: readonly string[];
  /** The body's cap (JSON: JSON_BODY_LIMIT_BYTES unless given). */
  limitBytes?: number;
  tooLargeMessage?: string;
  /** Polled by machines (health, readiness, metrics): its request lines are logged at debug level. */
  quiet?: boolean;
  /** The status of a success (201 for a created record). */
  successStatus?: 200 | 201;
};

type BodyOf<B> = B extends "json"
  ? Record<string, unknown>
  : B extends "multipart"
    ? Record<string, FormDataEntryValue>
    : undefined;

export type RouteCall<P, B> = {
  request: Request;
  caller: P extends Permission ? Caller : null;
  body: BodyOf<B>;
  /** The client's address, for rate limits. */
  ip: string;
  params: Record<string, string>;
};

type RouteContext = { params: Promise<Record<string, string>> };

const READ_ONLY_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

async function readBody(request: Request, spec: RouteSpec<Permission | undefined, BodyKind | undefined>) {
  if (spec.body === "json") return readJsonObject(request, spec.limitBytes ?? JSON_BODY_LIMIT_BYTES, spec.jsonMediaTypes);
  if (spec.body === "multipart") {
    const form = await readMultipartForm(request, spec.limitBytes ?? JSON_BODY_LIMIT_BYTES, spec.tooLargeMessage);
    return form.ok ? { ok: true as const, value: formToRecord(form.value) } : form;
  }
  return { ok: true as const, value: undefined };
}

export function route<P extends Permission | undefined = undefined, B extends BodyKind | undefined = undefined>(
  spec: RouteSpec<P, B>,
  handler: (call: RouteCall<P, B>) => Promise<Outcome<object> | Response>,
): (request: Request, context?: RouteContext) => Promise<Response> {
  async function answer(request: Request, context: RouteContext | undefined, reqId: string): Promise<Response> {
    if (!READ_ONLY_METHODS.has(request.method) && !isAllowedOrigin(request.headers)) {
      return outcomeResponse(failure(403, FORBIDDEN_ORIGIN_MESSAGE));
    }
    try {
      let caller: Caller | null = null;
      if (spec.permission) {
        const access = await checkPermission(spec.permission, request);
        if (!access.ok) return outcomeResponse(failure(access.status, access.message));
        caller = access.caller;
      }
      const body = await readBody(request, spec);
      if (!body.ok) return outcomeResponse(body);
      const params = (await context?.params) ?? {};
      const result = await handler({ request, caller, body: body.value, ip: clientIp(request.headers), params } as RouteCall<
        P,
        B
      >);
      return result instanceof Response ? result : outcomeResponse(result, spec.successStatus);
    } catch (error) {
      logFailure(`api ${request.method} ${spec.name}`, error, reqId);
      return outcomeResponse(failure(503, SERVICE_UNAVAILABLE));
    }
  }

  return async (request, context) => {
    const reqId = requestId(request.headers);
    const done = startRequest(reqId, spec.name, request.method, spec.quiet);
    const response = await answer(request, context, reqId);
    done(response.status);
    try {
      response.headers.set("X-Request-Id", reqId);
      // A refusal may come before the body's end (a file refused at its tenth row, a body over its
      // cap): the rest is never read, so the connection cannot carry another request. Saying so
      // keeps a client from sending its next request down a socket that is being torn down.
      if (response.status >= 400 && request.bodyUsed) response.headers.set("Connection", "close");
    } catch {
      // A response with immutable headers (a redirect): the log line still has the id.
    }
    return response;
  };
}
