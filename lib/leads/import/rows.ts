/**
 * One CSV record read as a lead, through the mapping, by the very schema of the enquiry forms
 * (lib/leads/schema.ts): what a form would refuse, the import lists as the row's problems. A cell
 * is stored as the text it holds; one that looks like a formula (=, +, -, @) is never run here,
 * and the exports escape it again (lib/export/csv.ts).
 */
import { createHash } from "node:crypto";
import { readAttribution, type Attribution } from "@/lib/enquiries/attribution";
import { leadSchema, type LeadInput } from "@/lib/leads/schema";
import { fieldLabel, IMPORT_FIELDS, REQUIRED_FIELDS, type ColumnMapping, type ImportField } from "./fields";
import { ImportRefusal } from "./read";

/** What is wrong with a row: its number as a spreadsheet shows it (the headings are row 1), the field and why. */
export type RowProblem = { row: number; field: string; message: string };

export type ImportRow = { lead: LeadInput; attribution: Attribution; key: string };

/** The mapping refused, before anything is read past the headings, when a required field has no column or a column does not exist. */
export function checkMapping(mapping: ColumnMapping, headings: readonly string[]): void {
  const unmapped = REQUIRED_FIELDS.filter((field) => mapping[field] === undefined);
  if (unmapped.length > 0) {
    throw new ImportRefusal(400, `Choose the column that holds each required field: ${unmapped.map(fieldLabel).join(", ")}.`);
  }
  for (const [field, column] of Object.entries(mapping)) {
    if (!Number.isInteger(column) || column < 0 || column >= headings.length) {
      throw new ImportRefusal(400, `The file has no column ${column + 1} for ${fieldLabel(field as ImportField)}.`);
    }
  }
}

/**
 * The digest an imported row is known by: its values once read (so "  Asha " and "Asha", or
 * "98765 43210" and "+919876543210", are the same row), whatever file they came in.
 */
function rowKey(lead: LeadInput, attribution: Attribution): string {
  return createHash("sha256")
    .update(JSON.stringify([lead, attribution]))
    .digest("hex");
}

export function readRow(
  record: readonly string[],
  mapping: ColumnMapping,
  row: number,
): { ok: true; value: ImportRow } | { ok: false; problems: RowProblem[] } {
  const input: Record<string, string> = {};
  for (const { key } of IMPORT_FIELDS) {
    const column = mapping[key];
    if (column !== undefined) input[key] = record[column] ?? "";
  }
  const parsed = leadSchema.safeParse(input);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const field = IMPORT_FIELDS.find((candidate) => candidate.key === issue.path[0]);
      return { row, field: field?.label ?? "Row", message: issue.message };
    });
    return { ok: false, problems };
  }
  const attribution = readAttribution(input);
  return { ok: true, value: { lead: parsed.data, attribution, key: rowKey(parsed.data, attribution) } };
}
