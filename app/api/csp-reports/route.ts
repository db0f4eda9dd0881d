import { failure, success } from "@/lib/http/outcome";
import { route } from "@/lib/http/route";
import { recordViolationReport } from "@/lib/security/csp-report";

/** Browsers post here what the Content-Security-Policy blocked (lib/security/content-security-policy.mjs). */
export const POST = route(
  { name: "csp-report", body: "json", jsonMediaTypes: ["application/csp-report", "application/json"], limitBytes: 16 * 1024 },
  async ({ body, ip }) =>
    (await recordViolationReport(body, ip)) ? success("Report received.") : failure(400, "Send a CSP violation report."),
);
