/** The board result grids' filter: which boards answer what a visitor typed. */
import type { Board } from "@/content/schema";
import { matchesSearch, searchableWords, withPlaceAliases } from "@/lib/search/match";

/** Longest filter text kept from a link, as for the college search. */
const MAX_FILTER_TEXT = 100;

/** The filter text of a page's `?q=` (the last one when repeated), trimmed and capped. */
export function boardFilterText(q: string | string[] | undefined): string {
  return ([q ?? []].flat().at(-1) ?? "").trim().slice(0, MAX_FILTER_TEXT);
}

/**
 * The boards whose name, short name or state (or the state's short name: "UP") match `typed`, in
 * list order. Each is also a "board" and has "results", as visitors type them: "up board".
 */
export function selectBoards(boards: readonly Board[], typed: string): Board[] {
  return boards.filter((board) =>
    matchesSearch(typed, searchableWords([board.name, board.shortName, ...withPlaceAliases(board.state), "Board", "Result"])),
  );
}
