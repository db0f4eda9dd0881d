/** Every read of the College table. */
import { unstable_cache } from "next/cache";
import { prisma } from "@/lib/db";
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
export const getDirectoryColleges = unstable_cache(loadDirectoryColleges, ["colleges", "directory", "v1"], {
  tags: [COLLEGES_TAG],
  revalidate: 3600,
});

/** All rows for staff screens and the old list API, always fresh. */
export function listCollegeRows() {
  return prisma.college.findMany({ orderBy: publicOrder });
}
