import type { PrismaClient } from "@/lib/generated/prisma/client";
import { allColleges } from "@/content/colleges";
import { dbCategoryOf } from "@/lib/colleges/records";

/** Loads content/colleges into an empty table; returns how many were inserted. */
export async function seedCollegesIfEmpty(prisma: PrismaClient): Promise<number> {
  if ((await prisma.college.count()) > 0) return 0;
  const { count } = await prisma.college.createMany({
    data: allColleges.map((college) => ({
      slug: college.slug,
      name: college.name,
      shortName: college.shortName,
      category: dbCategoryOf[college.category],
      nirfRank: college.nirfRank,
      city: college.city,
      state: college.state,
      rating: college.rating,
      fees: college.fees,
      totalFeesLakh: college.totalFeesLakh,
      avgPackage: college.avgPackage,
      accreditation: college.accreditation,
      exams: college.exams,
      branches: college.branches ?? [],
      affiliation: college.affiliation,
      description: college.description,
      established: college.established,
    })),
    skipDuplicates: true,
  });
  return count;
}
