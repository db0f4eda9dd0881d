/**
 * The admin panel's sections: one URL each (reload and back work), in the sidebar's order, with
 * the roles that may open them. The sidebar shows a caller only their sections; each page checks
 * the same roles on the server (requireStaffPage), so hiding a link is never the protection.
 */
import type { StaffRole } from "@/lib/auth/roles";

export type AdminSection = { id: string; label: string; href: `/admin/${string}`; roles: readonly StaffRole[] };

const ADMINS = ["ADMIN"] as const;
const STAFF = ["ADMIN", "COUNSELLOR"] as const;

export const adminSections = {
  collegeAdd: { id: "collegeAdd", label: "College Add", href: "/admin/colleges/new", roles: ADMINS },
  collegeList: { id: "collegeList", label: "College List", href: "/admin/colleges", roles: ADMINS },
  blogAdd: { id: "blogAdd", label: "Blog Add", href: "/admin/blogs/new", roles: ADMINS },
  blogList: { id: "blogList", label: "Blog List", href: "/admin/blogs", roles: ADMINS },
  contacts: { id: "contacts", label: "Contact List", href: "/admin/contacts", roles: STAFF },
  franchise: { id: "franchise", label: "Franchise Data", href: "/admin/franchise", roles: STAFF },
  careers: { id: "careers", label: "Career Applications", href: "/admin/careers", roles: STAFF },
  users: { id: "users", label: "User Data", href: "/admin/users", roles: STAFF },
  staff: { id: "staff", label: "Staff", href: "/admin/staff", roles: ADMINS },
  audit: { id: "audit", label: "Audit Log", href: "/admin/audit", roles: ADMINS },
} as const satisfies Record<string, AdminSection>;

export type AdminSectionId = keyof typeof adminSections;

export const sectionsFor = (role: StaffRole): AdminSection[] =>
  Object.values(adminSections).filter((section) => (section.roles as readonly StaffRole[]).includes(role));

/** Where each role lands after logging in: admins on College Add, counsellors on their leads. */
export const landingFor = (role: StaffRole): string =>
  role === "ADMIN" ? adminSections.collegeAdd.href : adminSections.contacts.href;

/** A path inside the panel to return to after logging in; anything else lands as usual. */
export function safeReturnPath(path: string | undefined | null): string | null {
  return path && /^\/admin\/[\w\-/?=&%.]*$/.test(path) && !path.startsWith("//") ? path : null;
}
