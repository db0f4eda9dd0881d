/**
 * The college directory: B.Tech, medical and management lists, parsed with
 * `collegeRecordSchema` at module load so a bad record fails the build.
 *
 * On top of the per-record schema this module also checks, across each list,
 * that every record sits in the right category, that NIRF ranks are unique and
 * in ascending order, and that slugs are unique across the whole directory.
 */
import { z } from "zod";
import { collegeCategories, type CollegeCategory } from "./categories";
import { collegeRecordSchema, type CollegeRecord } from "./schema";
import { btechColleges } from "./btech";
import { managementColleges } from "./management";
import { medicalColleges } from "./medical";

const collegeListSchema = z.array(collegeRecordSchema);

function parseList(category: CollegeCategory, list: unknown): CollegeRecord[] {
  const colleges = collegeListSchema.parse(list);
  colleges.forEach((college, i) => {
    if (college.category !== category) {
      throw new Error(`content/colleges/${category}: "${college.slug}" has category "${college.category}"`);
    }
    const previous = colleges[i - 1];
    if (previous && previous.nirfRank >= college.nirfRank) {
      throw new Error(
        `content/colleges/${category}: "${college.slug}" (rank ${college.nirfRank}) must come after "${previous.slug}" (rank ${previous.nirfRank}) with a higher, unique NIRF rank`,
      );
    }
  });
  return colleges;
}

export const collegesByCategory: Record<CollegeCategory, CollegeRecord[]> = {
  btech: parseList("btech", btechColleges),
  medical: parseList("medical", medicalColleges),
  management: parseList("management", managementColleges),
};

export const allColleges: CollegeRecord[] = collegeCategories.flatMap((category) => collegesByCategory[category]);

const seenSlugs = new Set<string>();
for (const college of allColleges) {
  if (seenSlugs.has(college.slug)) throw new Error(`content/colleges: duplicate slug "${college.slug}"`);
  seenSlugs.add(college.slug);
}
