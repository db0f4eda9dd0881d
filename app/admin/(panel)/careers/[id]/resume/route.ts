import { STAFF_ROLES } from "@/lib/auth/roles";
import { withRole } from "@/lib/auth/route";
import { prisma } from "@/lib/db";
import { isRowId } from "@/lib/validation/stored-text";

type Context = { params: Promise<{ id: string }> };

/** GET /admin/careers/:id/resume: the applicant's PDF, as a download, to staff only. */
export const GET = withRole(STAFF_ROLES, async (_request, _caller, { params }: Context) => {
  const { id } = await params;
  const application = !isRowId(id) ? null : await prisma.careerApplication.findUnique({
    where: { id },
    select: { resume: { select: { bytes: true, fileName: true, contentType: true } } },
  });
  if (!application) return Response.json({ message: "No such application." }, { status: 404 });
  const { bytes, fileName, contentType } = application.resume;
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
