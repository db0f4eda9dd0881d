import { VISIT_KEY } from "@/lib/site/visit";

/**
 * What an enquiry form sends about where it came from: this page, and the visit's landing
 * details (lib/site/visit.ts). The server checks and limits every value (lib/enquiries/attribution.ts).
 */
export function visitAttribution(): Record<string, string> {
  const found: Record<string, string> = { page: `${location.pathname}${location.search}`.slice(0, 300) };
  try {
    const visit = JSON.parse(sessionStorage.getItem(VISIT_KEY) ?? "{}") as Record<string, unknown>;
    for (const name of ["utm_source", "utm_medium", "utm_campaign", "referrer"]) {
      if (typeof visit[name] === "string") found[name] = visit[name];
    }
  } catch {
    // Storage blocked or the value tampered with: the page alone still tells something.
  }
  return found;
}
