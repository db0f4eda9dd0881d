import { auditedExport } from "@/lib/export/audited";
import { csvResponse } from "@/lib/export/csv";
import { failure } from "@/lib/http/outcome";
import { route } from "@/lib/http/route";
import { PAGE_SELECTION_REFUSED, readPageSelection } from "@/lib/leads/bulk";
import { eachLead, leadsWithIds, readLeadFilter } from "@/lib/leads/queries";
import { leadCsvColumns } from "@/lib/leads/wire";

/** GET /admin/contacts/export?<the list's filters>: the leads as CSV, streamed; the filters are read (400) before a byte is; audited. */
export const GET = route({ name: "lead export", permission: "records.export" }, async ({ request, caller }) => {
  const reading = readLeadFilter(new URL(request.url).searchParams);
  if (!reading.ok) return reading;
  return csvResponse(
    "leads",
    leadCsvColumns,
    auditedExport(eachLead({ ...reading.filter, cursor: undefined }, caller.userId), {
      caller,
      action: "lead.export",
      entityType: "Lead",
      filter: reading.filter,
    }),
  );
});

/**
 * POST /admin/contacts/export with `ids` (comma-separated, a form field): the leads selected on
 * one page of the list, in the same CSV. A form post, as a page of the "Follow-up due" view holds
 * more ids than an address comfortably carries.
 */
export const POST = route(
  { name: "lead selection export", permission: "records.export", body: "multipart" },
  async ({ body, caller }) => {
    const raw = body.ids;
    const ids = readPageSelection(typeof raw === "string" && raw ? raw.split(",") : []);
    if (!ids || ids.length === 0) return failure(400, ids ? "Select at least one lead to export." : PAGE_SELECTION_REFUSED);
    return csvResponse(
      "leads",
      leadCsvColumns,
      auditedExport(leadsWithIds(ids), { caller, action: "lead.export", entityType: "Lead", filter: { selected: ids.length } }),
    );
  },
);
