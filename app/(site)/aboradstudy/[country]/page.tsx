import type { Metadata } from "next";
import { aboradStudyPage as page } from "@/content/pages/aboradstudy";
import { StudyAbroadPage } from "@/components/sections/directory/StudyAbroadPage";
import { countryKeys, countrySchema } from "@/content/university-schema";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ country: string }> };

// /aboradstudy?country=canada is rewritten here (next.config.ts). The page is the same as
// /aboradstudy with another tab open, so that is its canonical URL.
export const metadata: Metadata = pageMetadata({ ...page.meta, path: "/aboradstudy" });

export const dynamicParams = false;

export function generateStaticParams() {
  return countryKeys.filter((country) => country !== "uk").map((country) => ({ country }));
}

export default async function StudyAbroadCountryPage({ params }: Props) {
  return <StudyAbroadPage country={countrySchema.catch("uk").parse((await params).country)} />;
}
