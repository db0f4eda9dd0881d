/**
 * Who may do what: the one map of roles to capabilities. Pages, server actions, route handlers,
 * the admin nav and the buttons that depend on a role all ask `can(role, permission)`; no other
 * module compares a role with a literal. Visitors hold USER; staff are counsellors (they work the
 * enquiries) and admins (everything).
 */
export const ROLES = ["USER", "COUNSELLOR", "ADMIN"] as const;
export type Role = (typeof ROLES)[number];

export const STAFF_ROLES = ["COUNSELLOR", "ADMIN"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const roleLabels: Record<StaffRole, string> = { COUNSELLOR: "Counsellor", ADMIN: "Admin" };

const VISITORS = ["USER"] as const;
const ADMINS = ["ADMIN"] as const;

export const permissions = {
  /** Read and edit one's own visitor profile (`/api/auth/me`, `/api/auth/update-profile`, the profile tab). */
  "account.own": VISITORS,
  /** Enter the admin panel. */
  "panel.enter": STAFF_ROLES,
  /** The dashboard of one's own leads (and its figures as CSV), with the team's headline beside them. */
  "dashboard.view": STAFF_ROLES,
  /** The dashboard of everyone's leads, counsellor by counsellor. */
  "dashboard.everyone": ADMINS,
  /** See, search and work the counselling leads: pipeline, assignment, follow-ups, notes. */
  "leads.work": STAFF_ROLES,
  /** Change leads assigned to others, or to nobody, in bulk (a counsellor's bulk changes touch their own leads only). */
  "leads.others": ADMINS,
  /** Take new leads in turn while on duty (lib/leads/assignment.ts), and say when one is. */
  "leads.rotation": ["COUNSELLOR"],
  /** Set the lead flow: the waiting threshold, teams and assignment rules, reply templates. */
  "leads.settings": ADMINS,
  /** Send a WhatsApp template to every lead a Contact List filter matches (lib/whatsapp/bulk.ts). */
  "whatsapp.bulk": ADMINS,
  /** Bring leads in from a CSV file (lib/leads/import). */
  "leads.import": ADMINS,
  /** Read the franchise enquiries and the job applications with their résumés. */
  "enquiries.read": STAFF_ROLES,
  /** Read the registered visitors. */
  "users.read": STAFF_ROLES,
  /** Download whole lists as CSV. */
  "records.export": ADMINS,
  /** Set how long personal data is kept; record breaches and notify the people affected. */
  "privacy.manage": ADMINS,
  "colleges.manage": ADMINS,
  "blogs.manage": ADMINS,
  /** Add, disable and reset staff accounts. */
  "staff.manage": ADMINS,
  "audit.read": ADMINS,
  /** The privacy rights requests (lib/privacy/rights/requests.ts): see them, close a correction once made, and mark a manual verification done. */
  "privacy.requests": ADMINS,
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof permissions;

export function can(role: Role | null | undefined, permission: Permission): boolean {
  return role != null && (permissions[permission] as readonly Role[]).includes(role);
}

/** The roles that hold `permission`, for a query ("every active member who may work leads"). */
export function holdersOf(permission: Permission): Role[] {
  return [...permissions[permission]];
}

export const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

export const isStaffRole = (role: Role): role is StaffRole => (STAFF_ROLES as readonly Role[]).includes(role);
