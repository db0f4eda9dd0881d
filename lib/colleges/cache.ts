/**
 * The cache tag of everything read from the College table, and the one call that invalidates it.
 * Pages read colleges through `getDirectoryColleges` (tagged); every staff write calls
 * `revalidateColleges`, so the next request renders fresh data without a rebuild.
 */
import { revalidateTag } from "next/cache";

export const COLLEGES_TAG = "colleges";

/**
 * Expires the tag at once (`expire: 0`), not stale-while-revalidate: a counsellor who has just
 * saved a college expects the next page view to show it. Callable from route handlers and
 * server actions alike; it throws outside a Next.js request.
 */
export function revalidateColleges(): void {
  revalidateTag(COLLEGES_TAG, { expire: 0 });
}
