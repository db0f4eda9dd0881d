import type { Blog as BlogRow } from "@/lib/generated/prisma/client";

/** A blog in the old API's shape (`/api/blog/*`): the author as `name`, the course as `coursename`. */
export type WireBlog = { _id: string; title: string; name: string; coursename: string; image: string; description: string };

export const toWireBlog = (row: BlogRow): WireBlog => ({
  _id: row.id,
  title: row.title,
  name: row.author,
  coursename: row.courseName,
  image: row.imageUrl,
  description: row.description,
});
