import "server-only";
import { prisma } from "@/lib/db";
import { pageNewestFirst } from "@/lib/pagination/keyset";
import { admissionUpdateBlogs, sampleBlog } from "@/lib/blogs/sample";
import type { PublishedBlog } from "@/lib/blogs/schema";

const newestFirst = (a: PublishedBlog, b: PublishedBlog) => b.publishedAt.localeCompare(a.publishedAt);

/**
 * Every published blog, newest first: the staff's, the home page's Admission Updates (always,
 * since the home page links to them) and the sample article while staff have published none.
 * Uncached: pages read it through lib/blogs/cached.ts.
 */
export async function readPublishedBlogs(): Promise<PublishedBlog[]> {
  const rows = await prisma.blog.findMany({
    orderBy: [{ publishedAt: "desc" }, { createdAt: "desc" }, { id: "desc" }],
    select: {
      id: true,
      slug: true,
      title: true,
      author: true,
      courseName: true,
      imageUrl: true,
      description: true,
      publishedAt: true,
      updatedAt: true,
    },
  });
  const staff = rows.map((row) => ({
    ...row,
    publishedAt: row.publishedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
  // A stable sort: staff blogs of the same moment keep the database's order.
  return [...staff, ...admissionUpdateBlogs, ...(staff.length === 0 ? [sampleBlog] : [])].sort(newestFirst);
}

/** The blogs as staff and the list API see them: every row, newest first, a keyset page at a time. */
export function listBlogRows(cursor: string | null | undefined, size: number) {
  return pageNewestFirst({}, cursor, size, (query) => prisma.blog.findMany(query));
}

/** An uploaded public file (a blog image) by its id; never a résumé or another private upload. */
export async function publicMediaFile(id: string): Promise<{ bytes: Uint8Array<ArrayBuffer>; contentType: string } | null> {
  if (!/^[a-z0-9]{10,40}$/.test(id)) return null;
  return prisma.storedFile.findFirst({ where: { id, isPublic: true }, select: { bytes: true, contentType: true } });
}
