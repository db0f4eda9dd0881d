import Link from "next/link";
import { boardPages, boards10th, boards12th, undeclaredMessage } from "@/content/boards";
import { BoardFinder } from "./BoardFinder";

export type Grade = "10th" | "12th";

const boardsByGrade = { "10th": boards10th, "12th": boards12th };

/**
 * A board results page: every board's official results site, or the not-declared notice, with
 * a filter (`filter` is the ?q= of a filtered link, rendered by the server).
 */
export function BoardResults({ grade, filter = "" }: { grade: Grade; filter?: string }) {
  const page = boardPages[grade];
  const other: Grade = grade === "10th" ? "12th" : "10th";
  return (
    <section aria-labelledby="boards-heading" className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
      <h1 id="boards-heading" className="text-3xl font-extrabold text-brand-900 sm:text-4xl">
        {page.heading}
      </h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{page.intro}</p>
      <p className="mt-2 text-slate-700">
        Looking for another class?{" "}
        <Link
          href={`/boards/${other}`}
          className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          {boardPages[other].heading}
        </Link>
      </p>
      <BoardFinder
        // A new filtered link (back, forward, another search) starts the list afresh.
        key={filter}
        boards={boardsByGrade[grade]}
        initialFilter={filter}
        text={{
          path: `/boards/${grade}`,
          filterLabel: boardPages.filter.label,
          filterHint: boardPages.filter.hint,
          clearLabel: boardPages.filter.clear,
          notDeclaredLabel: boardPages.notDeclaredLabel,
          closeLabel: boardPages.closeLabel,
          undeclaredMessage,
          examLabel: `${page.exam} board exam ${boardPages.examYear}`,
        }}
      />
    </section>
  );
}
