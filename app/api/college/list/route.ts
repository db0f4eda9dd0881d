import { decodeCollegeCursor, pageCollegeRows } from "@/lib/colleges/queries";
import { toWireCollege } from "@/lib/colleges/wire";
import { listRoute } from "@/lib/http/list-route";

/** GET /api/college/list: the colleges in the old API's shape (public data), a page at a time. */
export const GET = listRoute(
  { name: "college list", isCursor: (cursor) => decodeCollegeCursor(cursor) !== null },
  ({ cursor, limit }) => pageCollegeRows(cursor ? decodeCollegeCursor(cursor) : null, limit),
  toWireCollege,
);
