/**
 * The three steps of a CSV import, each reading the uploaded file as it streams in: the preview
 * (headings, first rows, the mapping they suggest), the dry run (every row's problems, and how
 * many rows are new) and the import. The import is one transaction: a file refused halfway (too
 * large, not UTF-8, a broken quote) stores nothing. Each new row goes in as the enquiry forms'
 * leads do: flagged when the same e-mail or mobile enquired within 24 hours (lib/enquiries/
 * duplicates.ts), assigned on arrival (lib/leads/assignment.ts), with source IMPORT and the file's
 * name; a batch of rows at a time, in a few statements, so 10,000 rows take seconds
 * (scripts/bench/lead-import.ts). A row already imported, from this file or another, is known by its digest and skipped.
 * Nobody is e-mailed: the people in a spreadsheet did not write to us just now.
 */
import "server-only";
import { NO_NOTICE } from "@/content/notices";
import { duplicateWindowStart, earliestOf, findEarlierOfMany } from "@/lib/enquiries/duplicates";
import { insertEnquiries } from "@/lib/enquiries/row";
import { insertRow, newRowId, pgPool, sqlTransaction, utcTimestamp, type Sql } from "@/lib/db";
import { chooseAssignees, recordArrivalAssignments } from "@/lib/leads/assignment";
import { LEAD_TABLE, leadColumns } from "@/lib/leads/submit";
import { recordImportedConsents } from "@/lib/privacy/consent";
import { guessMapping, type ColumnMapping } from "./fields";
import { csvRecords, ImportRefusal, type CsvRecord } from "./read";
import { checkMapping, readRow, type ImportRow, type RowProblem } from "./rows";

/** Rows looked up together for their digests. */
const BATCH = 500;
const PREVIEW_ROWS = 5;

export type Preview = { headings: string[]; rows: string[][]; mapping: ColumnMapping };
/** `invalid`: rows with a problem, left out; `alreadyImported`: rows imported before (or earlier in the file), skipped. */
export type DryRun = { rows: number; ready: number; invalid: number; alreadyImported: number; problems: RowProblem[] };
/** `duplicates`: imported leads flagged as repeats of an enquiry within 24 hours (kept, as every repeat is). */
export type ImportReport = {
  rows: number;
  imported: number;
  duplicates: number;
  invalid: number;
  alreadyImported: number;
  problems: RowProblem[];
};

/** The headings, then the data records. */
async function openFile(bytes: AsyncIterable<Uint8Array>): Promise<{ headings: string[]; records: AsyncGenerator<CsvRecord> }> {
  const records = csvRecords(bytes);
  const first = await records.next();
  if (first.done) throw new ImportRefusal(400, "The file is empty.");
  return { headings: first.value.cells.map((heading) => heading.trim()), records };
}

export async function previewFile(bytes: AsyncIterable<Uint8Array>): Promise<Preview> {
  const { headings, records } = await openFile(bytes);
  const rows: string[][] = [];
  for await (const record of records) {
    rows.push(record.cells);
    if (rows.length === PREVIEW_ROWS) break;
  }
  return { headings, rows, mapping: guessMapping(headings) };
}

