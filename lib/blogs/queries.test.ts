import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { updates } from "@/content/home";
import { article } from "@/content/pages/blogs";
import { disconnect, prisma } from "@/lib/db";
import { readPublishedBlogs } from "@/lib/blogs/queries";
import { blogInputSchema, blogRecord } from "@/lib/blogs/schema";
import { blogPath, blogSegment, parseBlogSegment, resolveBlogSegment } from "@/lib/blogs/slug";

/** A blog as staff submit it (wire names), written the way the admin will write it. */
async function publish(title: string, publishedAt: Date) {
  const fields = blogInputSchema.parse({
    title,
    name: "Neha Verma",
    coursename: "MBA",
    image: "https://example.com/cover.jpg",
    description: `${title}: what to know.\nA second paragraph.`,
  });
  return prisma.blog.create({ data: { ...blogRecord(fields), publishedAt } });
}

beforeEach(async () => {
  await prisma.blog.deleteMany();
});

afterAll(async () => {
  await prisma.blog.deleteMany();
  await disconnect();
});

describe("published blogs (real database)", () => {
  it("lists the sample article and the Admission Updates, newest first, while the database has no blog", async () => {
    const blogs = await readPublishedBlogs();
    expect(blogs.map((blog) => blog.title)).toEqual([
      "MBA admissions 2025: options for working professionals",
      "NEET UG 2025 results are out: your counselling checklist",
      article.title,
      "B.Tech registration at several private universities extended to June 20, 2025",
    ]);
    const sample = blogs.find((blog) => blog.id === article.id);
    expect(sample).toMatchObject({ title: article.title, author: article.author, courseName: article.course });
    expect(sample?.description.split("\n\n")).toEqual(article.body);
  });

  it("keeps every Admission Update the home page links to, with its whole text, after staff publish", async () => {
    await publish("Our first real post", new Date("2025-07-01T10:00:00Z"));
    const blogs = await readPublishedBlogs();
    for (const update of updates.articles) {
      const blog = blogs.find((candidate) => candidate.id === update.blogId);
      expect(blog, update.title).toMatchObject({ title: update.title, author: update.author, courseName: update.category });
      expect(blog?.description.split("\n\n")).toEqual(update.body);
    }
  });

  it("lists staff blogs newest first, without the sample", async () => {
    await publish("Online MBA or regular MBA?", new Date("2025-03-01T10:00:00Z"));
    await publish("Study hospitality in Malta", new Date("2025-06-20T10:00:00Z"));
    await publish("NEET counselling checklist", new Date("2025-05-02T10:00:00Z"));

    const blogs = (await readPublishedBlogs()).filter((blog) => blog.author === "Neha Verma");

    expect(blogs.map((blog) => blog.title)).toEqual([
      "Study hospitality in Malta",
      "NEET counselling checklist",
      "Online MBA or regular MBA?",
    ]);
    expect((await readPublishedBlogs()).some((blog) => blog.id === article.id)).toBe(false);
    expect(blogs[0]).toMatchObject({ author: "Neha Verma", courseName: "MBA", publishedAt: "2025-06-20T10:00:00.000Z" });
  });

  it("gives each blog a path whose segment round-trips to its id and slug", async () => {
    const created = await publish("Which B.Tech branch suits you?", new Date());
    const [blog] = await readPublishedBlogs();
    expect(blog?.slug).toBe("which-btech-branch-suits-you");
    expect(blogPath(blog!)).toBe(`/blogs/${created.id}-which-btech-branch-suits-you`);
    expect(parseBlogSegment(blogSegment(blog!))).toEqual({ id: created.id, slug: "which-btech-branch-suits-you" });
  });

  it("sends a renamed blog's old address to its canonical one", async () => {
    const created = await publish("Scholarships in the UK", new Date());
    const oldSegment = blogSegment(created);
    const renamed = blogRecord(
      blogInputSchema.parse({
        title: "UK scholarships for 2026",
        name: "Neha Verma",
        coursename: "MBA",
        image: "/images/blogs/default.svg",
        description: "Updated.",
      }),
    );
    await prisma.blog.update({ where: { id: created.id }, data: renamed });

    const blogs = await readPublishedBlogs();

    expect(resolveBlogSegment(oldSegment, blogs)).toEqual({
      kind: "redirect",
      path: `/blogs/${created.id}-uk-scholarships-for-2026`,
    });
    expect(resolveBlogSegment(`${created.id}-uk-scholarships-for-2026`, blogs)).toMatchObject({
      kind: "found",
      blog: { title: "UK scholarships for 2026" },
    });
    expect(resolveBlogSegment(`${created.id.replace(/.$/, "0")}x-uk-scholarships-for-2026`, blogs)).toEqual({ kind: "missing" });
  });

  it("no longer resolves the sample once staff have published a blog", async () => {
    const sampleSegment = blogSegment((await readPublishedBlogs()).find((blog) => blog.id === article.id)!);
    expect(resolveBlogSegment(sampleSegment, await readPublishedBlogs())).toMatchObject({ kind: "found" });
    await publish("Our first real post", new Date());
    expect(resolveBlogSegment(sampleSegment, await readPublishedBlogs())).toEqual({ kind: "missing" });
  });
});

describe("blog input", () => {
  it("maps the specification's wire names to the database's and requires every field", () => {
    expect(
      blogInputSchema.parse({
        title: " A title ",
        name: "Asha",
        coursename: "BBA",
        image: "/images/blogs/default.svg",
        description: "Text",
      }),
    ).toEqual({
      title: "A title",
      author: "Asha",
      courseName: "BBA",
      imageUrl: "/images/blogs/default.svg",
      description: "Text",
    });
    const result = blogInputSchema.safeParse({ title: "", name: "Asha", coursename: " ", image: "ftp://x", description: "Text" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["title", "coursename", "image"]);
  });
});
