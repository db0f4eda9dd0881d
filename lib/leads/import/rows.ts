/**
 * One CSV record read as a lead, through the mapping, by the very schema of the enquiry forms
 * (lib/leads/schema.ts): what a form would refuse, the import lists as the row's problems. A cell
 * is stored as the text it holds; one that looks like a formula (=, +, -, @) is never run here,
 * and the exports escape it again (lib/export/csv.ts).
 */
import { createHash } from "node:crypto";
import { readAttribution, type Attribution } from "@/lib/enquiries/attribution";
import { CITY_MAX } from "@/lib/leads/constants";
import { leadSchema, type LeadInput } from "@/lib/leads/schema";
import { optionalLine } from "@/lib/validation/fields";
import { fieldLabel, IMPORT_FIELDS, REQUIRED_FIELDS, type ColumnMapping, type ImportField } from "./fields";
import { ImportRefusal } from "./read";

/** What is wrong with a row: its number as a spreadsheet shows it (the headings are row 1), the field and why. */
export type RowProblem = { row: number; field: string; message: string };

/** `city`: the file's City column, which the enquiry forms do not ask. */
export type ImportRow = { lead: LeadInput; attribution: Attribution; city: string | null; key: string };

const cityField = optionalLine("city", CITY_MAX);

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
function rowKey(lead: LeadInput, attribution: Attribution, city: string | null): string {
  // Without a city, the digest of a file imported before the City column existed: no row goes in twice.
  return createHash("sha256")
    .update(JSON.stringify(city === null ? [lead, attribution] : [lead, attribution, city]))
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
  const city = cityField.safeParse(input.city);
  if (!parsed.success || !city.success) {
    const issues = [
      ...(parsed.error?.issues ?? []),
      ...(city.error?.issues.map((issue) => ({ ...issue, path: ["city"] })) ?? []),
    ];
    const problems = issues.map((issue) => {
      const field = IMPORT_FIELDS.find((candidate) => candidate.key === issue.path[0]);
      return { row, field: field?.label ?? "Row", message: issue.message };
    });
    return { ok: false, problems };
  }
  const attribution = readAttribution(input);
  const cityName = city.data ?? null;
  return {
    ok: true,
    value: { lead: parsed.data, attribution, city: cityName, key: rowKey(parsed.data, attribution, cityName) },
  };
}
