/**
 * JoSAA's rows folded into seats: one seat is an institute's program on one quota, seat type and
 * gender list, with its final-round closing rank of each year and the latest year round by round.
 * Years are joined on the institute's slug (JoSAA's renames) and the program's name.
 */
import { instituteBySlug, type Institute } from "@/content/josaa/institutes";

export type CutoffRow = {
  year: number;
  round: number;
  instituteSlug: string;
  program: string;
  quota: string;
  seatType: string;
  gender: string;
  openingRank: number;
  closingRank: number;
  preparatory: boolean | null;
};

export type RoundRank = { openingRank: number; closingRank: number; preparatory: boolean | null };

export type Seat = {
  key: string;
  institute: Institute;
  program: string;
  quota: string;
  seatType: string;
  gender: string;
  /** The final round's ranks, by year (only the years the seat was offered). */
  finals: Map<number, RoundRank>;
  /** The latest year's ranks, by round. */
  rounds: Map<number, RoundRank>;
};

export type ImportedYear = { year: number; rounds: number };

export type SeatTable = {
  /** The years held, oldest first, each with its number of rounds (its final round). */
  years: ImportedYear[];
  latest: ImportedYear;
  seats: Seat[];
};

export function seatKey(row: Pick<CutoffRow, "instituteSlug" | "program" | "quota" | "seatType" | "gender">): string {
  return `${row.instituteSlug}|${row.program}|${row.quota}|${row.seatType}|${row.gender}`;
}

const indexes = new WeakMap<SeatTable, Map<string, Seat>>();

/** The table's seats by key, indexed once per table (a shortlist or a comparison names seats by key). */
export function seatsByKey(table: SeatTable): Map<string, Seat> {
  let index = indexes.get(table);
  if (!index) {
    index = new Map(table.seats.map((seat) => [seat.key, seat]));
    indexes.set(table, index);
  }
  return index;
}

/** The seats of these rows: final rounds of every year, and every round of the latest. Other rows are ignored. */
export function buildSeatTable(rows: Iterable<CutoffRow>, years: ImportedYear[]): SeatTable {
  const sorted = [...years].sort((a, b) => a.year - b.year);
  const latest = sorted.at(-1);
  if (!latest) throw new Error("A seat table needs at least one year.");
  const finalRound = new Map(sorted.map(({ year, rounds }) => [year, rounds]));
  const seats = new Map<string, Seat>();
  for (const row of rows) {
    const isFinal = finalRound.get(row.year) === row.round;
    const isLatest = row.year === latest.year;
    if (!isFinal && !isLatest) continue;
    const key = seatKey(row);
    let seat = seats.get(key);
    if (!seat) {
      const institute = instituteBySlug(row.instituteSlug);
      if (!institute) throw new Error(`No institute "${row.instituteSlug}" in content/josaa/institutes.ts.`);
      seat = {
        key,
        institute,
        program: row.program,
        quota: row.quota,
        seatType: row.seatType,
        gender: row.gender,
        finals: new Map(),
        rounds: new Map(),
      };
      seats.set(key, seat);
    }
    const ranks = { openingRank: row.openingRank, closingRank: row.closingRank, preparatory: row.preparatory };
    if (isFinal) seat.finals.set(row.year, ranks);
    if (isLatest) seat.rounds.set(row.round, ranks);
  }
  return { years: sorted, latest, seats: [...seats.values()] };
}

/** The table as it stood before `year`: only the earlier years (the back-test's view of the past). */
export function seatTableBefore(table: SeatTable, year: number): SeatTable {
  const years = table.years.filter((held) => held.year < year);
  const latest = years.at(-1);
  if (!latest) throw new Error(`No year before ${year} is held.`);
  const seats = table.seats
    .filter((seat) => years.some((held) => seat.finals.has(held.year)))
    .map((seat) => ({
      ...seat,
      finals: new Map([...seat.finals].filter(([held]) => held < year)),
      // Round by round is kept for the latest year only; the back-test does not read it.
      rounds: new Map<number, RoundRank>(),
    }));
  return { years, latest, seats };
}
