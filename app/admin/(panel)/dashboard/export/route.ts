import { can } from "@/lib/auth/permissions";
import { csvResponse } from "@/lib/export/csv";
import { failure } from "@/lib/http/outcome";
import { route } from "@/lib/http/route";
import { dashboard } from "@/lib/dashboard/queries";
import { readScope } from "@/lib/dashboard/scope";
import { figureCsvColumns, figureRows } from "@/lib/dashboard/wire";

/** GET /admin/dashboard/export?<the dashboard's range>: the figures the caller sees on the dashboard, as CSV. */
export const GET = route({ name: "dashboard export", permission: "dashboard.view" }, async ({ request, caller }) => {
  const { scope, problem } = readScope(Object.fromEntries(new URL(request.url).searchParams));
  // The page shows the last 30 days with a word about the range; a download of other figures than asked would mislead.
  if (problem) return failure(400, problem.replace(/ Showing the last 30 days\.$/, ""));
  const figures = await dashboard(scope, can(caller.role, "dashboard.everyone") ? null : caller.userId);
  const rows = figureRows(figures);
  return csvResponse(
    "dashboard",
    figureCsvColumns,
    (async function* () {
      yield* rows;
    })(),
  );
});
