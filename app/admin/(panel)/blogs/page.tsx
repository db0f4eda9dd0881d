import type { Metadata } from "next";
import { BlogList } from "@/components/admin/blogs/BlogList";
import { requireSection } from "@/lib/auth/page";
import { toWireBlog } from "@/lib/blogs/wire";
import { listBlogRows } from "@/lib/blogs/queries";
import { MAX_LIMIT } from "@/lib/http/paging";

export const metadata: Metadata = { title: "Blog List" };

export default async function BlogListPage() {
  await requireSection("blogList");
  // A consultancy publishes dozens of blogs: the list shows the newest 500.
  const { items } = await listBlogRows(null, MAX_LIMIT);
  return (
    <section aria-labelledby="blog-list-title" className="space-y-4">
      <h1 id="blog-list-title" className="text-2xl font-bold text-brand-900">
        Blog List
      </h1>
      <BlogList blogs={items.map(toWireBlog)} />
    </section>
  );
}
