import { AwaitingGuardianBadge } from "@/components/admin/AwaitingGuardianBadge";
import type { Metadata } from "next";
import { ExportLink } from "@/components/admin/ExportLink";
import { FilterRefused } from "@/components/admin/FilterRefused";
import { ListSearchForm } from "@/components/admin/ListSearchForm";
import { PageLinks } from "@/components/admin/PageLinks";
import { adminSections } from "@/lib/panel/sections";
import { requireSection } from "@/lib/auth/page";
import { readUrlFilter, searchListFilterSchema, type PageSearchParams } from "@/lib/http/url-filter";
import { can } from "@/lib/auth/permissions";
import { listFranchiseEnquiries } from "@/lib/franchise/queries";
import { formatDateTime } from "@/lib/site/format";

export const metadata: Metadata = { title: "Franchise Data" };

/** The franchise enquiries: read only, searchable, 50 a page, newest first. */
export default async function FranchisePage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const caller = await requireSection("franchise");
  const reading = readUrlFilter(searchListFilterSchema, await searchParams);
  if (!reading.ok) return <FilterRefused title="Franchise Data" message={reading.message} href={adminSections.franchise.href} />;
  const { q, cursor } = reading.filter;
  const page = await listFranchiseEnquiries({ q, cursor });
  const params = new URLSearchParams(q ? { q } : {});
  return (
    <section aria-labelledby="franchise-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="franchise-title" className="text-2xl font-bold text-brand-900">
          Franchise Data
        </h1>
        {can(caller.role, "records.export") && <ExportLink href={`${adminSections.franchise.href}/export?${params}`} />}
      </div>
      <ListSearchForm q={q} label="Search by organisation, e-mail or mobile" />
      {page.items.length === 0 ? (
        <p className="rounded-xl bg-white p-4 text-slate-700 shadow-sm">No franchise enquiries match.</p>
      ) : (
        <ol className="space-y-3" aria-label="Franchise enquiries">
          {page.items.map((enquiry) => (
            <li key={enquiry.id}>
              <article aria-label={enquiry.organisationName} className="rounded-xl bg-white p-4 shadow-sm">
                <h2 className="font-semibold text-slate-900">
                  {enquiry.organisationName}
                  {enquiry.duplicateOfId && (
                    <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">Repeat</span>
                  )}
                </h2>
                {enquiry.awaitingGuardian ? (
                  <p className="text-sm text-slate-700">
                    {enquiry.contactPerson} · <AwaitingGuardianBadge />
                  </p>
                ) : (
                  <p className="text-sm text-slate-700">
                    {enquiry.contactPerson} ·{" "}
                    <a className="text-brand-800 underline" href={`tel:${enquiry.mobile}`}>
                      {enquiry.mobile}
                    </a>{" "}
                    ·{" "}
                    <a className="text-brand-800 underline" href={`mailto:${enquiry.email}`}>
                      {enquiry.email}
                    </a>
                  </p>
                )}
                <p className="break-all text-sm text-slate-700">{enquiry.websiteUrl}</p>
                <p className="mt-2 whitespace-pre-line text-sm text-slate-800">{enquiry.description}</p>
                <p className="mt-2 text-xs text-slate-600">
                  {formatDateTime(enquiry.createdAt)}
                  {enquiry.utmSource && ` · utm_source ${enquiry.utmSource}`}
                  {enquiry.pagePath && ` · from ${enquiry.pagePath}`}
                </p>
              </article>
            </li>
          ))}
        </ol>
      )}
      <PageLinks label="Franchise pages" params={params} cursor={cursor} nextCursor={page.nextCursor} />
    </section>
  );
}
