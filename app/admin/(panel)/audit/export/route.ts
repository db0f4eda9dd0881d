import { auditCsvColumns, auditExportPage, auditExportSchema, auditExportWhere, recordAuditExport } from "@/lib/audit/export";
import { csvResponse } from "@/lib/export/csv";
import { route } from "@/lib/http/route";
import { readUrlFilter } from "@/lib/http/url-filter";
import { everyItem } from "@/lib/pagination/keyset";

/** GET /admin/audit/export?person=&from=&to=: the audit entries about a person and/or of a window, as CSV (400 when the filter cannot be read). */
export const GET = route({ name: "audit export", permission: "audit.read" }, async ({ request, caller }) => {
  const reading = readUrlFilter(auditExportSchema, new URL(request.url).searchParams);
  if (!reading.ok) return reading;
  const where = await auditExportWhere(reading.filter);
  await recordAuditExport(caller, reading.filter);
  return csvResponse(
    "audit-log",
    auditCsvColumns,
    everyItem((cursor, size) => auditExportPage(where, cursor, size)),
  );
});
