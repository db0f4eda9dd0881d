/** Every read of the College table. */
import "server-only";
import { unstable_cache } from "next/cache";
import { prisma } from "@/lib/db";
import type { CollegeCategory as DbCategory } from "@/lib/generated/prisma/client";
import { COLLEGES_TAG } from "./cache";
import type { DirectoryCollege } from "./directory";
import { toDirectoryCollege } from "./records";

const publicOrder = [{ category: "asc" as const }, { nirfRank: "asc" as const }, { name: "asc" as const }];

/** The whole public directory, every category, best rank first (uncached). */
export async function loadDirectoryColleges(): Promise<DirectoryCollege[]> {
  const rows = await prisma.college.findMany({ orderBy: publicOrder });
  return rows.map(toDirectoryCollege);
}

/**
 * `loadDirectoryColleges` through the Next.js data cache, tagged `colleges`: pages that use it
 * are prerendered and re-rendered only after a staff write (or, as a safety net for other
 * app instances that did not see the write, after an hour).
 */
// The key's version changes with the record's shape (v2: branches, affiliation), so a data cache kept from an older build is not read as the new one.
export const getDirectoryColleges = unstable_cache(loadDirectoryColleges, ["colleges", "directory", "v2"], {
  tags: [COLLEGES_TAG],
  revalidate: 3600,
});

/** All rows for staff screens and the old list API, always fresh. */
export function listCollegeRows() {
  return prisma.college.findMany({ orderBy: publicOrder });
}

/** A position in `publicOrder` (category, then rank: unique together), for the paged list API. */
type CollegePosition = { category: DbCategory; nirfRank: number };
const categoryOrder: DbCategory[] = ["ENGINEERING", "MEDICAL", "MANAGEMENT"];

export function encodeCollegeCursor(position: CollegePosition): string {
  return Buffer.from(`${position.category}|${position.nirfRank}`).toString("base64url");
}

export function decodeCollegeCursor(cursor: string): CollegePosition | null {
  const [category, rank, ...rest] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const nirfRank = Number(rank);
  const known = categoryOrder.find((c) => c === category);
  return known && Number.isInteger(nirfRank) && rest.length === 0 ? { category: known, nirfRank } : null;
}

/** One page of colleges in the public order, after `after` (keyset on the unique category + rank). */
export async function pageCollegeRows(after: CollegePosition | null, limit: number) {
  const later = after
    ? {
        OR: [
          { category: { in: categoryOrder.slice(categoryOrder.indexOf(after.category) + 1) } },
          { category: after.category, nirfRank: { gt: after.nirfRank } },
        ],
      }
    : {};
  const rows = await prisma.college.findMany({ where: later, orderBy: publicOrder, take: limit + 1 });
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCollegeCursor(last) : null };
}
