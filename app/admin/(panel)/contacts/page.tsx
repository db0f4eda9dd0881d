import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { ExportLink } from "@/components/admin/ExportLink";
import { FilterRefused } from "@/components/admin/FilterRefused";
import { DutySwitch } from "@/components/admin/leads/DutySwitch";
import { LeadFilters } from "@/components/admin/leads/LeadFilters";
import { LeadListItem } from "@/components/admin/leads/LeadListItem";
import { LeadSelection, SelectLead } from "@/components/admin/leads/LeadSelection";
import { PageLinks } from "@/components/admin/PageLinks";
import { adminSections } from "@/lib/panel/sections";
import { requireSection } from "@/lib/auth/page";
import { can } from "@/lib/auth/permissions";
import { waitAlertMinutes } from "@/lib/leads/settings";
import { listMappedWhatsAppTemplates } from "@/lib/leads/templates/queries";
import { whatsappConfig } from "@/lib/whatsapp/config";
import {
  assignableStaff,
  countLeads,
  countUnassigned,
  isOnDuty,
  leadFilterParams,
  listDueFollowUps,
  listLeads,
  readLeadFilter,
} from "@/lib/leads/queries";

export const metadata: Metadata = { title: "Contact List" };

const views = [
  { view: "all", label: "All leads" },
  { view: "today", label: "Today" },
  { view: "mine", label: "My leads" },
  { view: "unassigned", label: "Unassigned" },
  { view: "due", label: "Follow-up due" },
  { view: "replied", label: "Replied, not answered" },
] as const;

/** The counselling leads: search, filters and views with their own URLs, 50 a page, newest first (follow-ups due: most overdue first). */
export default async function LeadListPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const caller = await requireSection("leads");
  const query = await searchParams;
  // A counsellor's list opens on their own leads; "All leads" is a view they choose.
  if (Object.keys(query).length === 0 && !can(caller.role, "leads.others")) redirect(`${adminSections.leads.href}?view=mine`);
  const reading = readLeadFilter(query);
  if (!reading.ok) return <FilterRefused title="Contact List" message={reading.message} href={adminSections.leads.href} />;
  const filter = reading.filter;
  const [page, total, staff, unassigned, onDuty, thresholdMinutes, whatsappTemplates] = await Promise.all([
    filter.view === "due" ? listDueFollowUps(filter, caller.userId) : listLeads(filter, caller.userId),
    countLeads(filter, caller.userId),
    assignableStaff(),
    countUnassigned(),
    can(caller.role, "leads.rotation") ? isOnDuty(caller.userId) : null,
    waitAlertMinutes(),
    can(caller.role, "whatsapp.bulk") && whatsappConfig() ? listMappedWhatsAppTemplates() : null,
  ]);
  const params = leadFilterParams(filter);
  // Today and My leads start afresh: the filters of another view do not follow into them.
  const withView = (view: (typeof views)[number]["view"]) => {
    if (view === "today" || view === "mine") return `?view=${view}`;
    const next = new URLSearchParams(params);
    next.set("view", view);
    return `?${next}`;
  };

  return (
    <section aria-labelledby="leads-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="leads-title" className="text-2xl font-bold text-brand-900">
          Contact List
        </h1>
        <div className="flex flex-wrap items-center gap-2">
          {onDuty !== null && <DutySwitch onDuty={onDuty} />}
          <Link
            href={`${adminSections.leads.href}/new`}
            className="rounded-full bg-brand-800 px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-700"
          >
            Add lead
          </Link>
          {can(caller.role, "records.export") && <ExportLink href={`${adminSections.leads.href}/export?${params}`} />}
        </div>
      </div>
      <nav aria-label="Lead views" className="flex flex-wrap gap-2">
        {views.map(({ view, label }) => (
          <Link
            key={label}
            href={withView(view)}
            aria-current={(filter.view ?? "all") === view ? "page" : undefined}
            className="rounded-full px-4 py-1.5 text-sm font-semibold ring-1 ring-brand-800 aria-[current=page]:bg-brand-800 aria-[current=page]:text-white"
          >
            {label}
            {view === "unassigned" && unassigned > 0 && (
              <span className="ml-1.5 rounded-full bg-amber-300 px-2 text-brand-950">
                {unassigned}
                <span className="sr-only"> waiting</span>
              </span>
            )}
          </Link>
        ))}
      </nav>
      <LeadFilters filter={filter} staff={staff} />
      {page.items.length === 0 ? (
        <p role="status" className="rounded-xl bg-white p-4 text-slate-700 shadow-sm">
          No leads match.
        </p>
      ) : (
        // A new filter or page starts with nothing selected.
        <LeadSelection
          key={`${params}|${filter.cursor ?? ""}`}
          leads={page.items.map(({ id, name }) => ({ id, name }))}
          total={total}
          filter={params.toString()}
          staff={staff}
          exportPath={can(caller.role, "records.export") ? `${adminSections.leads.href}/export` : null}
          whatsappTemplates={whatsappTemplates}
        >
          <ol className="space-y-2" aria-label="Leads">
            {page.items.map((lead) => (
              <li key={lead.id}>
                <LeadListItem
                  lead={lead}
                  waitAlertMinutes={thresholdMinutes}
                  select={<SelectLead id={lead.id} name={lead.name} />}
                />
              </li>
            ))}
          </ol>
        </LeadSelection>
      )}
      <PageLinks label="Lead pages" params={params} cursor={filter.cursor} nextCursor={page.nextCursor} />
    </section>
  );
}
