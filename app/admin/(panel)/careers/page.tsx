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
import { listCareerApplications } from "@/lib/careers/queries";
import { isDeletedResume } from "@/lib/careers/resume";
import { formatDateTime, formatLongDate } from "@/lib/site/format";

export const metadata: Metadata = { title: "Career Applications" };

/** The job applications: read only, searchable, 50 a page, newest first, each with its resume. */
export default async function CareersPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const caller = await requireSection("careers");
  const reading = readUrlFilter(searchListFilterSchema, await searchParams);
  if (!reading.ok)
    return <FilterRefused title="Career Applications" message={reading.message} href={adminSections.careers.href} />;
  const { q, cursor } = reading.filter;
  const page = await listCareerApplications({ q, cursor });
  const params = new URLSearchParams(q ? { q } : {});
  return (
    <section aria-labelledby="careers-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="careers-title" className="text-2xl font-bold text-brand-900">
          Career Applications
        </h1>
        {can(caller.role, "records.export") && <ExportLink href={`${adminSections.careers.href}/export?${params}`} />}
      </div>
      <ListSearchForm q={q} label="Search by name, e-mail or phone" />
      {page.items.length === 0 ? (
        <p className="rounded-xl bg-white p-4 text-slate-700 shadow-sm">No applications match.</p>
      ) : (
        <ol className="space-y-3" aria-label="Job applications">
          {page.items.map((application) => (
            <li key={application.id}>
              <article aria-label={application.name} className="rounded-xl bg-white p-4 shadow-sm">
                <h2 className="font-semibold text-slate-900">
                  {application.name} <span className="font-normal text-slate-700">· {application.designation}</span>
                </h2>
                {application.awaitingGuardian ? (
                  <AwaitingGuardianBadge />
                ) : (
                  <p className="text-sm text-slate-700">
                    <a className="text-brand-800 underline" href={`tel:${application.phone}`}>
                      {application.phone}
                    </a>{" "}
                    ·{" "}
                    <a className="text-brand-800 underline" href={`mailto:${application.email}`}>
                      {application.email}
                    </a>
                  </p>
                )}
                <p className="text-sm text-slate-700">
                  Born {formatLongDate(application.dateOfBirth)} · expects {application.expectedSalary}
                  {application.lastSalary && ` · last drew ${application.lastSalary}`}
                </p>
                <p className="text-sm text-slate-700">{application.address}</p>
                <p className="mt-2 flex flex-wrap items-center gap-3 text-xs text-slate-600">
                  {/* A resume holds contact details too: not while the guardian's consent is awaited. */}
                  {isDeletedResume(application.resume) ? (
                    <span className="text-sm text-slate-700">Resume deleted</span>
                  ) : (
                    !application.awaitingGuardian && (
                      <a
                        href={`${adminSections.careers.href}/${application.id}/resume`}
                        download
                        className="rounded-full px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-800"
                      >
                        Download resume<span className="sr-only"> of {application.name}</span> (
                        {Math.ceil(application.resume.size / 1024)} KB)
                      </a>
                    )
                  )}
                  {formatDateTime(application.createdAt)}
                </p>
              </article>
            </li>
          ))}
        </ol>
      )}
      <PageLinks label="Application pages" params={params} cursor={cursor} nextCursor={page.nextCursor} />
    </section>
  );
}
