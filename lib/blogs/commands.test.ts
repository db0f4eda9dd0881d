import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { dataOf } from "@/lib/testing/outcome";
import { disconnect, prisma } from "@/lib/db";
import { createUser } from "@/lib/testing/sessions";
import { createBlog, deleteBlog, updateBlog, type ImageUpload } from "./commands";
import { blogImageSrc, MAX_BLOG_IMAGE_BYTES, sniffImageType } from "./image";

const quiet = { onChange: () => undefined };
const fields = {
  title: "NEET counselling rounds explained",
  name: "Neha Verma",
  coursename: "MBBS",
  image: "https://example.com/cover.jpg",
  description: "What each round means.",
};
const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const webp = Uint8Array.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50]);
const pdf = new TextEncoder().encode("%PDF-1.7\n");
const upload = (bytes: Uint8Array, fileName = "cover.png"): ImageUpload => ({ bytes, fileName });
let actor: { userId: string };

beforeEach(async () => {
  await prisma.blog.deleteMany();
  await prisma.storedFile.deleteMany();
  await prisma.auditLog.deleteMany();
  actor = { userId: (await createUser("ADMIN")).id };
});

afterAll(async () => {
  await prisma.blog.deleteMany();
  await prisma.storedFile.deleteMany();
  await prisma.auditLog.deleteMany();
  await prisma.user.deleteMany();
  await disconnect();
});

describe("an uploaded blog image", () => {
  it("is judged by its first bytes, not its name", () => {
    expect(sniffImageType(png)).toBe("image/png");
    expect(sniffImageType(jpeg)).toBe("image/jpeg");
    expect(sniffImageType(webp)).toBe("image/webp");
    expect(sniffImageType(pdf)).toBeNull();
    expect(sniffImageType(Uint8Array.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x41, 0x56, 0x45]))).toBeNull(); // a WAV
  });

  it("is stored public and served from /media, which the pages render", async () => {
    const { blog } = dataOf(await createBlog(actor, { ...fields, image: "" }, upload(png, "photo.pdf"), quiet));
    expect(blog.image).toMatch(/^\/media\/[a-z0-9]+$/);
    expect(blogImageSrc(blog.image)).toBe(blog.image);
    const file = await prisma.storedFile.findFirstOrThrow();
    expect(file).toMatchObject({ isPublic: true, contentType: "image/png", fileName: "photo.pdf" });
  });

  it("refuses a PDF named .png (415) and an image over 2 MB (413), naming the field", async () => {
    expect(await createBlog(actor, fields, upload(pdf, "cover.png"), quiet)).toMatchObject({
      ok: false,
      status: 415,
      errors: { image: "The image must be a JPEG, PNG or WebP file." },
    });
    const big = new Uint8Array(MAX_BLOG_IMAGE_BYTES + 1);
    big.set(png);
    expect(await createBlog(actor, fields, upload(big), quiet)).toMatchObject({
      ok: false,
      status: 413,
      errors: { image: "The image may be at most 2 MB." },
    });
    expect(await prisma.blog.count()).toBe(0);
    expect(await prisma.storedFile.count()).toBe(0);
  });
});

describe("blog writes", () => {
  it("name every missing field at once, an image problem included", async () => {
    const answer = await createBlog(actor, { title: "" }, upload(pdf), quiet);
    expect(answer).toMatchObject({ ok: false, status: 400 });
    expect(Object.keys((answer as { errors: object }).errors).sort()).toEqual([
      "coursename",
      "description",
      "image",
      "name",
      "title",
    ]);
    expect(await createBlog(actor, { ...fields, image: "http://example.com/x.jpg" }, null, quiet)).toMatchObject({
      status: 400,
      errors: { image: expect.any(String) },
    });
  });

  it("are audited with old and new values, and a replaced or deleted upload goes", async () => {
    const added = dataOf(await createBlog(actor, { ...fields, image: "" }, upload(jpeg), quiet));
    const updated = await updateBlog(
      actor,
      added.blog._id,
      { ...fields, title: "NEET rounds, updated", image: "/images/blogs/default.svg" },
      null,
      quiet,
    );
    expect(updated).toMatchObject({
      ok: true,
      message: "Blog Updated Successfully!",
      data: { blog: { title: "NEET rounds, updated" } },
    });
    expect(await prisma.storedFile.count()).toBe(0);
    expect(await deleteBlog(actor, added.blog._id, quiet)).toMatchObject({ ok: true, message: "Blog Deleted Successfully!" });
    const trail = await prisma.auditLog.findMany({ where: { entityId: added.blog._id }, orderBy: { createdAt: "asc" } });
    expect(trail.map((entry) => entry.action)).toEqual(["blog.create", "blog.update", "blog.delete"]);
    expect(trail[1]).toMatchObject({ before: { title: fields.title }, after: { title: "NEET rounds, updated" } });
    expect(await updateBlog(actor, added.blog._id, fields, null, quiet)).toMatchObject({ ok: false, status: 404 });
  });

  it("keep the description as plain text (markup is stored as typed, never interpreted)", async () => {
    const answer = await createBlog(actor, { ...fields, description: '<script>alert("x")</script> & <b>bold</b>' }, null, quiet);
    expect(answer).toMatchObject({ ok: true, data: { blog: { description: '<script>alert("x")</script> & <b>bold</b>' } } });
  });
});
