import { can } from "@/lib/auth/permissions";
import { csvResponse } from "@/lib/export/csv";
import { route } from "@/lib/http/route";
import { dashboard } from "@/lib/insight/queries";
import { readScope } from "@/lib/insight/scope";
import { figureCsvColumns, figureRows } from "@/lib/insight/wire";

/** GET /admin/dashboard/export?<the dashboard's range>: the figures the caller sees on the dashboard, as CSV. */
export const GET = route({ name: "dashboard export", permission: "dashboard.view" }, async ({ request, caller }) => {
  const { scope } = readScope(Object.fromEntries(new URL(request.url).searchParams));
  const figures = await dashboard(scope, can(caller.role, "dashboard.everyone") ? null : caller.userId);
  const rows = figureRows(figures);
  return csvResponse("dashboard", figureCsvColumns, (async function* () {
    yield* rows;
  })());
});
