import { z } from "zod";
import { log } from "@/lib/observability/log";
import { postgresRateLimit } from "@/lib/security/rate-limit";

/** The report Chromium and Firefox send for `report-uri` (application/csp-report). */
const reportSchema = z.object({
  "csp-report": z.object({
    "document-uri": z.string().max(2000),
    "effective-directive": z.string().max(100).optional(),
    "violated-directive": z.string().max(2000).optional(),
    "blocked-uri": z.string().max(2000).optional(),
  }),
});

/** One visitor's browser cannot fill the log: reports beyond this are accepted and dropped. */
const reportsPerAddress = postgresRateLimit({ name: "csp-report", points: 30, durationSeconds: 60 });

/** A page's path without what could be a secret in it (a reset link's token). */
function pageOf(documentUri: string): string {
  try {
    return new URL(documentUri).pathname.replace(/[^/]{24,}/g, ":long");
  } catch {
    return "(unreadable)";
  }
}

/** Where a blocked script came from: its origin, or the browser's word for it ("inline", "eval"). */
function sourceOf(blockedUri: string | undefined): string {
  if (!blockedUri) return "(none)";
  try {
    return new URL(blockedUri).origin;
  } catch {
    return blockedUri.slice(0, 40);
  }
}

/** Logs a violation report as a warning; false when the body is not one. */
export async function recordViolationReport(body: unknown, ip: string): Promise<boolean> {
  const parsed = reportSchema.safeParse(body);
  if (!parsed.success) return false;
  if (!(await reportsPerAddress.consume(ip)).allowed) return true;
  const report = parsed.data["csp-report"];
  log.warn(
    {
      page: pageOf(report["document-uri"]),
      directive: report["effective-directive"] ?? report["violated-directive"]?.split(" ")[0],
      blocked: sourceOf(report["blocked-uri"]),
    },
    "csp violation",
  );
  return true;
}
