/**
 * Reading the body of a public POST safely: the declared content type, a hard size cap enforced
 * while streaming (a missing or false Content-Length cannot get past it), and parse failures
 * turned into a `{ message, errors }` 4xx instead of a thrown error.
 */
import { failure, type Failure } from "@/lib/http/outcome";
import { BODY_FIELD } from "@/lib/validation/field-errors";
import { containsNul, NUL_MESSAGE } from "@/lib/validation/stored-text";

export type BodyResult<T> = { ok: true; value: T } | Failure;

/**
 * The cap of a JSON body: plenty for any form or college (a 10,000-character name still gets its
 * field error), small enough to refuse floods.
 */
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

function mediaType(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
}

function tooLarge(limitBytes: number, message: string): Failure {
  return failure(413, message, { [BODY_FIELD]: `The request may be at most ${formatBytes(limitBytes)}.` });
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${+(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** The whole body, or "too-large" as soon as it passes `limitBytes` (the rest is not read). */
async function readCapped(request: Request, limitBytes: number): Promise<Uint8Array | "too-large"> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limitBytes) return "too-large";
  if (!request.body) return new Uint8Array(0);

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limitBytes) {
      await reader.cancel().catch(() => undefined);
      return "too-large";
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The raw bytes of a body, at most `limitBytes` (a signed webhook is checked on exactly these). */
export async function readOrFail(request: Request, limitBytes: number, tooLargeMessage: string): Promise<BodyResult<Uint8Array>> {
  try {
    const body = await readCapped(request, limitBytes);
    return body === "too-large" ? tooLarge(limitBytes, tooLargeMessage) : { ok: true, value: body };
  } catch {
    // The client went away or sent a broken chunked stream.
    return failure(400, "The request body could not be read.", { [BODY_FIELD]: "The request body could not be read." });
  }
}

/** A JSON object body (Content-Type: application/json), at most `limitBytes`. */
export async function readJsonObject(
  request: Request,
  limitBytes: number,
  mediaTypes: readonly string[] = ["application/json"],
): Promise<BodyResult<Record<string, unknown>>> {
  if (!mediaTypes.includes(mediaType(request))) {
    return failure(415, "Send the form as JSON (Content-Type: application/json).", {
      [BODY_FIELD]: "Expected Content-Type: application/json.",
    });
  }
  const body = await readOrFail(
    request,
    limitBytes,
    `The request is too large: send at most ${formatBytes(limitBytes)} of JSON.`,
  );
  if (!body.ok) return body;

  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(body.value));
  } catch {
    return failure(400, "The request body is not valid JSON.", { [BODY_FIELD]: "Not valid JSON." });
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    return failure(400, "Send the fields as one JSON object.", { [BODY_FIELD]: "Expected a JSON object." });
  }
  if (containsNul(parsed)) return failure(400, NUL_MESSAGE, { [BODY_FIELD]: NUL_MESSAGE });
  return { ok: true, value: parsed as Record<string, unknown> };
}

/** A multipart/form-data body, at most `limitBytes`; an empty body reads as a form with no fields. */
export async function readMultipartForm(
  request: Request,
  limitBytes: number,
  tooLargeMessage = `The request is too large: send at most ${formatBytes(limitBytes)}.`,
): Promise<BodyResult<FormData>> {
  const contentType = request.headers.get("content-type") ?? "";
  if (mediaType(request) !== "multipart/form-data") {
    return failure(415, "Send the form as multipart/form-data.", {
      [BODY_FIELD]: "Expected Content-Type: multipart/form-data.",
    });
  }
  const body = await readOrFail(request, limitBytes, tooLargeMessage);
  if (!body.ok) return body;
  if (body.value.byteLength === 0) return { ok: true, value: new FormData() };

  try {
    const form = await new Response(body.value as Uint8Array<ArrayBuffer>, {
      headers: { "content-type": contentType },
    }).formData();
    return { ok: true, value: form };
  } catch {
    return failure(400, "The form data could not be read.", { [BODY_FIELD]: "Malformed multipart/form-data." });
  }
}

/**
 * A form as a plain record for zod: text fields as strings, files as File objects; a field sent
 * twice keeps its first value.
 */
export function formToRecord(form: FormData): Record<string, FormDataEntryValue> {
  // No prototype: a field named "__proto__" or "constructor" stays an ordinary key.
  const record: Record<string, FormDataEntryValue> = Object.create(null);
  for (const [key, value] of form.entries()) if (!Object.hasOwn(record, key)) record[key] = value;
  return record;
}
