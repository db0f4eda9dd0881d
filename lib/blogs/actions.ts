"use server";

import { action } from "@/lib/http/action";
import { failure } from "@/lib/http/outcome";
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

const NOT_A_FORM = failure(400, "The blog form could not be read.");

export const addBlog = action({ name: "blog add", permission: "blogs.manage" }, async ({ caller }, form: FormData) =>
  form instanceof FormData ? createBlog(caller, fieldsOf(form), await uploadOf(form)) : NOT_A_FORM,
);

export const editBlog = action(
  { name: "blog edit", permission: "blogs.manage" },
  async ({ caller }, id: string, form: FormData) =>
    form instanceof FormData ? updateBlog(caller, String(id), fieldsOf(form), await uploadOf(form)) : NOT_A_FORM,
);

export const removeBlog = action({ name: "blog delete", permission: "blogs.manage" }, async ({ caller }, id: string) =>
  deleteBlog(caller, String(id)),
);
