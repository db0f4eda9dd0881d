import { csvResponse } from "@/lib/export/csv";
import { route } from "@/lib/http/route";
import { eachLead, readLeadFilter } from "@/lib/leads/queries";
import { leadCsvColumns } from "@/lib/leads/wire";

/** GET /admin/contacts/export?<the list's filters>: the leads as CSV, streamed. */
export const GET = route({ name: "lead export", permission: "records.export" }, async ({ request, caller }) => {
  const filter = readLeadFilter(new URL(request.url).searchParams);
  return csvResponse("leads", leadCsvColumns, eachLead({ ...filter, cursor: undefined }, caller.userId));
});
