/**
 * The guard of every admin page (a server component): no staff session → the login screen,
 * remembering where the caller was going; the wrong role → Next's 403 page (app/admin/forbidden.tsx).
 * Layouts are not enough on their own: a page can be rendered without its layout re-running.
 */
import { forbidden, redirect } from "next/navigation";
import { currentCaller, type Caller } from "./caller";
import { isStaffRole, type StaffRole } from "./roles";

export type StaffCaller = Caller & { role: StaffRole };

export async function requireStaffPage(roles: readonly StaffRole[], returnTo?: string): Promise<StaffCaller> {
  const caller = await currentCaller();
  if (!caller || !isStaffRole(caller.role)) redirect(returnTo ? `/admin?next=${encodeURIComponent(returnTo)}` : "/admin");
  if (!roles.includes(caller.role)) forbidden();
  return { ...caller, role: caller.role };
}
