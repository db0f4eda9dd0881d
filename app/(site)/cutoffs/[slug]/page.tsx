import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { InstituteCutoffs } from "@/components/predictor/InstituteCutoffs";
import { instituteBySlug, institutes } from "@/content/josaa/institutes";
import { cutoffCategories, cutoffMetadata } from "@/lib/predictor/cutoffs";
import { predictorData } from "@/lib/predictor/queries";

type Props = { params: Promise<{ slug: string }> };

// One page per institute, built with the site; an import shows within the hour.
export const revalidate = 3600;
export const dynamicParams = false;

export function generateStaticParams() {
  return institutes.map((institute) => ({ slug: institute.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const institute = instituteBySlug((await params).slug);
  if (!institute) return {};
  const data = await predictorData();
  return cutoffMetadata(institute, data?.table.years.slice(-3).map((held) => held.year) ?? []);
}

/** The institute's page: its OPEN seats (lib/predictor/cutoffs.ts: one category a page). */
export default async function InstituteCutoffPage({ params }: Props) {
  const institute = instituteBySlug((await params).slug);
  if (!institute) notFound();
  return <InstituteCutoffs institute={institute} category={cutoffCategories[0]} />;
}
