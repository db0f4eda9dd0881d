/**
 * The resume rules: a PDF (judged by its first bytes and its end-of-file marker) of at most 5 MB. Checked in the browser as
 * soon as a file is chosen and again on the server whatever the browser did, by the same function.
 */
import { MAX_RESUME_BYTES } from "@/lib/careers/constants";

/** The specification's alert for a file over 5 MB; the API answers with it too. */
export const RESUME_TOO_LARGE = "File size 5MB or less allowed!";
export const NOT_A_PDF = "The resume must be a PDF file.";
export const INCOMPLETE_PDF = "The resume does not end like a PDF file: save or export it as a PDF again and choose that file.";

const PDF_HEADER = "%PDF-";
const PDF_END = "%%EOF";
// Readers look for the end marker within the last kilobyte (PDF 1.7, Implementation note 18).
const END_WINDOW = 1024;

const latin1 = async (part: Blob) => new TextDecoder("latin1").decode(await part.arrayBuffer());

/**
 * What kind of file it is by its bytes: a PDF starts with "%PDF-" and ends with "%%EOF". A file
 * that only starts like one (an HTML page behind a PDF header, say) is refused as well.
 */
async function pdfShape(file: Blob): Promise<"pdf" | "not-a-pdf" | "incomplete"> {
  if ((await latin1(file.slice(0, PDF_HEADER.length))) !== PDF_HEADER) return "not-a-pdf";
  const tail = await latin1(file.slice(Math.max(PDF_HEADER.length, file.size - END_WINDOW)));
  return tail.includes(PDF_END) ? "pdf" : "incomplete";
}

export type ResumeProblem = { kind: "too-large" | "not-a-pdf"; message: string };

/** What is wrong with a chosen resume, its size first, then its bytes; undefined when nothing is. */
export async function resumeProblem(file: Blob): Promise<ResumeProblem | undefined> {
  if (file.size > MAX_RESUME_BYTES) return { kind: "too-large", message: RESUME_TOO_LARGE };
  const shape = await pdfShape(file);
  if (shape === "pdf") return undefined;
  return { kind: "not-a-pdf", message: shape === "incomplete" ? INCOMPLETE_PDF : NOT_A_PDF };
}

/** A file name safe to show in the admin panel and to attach to an e-mail: no path, no odd characters, ends in .pdf. */
export function safeResumeName(name: string): string {
  const base = (name.split(/[\\/]/).pop() ?? "")
    .replace(/\.pdf$/i, "")
    .replace(/[^\p{L}\p{N} ._-]+/gu, "_")
    .replace(/^[.\s_-]+/, "")
    .slice(0, 100)
    .trim();
  return `${base || "resume"}.pdf`;
}

/** A résumé whose file was deleted (its retention period ended, or an erasure): its row stays, empty. */
export const isDeletedResume = (file: { size: number }): boolean => file.size === 0;
export const RESUME_DELETED = "This résumé was deleted: its retention period ended, or the applicant asked for erasure.";
