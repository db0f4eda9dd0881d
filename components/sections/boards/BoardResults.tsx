import Link from "next/link";
import { boardPages, boards10th, boards12th, undeclaredMessage } from "@/content/boards";
import type { Board } from "@/content/schema";
import { NotDeclaredBoard } from "./NotDeclaredBoard";

export type Grade = "10th" | "12th";

export const boardsByGrade: Record<Grade, Board[]> = { "10th": boards10th, "12th": boards12th };

const card =
  "flex h-full w-full items-center gap-4 rounded-xl border bg-white p-4 text-left shadow-sm transition hover:-translate-y-0.5 hover:shadow-md";

function CardBody({ board, declared }: { board: Board; declared: boolean }) {
  return (
    <>
      <span
        aria-hidden="true"
        className={`grid h-14 w-14 shrink-0 place-items-center rounded-full px-1 text-center text-[0.7rem] font-bold leading-tight ${declared ? "bg-brand-800 text-white" : "bg-slate-200 text-slate-800"}`}
      >
        {board.shortName}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-brand-900">{board.name}</span>
        <span className="mt-0.5 block text-sm text-slate-700">{board.state}</span>
        {!declared && (
          <span className="mt-1 inline-block rounded-full bg-accent-400 px-2 py-0.5 text-xs font-bold text-brand-950">{boardPages.notDeclaredLabel}</span>
        )}
      </span>
    </>
  );
}

/** A board results page: every board's official results site, or the not-declared notice. */
export function BoardResults({ grade }: { grade: Grade }) {
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
        <Link href={`/boards/${other}`} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
          {boardPages[other].heading}
        </Link>
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {boardsByGrade[grade].map((board) => (
          <li key={board.id}>
            {board.declared ? (
              <a href={board.url} target="_blank" rel="noopener noreferrer" className={`${card} border-slate-200 hover:border-accent-500`}>
                <CardBody board={board} declared />
                <span className="sr-only"> (official results site, opens in a new tab)</span>
                <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="shrink-0 text-brand-700">
                  <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 01-1 1H5a1 1 0 01-1-1V7a1 1 0 011-1h5" />
                </svg>
              </a>
            ) : (
              <NotDeclaredBoard boardName={board.name} message={undeclaredMessage} closeLabel={boardPages.closeLabel} className={`${card} border-dashed border-slate-300`}>
                <CardBody board={board} declared={false} />
              </NotDeclaredBoard>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
