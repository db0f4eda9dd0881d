"use client";

import { useRouter } from "next/navigation";
import { addBlog } from "@/lib/blogs/actions";
import { runAction } from "../run-action";
import { BlogForm } from "./BlogForm";

/** Blog Add; a list on the same page (/collegelist) shows the new blog at once. */
export function AddBlog() {
  const router = useRouter();
  return <BlogForm submitLabel="Add blog" save={(form) => runAction(() => addBlog(form))} onSaved={() => router.refresh()} />;
}
