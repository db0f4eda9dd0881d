/**
 * The ad platforms' lead forms the site has seen: each lead's form is remembered (so admins can
 * give it a default course, and the Meta reconciliation knows which forms to list), with the
 * course its leads get when the form asked none.
 */
import "server-only";
import { prisma } from "@/lib/db";
import { COURSES } from "@/lib/leads/constants";
import { failure, success, type Outcome } from "@/lib/http/outcome";
import { metaConfig, missingSettings } from "./config";
import { fetchForm, GraphApiError } from "./meta/graph";

export type AdChannel = "meta" | "google";

const formKey = (channel: AdChannel, formId: string) => `${channel}:${formId}`;

/** Remembers the form and answers its default course (null when admins set none). */
export async function noteForm(channel: AdChannel, formId: string): Promise<string | null> {
  const form = await prisma.leadAdForm.upsert({
    where: { id: formKey(channel, formId) },
    create: { id: formKey(channel, formId), channel, formId },
    update: {},
    select: { defaultCourse: true },
  });
  return form.defaultCourse;
}

export function listForms() {
  return prisma.leadAdForm.findMany({ orderBy: [{ channel: "asc" }, { createdAt: "asc" }] });
}

/** An admin's choice of a form's default course ("" for none). */
export async function setDefaultCourse(id: string, course: string): Promise<Outcome> {
  if (course !== "" && !(COURSES as readonly string[]).includes(course)) return failure(400, "Choose one of the courses.");
  const updated = await prisma.leadAdForm.updateMany({ where: { id }, data: { defaultCourse: course || null } });
  if (updated.count === 0) return failure(404, "That form is not known.");
  return success(
    course ? `Leads of this form now get ${course} when they name no course.` : "The form's default course is cleared.",
  );
}

/**
 * An admin's Meta form, listed by its id before its first lead (to send it a test lead, and so the
 * reconciliation lists its leads), once Meta confirms the Page's token sees it.
 */
export async function addMetaForm(input: string): Promise<Outcome> {
  const formId = input.trim();
  if (!/^\d{1,30}$/.test(formId))
    return failure(400, "A Meta form id is the number Meta shows for the form in its Instant Forms list: digits only.");
  if (!metaConfig()) return failure(409, `Set ${missingSettings().meta.join(", ")} first.`);
  try {
    const form = await fetchForm(formId);
    await noteForm("meta", form.id);
    return success(
      `Meta form ${form.name ? `“${form.name}” ` : ""}${form.id} is listed: send it a test lead. Its leads come by webhook, and the reconciliation every 15 minutes lists any missed.`,
    );
  } catch (error) {
    if (!(error instanceof GraphApiError)) throw error;
    if (error.status === 0 || error.status >= 500) return failure(503, `Meta could not be asked now: ${error.message}`);
    return failure(404, `Meta does not show form ${formId} to this site's Page token: ${error.message}`);
  }
}

/** The Meta forms to reconcile, with the newest lead time each has listed. */
export function metaForms() {
  return prisma.leadAdForm.findMany({ where: { channel: "meta" }, select: { id: true, formId: true, watermark: true } });
}

export async function advanceWatermark(id: string, to: Date): Promise<void> {
  await prisma.leadAdForm.updateMany({
    where: { id, OR: [{ watermark: null }, { watermark: { lt: to } }] },
    data: { watermark: to },
  });
}
