import type { Metadata } from "next";
import { z } from "zod";
import { AuditEntry } from "@/components/admin/AuditEntry";
import { FilterRefused } from "@/components/admin/FilterRefused";
import { PageLinks } from "@/components/admin/PageLinks";
import { adminSections } from "@/lib/panel/sections";
import { auditFilterChoices, describeAuditEntries, listAuditEntries } from "@/lib/audit/queries";
import { recordKindInWords } from "@/lib/audit/words";
import { requireSection } from "@/lib/auth/page";
import { cursorParam, readUrlFilter, type PageSearchParams } from "@/lib/http/url-filter";
import { isRowId } from "@/lib/validation/stored-text";

export const metadata: Metadata = { title: "Audit Log" };

/** The log's filters: a person's id, a table's name, the page. */
const auditFilterSchema = z.object({
  actor: z.string().refine(isRowId, "expected a person's id").optional(),
  entity: z
    .string()
    .regex(/^[A-Za-z]{1,40}$/, "expected a kind of record")
    .optional(),
  cursor: cursorParam.optional(),
});

const selectClass = "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base";

/** Every staff log-in and every write: who, when (India time), what, on which record, old and new values. Admins only. */
export default async function AuditPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requireSection("audit");
  const reading = readUrlFilter(auditFilterSchema, await searchParams);
  if (!reading.ok) return <FilterRefused title="Audit Log" message={reading.message} href={adminSections.audit.href} />;
  const search = reading.filter;
  const [page, choices] = await Promise.all([
    listAuditEntries({ actorId: search.actor || undefined, entityType: search.entity || undefined, cursor: search.cursor }),
    auditFilterChoices(),
  ]);
  const entries = await describeAuditEntries(page.items);
  const filters = new URLSearchParams();
  if (search.actor) filters.set("actor", search.actor);
  if (search.entity) filters.set("entity", search.entity);

  return (
    <section aria-labelledby="audit-title" className="space-y-4">
      <h1 id="audit-title" className="text-2xl font-bold text-brand-900">
        Audit Log
      </h1>
      <form method="get" className="grid gap-3 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <label className="text-sm font-semibold text-slate-800">
          Person
          <select name="actor" defaultValue={search.actor ?? ""} className={selectClass}>
            <option value="">Everyone</option>
            {choices.actors.map((actor) => (
              <option key={actor.id} value={actor.id}>
                {actor.name} ({actor.username ?? actor.email})
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-semibold text-slate-800">
          Entity
          <select name="entity" defaultValue={search.entity ?? ""} className={selectClass}>
            <option value="">All entities</option>
            {choices.entityTypes.map((type) => (
              <option key={type} value={type}>
                {recordKindInWords(type)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="rounded-full bg-brand-800 px-5 py-2 font-semibold text-white hover:bg-brand-700">
          Apply
        </button>
      </form>
      <form
        method="get"
        action={`${adminSections.audit.href}/export`}
        aria-labelledby="audit-export-title"
        className="grid gap-3 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
      >
        <h2 id="audit-export-title" className="text-lg font-semibold text-brand-900 sm:col-span-4">
          Export as CSV
        </h2>
        <p id="audit-export-hint" className="text-sm text-slate-700 sm:col-span-4">
          Every entry about one person (their enquiries and account, by e-mail or mobile), within a window of days (India time),
          or both: for a breach inquiry or a person&apos;s request.
        </p>
        <label className="text-sm font-semibold text-slate-800">
          Person&apos;s e-mail or mobile
          <input name="person" type="text" autoComplete="off" aria-describedby="audit-export-hint" className={selectClass} />
        </label>
        <label className="text-sm font-semibold text-slate-800">
          From
          <input name="from" type="date" className={selectClass} />
        </label>
        <label className="text-sm font-semibold text-slate-800">
          To
          <input name="to" type="date" className={selectClass} />
        </label>
        <button type="submit" className="rounded-full bg-brand-800 px-5 py-2 font-semibold text-white hover:bg-brand-700">
          Download CSV
        </button>
      </form>
      {entries.length === 0 ? (
        <p className="rounded-xl bg-white p-4 text-slate-700 shadow-sm">No entries match these filters.</p>
      ) : (
        <ol className="space-y-3">
          {entries.map((entry) => (
            <li key={entry.id}>
              <AuditEntry entry={entry} />
            </li>
          ))}
        </ol>
      )}
      <PageLinks label="Audit log pages" params={filters} cursor={search.cursor} nextCursor={page.nextCursor} />
    </section>
  );
}
