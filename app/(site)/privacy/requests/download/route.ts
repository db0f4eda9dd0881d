import { route } from "@/lib/http/route";
import { failure } from "@/lib/http/outcome";
import { personalDataHtml } from "@/lib/privacy/rights/access";
import { requestResult } from "@/lib/privacy/rights/requests";

/** GET ?ref=<signed>&format=json|html: the copy of a confirmed access request, while its signed reference is fresh. */
export const GET = route({ name: "privacy download" }, async ({ request }) => {
  const url = new URL(request.url);
  const format = url.searchParams.get("format");
  if (format !== "json" && format !== "html") return failure(400, 'Ask for format "json" or "html".');
  const data = (await requestResult(url.searchParams.get("ref")))?.data;
  if (!data) return failure(404, "This download link has expired. Make a new request to get your data.");
  const headers = { "Cache-Control": "no-store", "Content-Disposition": `attachment; filename="my-data.${format}"` };
  return format === "json"
    ? new Response(JSON.stringify(data, null, 2), { headers: { ...headers, "Content-Type": "application/json; charset=utf-8" } })
    : new Response(personalDataHtml(data), { headers: { ...headers, "Content-Type": "text/html; charset=utf-8" } });
});
