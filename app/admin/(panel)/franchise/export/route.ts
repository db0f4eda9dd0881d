import { withRole } from "@/lib/auth/route";
import { franchiseCsvColumns, listFranchiseEnquiries } from "@/lib/enquiries/lists";
import { csvResponse } from "@/lib/export/csv";
import { everyItem } from "@/lib/pagination/keyset";

/** GET /admin/franchise/export?q=: the franchise enquiries as CSV, streamed (admins only). */
export const GET = withRole(["ADMIN"], async (request) => {
  const q = new URL(request.url).searchParams.get("q") ?? undefined;
  return csvResponse("franchise-enquiries", franchiseCsvColumns, everyItem((cursor, size) => listFranchiseEnquiries({ q, cursor }, size)));
});