/** The file's rows read through the mapping, a batch at a time: each row's lead, or its problems. */
async function* readBatches(bytes: AsyncIterable<Uint8Array>, mapping: ColumnMapping | undefined) {
  const { headings, records } = await openFile(bytes);
  const columns = mapping ?? guessMapping(headings);
  checkMapping(columns, headings);
  let batch: ReturnType<typeof readRow>[] = [];
  for await (const record of records) {
    batch.push(readRow(record.cells, columns, record.line));
    if (batch.length === BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/** The rows that read as leads; the others' problems go in the report. */
function goodRows(batch: ReturnType<typeof readRow>[], report: { invalid: number; problems: RowProblem[] }): ImportRow[] {
  const good: ImportRow[] = [];
  for (const row of batch) {
    if (row.ok) good.push(row.value);
    else {
      report.invalid++;
      report.problems.push(...row.problems);
    }
  }
  return good;
}

/** Which of `rows` were imported before. */
async function importedBefore(sql: Sql, rows: ImportRow[]): Promise<Set<string>> {
  const { rows: found } = await sql.query<{ importKey: string }>(`SELECT "importKey" FROM "Lead" WHERE "importKey" = ANY($1)`, [
    rows.map((row) => row.key),
  ]);
  return new Set(found.map((row) => row.importKey));
}

export async function dryRun(bytes: AsyncIterable<Uint8Array>, mapping?: ColumnMapping): Promise<DryRun> {
  const report: DryRun = { rows: 0, ready: 0, invalid: 0, alreadyImported: 0, problems: [] };
  // The digests of the file's good rows so far: a row repeated within the file goes in once.
  const seen = new Set<string>();
  const sql = pgPool();
  for await (const batch of readBatches(bytes, mapping)) {
    report.rows += batch.length;
    const good = goodRows(batch, report);
    const known = await importedBefore(sql, good);
    for (const row of good) {
      if (known.has(row.key) || seen.has(row.key)) report.alreadyImported++;
      else report.ready++;
      seen.add(row.key);
    }
  }
  return report;
}

/**
 * Stores a batch of new rows in a few statements: the earlier enquiries of their e-mails and
 * mobiles (each row flagged as a repeat of the first), their assignments, the leads, the
 * assignments' audit entries. Returns how many were flagged.
 */
async function storeRows(sql: Sql, rows: ImportRow[], fileName: string): Promise<number> {
  if (rows.length === 0) return 0;
  const earlier = await findEarlierOfMany(
    sql,
    LEAD_TABLE,
    rows.map((row) => row.lead),
    duplicateWindowStart(),
  );
  const firsts = rows.map((row) => earliestOf(earlier, row.lead));
  const assignments = await chooseAssignees(
    sql,
    rows.map(({ lead }) => ({ email: lead.email, mobile: lead.mobile, course: lead.course, source: "IMPORT" })),
  );
  const ids = await insertEnquiries(
    sql,
    "Lead",
    rows.map(({ lead, attribution, city, key }, index) => ({
      ...leadColumns(lead),
      city,
      assignedToId: assignments[index]?.id,
      source: "IMPORT",
      duplicateOfId: firsts[index],
      noticeVersion: NO_NOTICE,
      importFile: fileName,
      importKey: key,
      ...attribution,
    })),
  );
  await recordImportedConsents(sql, ids, NO_NOTICE);
  // A row repeating an earlier row of the batch is flagged as a repeat of that one, as if it had arrived after it.
  const firstOfBatch = new Map<string, string>();
  let flagged = 0;
  const repeats: { id: string; of: string }[] = [];
  rows.forEach(({ lead }, index) => {
    const inBatch = firstOfBatch.get(lead.email) ?? firstOfBatch.get(lead.mobile);
    if (!firsts[index] && inBatch) repeats.push({ id: ids[index]!, of: inBatch });
    if (firsts[index] || inBatch) flagged++;
    if (!firstOfBatch.has(lead.email)) firstOfBatch.set(lead.email, ids[index]!);
    if (!firstOfBatch.has(lead.mobile)) firstOfBatch.set(lead.mobile, ids[index]!);
  });
  if (repeats.length > 0) {
    await sql.query(
      `UPDATE "Lead" l SET "duplicateOfId" = r.of FROM unnest($1::text[], $2::text[]) AS r(id, of) WHERE l.id = r.id`,
      [repeats.map((repeat) => repeat.id), repeats.map((repeat) => repeat.of)],
    );
  }
  await recordArrivalAssignments(
    sql,
    assignments.flatMap((assignment, index) => (assignment ? [{ leadId: ids[index]!, assignment }] : [])),
  );
  return flagged;
}

export async function importLeads(
  file: { name: string; bytes: AsyncIterable<Uint8Array> },
  mapping: ColumnMapping | undefined,
  actorId: string,
): Promise<ImportReport> {
  const report: ImportReport = { rows: 0, imported: 0, duplicates: 0, invalid: 0, alreadyImported: 0, problems: [] };
  await sqlTransaction(async (sql) => {
    // One import at a time: two uploads of the same file cannot both find its rows new.
    await sql.query(`SELECT pg_advisory_xact_lock(hashtextextended('lead-import', 0))`);
    for await (const batch of readBatches(file.bytes, mapping)) {
      report.rows += batch.length;
      const good = goodRows(batch, report);
      const known = await importedBefore(sql, good);
      const fresh = good.filter((row) => {
        if (known.has(row.key)) return false;
        known.add(row.key);
        return true;
      });
      report.alreadyImported += good.length - fresh.length;
      report.duplicates += await storeRows(sql, fresh, file.name);
      report.imported += fresh.length;
    }
    await insertRow(sql, "AuditLog", {
      id: newRowId(),
      actorId,
      action: "lead.import",
      entityType: "Lead",
      after: JSON.stringify({
        file: file.name,
        rows: report.rows,
        imported: report.imported,
        duplicates: report.duplicates,
        invalid: report.invalid,
        alreadyImported: report.alreadyImported,
      }),
      createdAt: utcTimestamp(),
    });
  });
  return report;
}
