import { revalidateTag, unstable_cache } from "next/cache";
import { readPublishedBlogs } from "@/lib/blogs/queries";
import type { PublishedBlog } from "@/lib/blogs/schema";

/** The cache tag of every blog read. */
export const BLOGS_TAG = "blogs";

/**
 * The published blogs, cached until revalidateBlogs(). The project does not enable Cache
 * Components, so this is Next 16's documented `unstable_cache` with a tag ("Caching (Previous
 * Model)"): the /blogs pages stay prerendered and are regenerated only after a change.
 * One list serves the index and every article (a consultancy publishes dozens, not thousands).
 */
export const listPublishedBlogs: () => Promise<PublishedBlog[]> = unstable_cache(readPublishedBlogs, ["blogs:published"], {
  tags: [BLOGS_TAG],
});

/**
 * Call after every blog write (add, edit, delete), from a Server Action or Route Handler. The data
 * expires at once (`expire: 0`), so the very next request renders the change rather than a stale copy.
 */
export function revalidateBlogs(): void {
  revalidateTag(BLOGS_TAG, { expire: 0 });
}
