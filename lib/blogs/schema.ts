import { z } from "zod";
import { slugifyTitle } from "@/lib/blogs/slug";
import { hasControlCharacters } from "@/lib/validation/fields";
import { isImageAddress } from "@/lib/validation/site-path";

const required = (max: number, multiline = false) =>
  z
    .string()
    .trim()
    .min(1, "This field is required.")
    .max(max, `At most ${max} characters.`)
    .refine((value) => !hasControlCharacters(value, { multiline }), "Contains characters that are not allowed.");

/** A site path ("/images/blogs/x.svg", an upload's "/media/…") or an https URL, as staff may paste either. */
const imageUrl = z
  .string()
  .trim()
  .min(1, "This field is required.")
  .max(2048)
  .refine(isImageAddress, "Upload an image or enter an address starting with https://.");

/**
 * A blog as the admin forms and /api/blog/* send it, with the specification's wire names (name,
 * coursename, image), parsed into the database's names. All fields are required.
 */
export const blogInputSchema = z
  .object({
    title: required(200),
    name: required(120),
    coursename: required(120),
    image: imageUrl,
    description: required(50_000, true),
  })
  .transform(({ title, name, coursename, image, description }) => ({
    title,
    author: name,
    courseName: coursename,
    imageUrl: image,
    description,
  }));

export type BlogFields = z.output<typeof blogInputSchema>;

/** The columns to write for a new or edited blog: the fields plus the slug of its title. */
export function blogRecord(fields: BlogFields) {
  return { ...fields, slug: slugifyTitle(fields.title) };
}

/** A blog as the public pages read it. Dates are ISO strings: the cached reads are JSON. */
export type PublishedBlog = {
  id: string;
  slug: string;
  title: string;
  author: string;
  courseName: string;
  imageUrl: string;
  description: string;
  publishedAt: string;
  updatedAt: string;
};
