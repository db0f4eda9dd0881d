import { listCareerApplications } from "@/lib/careers/queries";
import { careerCsvColumns } from "@/lib/careers/wire";
import { auditedExport } from "@/lib/export/audited";
import { csvResponse } from "@/lib/export/csv";
import { route } from "@/lib/http/route";
import { readUrlFilter, searchListFilterSchema } from "@/lib/http/url-filter";
import { everyItem } from "@/lib/pagination/keyset";

/** GET /admin/careers/export?q=: the job applications as CSV, streamed once the search is read (400 when it cannot be); audited. */
export const GET = route({ name: "application export", permission: "records.export" }, async ({ request, caller }) => {
  const reading = readUrlFilter(searchListFilterSchema, new URL(request.url).searchParams);
  if (!reading.ok) return reading;
  const { q } = reading.filter;
  return csvResponse(
    "job-applications",
    careerCsvColumns,
    auditedExport(
      everyItem((cursor, size) => listCareerApplications({ q, cursor }, size, { consentedOnly: true })),
      { caller, action: "career.export", entityType: "CareerApplication", filter: { q } },
    ),
  );
});
