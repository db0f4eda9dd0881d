import { listRegisteredUsers, userCsvColumns } from "@/lib/accounts/list";
import { withRole } from "@/lib/auth/route";
import { csvResponse } from "@/lib/export/csv";
import { everyItem } from "@/lib/pagination/keyset";

/** GET /admin/users/export?q=: the registered users as CSV, streamed (admins only). */
export const GET = withRole(["ADMIN"], async (request) => {
  const q = new URL(request.url).searchParams.get("q") ?? undefined;
  return csvResponse("registered-users", userCsvColumns, everyItem((cursor, size) => listRegisteredUsers({ q, cursor }, size)));
});
