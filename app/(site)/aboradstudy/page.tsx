import type { Metadata } from "next";
import { aboradStudyPage as page } from "@/content/pages/aboradstudy";
import { StudyAbroadPage } from "@/components/sections/directory/StudyAbroadPage";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata: Metadata = pageMetadata({ ...page.meta, path: "/aboradstudy" });

/** The study-abroad page on its default tab, United Kingdom (also served for ?country=uk). */
export default function AboradStudyPage() {
  return <StudyAbroadPage country="uk" />;
}
