/**
 * JoSAA's OR-CR tables into PostgreSQL, one year at a time (`npm run josaa:import -- <file>`, and the
 * seed for the years shipped in prisma/data/josaa/). The whole file is checked before anything is
 * written: a bad header, a rank that is not a positive integer, an unknown quota or an institute
 * without compiled facts is refused with its line, and the database is left as it was. A year
 * imported again replaces that year's rows in one transaction.
 */
import { gunzipSync } from "node:zlib";
import { parse } from "csv-parse/sync";
import { collapseWhitespace, instituteByJosaaName } from "@/content/josaa/institutes";
import type { Sql } from "@/lib/db/sql";
import { genders, quotas, seatTypes } from "./josaa";

export const JOSAA_HEADER = [
  "year",
  "round",
  "institute",
  "program",
  "quota",
  "seat_type",
  "gender",
  "opening_rank",
  "closing_rank",
  "preparatory",
] as const;

export type JosaaRow = {
  year: number;
  round: number;
  institute: string;
  instituteSlug: string;
  program: string;
  quota: string;
  seatType: string;
  gender: string;
  openingRank: number;
  closingRank: number;
  preparatory: boolean | null;
};

/** A file the importer will not load, with the (1-based) line where the fault is. */
export class JosaaFileError extends Error {
  constructor(
    readonly line: number,
    reason: string,
  ) {
    super(`Line ${line}: ${reason}`);
  }
}

const POSITIVE_INTEGER = /^[1-9]\d*$/;

function positiveInteger(value: string, column: string, line: number): number {
  if (!POSITIVE_INTEGER.test(value) || !Number.isSafeInteger(Number(value)))
    throw new JosaaFileError(line, `${column} "${value}" is not a positive whole number.`);
  return Number(value);
}

function oneOf<T extends string>(value: string, allowed: readonly T[], column: string, line: number): T {
  if (!(allowed as readonly string[]).includes(value))
    throw new JosaaFileError(line, `${column} "${value}" is not one of ${allowed.join(", ")}.`);
  return value as T;
}

const PREPARATORY: Record<string, boolean | null> = { "1": true, "0": false, "": null };

/** The rows of one year's file (plain or gzipped bytes), or a JosaaFileError naming the first bad line. */
export function parseJosaaFile(bytes: Uint8Array): JosaaRow[] {
  const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
  const text = new TextDecoder("utf-8").decode(gzipped ? gunzipSync(bytes) : bytes);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, { info: true, relax_column_count: true, bom: true }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    throw new JosaaFileError(line, `not CSV (${(error as Error).message}).`);
  }
  const [header, ...body] = records;
  if (!header || header.record.join(",") !== JOSAA_HEADER.join(","))
    throw new JosaaFileError(1, `the header must be ${JOSAA_HEADER.join(",")}.`);
  if (body.length === 0) throw new JosaaFileError(2, "the file has no rows.");

  const seen = new Set<string>();
  let year: number | undefined;
  return body.map(({ record, info }) => {
    // info.lines is the line the record ends on; a program name with an embedded newline spans two.
    const line = info.lines;
    if (record.length !== JOSAA_HEADER.length)
      throw new JosaaFileError(line, `${record.length} columns where the header has ${JOSAA_HEADER.length}.`);
    const [yearText, roundText, instituteText, programText, quota, seatType, gender, opening, closing, preparatory] = record as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const row: JosaaRow = {
      year: positiveInteger(yearText, "year", line),
      round: positiveInteger(roundText, "round", line),
      institute: collapseWhitespace(instituteText),
      instituteSlug: "",
      program: collapseWhitespace(programText),
      quota: oneOf(quota, quotas, "quota", line),
      seatType: oneOf(seatType, seatTypes, "seat_type", line),
      gender: oneOf(gender, genders, "gender", line),
      openingRank: positiveInteger(opening, "opening_rank", line),
      closingRank: positiveInteger(closing, "closing_rank", line),
      preparatory: PREPARATORY[preparatory] ?? null,
    };
    if (!(preparatory in PREPARATORY)) throw new JosaaFileError(line, `preparatory "${preparatory}" is not 1, 0 or empty.`);
    year ??= row.year;
    if (row.year !== year) throw new JosaaFileError(line, `year ${row.year} in a file of ${year}: import one year per file.`);
    if (!row.program) throw new JosaaFileError(line, "program is empty.");
    const institute = instituteByJosaaName(row.institute);
    if (!institute)
      throw new JosaaFileError(
        line,
        `institute "${row.institute}" has no state or kind yet: add it to content/josaa/institutes.ts.`,
      );
    row.instituteSlug = institute.slug;
    const key = [row.round, row.institute, row.program, row.quota, row.seatType, row.gender].join("|");
    if (seen.has(key)) throw new JosaaFileError(line, "the same round, institute, program, quota, seat type and gender twice.");
    seen.add(key);
    return row;
  });
}

/** Replaces the year's rows with these (one year's, as parseJosaaFile returns them) inside the caller's transaction. */
export async function replaceJosaaYear(sql: Sql, rows: JosaaRow[]): Promise<{ year: number; rows: number; rounds: number }> {
  const year = rows[0]!.year;
  const rounds = Math.max(...rows.map((row) => row.round));
  const column = <K extends keyof JosaaRow>(key: K) => rows.map((row) => row[key]);
  await sql.query(`DELETE FROM "JosaaCutoff" WHERE "year" = $1`, [year]);
  // One statement for the whole year: each column travels as one array parameter.
  await sql.query(
    `INSERT INTO "JosaaCutoff" ("year", "round", "institute", "instituteSlug", "program", "quota", "seatType", "gender", "openingRank", "closingRank", "preparatory")
     SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::int[], $10::int[], $11::boolean[])`,
    [
      column("year"),
      column("round"),
      column("institute"),
      column("instituteSlug"),
      column("program"),
      column("quota"),
      column("seatType"),
      column("gender"),
      column("openingRank"),
      column("closingRank"),
      column("preparatory"),
    ],
  );
  await sql.query(
    `INSERT INTO "JosaaImport" ("year", "rounds", "rows", "importedAt") VALUES ($1, $2, $3, now())
     ON CONFLICT ("year") DO UPDATE SET "rounds" = EXCLUDED."rounds", "rows" = EXCLUDED."rows", "importedAt" = EXCLUDED."importedAt"`,
    [year, rounds, rows.length],
  );
  return { year, rows: rows.length, rounds };
}
