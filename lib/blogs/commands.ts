/**
 * Staff writes to the blogs (admins only, checked at the door): add, edit, delete, each with its
 * audit entry (old and new values) in the same transaction, then the public /blogs pages are
 * revalidated. The image is an https URL or an upload (JPEG, PNG or WebP by its first bytes, at
 * most 2 MB), kept in the database and served at /media/<id>; a replaced or deleted upload goes.
 * The admin panel's server actions and `/api/blog/*` both call these.
 */
import "server-only";
import { recordAudit } from "@/lib/audit/record";
import { prisma } from "@/lib/db";
import type { Blog as BlogRow, Prisma } from "@/lib/generated/prisma/client";
import { failure, success, type Failure, type Outcome } from "@/lib/http/outcome";
import { fieldErrors } from "@/lib/validation/field-errors";
import { isRowId } from "@/lib/validation/stored-text";
import { revalidateBlogs } from "./cached";
import { IMAGE_TOO_LARGE, MAX_BLOG_IMAGE_BYTES, mediaPath, NOT_AN_IMAGE, sniffImageType, uploadedImageId } from "./image";
import { blogInputSchema, blogRecord, type BlogFields } from "./schema";
import { toWireBlog, type WireBlog } from "./wire";

export const BLOG_ADDED = "Blog Added Successfully!";
export const BLOG_UPDATED = "Blog Updated Successfully!";
export const BLOG_DELETED = "Blog Deleted Successfully!";
export const INVALID_BLOG = "Please correct the blog details.";

/** Blog descriptions may be long articles: room for 50,000 characters of text and its JSON escaping. */
export const BLOG_BODY_LIMIT_BYTES = 256 * 1024;

export type BlogOutcome = Outcome<{ blog: WireBlog }>;

const NOT_FOUND = failure(404, "Blog not found.");

/** An uploaded image as the doors hand it over. */
export type ImageUpload = { bytes: Uint8Array; fileName: string };

type Actor = { userId: string };
/** `onChange` runs after a write commits; defaults to revalidating the public blog pages (tests pass their own). */
export type BlogWriteOptions = { onChange?: () => void };
type Checked = { ok: true; fields: BlogFields; image: { bytes: Uint8Array; type: string; fileName: string } | null };

function checkUpload(upload: ImageUpload): { ok: true; type: string } | Failure {
  if (upload.bytes.byteLength > MAX_BLOG_IMAGE_BYTES) return failure(413, IMAGE_TOO_LARGE);
  const type = sniffImageType(upload.bytes);
  return type ? { ok: true, type } : failure(415, NOT_AN_IMAGE);
}

/** The fields (wire names) and the upload checked together, so every problem is named at once. */
function check(input: unknown, upload: ImageUpload | null): Checked | Failure {
  const image = upload ? checkUpload(upload) : null;
  const body = typeof input === "object" && input !== null ? input : {};
  // With an upload the address is the upload's, known once it is stored.
  const parsed = blogInputSchema.safeParse(upload ? { ...body, image: "/media/upload" } : body);
  if (parsed.success && image?.ok !== false) {
    return {
      ok: true,
      fields: parsed.data,
      image: upload && image?.ok ? { bytes: upload.bytes, type: image.type, fileName: upload.fileName.slice(0, 200) } : null,
    };
  }
  const errors = parsed.success ? {} : fieldErrors(parsed.error.issues);
  if (image?.ok === false) errors.image = image.message;
  // A bad upload alone answers with its own status (413, 415); anything else is a 400 naming every field.
  if (parsed.success && image?.ok === false) return failure(image.status, image.message, errors);
  return failure(400, INVALID_BLOG, errors);
}

async function storeImage(tx: Prisma.TransactionClient, image: NonNullable<Checked["image"]>): Promise<string> {
  const file = await tx.storedFile.create({
    data: {
      fileName: image.fileName,
      contentType: image.type,
      size: image.bytes.byteLength,
      bytes: image.bytes as Uint8Array<ArrayBuffer>,
      isPublic: true,
    },
    select: { id: true },
  });
  return mediaPath(file.id);
}

/** Drops an uploaded image no blog uses any more. */
async function dropUpload(tx: Prisma.TransactionClient, imageUrl: string): Promise<void> {
  const id = uploadedImageId(imageUrl);
  if (id) await tx.storedFile.deleteMany({ where: { id, isPublic: true } });
}

const snapshot = (row: BlogRow) => ({
  title: row.title,
  author: row.author,
  courseName: row.courseName,
  imageUrl: row.imageUrl,
  description: row.description,
});

export async function createBlog(
  actor: Actor,
  input: unknown,
  upload: ImageUpload | null = null,
  options: BlogWriteOptions = {},
): Promise<BlogOutcome> {
  const checked = check(input, upload);
  if (!checked.ok) return checked;
  const blog = await prisma.$transaction(async (tx) => {
    const imageUrl = checked.image ? await storeImage(tx, checked.image) : checked.fields.imageUrl;
    const row = await tx.blog.create({ data: blogRecord({ ...checked.fields, imageUrl }) });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: "blog.create",
      entityType: "Blog",
      entityId: row.id,
      after: snapshot(row),
    });
    return row;
  });
  (options.onChange ?? revalidateBlogs)();
  return success(BLOG_ADDED, { blog: toWireBlog(blog) });
}

export async function updateBlog(
  actor: Actor,
  id: string,
  input: unknown,
  upload: ImageUpload | null = null,
  options: BlogWriteOptions = {},
): Promise<BlogOutcome> {
  const checked = check(input, upload);
  if (!checked.ok) return checked;
  const blog = await prisma.$transaction(async (tx) => {
    const before = isRowId(id) ? await tx.blog.findUnique({ where: { id } }) : null;
    if (!before) return null;
    const imageUrl = checked.image ? await storeImage(tx, checked.image) : checked.fields.imageUrl;
    const row = await tx.blog.update({ where: { id }, data: blogRecord({ ...checked.fields, imageUrl }) });
    if (before.imageUrl !== row.imageUrl) await dropUpload(tx, before.imageUrl);
    await recordAudit(tx, {
      actorId: actor.userId,
      action: "blog.update",
      entityType: "Blog",
      entityId: id,
      before: snapshot(before),
      after: snapshot(row),
    });
    return row;
  });
  if (!blog) return NOT_FOUND;
  (options.onChange ?? revalidateBlogs)();
  return success(BLOG_UPDATED, { blog: toWireBlog(blog) });
}

export async function deleteBlog(actor: Actor, id: string, options: BlogWriteOptions = {}): Promise<BlogOutcome> {
  const blog = await prisma.$transaction(async (tx) => {
    const before = isRowId(id) ? await tx.blog.findUnique({ where: { id } }) : null;
    if (!before) return null;
    await tx.blog.delete({ where: { id } });
    await dropUpload(tx, before.imageUrl);
    await recordAudit(tx, {
      actorId: actor.userId,
      action: "blog.delete",
      entityType: "Blog",
      entityId: id,
      before: snapshot(before),
    });
    return before;
  });
  if (!blog) return NOT_FOUND;
  (options.onChange ?? revalidateBlogs)();
  return success(BLOG_DELETED, { blog: toWireBlog(blog) });
}
