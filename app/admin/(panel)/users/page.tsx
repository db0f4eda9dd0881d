import type { Metadata } from "next";
import { ExportLink } from "@/components/admin/ExportLink";
import { FilterRefused } from "@/components/admin/FilterRefused";
import { ListSearchForm } from "@/components/admin/ListSearchForm";
import { PageLinks } from "@/components/admin/PageLinks";
import { adminSections } from "@/lib/panel/sections";
import { listRegisteredUsers } from "@/lib/accounts/list";
import { requireSection } from "@/lib/auth/page";
import { readUrlFilter, searchListFilterSchema, type PageSearchParams } from "@/lib/http/url-filter";
import { can } from "@/lib/auth/permissions";
import { formatDateTime } from "@/lib/site/format";

export const metadata: Metadata = { title: "User Data" };

/** Registered visitors: read only, searchable, 50 a page, newest first. */
export default async function UsersPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const caller = await requireSection("users");
  const reading = readUrlFilter(searchListFilterSchema, await searchParams);
  if (!reading.ok) return <FilterRefused title="User Data" message={reading.message} href={adminSections.users.href} />;
  const { q, cursor } = reading.filter;
  const page = await listRegisteredUsers({ q, cursor });
  const params = new URLSearchParams(q ? { q } : {});
  return (
    <section aria-labelledby="users-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="users-title" className="text-2xl font-bold text-brand-900">
          User Data
        </h1>
        {can(caller.role, "records.export") && <ExportLink href={`${adminSections.users.href}/export?${params}`} />}
      </div>
      <ListSearchForm q={q} label="Search by name, e-mail or mobile" />
      {page.items.length === 0 ? (
        <p className="rounded-xl bg-white p-4 text-slate-700 shadow-sm">No registered users match.</p>
      ) : (
        <ol className="space-y-2" aria-label="Registered users">
          {page.items.map((user) => (
            <li
              key={user.id}
              className="flex flex-col gap-1 rounded-xl bg-white p-3 shadow-sm sm:flex-row sm:items-center sm:gap-4"
            >
              <p className="grow font-semibold text-slate-900">{user.name}</p>
              <p className="text-sm text-slate-700">{user.email}</p>
              <p className="text-sm text-slate-700 sm:w-36">{user.mobile ?? "—"}</p>
              <p className="text-xs text-slate-600 sm:w-40">Registered {formatDateTime(user.createdAt)}</p>
            </li>
          ))}
        </ol>
      )}
      <PageLinks label="User pages" params={params} cursor={cursor} nextCursor={page.nextCursor} />
    </section>
  );
}
