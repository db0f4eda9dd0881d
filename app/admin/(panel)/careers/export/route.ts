import { listCareerApplications } from "@/lib/careers/queries";
import { careerCsvColumns } from "@/lib/careers/wire";
import { csvResponse } from "@/lib/export/csv";
import { route } from "@/lib/http/route";
import { everyItem } from "@/lib/pagination/keyset";

/** GET /admin/careers/export?q=: the job applications as CSV, streamed. */
export const GET = route({ name: "application export", permission: "records.export" }, async ({ request }) => {
  const q = new URL(request.url).searchParams.get("q") ?? undefined;
  return csvResponse("job-applications", careerCsvColumns, everyItem((cursor, size) => listCareerApplications({ q, cursor }, size)));
});
