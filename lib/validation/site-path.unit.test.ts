import { describe, expect, it } from "vitest";
import { isImageAddress, isSitePath } from "@/lib/validation/site-path";
import { blogInputSchema } from "@/lib/blogs/schema";
import { collegeInputSchema } from "@/lib/colleges/schema";

const HOSTILE = [
  "//evil.example/x.png",
  "/\\evil.example/x.png",
  "\\/evil.example/x.png",
  "/\\/evil.example",
  "/ /evil.example",
  "/\t/evil.example/x.png",
  "https:evil.example/x.png",
  "http://evil.example/x.png",
  "javascript:alert(1)",
  "data:image/png;base64,AAAA",
  "images/x.png",
];

describe("site paths", () => {
  it.each(["/images/blogs/x.svg", "/media/abc123.webp", "/images/colleges/iit%20delhi.png", "/images/../media/x.png"])(
    "keeps %j",
    (path) => {
      expect(isSitePath(path)).toBe(true);
    },
  );

  it.each(HOSTILE)("refuses %j", (path) => {
    expect(isSitePath(path)).toBe(false);
    expect(isImageAddress(path)).toBe(false);
  });

  it("takes an https URL as an image address but not as a site path", () => {
    expect(isImageAddress("https://cdn.example.com/x.png")).toBe(true);
    expect(isSitePath("https://cdn.example.com/x.png")).toBe(false);
  });
});

describe("college and blog images", () => {
  const blog = { title: "A title", name: "Asha", coursename: "B.Tech", description: "Text" };

  it.each(["//evil.example/x.png", "/\\evil.example"])("a blog refuses %j", (image) => {
    const parsed = blogInputSchema.safeParse({ ...blog, image });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join("."))).toEqual(["image"]);
  });

  it("a blog keeps an uploaded image's path", () => {
    expect(blogInputSchema.safeParse({ ...blog, image: "/media/abc.webp" }).success).toBe(true);
  });

  it.each(["//evil.example/x.png", "/\\evil.example"])("a college refuses %j", (imageUrl) => {
    const parsed = collegeInputSchema.safeParse({ imageUrl });
    expect(parsed.error?.issues.some((issue) => issue.path.join(".") === "imageUrl")).toBe(true);
  });
});
