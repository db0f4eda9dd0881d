/**
 * The ad platforms' lead forms the site has seen: each lead's form is remembered (so admins can
 * give it a default course, and the Meta reconciliation knows which forms to list), with the
 * course its leads get when the form asked none.
 */
import "server-only";
import { prisma } from "@/lib/db";
import { COURSES } from "@/lib/leads/constants";
import { failure, success, type Outcome } from "@/lib/http/outcome";

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
