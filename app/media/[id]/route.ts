import { prisma } from "@/lib/db";

/**
 * GET /media/:id: an uploaded public file (a blog image). Resumes and other private uploads are
 * never served here. Ids are never reused, so a browser or CDN may keep a copy for a year.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const file = /^[a-z0-9]{10,40}$/.test(id)
    ? await prisma.storedFile.findFirst({ where: { id, isPublic: true }, select: { bytes: true, contentType: true } })
    : null;
  if (!file) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(file.bytes, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.bytes.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Disposition": "inline",
    },
  });
}
