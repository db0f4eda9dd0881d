/**
 * A staff list's or export's filters as its URL carries them (`?from=…&assignee=…&cursor=…`),
 * parsed by the list's schema. An empty value means "not filtered"; a value that does not parse
 * (a day that does not exist, an id that is not one, a cursor we did not make) is refused with a
 * message naming it, before any query runs or any CSV starts streaming: a page shows the message,
 * a route handler answers 400.
 */
import { z } from "zod";
import { decodeCursor } from "@/lib/pagination/keyset";
import { failure, type Failure } from "./outcome";

/** A page's `searchParams` (a repeated name is an array). */
export type PageSearchParams = Record<string, string | string[] | undefined>;
export type SearchParams = URLSearchParams | PageSearchParams;

export type FilterReading<T> = { ok: true; filter: T } | (Failure & { field: string });

/** One value per name (a repeated name keeps its first), empty ones left out. */
function firstValues(params: SearchParams): Record<string, string> {
  const entries =
    params instanceof URLSearchParams
      ? [...params]
      : Object.entries(params).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value] as const);
  const values: Record<string, string> = {};
  for (const [key, value] of entries) if (typeof value === "string" && value !== "" && !(key in values)) values[key] = value;
  return values;
}

export function readUrlFilter<S extends z.ZodObject>(schema: S, params: SearchParams): FilterReading<z.output<S>> {
  const parsed = schema.safeParse(firstValues(params));
  if (parsed.success) return { ok: true, filter: parsed.data };
  const issue = parsed.error.issues[0];
  const field = String(issue?.path[0] ?? "filter");
  const message = `The filter "${field}" is not valid: ${issue?.message ?? "it cannot be read"}.`;
  return { ...failure(400, message, { [field]: message }), field };
}

/** A list's page position: one of our cursors (lib/pagination/keyset.ts). */
export const cursorParam = z
  .string()
  .refine((cursor) => decodeCursor(cursor) !== null, "use the address of the list's next-page link");

/** A search box's text. */
export const searchParam = z.string().trim().max(100, "at most 100 characters");

/** The filters of a list with a search box only (franchise enquiries, applications, users). */
export const searchListFilterSchema = z.object({ q: searchParam.optional(), cursor: cursorParam.optional() });
