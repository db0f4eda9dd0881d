/**
 * The guard of every admin page (a server component): no staff session → the login screen,
 * remembering where the caller was going; a role without the permission → Next's 403 page
 * (app/admin/forbidden.tsx). Layouts are not enough on their own: a page can be rendered without
 * its layout re-running.
 */
import { forbidden, redirect } from "next/navigation";
import { adminSections } from "@/lib/panel/sections";
import { currentCaller, type Caller } from "./caller";
import { can, isStaffRole, type Permission, type StaffRole } from "./permissions";

export type StaffCaller = Caller & { role: StaffRole };

export async function requireStaffPage(permission: Permission, returnTo?: string): Promise<StaffCaller> {
  const caller = await currentCaller();
  if (!caller || !isStaffRole(caller.role)) redirect(returnTo ? `/admin?next=${encodeURIComponent(returnTo)}` : "/admin");
  if (!can(caller.role, permission)) forbidden();
  return { ...caller, role: caller.role };
}

/** The guard of an admin section's own page: its permission, and back to it after a log-in. */
export function requireSection(id: keyof typeof adminSections): Promise<StaffCaller> {
  const section = adminSections[id];
  return requireStaffPage(section.permission, section.href);
}
