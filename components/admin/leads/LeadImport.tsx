"use client";

import Link from "next/link";
import { useId, useState } from "react";
import { toast } from "sonner";
import { IMPORT_FIELDS, type ColumnMapping, type ImportField } from "@/lib/leads/import/fields";
import type { DryRun, ImportReport, Preview } from "@/lib/leads/import/run";

/** As lib/leads/import/read.ts: checked here too, so a file too large is not sent at all. */
const LIMIT_BYTES = 10 * 1024 * 1024;

const box = "rounded-xl bg-white p-4 shadow-sm space-y-3";
const primaryClass = "rounded-full bg-brand-800 px-5 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60";
const selectClass = "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base";
const cellClass = "border-b border-slate-200 px-2 py-1 text-left align-top";

type Step = "preview" | "check" | "import";
type Answer<Data> = { ok: true; data: Data } | { ok: false; message: string };

/** Sends the file itself (no form encoding) to one step of the import, with the mapping chosen. */
async function send<Data>(step: Step, file: File, mapping?: ColumnMapping): Promise<Answer<Data>> {
  const query = new URLSearchParams({ step, file: file.name });
  if (mapping) query.set("mapping", JSON.stringify(mapping));
  try {
    const response = await fetch(`/api/admin/lead-import?${query}`, {
      method: "POST",
      headers: { "content-type": "text/csv" },
      body: file,
    });
    const body = (await response.json()) as Data & { message: string };
    return response.ok ? { ok: true, data: body } : { ok: false, message: body.message };
  } catch {
    return { ok: false, message: "The file could not be sent. Check the connection and try again." };
  }
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** Upload a CSV, match its columns to the lead's fields, check it (a dry run) and import it. */
export function LeadImport({ leadListHref }: { leadListHref: string }) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const [check, setCheck] = useState<DryRun | null>(null);
  const [result, setResult] = useState<ImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<Step | null>(null);

  async function run<Data>(step: Step, chosen: File, withMapping?: ColumnMapping): Promise<Data | null> {
    setBusy(step);
    setError(null);
    const answer = await send<Data>(step, chosen, withMapping);
    setBusy(null);
    if (answer.ok) return answer.data;
    setError(answer.message);
    toast.error(answer.message);
    return null;
  }

  async function choose(chosen: File | null) {
    setFile(chosen);
    setPreview(null);
    setCheck(null);
    setResult(null);
    setError(null);
    if (!chosen) return;
    if (chosen.size > LIMIT_BYTES) {
      setError("The file is larger than 10 MB. Split it into smaller files and import each.");
      return;
    }
    const read = await run<Preview>("preview", chosen);
    if (read) {
      setPreview(read);
      setMapping(read.mapping);
    }
  }

  function mapField(field: ImportField, column: string) {
    const next = { ...mapping };
    if (column === "") delete next[field];
    else next[field] = Number(column);
    setMapping(next);
    setCheck(null);
    setResult(null);
  }

  async function startImport() {
    if (!file) return;
    const report = await run<ImportReport>("import", file, mapping);
    if (report) {
      setResult(report);
      setCheck(null);
      toast.success(`Imported ${plural(report.imported, "lead")}.`);
    }
  }

  return (
    <div className="space-y-6">
      <div className={box}>
        <label htmlFor={`${id}-file`} className="block font-semibold text-slate-800">
          CSV file
        </label>
        <p id={`${id}-file-hint`} className="text-sm text-slate-700">
          Up to 10 MB, saved as CSV UTF-8 with commas or semicolons, headings on the first line: a spreadsheet, or an export of
          Meta or Google lead forms.{" "}
          <a href="/lead-import-sample.csv" download className="font-semibold text-brand-800 underline">
            Download a sample file
          </a>{" "}
          to start from.
        </p>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          aria-describedby={`${id}-file-hint`}
          className="block w-full text-base"
          onChange={(event) => void choose(event.currentTarget.files?.[0] ?? null)}
        />
        {busy === "preview" && <p role="status">Reading the file…</p>}
      </div>

      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 font-semibold text-red-800">
          {error}
        </p>
      )}

      {file && preview && (
        <section aria-labelledby={`${id}-columns`} className={box}>
          <h2 id={`${id}-columns`} className="text-lg font-semibold text-brand-900">
            Match the columns
          </h2>
          <p className="text-sm text-slate-700">
            Columns with the usual headings are matched already. Fields marked required must each have a column.
          </p>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {IMPORT_FIELDS.map((field) => (
              <div key={field.key}>
                <label htmlFor={`${id}-map-${field.key}`} className="block text-sm font-semibold text-slate-800">
                  {field.label}
                  {field.required && " (required)"}
                </label>
                <select
                  id={`${id}-map-${field.key}`}
                  className={selectClass}
                  value={mapping[field.key] ?? ""}
                  onChange={(event) => mapField(field.key, event.currentTarget.value)}
                >
                  <option value="">Not imported</option>
                  {preview.headings.map((heading, column) => (
                    <option key={column} value={column}>
                      {heading || `Column ${column + 1}`}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </div>
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby={`${id}-preview`}>
            <table className="cards-on-phone min-w-full text-sm">
              <caption id={`${id}-preview`} className="text-left font-semibold text-slate-800">
                The first rows of {file.name}
              </caption>
              <thead>
                <tr>
                  {preview.headings.map((heading, column) => (
                    <th key={column} scope="col" className={cellClass}>
                      {heading || `Column ${column + 1}`}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {preview.rows.map((row, index) => (
                  <tr key={index}>
                    {preview.headings.map((heading, column) => (
                      <td key={column} data-label={heading || `Column ${column + 1}`} className={cellClass}>
                        {row[column] ?? ""}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <button
            type="button"
            className={primaryClass}
            disabled={busy !== null}
            onClick={async () => setCheck(await run<DryRun>("check", file, mapping))}
          >
            {busy === "check" ? "Checking…" : "Check the file"}
          </button>
        </section>
      )}

      {file && check && (
        <section aria-labelledby={`${id}-check`} className={box}>
          <h2 id={`${id}-check`} className="text-lg font-semibold text-brand-900">
            Dry run
          </h2>
          <p role="status">
            {plural(check.rows, "row")}: {check.ready} ready to import, {check.invalid} with problems (left out),{" "}
            {check.alreadyImported} imported before (skipped).
          </p>
          {check.problems.length > 0 && (
            <div className="max-h-96 overflow-auto" tabIndex={0} role="region" aria-labelledby={`${id}-problems`}>
              <table className="cards-on-phone min-w-full text-sm">
                <caption id={`${id}-problems`} className="text-left font-semibold text-slate-800">
                  Problems
                </caption>
                <thead>
                  <tr>
                    <th scope="col" className={cellClass}>
                      Row
                    </th>
                    <th scope="col" className={cellClass}>
                      Field
                    </th>
                    <th scope="col" className={cellClass}>
                      Problem
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {check.problems.map((problem, index) => (
                    <tr key={index}>
                      <td data-label="Row" className={cellClass}>
                        {problem.row}
                      </td>
                      <td data-label="Field" className={cellClass}>
                        {problem.field}
                      </td>
                      <td data-label="Problem" className={cellClass}>
                        {problem.message}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <button
            type="button"
            className={primaryClass}
            disabled={busy !== null || check.ready === 0}
            onClick={() => void startImport()}
          >
            {busy === "import" ? "Importing…" : `Import ${plural(check.ready, "lead")}`}
          </button>
        </section>
      )}

      {result && (
        <section aria-labelledby={`${id}-result`} className={box}>
          <h2 id={`${id}-result`} className="text-lg font-semibold text-brand-900">
            Imported
          </h2>
          <p role="status">
            {plural(result.imported, "lead")} imported ({result.duplicates} flagged as repeats), {result.invalid} rows with
            problems left out, {result.alreadyImported} imported before skipped.
          </p>
          <Link href={leadListHref} className="font-semibold text-brand-800 underline">
            See the imported leads on the Contact List
          </Link>
        </section>
      )}
    </div>
  );
}
