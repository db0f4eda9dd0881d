import { withRole } from "@/lib/auth/route";
import { careerCsvColumns, listCareerApplications } from "@/lib/enquiries/lists";
import { csvResponse } from "@/lib/export/csv";
import { everyItem } from "@/lib/pagination/keyset";

/** GET /admin/careers/export?q=: the job applications as CSV, streamed (admins only). */
export const GET = withRole(["ADMIN"], async (request) => {
  const q = new URL(request.url).searchParams.get("q") ?? undefined;
  return csvResponse("job-applications", careerCsvColumns, everyItem((cursor, size) => listCareerApplications({ q, cursor }, size)));
});
