/**
 * The old list APIs (`GET /api/contact`, `/api/franchise`, `/api/auth/register` for staff;
 * `/api/college/list`, `/api/blog/list` for anyone): the body stays the JSON array of records the
 * old clients read, paged by `?limit=` and `?cursor=` with a `Link: <…>; rel="next"` header
 * (lib/http/paging.ts), through the one route door.
 *
 * A staff list's filters are parsed by its schema first (400 naming a bad one). Staff who may not
 * take whole lists (counsellors: no `records.export`) get at most STAFF_PAGE_MAX rows a page,
 * whatever `limit` asks, and every page they read is written to the audit log (who, the filters,
 * how many rows), so paging through every student's record is slow and on the record.
 */
import "server-only";
import type { z } from "zod";
import { recordAudit } from "@/lib/audit/record";
import type { Caller } from "@/lib/auth/caller";
import { can, type Permission } from "@/lib/auth/permissions";
import { prisma } from "@/lib/db";
import { decodeCursor, PAGE_SIZE, type Page } from "@/lib/pagination/keyset";
import { failure } from "./outcome";
import { INVALID_CURSOR, pagedJson, readPaging } from "./paging";
import { route } from "./route";
import { readUrlFilter, searchListFilterSchema } from "./url-filter";

/** The most rows a page holds for staff without `records.export`: a page of the panel's lists. */
export const STAFF_PAGE_MAX = PAGE_SIZE;

type CallerOf<P> = P extends Permission ? Caller : null;
export type ListQuery<P, F> = { url: URL; filter: F; cursor?: string; limit: number; caller: CallerOf<P> };

type StaffList<F extends z.ZodObject> = {
  /** The filters the list takes besides `limit` (default: `q` and `cursor`). */
  filter?: F;
  /** How a capped caller's page is written to the audit log ("lead.list" on "Lead", say). */
  audit: { action: string; entityType: string };
};

export function listRoute<
  Row,
  P extends Permission | undefined = undefined,
  F extends z.ZodObject = typeof searchListFilterSchema,
>(
  spec: { name: string; permission?: P; isCursor?: (cursor: string) => boolean; staff?: StaffList<F> },
  page: (query: ListQuery<P, z.output<F>>) => Promise<Page<Row>>,
  toWire: (row: Row) => unknown,
) {
  const isCursor = spec.isCursor ?? ((cursor: string) => decodeCursor(cursor) !== null);
  return route({ name: spec.name, permission: spec.permission }, async ({ request, caller }) => {
    const url = new URL(request.url);
    const paging = readPaging(url);
    if (!paging.ok) return failure(400, paging.message);
    if (paging.cursor !== null && !isCursor(paging.cursor)) return failure(400, INVALID_CURSOR);
    // Public lists (colleges, blogs) take no filters, and cursors of their own (isCursor).
    const reading = spec.staff
      ? readUrlFilter(spec.staff.filter ?? searchListFilterSchema, url.searchParams)
      : { ok: true as const, filter: {} };
    if (!reading.ok) return reading;
    const capped = caller !== null && !can(caller.role, "records.export");
    const limit = capped ? Math.min(paging.limit, STAFF_PAGE_MAX) : paging.limit;
    const result = await page({
      url,
      filter: reading.filter as z.output<F>,
      cursor: paging.cursor ?? undefined,
      limit,
      caller,
    } as ListQuery<P, z.output<F>>);
    if (capped && spec.staff) {
      // Every filter value is a string from the URL; the cursor is told apart as "a later page".
      const filter = Object.fromEntries(
        Object.entries(reading.filter as Record<string, string>).filter(([name]) => name !== "cursor"),
      );
      await recordAudit(prisma, {
        ...spec.staff.audit,
        actorId: caller.userId,
        after: { filter, limit, asked: paging.limit, count: result.items.length, laterPage: paging.cursor !== null },
      });
    }
    return pagedJson(url, result.items.map(toWire), result.nextCursor);
  });
}
