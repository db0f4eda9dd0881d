/**
 * Paging for the old list APIs without changing their shape: the body stays a JSON array; a
 * client may ask `?limit=` (default 100, at most 500) and follow the next page's URL from the
 * `Link: <…>; rel="next"` header (RFC 8288), which carries an opaque `cursor`.
 */
export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 500;

export type Paging = { ok: true; limit: number; cursor: string | null } | { ok: false; message: string };

export function readPaging(url: URL): Paging {
  const limitText = url.searchParams.get("limit");
  const limit = limitText === null ? DEFAULT_LIMIT : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
    return { ok: false, message: `limit must be a whole number from 1 to ${MAX_LIMIT}.` };
  }
  return { ok: true, limit, cursor: url.searchParams.get("cursor") };
}

export const INVALID_CURSOR = "cursor is not valid: use the URL from the Link header of the previous page.";

/** The JSON array answer, with the next page's URL when there is one. */
export function pagedJson(url: URL, items: unknown[], nextCursor: string | null): Response {
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (nextCursor) {
    const next = new URL(url);
    next.searchParams.set("cursor", nextCursor);
    headers.Link = `<${next.pathname}${next.search}>; rel="next"`;
  }
  return Response.json(items, { headers });
}
