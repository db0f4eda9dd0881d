/**
 * The seat table from PostgreSQL, held in memory per process: about 100,000 rows (every round of the
 * latest year and the final round of the others), so an answer is a scan of memory, not a query.
 * It is reloaded when an import has changed JosaaImport (checked with one small query a minute).
 */
import "server-only";
import { pgPool, type Sql } from "@/lib/db";
import { learnChanges, type ChangeModel } from "./chance";
import { buildSeatTable, type CutoffRow, type ImportedYear, type SeatTable } from "./seats";

export type PredictorData = { table: SeatTable; model: ChangeModel };

const CHECK_EVERY_MS = 60_000;

type Held = { version: string; checkedAt: number; data: Promise<PredictorData | null> };
const globalForPredictor = globalThis as unknown as { predictorData?: Held };

async function importedYears(sql: Sql): Promise<ImportedYear[]> {
  const { rows } = await sql.query<ImportedYear & { importedAt: Date }>(
    `SELECT "year", "rounds", "importedAt" FROM "JosaaImport" ORDER BY "year"`,
  );
  return rows;
}

/** The seat table and change model read afresh (the bench calls it on a database of its own). */
export async function loadPredictorData(sql: Sql, years?: ImportedYear[]): Promise<PredictorData | null> {
  years ??= await importedYears(sql);
  const latest = years.at(-1);
  if (!latest) return null;
  const { rows } = await sql.query<CutoffRow>(
    `SELECT "year", "round", "instituteSlug", "program", "quota", "seatType", "gender", "openingRank", "closingRank", "preparatory"
       FROM "JosaaCutoff" c
      WHERE "year" = $1 OR "round" = (SELECT "rounds" FROM "JosaaImport" i WHERE i."year" = c."year")`,
    [latest.year],
  );
  const table = buildSeatTable(rows, years);
  // The live chance learns from every pair of consecutive years held (the back-test, from the first pair only).
  return { table, model: learnChanges(table) };
}

/** The seat table and its change model, or null before any year has been imported. */
export async function predictorData(): Promise<PredictorData | null> {
  const held = globalForPredictor.predictorData;
  if (held && Date.now() - held.checkedAt < CHECK_EVERY_MS) return held.data;
  const years = await importedYears(pgPool());
  const version = JSON.stringify(years);
  if (held && held.version === version) {
    held.checkedAt = Date.now();
    return held.data;
  }
  const data = loadPredictorData(pgPool(), years);
  globalForPredictor.predictorData = { version, checkedAt: Date.now(), data };
  data.catch(() => (globalForPredictor.predictorData = undefined));
  return data;
}
