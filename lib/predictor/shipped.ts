/** The seat table of the years shipped in prisma/data/josaa/, read straight from the files (the back-test; no database). */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseJosaaFile } from "./import";
import { SHIPPED_JOSAA_DIR } from "./import-files";
import { buildSeatTable, type SeatTable } from "./seats";

export function shippedSeatTable(): SeatTable {
  const years = readdirSync(SHIPPED_JOSAA_DIR)
    .filter((name) => /^josaa-orcr-\d{4}\.csv\.gz$/.test(name))
    .map((name) => parseJosaaFile(readFileSync(path.join(SHIPPED_JOSAA_DIR, name))));
  return buildSeatTable(
    years.flat(),
    years.map((rows) => ({ year: rows[0]!.year, rounds: Math.max(...rows.map((row) => row.round)) })),
  );
}
