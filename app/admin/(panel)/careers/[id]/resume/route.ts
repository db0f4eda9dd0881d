import { downloadResume } from "@/lib/careers/resume-download";
import { route } from "@/lib/http/route";

/** GET /admin/careers/:id/resume: the applicant's PDF, as a download, to staff only; each download audited. */
export const GET = route({ name: "résumé download", permission: "enquiries.read" }, async ({ params, caller }) => {
  const file = await downloadResume(params.id!, caller.userId);
  if ("ok" in file) return file;
  const { bytes, fileName, contentType } = file;
  return new Response(bytes, {
    headers: {
      "Content-Type": contentType,
      "Content-Length": String(bytes.byteLength),
      // attachment: never rendered in the panel's own origin, whatever the file holds.
      "Content-Disposition": `attachment; filename="${fileName.replace(/[^\w.\- ]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      "Cache-Control": "private, no-store",
    },
  });
});
