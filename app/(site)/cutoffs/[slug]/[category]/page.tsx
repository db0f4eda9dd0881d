import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { InstituteCutoffs } from "@/components/predictor/InstituteCutoffs";
import { instituteBySlug, institutes } from "@/content/josaa/institutes";
import { cutoffCategories, cutoffCategoryBySlug, cutoffMetadata } from "@/lib/predictor/cutoffs";
import { predictorData } from "@/lib/predictor/queries";

type Props = { params: Promise<{ slug: string; category: string }> };

// One page per institute and category but OPEN (the institute's own page), built with the site.
export const revalidate = 3600;
export const dynamicParams = false;

export function generateStaticParams() {
  return institutes.flatMap((institute) =>
    cutoffCategories.filter((category) => category.slug).map((category) => ({ slug: institute.slug, category: category.slug })),
  );
}

async function pageOf(params: Props["params"]) {
  const { slug, category } = await params;
  const institute = instituteBySlug(slug);
  const chosen = cutoffCategoryBySlug(category);
  return institute && chosen ? { institute, category: chosen } : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await pageOf(params);
  if (!page) return {};
  const data = await predictorData();
  return cutoffMetadata(page.institute, data?.table.years.slice(-3).map((held) => held.year) ?? [], page.category);
}

export default async function InstituteCategoryCutoffPage({ params }: Props) {
  const page = await pageOf(params);
  if (!page) notFound();
  return <InstituteCutoffs institute={page.institute} category={page.category} />;
}
