/** A staff member's download of an applicant's résumé: refused while its guardian has not agreed, and audited. */
import "server-only";
import { recordAudit } from "@/lib/audit/record";
import { prisma } from "@/lib/db";
import { failure, type Failure } from "@/lib/http/outcome";
import { AWAITING_GUARDIAN } from "@/lib/privacy/minors/staff-view";
import { isRowId } from "@/lib/validation/stored-text";
import { isDeletedResume, RESUME_DELETED } from "./resume";

export type ResumeFile = { bytes: Uint8Array<ArrayBuffer>; fileName: string; contentType: string };

export async function downloadResume(id: string, actorId: string): Promise<ResumeFile | Failure> {
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
    actorId,
    action: "career.resume-download",
    entityType: "CareerApplication",
    entityId: id,
    after: { bytes: bytes.byteLength },
  });
  return { bytes, fileName, contentType };
}
