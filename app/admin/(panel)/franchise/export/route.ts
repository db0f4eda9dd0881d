import { listFranchiseEnquiries } from "@/lib/franchise/queries";
import { franchiseCsvColumns } from "@/lib/franchise/wire";
import { csvResponse } from "@/lib/export/csv";
import { route } from "@/lib/http/route";
import { everyItem } from "@/lib/pagination/keyset";

/** GET /admin/franchise/export?q=: the franchise enquiries as CSV, streamed. */
export const GET = route({ name: "franchise export", permission: "records.export" }, async ({ request }) => {
  const q = new URL(request.url).searchParams.get("q") ?? undefined;
  return csvResponse("franchise-enquiries", franchiseCsvColumns, everyItem((cursor, size) => listFranchiseEnquiries({ q, cursor }, size)));
});
