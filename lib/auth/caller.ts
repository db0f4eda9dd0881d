/**
 * The one answer to "who is calling, with which role": the session cookie (Auth.js) or, for API
 * clients, an `Authorization: Bearer` token, both checked against the account on every call.
 * Server components and server actions call these without a request; route handlers pass theirs.
 */
import type { Session } from "next-auth";
import { bearerToken, readApiToken } from "./api-token";
import { auth } from "./index";
import { callerFromClaims, type Caller } from "./claims";
import { can, type Permission } from "./permissions";

export type { Caller } from "./claims";

/** The database could not confirm the session; the door answers 503 rather than guessing. */
export class SessionCheckUnavailable extends Error {
  constructor() {
    super("The session could not be checked just now.");
    this.name = "SessionCheckUnavailable";
  }
}

type SessionReader = (request: { headers: Headers }, response: { headers: Headers }) => Promise<Session | null>;

/**
 * The session of `request`'s cookie, through auth()'s API-route form (given request-like and
 * response-like objects, not a Request, which would select its middleware form). It reads the
 * request rather than Next's request scope, so integration tests can call route handlers directly.
 * A refreshed cookie it produces is dropped: route handlers do not extend the session.
 */
function sessionOf(request: Request): Promise<Session | null> {
  const headers = new Headers(request.headers);
  const url = new URL(request.url);
  if (!headers.has("host")) headers.set("host", url.host);
  if (!headers.has("x-forwarded-proto")) headers.set("x-forwarded-proto", url.protocol.replace(":", ""));
  return (auth as unknown as SessionReader)({ headers }, { headers: new Headers() });
}

function callerOfSession(session: Session | null): Caller | null {
  if (!session?.user?.id) return null;
  if (session.unverified) throw new SessionCheckUnavailable();
  return { userId: session.user.id, role: session.user.role, name: session.user.name };
}

export type CurrentSession = { caller: Caller; sessionId: string };

/** The signed-in caller and the id of the session they call with, or null. Throws SessionCheckUnavailable when the database cannot tell. */
export async function currentSession(request?: Request): Promise<CurrentSession | null> {
  const token = request ? bearerToken(request.headers) : null;
  if (token) {
    const claims = await readApiToken(token);
    if (!claims) return null;
    let caller: Caller | null;
    try {
      caller = await callerFromClaims(claims);
    } catch {
      throw new SessionCheckUnavailable();
    }
    return caller ? { caller, sessionId: claims.sid } : null;
  }
  const session = request ? await sessionOf(request) : await auth();
  const caller = callerOfSession(session);
  return caller && session ? { caller, sessionId: session.sessionId } : null;
}

/** The signed-in caller, or null. Throws SessionCheckUnavailable when the database cannot tell. */
export async function currentCaller(request?: Request): Promise<Caller | null> {
  return (await currentSession(request))?.caller ?? null;
}

export type Access = { ok: true; caller: Caller } | { ok: false; status: 401 | 403; message: string };

export const SIGN_IN_REQUIRED = "Please log in to do this.";
export const STAFF_SIGN_IN_REQUIRED = "Please log in as staff to do this.";
export const ROLE_NOT_ALLOWED = "Your role does not allow this.";

/** 401 without a valid session, 403 when its role does not hold `permission`. */
export async function checkPermission(permission: Permission, request?: Request): Promise<Access> {
  const caller = await currentCaller(request);
  if (!caller) return { ok: false, status: 401, message: can("USER", permission) ? SIGN_IN_REQUIRED : STAFF_SIGN_IN_REQUIRED };
  if (!can(caller.role, permission)) return { ok: false, status: 403, message: ROLE_NOT_ALLOWED };
  return { ok: true, caller };
}
