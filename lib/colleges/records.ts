/** Maps between the College table and the directory's plain records. */
import type { College as CollegeRow, CollegeCategory as DbCategory } from "@/lib/generated/prisma/client";
import type { CollegeCategory } from "@/content/colleges/categories";
import type { DirectoryCollege } from "./directory";

/** The public tabs (btech/medical/management) and the admin's Engineering/Medical/Management. */
export const dbCategoryOf: Record<CollegeCategory, DbCategory> = {
  btech: "ENGINEERING",
  medical: "MEDICAL",
  management: "MANAGEMENT",
};

export const categoryOfDb: Record<DbCategory, CollegeCategory> = {
  ENGINEERING: "btech",
  MEDICAL: "medical",
  MANAGEMENT: "management",
};

export function toDirectoryCollege(row: CollegeRow): DirectoryCollege {
  return {
    slug: row.slug,
    name: row.name,
    shortName: row.shortName,
    category: categoryOfDb[row.category],
    nirfRank: row.nirfRank,
    city: row.city,
    state: row.state,
    rating: row.rating.toNumber(),
    fees: row.fees,
    totalFeesLakh: row.totalFeesLakh === null ? null : row.totalFeesLakh.toNumber(),
    avgPackage: row.avgPackage,
    accreditation: row.accreditation,
    exams: row.exams,
    branches: row.branches,
    affiliation: row.affiliation,
    description: row.description,
  };
}

/** A row as plain JSON, for the audit log's before/after. */
export function collegeSnapshot(row: CollegeRow) {
  return {
    ...toDirectoryCollege(row),
    id: row.id,
    imageUrl: row.imageUrl,
    established: row.established,
  };
}
