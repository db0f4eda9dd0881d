/** Who can do what: visitors hold USER; staff are counsellors (work enquiries) and admins (everything). */
export const STAFF_ROLES = ["COUNSELLOR", "ADMIN"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export type Role = "USER" | StaffRole;

export const isStaffRole = (role: Role): role is StaffRole => (STAFF_ROLES as readonly Role[]).includes(role);
