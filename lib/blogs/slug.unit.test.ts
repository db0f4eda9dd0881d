import { describe, expect, it } from "vitest";
import { blogPath, blogSegment, parseBlogSegment, resolveBlogSegment, slugifyTitle } from "@/lib/blogs/slug";

describe("slugifyTitle", () => {
  it("keeps lower-case words joined by hyphens", () => {
    expect(slugifyTitle("How to choose the right B.Tech branch, not just the right college")).toBe(
      "how-to-choose-the-right-btech-branch-not-just-the-right-college",
    );
    expect(slugifyTitle("  NEET 2025: Don’t miss these 5 dates!  ")).toBe("neet-2025-dont-miss-these-5-dates");
    expect(slugifyTitle("Études à Paris – café & crème")).toBe("etudes-a-paris-cafe-creme");
  });

  it("cuts a long title at a word boundary", () => {
    const slug = slugifyTitle("word ".repeat(40));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(/^word(-word)*$/);
  });

  it("falls back to a fixed word when no Latin letter or digit is left", () => {
    expect(slugifyTitle("विदेश में पढ़ाई")).toBe("article");
  });
});

describe("blog segments", () => {
  const blog = { id: "clx9a8b7c6d5e4f3g2h1i0jkl", slug: "study-in-malta" };

  it("round-trips: the parsed segment gives back the id and slug", () => {
    expect(blogSegment(blog)).toBe("clx9a8b7c6d5e4f3g2h1i0jkl-study-in-malta");
    expect(blogPath(blog)).toBe("/blogs/clx9a8b7c6d5e4f3g2h1i0jkl-study-in-malta");
    expect(parseBlogSegment(blogSegment(blog))).toEqual(blog);
    const sample = { id: "1", slug: slugifyTitle("Choosing a branch") };
    expect(parseBlogSegment(blogSegment(sample))).toEqual(sample);
  });

  it("accepts a bare id and rejects anything that is not an id and a slug", () => {
    expect(parseBlogSegment("clx9a8b7c6d5e4f3g2h1i0jkl")).toEqual({ id: "clx9a8b7c6d5e4f3g2h1i0jkl", slug: "" });
    for (const bad of ["", "-study", "abc--def", "abc-", "ABC-def", "abc-dé", "abc_def", "../etc", "abc-def/ghi"]) {
      expect(parseBlogSegment(bad), bad).toBeNull();
    }
  });

  it("resolves to the blog, a redirect to its canonical path, or missing", () => {
    const blogs = [blog, { id: "cother0000000000000000000", slug: "other" }];
    expect(resolveBlogSegment("clx9a8b7c6d5e4f3g2h1i0jkl-study-in-malta", blogs)).toEqual({ kind: "found", blog });
    expect(resolveBlogSegment("clx9a8b7c6d5e4f3g2h1i0jkl-old-title", blogs)).toEqual({
      kind: "redirect",
      path: "/blogs/clx9a8b7c6d5e4f3g2h1i0jkl-study-in-malta",
    });
    expect(resolveBlogSegment("clx9a8b7c6d5e4f3g2h1i0jkl", blogs)).toEqual({
      kind: "redirect",
      path: "/blogs/clx9a8b7c6d5e4f3g2h1i0jkl-study-in-malta",
    });
    expect(resolveBlogSegment("cunknown00000000000000000-study-in-malta", blogs)).toEqual({ kind: "missing" });
    expect(resolveBlogSegment("Not A Blog", blogs)).toEqual({ kind: "missing" });
  });
});
