"use client";

import { useId, useState } from "react";
import type { Board } from "@/content/schema";
import { selectBoards } from "@/lib/boards/select";
import { NotDeclaredBoard } from "./NotDeclaredBoard";

export type BoardFinderText = {
  /** The page's own path, which the filter form submits to without JavaScript. */
  path: string;
  filterLabel: string;
  filterHint: string;
  clearLabel: string;
  notDeclaredLabel: string;
  closeLabel: string;
  undeclaredMessage: string;
  /** "Class 10 board exam 2025": names the exam in the not-declared notice. */
  examLabel: string;
};

const card =
  "flex h-full w-full items-center gap-4 rounded-xl border bg-white p-4 text-left shadow-sm transition hover:-translate-y-0.5 hover:shadow-md";

function CardBody({ board, notDeclaredLabel }: { board: Board; notDeclaredLabel?: string }) {
  return (
    <>
      {/* Wide enough for the longest short names (MSBSHSE, BSE Telangana) at 375 px, which wrap at spaces. */}
      <span
        aria-hidden="true"
        className={`grid min-h-14 w-20 shrink-0 place-items-center rounded-xl px-1 py-2 text-center text-[0.7rem] font-bold leading-tight [overflow-wrap:anywhere] ${notDeclaredLabel ? "bg-slate-200 text-slate-800" : "bg-brand-800 text-white"}`}
      >
        {board.shortName}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-brand-900">{board.name}</span>
        <span className="mt-0.5 block text-sm text-slate-700">{board.state}</span>
        {notDeclaredLabel && (
          <span className="mt-1 inline-block rounded-full bg-accent-400 px-2 py-0.5 text-xs font-bold text-brand-950">
            {notDeclaredLabel}
          </span>
        )}
      </span>
    </>
  );
}

/**
 * The board grid with a filter by name or state. The filter narrows the list as the visitor
 * types, announces the count and keeps the text in the address (?q=); without JavaScript the same
 * form asks the server for the filtered page.
 */
export function BoardFinder({ boards, initialFilter, text }: { boards: Board[]; initialFilter: string; text: BoardFinderText }) {
  const [filter, setFilter] = useState(initialFilter);
  const inputId = useId();
  const hintId = useId();
  const shown = selectBoards(boards, filter);

  function change(value: string) {
    setFilter(value);
    const q = value.trim();
    window.history.replaceState(null, "", q ? `${text.path}?${new URLSearchParams({ q })}` : text.path);
  }

  return (
    <>
      <form role="search" action={text.path} method="get" onSubmit={(event) => event.preventDefault()} className="mt-8 max-w-xl">
        <label htmlFor={inputId} className="font-semibold text-slate-800">
          {text.filterLabel}
        </label>
        <p id={hintId} className="text-sm text-slate-700">
          {text.filterHint}
        </p>
        <input
          id={inputId}
          name="q"
          type="search"
          value={filter}
          maxLength={100}
          autoComplete="off"
          aria-describedby={hintId}
          onChange={(event) => change(event.target.value)}
          className="mt-2 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
      </form>
      <p role="status" className="mt-4 text-sm font-semibold text-slate-700">
        {`Showing ${shown.length} of ${boards.length} boards`}
      </p>
      {shown.length === 0 ? (
        <p className="mt-4 rounded-xl bg-slate-50 p-6 text-slate-700">
          {`No board matches “${filter.trim()}”. `}
          <a
            href={text.path}
            onClick={(event) => {
              event.preventDefault();
              change("");
            }}
            className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            {text.clearLabel}
          </a>
        </p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((board) => (
            <li key={board.id}>
              {board.declared ? (
                <a
                  href={board.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`${card} border-slate-200 hover:border-accent-500`}
                >
                  <CardBody board={board} />
                  <span className="sr-only"> (official results site, opens in a new tab)</span>
                  <svg
                    aria-hidden="true"
                    width="18"
                    height="18"
                    viewBox="0 0 24 24"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    className="shrink-0 text-brand-700"
                  >
                    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 01-1 1H5a1 1 0 01-1-1V7a1 1 0 011-1h5" />
                  </svg>
                </a>
              ) : (
                <NotDeclaredBoard
                  boardName={board.name}
                  exam={text.examLabel}
                  message={text.undeclaredMessage}
                  closeLabel={text.closeLabel}
                  className={`${card} border-dashed border-slate-300`}
                >
                  <CardBody board={board} notDeclaredLabel={text.notDeclaredLabel} />
                </NotDeclaredBoard>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
