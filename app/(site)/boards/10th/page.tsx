import { BoardResults } from "@/components/sections/boards/BoardResults";
import { JsonLd } from "@/components/ui/JsonLd";
import { boardPages } from "@/content/boards";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";

const page = boardPages["10th"];
const path = "/boards/10th";

export const metadata = pageMetadata({ title: page.meta.title, description: page.meta.description, path });

export default function TenthBoardResultsPage() {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([{ name: page.heading, path }])} />
      <BoardResults grade="10th" />
    </>
  );
}
