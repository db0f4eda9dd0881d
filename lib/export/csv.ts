/**
 * CSV exports of the staff lists, streamed: rows are read a batch at a time and written as they
 * come (csv-stringify, with Node's stream backpressure), so 100,000 rows never sit in memory. Cells
 * starting with =, +, -, @, a tab or a carriage return are prefixed with ', so a spreadsheet shows
 * them as text and never runs them; a phone number (+ and digits only) is left as it is, since a
 * spreadsheet reads it as a number, never a formula. Times are written in India time, as the
 * panel shows them ("2026-11-24 09:41:05").
 */
import { pipeline, Readable } from "node:stream";
import { stringify } from "csv-stringify";
import { indiaDateTime } from "@/lib/time/india";

export type CsvColumn<Row> = { header: string; value: (row: Row) => string | number | boolean | Date | null | undefined };

const FORMULA_START = /^[=+\-@\t\r]/;
const PHONE_NUMBER = /^\+\d{6,15}$/;

function cell(value: ReturnType<CsvColumn<unknown>["value"]>): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return indiaDateTime(value);
  const text = String(value);
  return FORMULA_START.test(text) && !PHONE_NUMBER.test(text) ? `'${text}` : text;
}

/** The CSV text of `rows`, as a stream of bytes. */
export function csvStream<Row>(columns: CsvColumn<Row>[], rows: AsyncIterable<Row>): ReadableStream<Uint8Array> {
  const records = Readable.from(
    (async function* () {
      for await (const row of rows) yield columns.map((column) => cell(column.value(row)));
    })(),
  );
  // A byte-order mark, so Excel reads names in any script as UTF-8.
  const csv = stringify({ header: true, columns: columns.map((column) => column.header), bom: true });
  // pipeline (not pipe) carries a failed read (the database gone mid-export) on to the response,
  // which then ends as an error instead of leaving the download open for ever.
  pipeline(records, csv, () => {});
  return Readable.toWeb(csv) as ReadableStream<Uint8Array>;
}

/** A download of `rows` as `<name>-<date>.csv`. */
export function csvResponse<Row>(name: string, columns: CsvColumn<Row>[], rows: AsyncIterable<Row>): Response {
  const date = new Date().toISOString().slice(0, 10);
  return new Response(csvStream(columns, rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${date}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
