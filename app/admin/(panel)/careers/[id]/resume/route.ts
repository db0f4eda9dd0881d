import { recordAudit } from "@/lib/audit/record";
import { prisma } from "@/lib/db";
import { failure } from "@/lib/http/outcome";
import { route } from "@/lib/http/route";
import { isDeletedResume, RESUME_DELETED } from "@/lib/careers/resume";
import { AWAITING_GUARDIAN } from "@/lib/privacy/minors/staff-view";
import { isRowId } from "@/lib/validation/stored-text";

/** GET /admin/careers/:id/resume: the applicant's PDF, as a download, to staff only; each download audited. */
export const GET = route({ name: "résumé download", permission: "enquiries.read" }, async ({ params, caller }) => {
  const id = params.id!;
  const application = !isRowId(id)
    ? null
    : await prisma.careerApplication.findUnique({
        where: { id },
        select: { awaitingGuardian: true, resume: { select: { bytes: true, fileName: true, contentType: true, size: true } } },
      });
  if (!application) return failure(404, "No such application.");
  if (isDeletedResume(application.resume)) return failure(404, RESUME_DELETED);
  if (application.awaitingGuardian) return failure(409, `${AWAITING_GUARDIAN}: the resume is held until then.`);
  const { bytes, fileName, contentType } = application.resume;
  await recordAudit(prisma, {
    actorId: caller.userId,
    action: "career.resume-download",
    entityType: "CareerApplication",
    entityId: id,
    after: { bytes: bytes.byteLength },
  });
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
