import { listCollegeRows } from "@/lib/colleges/queries";
import { toWireCollege } from "@/lib/colleges/wire";

/** GET /api/college/list: every college in the old API's shape (public data). */
export async function GET() {
  const rows = await listCollegeRows();
  return Response.json(rows.map(toWireCollege));
}
