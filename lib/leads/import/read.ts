/**
 * A CSV file read as it arrives, one record at a time (csv-parse over Node's stream
 * backpressure), so a 10 MB file never sits in memory whole: UTF-8 with or without a byte-order
 * mark, cells separated by commas or by semicolons (what a spreadsheet in a comma-decimal locale
 * saves), told apart on the heading line. Anything that is not such a file is an ImportRefusal
 * with the reason, thrown before the record where it shows.
 */
import { pipeline, Readable } from "node:stream";
import { CsvError, parse } from "csv-parse";

/** The largest file accepted. */
export const IMPORT_LIMIT_BYTES = 10 * 1024 * 1024;
/** A heading line longer than this is not a spreadsheet's. */
const HEADING_LIMIT_CHARS = 64 * 1024;
/** No lead list has rows wider or longer than these; a file that does is refused at that row. */
export const ROW_LIMIT_COLUMNS = 64;
export const ROW_LIMIT_BYTES = 8 * 1024;

const rowTooLong = (row: number) =>
  new ImportRefusal(
    400,
    `Row ${row} is longer than 8 KB, more than any lead's details. Check that row (a quote left open joins the rows after it) and upload the file again.`,
  );
const rowTooWide = (row: number, columns: number) =>
  new ImportRefusal(400, `Row ${row} has ${columns} columns: a lead list may have at most ${ROW_LIMIT_COLUMNS}.`);

export class ImportRefusal extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

export const TOO_LARGE_MESSAGE = "The file is larger than 10 MB. Split it into smaller files and import each.";
const NOT_UTF8_MESSAGE =
  'The file is not UTF-8 text. In your spreadsheet, save it as "CSV UTF-8 (comma delimited)" and upload that.';
const NOT_TEXT_MESSAGE = "This is not a CSV file (it holds binary data). Save the sheet as CSV and upload that.";

/** The file as text, chunk by chunk: refused past the size limit, on bytes that are not UTF-8, or on a NUL (a binary file). */
async function* utf8Text(bytes: AsyncIterable<Uint8Array>, limitBytes: number): AsyncGenerator<string> {
  // fatal: a byte that is not UTF-8 throws instead of becoming U+FFFD; the byte-order mark is dropped.
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let total = 0;
  const decode = (chunk?: Uint8Array) => {
    try {
      return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
    } catch {
      throw new ImportRefusal(415, NOT_UTF8_MESSAGE);
    }
  };
  for await (const chunk of bytes) {
    total += chunk.byteLength;
    if (total > limitBytes) throw new ImportRefusal(413, TOO_LARGE_MESSAGE);
    const text = decode(chunk);
    if (text.includes("\u0000")) throw new ImportRefusal(415, NOT_TEXT_MESSAGE);
    if (text) yield text;
  }
  const rest = decode();
  if (rest) yield rest;
}

/** Semicolons when the heading line has more of them than commas (outside quotes), else commas. */
export function detectDelimiter(headingLine: string): "," | ";" {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const character of headingLine) {
    if (character === '"') quoted = !quoted;
    else if (!quoted && character === ",") commas++;
    else if (!quoted && character === ";") semicolons++;
  }
  return semicolons > commas ? ";" : ",";
}

/** The text up to and including the end of the heading line (or all of it, for a one-line file), and that line. */
async function headingLine(text: AsyncIterator<string>): Promise<{ read: string; line: string }> {
  let read = "";
  for (;;) {
    const next = await text.next();
    if (next.done) {
      if (read.trim() === "") throw new ImportRefusal(400, "The file is empty.");
      return { read, line: read };
    }
    read += next.value;
    const end = read.search(/[\r\n]/);
    if (end >= 0) return { read, line: read.slice(0, end) };
    if (read.length > HEADING_LIMIT_CHARS)
      throw new ImportRefusal(400, "The file's first line is not a line of column headings.");
  }
}

/** A record's cells, and the line of the file it ends on (its row in a spreadsheet, unless a cell above spans lines). */
export type CsvRecord = { cells: string[]; line: number };

/**
 * The file's records, its headings first. Blank lines and rows of empty cells (a spreadsheet's
 * blank rows) are skipped; a row with fewer cells than the headings reads the missing ones as empty.
 * A row of more than ROW_LIMIT_COLUMNS cells or ROW_LIMIT_BYTES is refused with its number.
 */
export async function* csvRecords(bytes: AsyncIterable<Uint8Array>, limitBytes = IMPORT_LIMIT_BYTES): AsyncGenerator<CsvRecord> {
  const text = utf8Text(bytes, limitBytes);
  const { read, line } = await headingLine(text);
  const parser = parse({
    delimiter: detectDelimiter(line),
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    info: true,
    // Characters, each at least a byte: the parser stops holding a record well before memory matters.
    max_record_size: ROW_LIMIT_BYTES,
  });
  const source = Readable.from(
    (async function* () {
      yield read;
      yield* text;
    })(),
    { objectMode: false },
  );
  // An error on either side (a refusal while reading, a malformed quote) ends both, and surfaces below.
  pipeline(source, parser, () => undefined);
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (record.length > ROW_LIMIT_COLUMNS) throw rowTooWide(info.lines, record.length);
      if (Buffer.byteLength(record.join(","), "utf8") > ROW_LIMIT_BYTES) throw rowTooLong(info.lines);
      yield { cells: record, line: info.lines };
    }
  } catch (error) {
    if (error instanceof CsvError && error.code === "CSV_MAX_RECORD_SIZE")
      throw rowTooLong((error as CsvError & { lines: number }).lines);
    if (error instanceof CsvError) throw new ImportRefusal(400, `The file is not well-formed CSV: ${error.message}`);
    throw error;
  }
}
