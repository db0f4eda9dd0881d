import { describe, expect, it } from "vitest";
import { slugSchema } from "@/content/schema";
import { slugify } from "@/lib/site/slug";

describe("slugify", () => {
  it("gives a slug that the content slug rule accepts, for any name", () => {
    for (const name of [
      "Indian Institute of Technology (BHU), Varanasi",
      "St. Xavier's College & Hostel",
      "  --  ",
      "a".repeat(200),
      "Études à Paris",
    ]) {
      expect(slugSchema.safeParse(slugify(name, "college")).success, name).toBe(true);
    }
  });

  it("names a college as staff would read it, and falls back when nothing Latin is left", () => {
    expect(slugify("Indian Institute of Technology (BHU), Varanasi", "college")).toBe(
      "indian-institute-of-technology-bhu-varanasi",
    );
    expect(slugify("विदेश में पढ़ाई", "college")).toBe("college");
  });
});
