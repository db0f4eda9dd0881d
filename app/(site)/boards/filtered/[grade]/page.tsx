import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BoardResults, type Grade } from "@/components/sections/boards/BoardResults";
import { boardPages } from "@/content/boards";
import { boardFilterText } from "@/lib/boards/select";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = {
  params: Promise<{ grade: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const isGrade = (value: string): value is Grade => value === "10th" || value === "12th";

// /boards/12th?q=up is rewritten here (lib/seo/query-views.ts) and rendered per request, so the
// filter works before (or without) JavaScript. Its canonical URL is the unfiltered grid's.

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { grade } = await params;
  if (!isGrade(grade)) return {};
  const page = boardPages[grade];
  return pageMetadata({ title: page.meta.title, description: page.meta.description, path: `/boards/${grade}` });
}

export default async function FilteredBoardResultsPage({ params, searchParams }: Props) {
  const { grade } = await params;
  if (!isGrade(grade)) notFound();
  return <BoardResults grade={grade} filter={boardFilterText((await searchParams).q)} />;
}
