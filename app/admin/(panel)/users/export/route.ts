import { listRegisteredUsers, userCsvColumns } from "@/lib/accounts/list";
import { auditedExport } from "@/lib/export/audited";
import { csvResponse } from "@/lib/export/csv";
import { route } from "@/lib/http/route";
import { readUrlFilter, searchListFilterSchema } from "@/lib/http/url-filter";
import { everyItem } from "@/lib/pagination/keyset";

/** GET /admin/users/export?q=: the registered users as CSV, streamed once the search is read (400 when it cannot be); audited. */
export const GET = route({ name: "user export", permission: "records.export" }, async ({ request, caller }) => {
  const reading = readUrlFilter(searchListFilterSchema, new URL(request.url).searchParams);
  if (!reading.ok) return reading;
  const { q } = reading.filter;
  return csvResponse(
    "registered-users",
    userCsvColumns,
    auditedExport(
      everyItem((cursor, size) => listRegisteredUsers({ q, cursor }, size)),
      { caller, action: "account.export", entityType: "User", filter: { q } },
    ),
  );
});
