"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useId, useState } from "react";
import { logOutStaff } from "@/lib/staff/actions";
import { roleLabels, type StaffRole } from "@/lib/auth/permissions";
import { AdminToaster } from "./AdminToaster";
import { groupedSections, type AdminSection } from "@/lib/panel/sections";
import { SessionKeepAlive } from "./SessionKeepAlive";
import { DesktopAlertsButton, LeadCountBadges, useLeadCounts } from "./UnreadLeads";

/** The section a path belongs to: the longest section URL it starts with (/admin/contacts/x → Contact List). */
function activeSection(pathname: string, sections: AdminSection[]): string | undefined {
  return sections
    .filter((section) => pathname === section.href || pathname.startsWith(`${section.href}/`))
    .sort((a, b) => b.href.length - a.href.length)[0]?.id;
}

/**
 * The panel's frame: a sidebar of the caller's sections under their headings (collapsible on a
 * desk, a drawer on a phone), Change password and Logout always in view below them, the page, and
 * the toasts every section raises.
 */
export function AdminShell({
  name,
  role,
  sections,
  children,
}: {
  name: string;
  role: StaffRole;
  sections: AdminSection[];
  children: React.ReactNode;
}) {
  const pathname = usePathname();
  const navId = useId();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [shownPath, setShownPath] = useState(pathname);
  const active = activeSection(pathname, sections);
  const leadsSection = sections.find((section) => section.id === "leads");
  const counts = useLeadCounts(leadsSection !== undefined);

  // The phone drawer closes once the counsellor has picked a section.
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setDrawerOpen(false);
  }

  useEffect(() => {
    if (!drawerOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => event.key === "Escape" && setDrawerOpen(false);
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [drawerOpen]);

  return (
    <div className="flex min-h-screen flex-col md:flex-row">
      <a href="#admin-main" className="skip-link rounded bg-brand-900 px-4 py-2 font-semibold text-white">
        Skip to content
      </a>
      <header className="flex items-center justify-between gap-2 bg-brand-900 px-4 py-3 text-white md:hidden">
        <span className="font-bold">Disha Admin</span>
        {leadsSection && counts.unread > 0 && (
          <Link
            href={`${leadsSection.href}?view=mine`}
            aria-label={`${counts.unread} new ${counts.unread === 1 ? "lead" : "leads"}`}
            className="ml-auto rounded-full bg-accent-400 px-3 py-1 text-sm font-bold text-brand-950"
          >
            {counts.unread} new
          </Link>
        )}
        {leadsSection && counts.due > 0 && (
          <Link
            href={`${leadsSection.href}?view=due`}
            aria-label={`${counts.due} ${counts.due === 1 ? "follow-up" : "follow-ups"} due`}
            className="rounded-full bg-red-100 px-3 py-1 text-sm font-bold text-red-900"
          >
            {counts.due} due
          </Link>
        )}
        <button
          type="button"
          className="rounded-md px-3 py-1.5 font-semibold ring-1 ring-white/40"
          aria-expanded={drawerOpen}
          aria-controls={navId}
          onClick={() => setDrawerOpen((open) => !open)}
        >
          {drawerOpen ? "Close menu" : "Menu"}
        </button>
      </header>
      <aside
        id={navId}
        className={`${drawerOpen ? "block" : "hidden"} bg-brand-900 text-white md:sticky md:top-0 md:flex md:h-screen md:shrink-0 md:flex-col ${
          collapsed ? "md:w-16" : "md:w-60"
        }`}
      >
        <div className="hidden items-center justify-between gap-2 px-3 py-4 md:flex">
          {!collapsed && <span className="px-1 text-lg font-bold">Disha Admin</span>}
          <button
            type="button"
            className="rounded-md px-2 py-1 text-sm font-semibold ring-1 ring-white/40 hover:bg-white/10"
            aria-expanded={!collapsed}
            aria-controls={`${navId}-list`}
            aria-label={collapsed ? "Expand sidebar" : "Collapse sidebar"}
            onClick={() => setCollapsed((value) => !value)}
          >
            <span aria-hidden="true">{collapsed ? "»" : "«"}</span>
          </button>
        </div>
        <nav aria-label="Admin sections" className={`md:min-h-0 md:flex-1 md:overflow-y-auto ${collapsed ? "md:hidden" : ""}`}>
          <div id={`${navId}-list`} className="space-y-3 px-3 pb-3">
            {groupedSections(sections).map(({ group, sections: grouped }) => (
              // A group, not a named list: the Contact List's own list is the page's "Leads".
              <div key={group} role="group" aria-labelledby={`${navId}-${group}`}>
                <p id={`${navId}-${group}`} className="px-3 pb-1 text-xs font-semibold tracking-wide text-white/80 uppercase">
                  {group}
                </p>
                <ul>
                  {grouped.map((section) => (
                    <li key={section.id}>
                      <Link
                        href={section.href}
                        aria-current={active === section.id ? "page" : undefined}
                        className={`block rounded-lg px-3 py-1.5 font-medium hover:bg-white/10 ${active === section.id ? "bg-white/15 text-accent-400" : ""}`}
                      >
                        {section.label}
                        {section === leadsSection && <LeadCountBadges counts={counts} />}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </nav>
        {/* Kept below the scrolling list, so Logout and Change password are on screen whatever its length. */}
        <div className={`shrink-0 border-t border-white/15 px-3 py-3 ${collapsed ? "md:hidden" : ""}`}>
          <p className="px-3 text-sm text-white/80">
            {name} <span className="block text-xs">{roleLabels[role]}</span>
          </p>
          {leadsSection && <DesktopAlertsButton />}
          <Link href="/admin/password" className="mt-1 block rounded-lg px-3 py-1.5 font-medium hover:bg-white/10">
            Change password
          </Link>
          <form action={() => logOutStaff()}>
            <button type="submit" className="w-full rounded-lg px-3 py-1.5 text-left font-medium hover:bg-white/10">
              Logout
            </button>
          </form>
        </div>
      </aside>
      <main id="admin-main" tabIndex={-1} className="min-w-0 flex-1 p-4 focus:outline-none sm:p-6">
        {children}
      </main>
      <AdminToaster />
      <SessionKeepAlive />
    </div>
  );
}
