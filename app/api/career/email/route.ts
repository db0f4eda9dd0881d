import { MAX_RESUME_BYTES } from "@/lib/careers/constants";
import { RESUME_TOO_LARGE } from "@/lib/careers/resume";
import { submitApplication } from "@/lib/careers/submit";
import { multipartFormRoute } from "@/lib/http/form-route";

/**
 * POST /api/career/email: the job application as multipart/form-data with the resume (PDF, at
 * most 5 MB). The body may carry a full 5 MB resume plus the text fields; past that it is refused
 * as it streams in, before it is buffered.
 */
export const POST = multipartFormRoute("job application (API)", (input, ip) => submitApplication(input, { ip, source: "API" }), {
  limitBytes: MAX_RESUME_BYTES + 64 * 1024,
  tooLargeMessage: RESUME_TOO_LARGE,
});
