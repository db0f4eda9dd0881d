import { listFranchiseEnquiries } from "@/lib/franchise/queries";
import { franchiseCsvColumns } from "@/lib/franchise/wire";
import { auditedExport } from "@/lib/export/audited";
import { csvResponse } from "@/lib/export/csv";
import { route } from "@/lib/http/route";
import { readUrlFilter, searchListFilterSchema } from "@/lib/http/url-filter";
import { everyItem } from "@/lib/pagination/keyset";

/** GET /admin/franchise/export?q=: the franchise enquiries as CSV, streamed once the search is read (400 when it cannot be); audited. */
export const GET = route({ name: "franchise export", permission: "records.export" }, async ({ request, caller }) => {
  const reading = readUrlFilter(searchListFilterSchema, new URL(request.url).searchParams);
  if (!reading.ok) return reading;
  const { q } = reading.filter;
  return csvResponse(
    "franchise-enquiries",
    franchiseCsvColumns,
    auditedExport(
      everyItem((cursor, size) => listFranchiseEnquiries({ q, cursor }, size, { consentedOnly: true })),
      { caller, action: "franchise.export", entityType: "FranchiseEnquiry", filter: { q } },
    ),
  );
});
