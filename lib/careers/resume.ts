/** Checks of the resume's bytes; these run in the browser (before upload) and on the server. */
import { MAX_RESUME_BYTES } from "@/lib/careers/constants";

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

export function startsLikePdf(head: Uint8Array): boolean {
  return PDF_MAGIC.every((byte, index) => head[index] === byte);
}

export async function isPdf(file: Blob): Promise<boolean> {
  return startsLikePdf(new Uint8Array(await file.slice(0, PDF_MAGIC.length).arrayBuffer()));
}

export function isWithinSizeLimit(file: Blob): boolean {
  return file.size <= MAX_RESUME_BYTES;
}

export const NOT_A_PDF = "The resume must be a PDF file.";

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
