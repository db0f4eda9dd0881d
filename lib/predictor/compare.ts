/** The compare view: up to four seats, named by their keys in the URL (`?seat=…&seat=…`), so a comparison can be shared. */
import type { Seat, SeatTable } from "./seats";

export const COMPARE_LIMIT = 4;

export function comparePath(keys: string[]): string {
  const params = new URLSearchParams(keys.slice(0, COMPARE_LIMIT).map((key) => ["seat", key]));
  return `/predictor/compare?${params}`;
}

/** The seats the URL names that the table holds, in the URL's order, at most four (an unknown key is left out). */
export function seatsToCompare(table: SeatTable, keys: string[]): Seat[] {
  const byKey = new Map(table.seats.map((seat) => [seat.key, seat]));
  return [...new Set(keys)].flatMap((key) => byKey.get(key) ?? []).slice(0, COMPARE_LIMIT);
}
