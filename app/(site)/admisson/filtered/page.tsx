import type { Metadata } from "next";
import { CollegeDirectoryPage } from "@/components/sections/directory/CollegeDirectoryPage";
import { directoryQueryFromSearchParams } from "@/lib/colleges/directory";
import { collegeTabMetadata } from "@/lib/colleges/seo";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// A searched, filtered or sorted link (/admisson?tab=btech&state=Tamil%20Nadu&sort=fees-asc) is
// rewritten here (next.config.ts) and rendered per request from the cached college data, so its
// first HTML already shows that list and count. Its canonical URL is its tab's.

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return collegeTabMetadata(directoryQueryFromSearchParams(await searchParams).tab);
}

export default async function FilteredCollegesPage({ searchParams }: Props) {
  return <CollegeDirectoryPage query={directoryQueryFromSearchParams(await searchParams)} />;
}
