import type { Metadata } from "next";
import { AddBlog } from "@/components/admin/blogs/AddBlog";
import { requireSection } from "@/lib/auth/page";

export const metadata: Metadata = { title: "Blog Add" };

export default async function BlogAddPage() {
  await requireSection("blogAdd");
  return (
    <section aria-labelledby="blog-add-title" className="space-y-4">
      <h1 id="blog-add-title" className="text-2xl font-bold text-brand-900">
        Blog Add
      </h1>
      <div className="rounded-xl bg-white p-4 shadow-sm sm:p-6">
        <AddBlog />
      </div>
    </section>
  );
}
