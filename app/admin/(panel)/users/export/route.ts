import { listRegisteredUsers, userCsvColumns } from "@/lib/accounts/list";
import { csvResponse } from "@/lib/export/csv";
import { route } from "@/lib/http/route";
import { everyItem } from "@/lib/pagination/keyset";

/** GET /admin/users/export?q=: the registered users as CSV, streamed. */
export const GET = route({ name: "user export", permission: "records.export" }, async ({ request }) => {
  const q = new URL(request.url).searchParams.get("q") ?? undefined;
  return csvResponse("registered-users", userCsvColumns, everyItem((cursor, size) => listRegisteredUsers({ q, cursor }, size)));
});
