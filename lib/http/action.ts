/**
 * The door of every server action. Server actions are public endpoints (anyone can post to one;
 * Next.js checks their Origin), so each goes through this: the permission check when it has one,
 * the NUL-character refusal, the arguments parsed by the action's tuple schema (a mismatch is a
 * 400 naming the argument, and the command never runs), then the command; anything thrown (the
 * database unreachable) is logged once and answered as a 503 Outcome, never a thrown error in the
 * browser. redirect() and notFound() pass through for Next.js to handle. Each call is logged and
 * counted under the action's name, with the request's id (X-Request-Id from the proxy, or made).
 */
import { headers } from "next/headers";
import { unstable_rethrow } from "next/navigation";
import type { z } from "zod";
import { checkPermission, type Caller } from "@/lib/auth/caller";
import type { Permission } from "@/lib/auth/permissions";
import { startRequest } from "@/lib/observability/request";
import { requestId } from "@/lib/observability/request-id";
import { clientIp } from "@/lib/security/client-ip";
import { containsNul, NUL_MESSAGE } from "@/lib/validation/stored-text";
import { logFailure } from "./failure-log";
import { failure, SERVICE_UNAVAILABLE, type Outcome } from "./outcome";

export type ActionCall<P> = {
  caller: P extends Permission ? Caller : null;
  /** The client's address, for rate limits. */
  ip: () => Promise<string>;
};

/** The schema of an action's arguments: a tuple, one element per argument. */
type ArgsSchema = z.ZodType<unknown[], unknown[]>;

export function action<Args extends ArgsSchema, Data extends object, P extends Permission | undefined = undefined>(
  spec: { name: string; permission?: P; args: Args },
  run: (call: ActionCall<P>, ...args: z.output<Args>) => Promise<Outcome<Data>>,
): (...args: z.input<Args>) => Promise<Outcome<Data>> {
  return async (...args) => {
    // Outside a request (a script or a test calling the action) headers() throws at once: a made id.
    const reqId = requestId(
      await Promise.resolve()
        .then(headers)
        .catch(() => new Headers()),
    );
    const done = startRequest(reqId, `action ${spec.name}`, "POST");
    // What redirect() or notFound(), thrown through for Next.js to answer, is counted as.
    let status = 303;
    try {
      const outcome = await answer(reqId, ...args);
      status = outcome.ok ? 200 : outcome.status;
      return outcome;
    } finally {
      done(status);
    }
  };

  async function answer(reqId: string, ...args: z.input<Args>): Promise<Outcome<Data>> {
    try {
      let caller: Caller | null = null;
      if (spec.permission) {
        const access = await checkPermission(spec.permission);
        if (!access.ok) return failure(access.status, access.message);
        caller = access.caller;
      }
      if (containsNul(args)) return failure(400, NUL_MESSAGE);
      const parsed = spec.args.safeParse(args);
      if (!parsed.success) return failure(400, unreadable(parsed.error, args.length));
      const ip = async () => clientIp(await headers());
      return await run({ caller, ip } as ActionCall<P>, ...parsed.data);
    } catch (error) {
      unstable_rethrow(error);
      logFailure(`action ${spec.name}`, error, reqId);
      return failure(503, SERVICE_UNAVAILABLE);
    }
  }
}

/** "Argument 2 could not be read: expected string, received number." (the first issue; never the value sent). */
function unreadable(error: z.ZodError, count: number): string {
  const [issue] = error.issues;
  if (!issue) return "The arguments could not be read.";
  const [position, ...path] = issue.path;
  if (typeof position !== "number") {
    if (issue.code === "too_small") return `Expected at least ${issue.minimum} arguments, received ${count}.`;
    if (issue.code === "too_big") return `Expected at most ${issue.maximum} arguments, received ${count}.`;
    return "The arguments could not be read.";
  }
  const field = path.length ? ` (${path.map(String).join(".")})` : "";
  return `Argument ${position + 1}${field} could not be read: ${issue.message.replace(/^Invalid input: /, "")}.`;
}
