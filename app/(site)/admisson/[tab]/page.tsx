import type { Metadata } from "next";
import { CollegeDirectoryPage } from "@/components/sections/directory/CollegeDirectoryPage";
import { collegeCategories, isCollegeCategory } from "@/content/colleges/categories";
import { defaultDirectoryQuery } from "@/lib/colleges/directory";
import { collegeTabMetadata } from "@/lib/colleges/seo";

type Props = { params: Promise<{ tab: string }> };

/**
 * The other tabs, prerendered: /admisson?tab=medical is rewritten here (next.config.ts), and a
 * direct visit to /admisson/medical redirects to that public URL.
 */
export const dynamicParams = false;

export function generateStaticParams() {
  return collegeCategories.filter((tab) => tab !== defaultDirectoryQuery.tab).map((tab) => ({ tab }));
}

async function tabOf(params: Props["params"]) {
  const { tab } = await params;
  return isCollegeCategory(tab) ? tab : defaultDirectoryQuery.tab;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return collegeTabMetadata(await tabOf(params));
}

export default async function CollegeTabPage({ params }: Props) {
  return <CollegeDirectoryPage query={{ ...defaultDirectoryQuery, tab: await tabOf(params) }} />;
}
