/**
 * The resume rules: a PDF (judged by its first bytes) of at most 5 MB. Checked in the browser as
 * soon as a file is chosen and again on the server whatever the browser did, by the same function.
 */
import { MAX_RESUME_BYTES } from "@/lib/careers/constants";

/** The specification's alert for a file over 5 MB; the API answers with it too. */
export const RESUME_TOO_LARGE = "File size 5MB or less allowed!";
export const NOT_A_PDF = "The resume must be a PDF file.";

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

async function isPdf(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, PDF_MAGIC.length).arrayBuffer());
  return PDF_MAGIC.every((byte, index) => head[index] === byte);
}

export type ResumeProblem = { kind: "too-large" | "not-a-pdf"; message: string };

/** What is wrong with a chosen resume, its size first, then its first bytes; undefined when nothing is. */
export async function resumeProblem(file: Blob): Promise<ResumeProblem | undefined> {
  if (file.size > MAX_RESUME_BYTES) return { kind: "too-large", message: RESUME_TOO_LARGE };
  return (await isPdf(file)) ? undefined : { kind: "not-a-pdf", message: NOT_A_PDF };
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
