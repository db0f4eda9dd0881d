"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { editBlog, removeBlog } from "@/lib/blogs/actions";
import type { WireBlog } from "@/lib/blogs/wire";
import { EditDialog } from "../EditDialog";
import { RecordCard } from "../RecordCard";
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
            <RecordCard
              name={blog.title}
              meta={`By ${blog.name} · Course: ${blog.coursename}`}
              onUpdate={() => setEditing(blog)}
              onDelete={() => remove(blog)}
            >
              <p className="mt-2 line-clamp-2 text-sm text-slate-700">{blog.description}</p>
            </RecordCard>
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
