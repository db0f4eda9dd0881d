"use server";

import { z } from "zod";
import { action } from "@/lib/http/action";
import { formData, recordId } from "@/lib/http/action-args";
import { createBlog, deleteBlog, updateBlog, type ImageUpload } from "./commands";

/** The text fields of the blog form, by their wire names. */
function fieldsOf(form: FormData): Record<string, string> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    title: text("title"),
    name: text("name"),
    coursename: text("coursename"),
    image: text("image"),
    description: text("description"),
  };
}

/** The chosen image file, if the admin uploaded one (its bytes are checked by the command). */
async function uploadOf(form: FormData): Promise<ImageUpload | null> {
  const file = form.get("imageFile");
  if (!(file instanceof File) || file.size === 0) return null;
  return { bytes: new Uint8Array(await file.arrayBuffer()), fileName: file.name };
}

export const addBlog = action(
  { name: "blog add", permission: "blogs.manage", args: z.tuple([formData]) },
  async ({ caller }, form) => createBlog(caller, fieldsOf(form), await uploadOf(form)),
);

export const editBlog = action(
  { name: "blog edit", permission: "blogs.manage", args: z.tuple([recordId, formData]) },
  async ({ caller }, id, form) => updateBlog(caller, id, fieldsOf(form), await uploadOf(form)),
);

export const removeBlog = action(
  { name: "blog delete", permission: "blogs.manage", args: z.tuple([recordId]) },
  async ({ caller }, id) => deleteBlog(caller, id),
);
