/**
 * The admin panel's sections: one URL each (reload and back work), in the sidebar's order, each
 * with the permission that opens it. The sidebar shows a caller only their sections; each page
 * checks the same permission on the server (requireStaffPage), so hiding a link is never the
 * protection.
 */
import { can, type Permission, type StaffRole } from "@/lib/auth/permissions";

/** The sidebar's headings, in its order. */
export const SECTION_GROUPS = ["Leads", "Content", "Privacy", "Settings"] as const;
export type SectionGroup = (typeof SECTION_GROUPS)[number];

export type AdminSection = {
  id: string;
  label: string;
  href: `/admin/${string}`;
  permission: Permission;
  group: SectionGroup;
};

export const adminSections = {
  dashboard: { id: "dashboard", label: "Dashboard", href: "/admin/dashboard", permission: "dashboard.view", group: "Leads" },
  collegeAdd: {
    id: "collegeAdd",
    label: "College Add",
    href: "/admin/colleges/new",
    permission: "colleges.manage",
    group: "Content",
  },
  collegeList: {
    id: "collegeList",
    label: "College List",
    href: "/admin/colleges",
    permission: "colleges.manage",
    group: "Content",
  },
  blogAdd: { id: "blogAdd", label: "Blog Add", href: "/admin/blogs/new", permission: "blogs.manage", group: "Content" },
  blogList: { id: "blogList", label: "Blog List", href: "/admin/blogs", permission: "blogs.manage", group: "Content" },
  leads: { id: "leads", label: "Contact List", href: "/admin/contacts", permission: "leads.work", group: "Leads" },
  replyTemplates: {
    id: "replyTemplates",
    label: "Reply Templates",
    href: "/admin/reply-templates",
    permission: "leads.settings",
    group: "Settings",
  },
  franchise: { id: "franchise", label: "Franchise Data", href: "/admin/franchise", permission: "enquiries.read", group: "Leads" },
  careers: { id: "careers", label: "Career Applications", href: "/admin/careers", permission: "enquiries.read", group: "Leads" },
  leadImport: { id: "leadImport", label: "Import Leads", href: "/admin/lead-import", permission: "leads.import", group: "Leads" },
  leadSettings: {
    id: "leadSettings",
    label: "Lead Settings",
    href: "/admin/lead-settings",
    permission: "leads.settings",
    group: "Settings",
  },
  exchangeRates: {
    id: "exchangeRates",
    label: "Exchange Rates",
    href: "/admin/exchange-rates",
    permission: "colleges.manage",
    group: "Settings",
  },
  leadSources: {
    id: "leadSources",
    label: "Lead Sources",
    href: "/admin/lead-sources",
    permission: "leads.settings",
    group: "Settings",
  },
  privacySettings: {
    id: "privacySettings",
    label: "Privacy Settings",
    href: "/admin/privacy-settings",
    permission: "privacy.manage",
    group: "Privacy",
  },
  breaches: { id: "breaches", label: "Data Breaches", href: "/admin/breaches", permission: "privacy.manage", group: "Privacy" },
  users: { id: "users", label: "User Data", href: "/admin/users", permission: "users.read", group: "Leads" },
  staff: { id: "staff", label: "Staff", href: "/admin/staff", permission: "staff.manage", group: "Settings" },
  audit: { id: "audit", label: "Audit Log", href: "/admin/audit", permission: "audit.read", group: "Privacy" },
  privacyRequests: {
    id: "privacyRequests",
    label: "Privacy Requests",
    href: "/admin/privacy-requests",
    permission: "privacy.requests",
    group: "Privacy",
  },
} as const satisfies Record<string, AdminSection>;

export const sectionsFor = (role: StaffRole): AdminSection[] =>
  Object.values(adminSections).filter((section) => can(role, section.permission));

/** A caller's sections under the sidebar's headings (a heading with none of theirs is left out). */
export const groupedSections = (sections: AdminSection[]): { group: SectionGroup; sections: AdminSection[] }[] =>
  SECTION_GROUPS.map((group) => ({ group, sections: sections.filter((section) => section.group === group) })).filter(
    (entry) => entry.sections.length > 0,
  );

/** The start pages a staff member may choose instead of their role's (User.startPage). */
export const START_PAGES = { dashboard: adminSections.dashboard.href } as const;
export type StartPage = keyof typeof START_PAGES;
export const isStartPage = (value: unknown): value is StartPage => typeof value === "string" && Object.hasOwn(START_PAGES, value);

/**
 * Where each staff member lands after logging in: the start page they chose, else whoever manages
 * colleges on College Add and everyone else on the dashboard.
 */
export function landingFor(role: StaffRole, startPage?: string | null): string {
  if (isStartPage(startPage) && can(role, adminSections[startPage].permission)) return START_PAGES[startPage];
  return can(role, adminSections.collegeAdd.permission) ? adminSections.collegeAdd.href : adminSections.dashboard.href;
}

/** The page of one lead. */
export const leadHref = (id: string) => `${adminSections.leads.href}/${id}`;
