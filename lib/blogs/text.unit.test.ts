import { describe, expect, it } from "vitest";
import { blogImageSrc, DEFAULT_BLOG_IMAGE } from "@/lib/blogs/image";
import { blogExcerpt, blogParagraphs } from "@/lib/blogs/text";

describe("blog text", () => {
  it("splits the description into paragraphs at line breaks, dropping blank lines", () => {
    expect(blogParagraphs("First line.\r\n\r\n  Second line.  \nThird.")).toEqual(["First line.", "Second line.", "Third."]);
  });

  it("keeps a short description whole and cuts a long one at a word with an ellipsis", () => {
    expect(blogExcerpt("Short and sweet.")).toBe("Short and sweet.");
    const excerpt = blogExcerpt(`${"Engineering branches differ a lot. ".repeat(10)}`, 60);
    expect(excerpt.length).toBeLessThanOrEqual(60);
    expect(excerpt).toMatch(/^Engineering branches differ a lot\. Engineering branches\S*…$/);
  });
});

describe("blog images", () => {
  it("serves local /images files and falls back to the default illustration for anything else", () => {
    expect(blogImageSrc("/images/blogs/choosing-btech-branch.svg")).toBe("/images/blogs/choosing-btech-branch.svg");
    expect(blogImageSrc("/images/blogs/photo.JPG")).toBe("/images/blogs/photo.JPG");
    for (const other of [
      "https://example.com/photo.jpg",
      "//example.com/photo.jpg",
      "/images/../secrets.svg",
      "/uploads/photo.jpg",
      "/images/blogs/photo.jpg?w=1",
      "javascript:alert(1)",
    ]) {
      expect(blogImageSrc(other), other).toBe(DEFAULT_BLOG_IMAGE);
    }
  });
});
