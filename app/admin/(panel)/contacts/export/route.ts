import { withRole } from "@/lib/auth/route";
import { csvResponse } from "@/lib/export/csv";
import { eachLead, readLeadFilter } from "@/lib/leads/queries";
import { leadCsvColumns } from "@/lib/leads/wire";

/** GET /admin/contacts/export?<the list's filters>: the leads as CSV, streamed (admins only). */
export const GET = withRole(["ADMIN"], async (request, caller) => {
  const filter = readLeadFilter(new URL(request.url).searchParams);
  return csvResponse("leads", leadCsvColumns, eachLead({ ...filter, cursor: undefined }, caller.userId));
});
