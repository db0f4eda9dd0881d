"use client";

import { useId, useState } from "react";
import { SubmitButton, TextArea, TextInput } from "@/components/forms/fields";
import type { WireBlog } from "@/lib/blogs/wire";

type Answer = { ok: boolean; message: string; errors?: Record<string, string> };
const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/**
 * A blog: title, name (shown as "By"), coursename ("Course"), the image (an upload, or an https
 * address) and the description, all required. Used by Blog Add, the edit dialog and /collegelist.
 */
export function BlogForm({
  blog,
  save,
  submitLabel,
  onSaved,
}: {
  blog?: WireBlog;
  save: (form: FormData) => Promise<Answer | null>;
  submitLabel: string;
  onSaved?: () => void;
}) {
  const id = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [source, setSource] = useState<"upload" | "address">(blog ? "address" : "upload");

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const file = data.get("imageFile");
    // The server checks again by the file's bytes; this spares a 2 MB upload that would be refused.
    if (file instanceof File && file.size > MAX_IMAGE_BYTES) {
      setErrors({ image: "The image may be at most 2 MB." });
      return;
    }
    setBusy(true);
    const answer = await save(data);
    setBusy(false);
    setErrors(answer?.errors ?? {});
    if (!answer?.ok) return;
    if (!blog) form.reset();
    onSaved?.();
  }

  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <TextInput
        id={`${id}-title`}
        name="title"
        label="Title"
        required
        maxLength={200}
        defaultValue={blog?.title}
        error={errors.title}
        className="sm:col-span-2"
      />
      <TextInput
        id={`${id}-name`}
        name="name"
        label="By (author)"
        required
        maxLength={120}
        defaultValue={blog?.name}
        error={errors.name}
      />
      <TextInput
        id={`${id}-coursename`}
        name="coursename"
        label="Course"
        required
        maxLength={120}
        defaultValue={blog?.coursename}
        error={errors.coursename}
      />
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-semibold text-slate-800">Image</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          <label className="flex items-center gap-2">
            <input type="radio" name={`${id}-source`} checked={source === "upload"} onChange={() => setSource("upload")} />
            Upload a file
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name={`${id}-source`} checked={source === "address"} onChange={() => setSource("address")} />
            {blog ? "Keep or enter an address" : "Enter an address"}
          </label>
        </div>
        {source === "upload" ? (
          <TextInput
            id={`${id}-file`}
            name="imageFile"
            type="file"
            label="Image file"
            hint="JPEG, PNG or WebP, at most 2 MB"
            accept="image/jpeg,image/png,image/webp"
            required
            error={errors.image}
            className="mt-2"
          />
        ) : (
          <TextInput
            id={`${id}-image`}
            name="image"
            label="Image address"
            hint="https://…, or this site's image path"
            required
            maxLength={2048}
            defaultValue={blog?.image}
            error={errors.image}
            className="mt-2"
          />
        )}
      </fieldset>
      <TextArea
        id={`${id}-description`}
        name="description"
        label="Description"
        hint="Plain text; blank lines start new paragraphs"
        required
        rows={8}
        maxLength={50000}
        defaultValue={blog?.description}
        error={errors.description}
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <SubmitButton busy={busy} label={submitLabel} />
      </div>
    </form>
  );
}
