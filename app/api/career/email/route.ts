import { MAX_RESUME_BYTES } from "@/lib/careers/constants";
import { RESUME_TOO_LARGE } from "@/lib/careers/resume";
import { submitApplication } from "@/lib/careers/submit";
import { route } from "@/lib/http/route";

/**
 * POST /api/career/email: the job application as multipart/form-data with the résumé (PDF, at
 * most 5 MB). The body may carry a full 5 MB résumé plus the text fields; past that it is refused
 * as it streams in, before it is buffered.
 */
export const POST = route(
  {
    name: "job application (API)",
    body: "multipart",
    limitBytes: MAX_RESUME_BYTES + 64 * 1024,
    tooLargeMessage: RESUME_TOO_LARGE,
  },
  ({ body, ip }) => submitApplication(body, { ip, source: "API" }),
);
