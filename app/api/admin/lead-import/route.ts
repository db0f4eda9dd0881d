import { z } from "zod";
import { failure, success } from "@/lib/http/outcome";
import { route } from "@/lib/http/route";
import { IMPORT_FIELDS, type ColumnMapping } from "@/lib/leads/import/fields";
import { IMPORT_LIMIT_BYTES, ImportRefusal, TOO_LARGE_MESSAGE } from "@/lib/leads/import/read";
import { dryRun, importLeads, previewFile } from "@/lib/leads/import/run";
import { hasControlCharacters } from "@/lib/validation/fields";

const STEPS = ["preview", "check", "import"] as const;
const FILE_NAME_MAX = 200;

const mappingSchema = z.partialRecord(z.enum(IMPORT_FIELDS.map((field) => field.key)), z.int().min(0).max(10_000));

/** The mapping from the query (`mapping={"name":0,…}`), or undefined to take the one the headings suggest. */
function readMapping(text: string | null): ColumnMapping | undefined | null {
  if (text === null) return undefined;
  try {
    const parsed = mappingSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * POST /api/admin/lead-import?step=preview|check|import&file=<name>[&mapping=<JSON>], the file as
 * the body (text/csv): the preview of its first rows with the suggested mapping, the dry run, or
 * the import (lib/leads/import/run.ts). A file that cannot be imported is refused (4xx) with the
 * reason before anything is stored.
 */
export const POST = route({ name: "lead import", permission: "leads.import" }, async ({ request, caller }) => {
  const query = new URL(request.url).searchParams;
  const step = query.get("step");
  if (!(STEPS as readonly (string | null)[]).includes(step))
    return failure(400, "Say which step: step=preview, check or import.");
  const fileName = query.get("file")?.trim() ?? "";
  if (!/\.csv$/i.test(fileName) || fileName.length > FILE_NAME_MAX || hasControlCharacters(fileName)) {
    return failure(415, 'Choose a CSV file (its name ends in .csv). Save an Excel sheet as "CSV UTF-8" first.');
  }
  const mediaType = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (mediaType !== "text/csv") return failure(415, "Send the file as text/csv.");
  if (Number(request.headers.get("content-length")) > IMPORT_LIMIT_BYTES) return failure(413, TOO_LARGE_MESSAGE);
  const mapping = readMapping(query.get("mapping"));
  if (mapping === null) return failure(400, "The column mapping could not be read: choose the columns again.");
  if (!request.body) return failure(400, "The file is empty.");
  const bytes = request.body as unknown as AsyncIterable<Uint8Array>;

  try {
    if (step === "preview") return success("The file's first rows.", await previewFile(bytes));
    if (step === "check") {
      const report = await dryRun(bytes, mapping);
      return success(`${report.ready} of ${report.rows} rows are ready to import.`, report);
    }
    const report = await importLeads({ name: fileName, bytes }, mapping, caller.userId);
    return success(`Imported ${report.imported} of ${report.rows} rows.`, report);
  } catch (error) {
    if (error instanceof ImportRefusal) return failure(error.status, error.message);
    throw error;
  }
});
