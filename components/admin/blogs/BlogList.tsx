"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { editBlog, removeBlog } from "@/app/admin/(panel)/blogs/actions";
import type { WireBlog } from "@/lib/blogs/commands";
import { EditDialog } from "../EditDialog";
import { runAction } from "../run-action";
import { BlogForm } from "./BlogForm";

/** Blog List: each blog with By and Course, Update (the one edit dialog) and Delete (after confirming). */
export function BlogList({ blogs }: { blogs: WireBlog[] }) {
  const router = useRouter();
  const [editing, setEditing] = useState<WireBlog | null>(null);

  async function remove(blog: WireBlog) {
    if (!window.confirm("Are you sure you want to delete this blog?")) return;
    const answer = await runAction(() => removeBlog(blog._id));
    if (answer?.ok) router.refresh();
  }

  if (blogs.length === 0) return <p className="rounded-xl bg-white p-4 text-slate-700 shadow-sm">No blogs yet.</p>;
  return (
    <>
      <ul className="space-y-3">
        {blogs.map((blog) => (
          <li key={blog._id}>
            <article aria-label={blog.title} className="rounded-xl bg-white p-4 shadow-sm">
              <h2 className="font-semibold text-slate-900">{blog.title}</h2>
              <p className="text-sm text-slate-600">
                By {blog.name} · Course: {blog.coursename}
              </p>
              <p className="mt-2 line-clamp-2 text-sm text-slate-700">{blog.description}</p>
              <div className="mt-3 flex gap-2">
                <button
                  type="button"
                  aria-label={`Update ${blog.title}`}
                  className="rounded-full px-4 py-1.5 text-sm font-semibold text-brand-800 ring-1 ring-brand-800 hover:bg-brand-50"
                  onClick={() => setEditing(blog)}
                >
                  Update
                </button>
                <button
                  type="button"
                  aria-label={`Delete ${blog.title}`}
                  className="rounded-full px-4 py-1.5 text-sm font-semibold text-red-800 ring-1 ring-red-800 hover:bg-red-50"
                  onClick={() => remove(blog)}
                >
                  Delete
                </button>
              </div>
            </article>
          </li>
        ))}
      </ul>
      {editing && (
        <EditDialog title={`Update ${editing.title}`} onClose={() => setEditing(null)}>
          <BlogForm
            blog={editing}
            submitLabel="Save"
            save={(form) => runAction(() => editBlog(editing._id, form))}
            onSaved={() => {
              setEditing(null);
              router.refresh();
            }}
          />
        </EditDialog>
      )}
    </>
  );
}
