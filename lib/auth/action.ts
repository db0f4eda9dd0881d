/**
 * The guard of every staff server action. Server actions are public endpoints (anyone can post
 * to one), so each checks the caller's role itself before it runs (Next checks their Origin).
 * An unexpected failure (the database unreachable) comes back as a 503 result, not a thrown error.
 */
import { unstable_rethrow } from "next/navigation";
import { containsNul, NUL_MESSAGE } from "@/lib/validation/stored-text";
import { checkRole, type Caller } from "./caller";
import type { StaffRole } from "./roles";
import { SERVICE_UNAVAILABLE } from "./route";

export type ActionRefused = { ok: false; status: 400 | 401 | 403 | 503; message: string };

export function staffAction<Args extends unknown[], Result>(
  roles: readonly StaffRole[],
  action: (caller: Caller, ...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result | ActionRefused> {
  return async (...args) => {
    try {
      const access = await checkRole(roles);
      if (!access.ok) return { ok: false, status: access.status, message: access.message };
      if (containsNul(args)) return { ok: false, status: 400, message: NUL_MESSAGE };
      return await action(access.caller, ...args);
    } catch (error) {
      // redirect(), notFound() and the like are thrown on purpose: let Next handle them.
      unstable_rethrow(error);
      console.error("[admin] action failed:", error instanceof Error ? `${error.name}: ${error.message}` : "unknown error");
      return { ok: false, status: 503, message: SERVICE_UNAVAILABLE };
    }
  };
}
