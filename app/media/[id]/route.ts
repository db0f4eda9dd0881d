import { publicMediaFile } from "@/lib/blogs/queries";
import { failure } from "@/lib/http/outcome";
import { route } from "@/lib/http/route";

/**
 * GET /media/:id: an uploaded public file (a blog image). Resumes and other private uploads are
 * never served here. Ids are never reused, so a browser or CDN may keep a copy for a year.
 */
export const GET = route({ name: "media" }, async ({ params }) => {
  const file = await publicMediaFile(params.id!);
  if (!file) return failure(404, "Not found");
  return new Response(file.bytes, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.bytes.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Disposition": "inline",
    },
  });
});
