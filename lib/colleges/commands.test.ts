import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { dataOf } from "@/lib/testing/outcome";
import { allColleges } from "@/content/colleges";
import { disconnect, prisma } from "@/lib/db";
import { slugify } from "@/lib/site/slug";
import { createCollege, deleteCollege, updateCollege } from "./commands";
import { loadDirectoryColleges } from "./queries";
import { seedCollegesIfEmpty } from "./seed";
import type { CollegeInput } from "./schema";

// Real PostgreSQL (scripts/test.mjs gives vitest a fresh, migrated database). Every row made
// here is named "… Test College …" and removed again.
const TEST = "Commands Test College";

const input: CollegeInput = {
  name: `${TEST} of Engineering`,
  category: "btech",
  nirfRank: 901,
  city: "Greater Noida",
  state: "Uttar Pradesh",
  rating: 4.2,
  fees: "₹6–8 lakh (4 years)",
  avgPackage: "₹6 LPA",
  accreditation: "NAAC A",
  exams: ["JEE Main"],
  description: "A college used only by the tests of the college commands; it never reaches a real page.",
};

let actor: { userId: string };
let changes = 0;
const options = { onChange: () => void changes++ };

async function removeTestRows() {
  await prisma.college.deleteMany({ where: { name: { startsWith: TEST } } });
}

beforeAll(async () => {
  const user = await prisma.user.create({
    data: { role: "ADMIN", name: "Test Admin", username: `commands-test-${Date.now()}`, passwordHash: "x" },
  });
  actor = { userId: user.id };
});

beforeEach(async () => {
  changes = 0;
  await removeTestRows();
});

afterAll(async () => {
  await removeTestRows();
  await prisma.auditLog.deleteMany({ where: { actorId: actor.userId } });
  await prisma.user.delete({ where: { id: actor.userId } });
  await disconnect();
});

describe("createCollege", () => {
  it("saves the college with derived fields, writes an audit entry, then revalidates", async () => {
    const { college } = dataOf(await createCollege(actor, input, options));
    const row = await prisma.college.findUniqueOrThrow({ where: { id: college._id } });
    expect(row).toMatchObject({
      slug: slugify(input.name, "college"),
      category: "ENGINEERING",
      nirfRank: 901,
      shortName: `${TEST} of Engineering`,
      exams: ["JEE Main"],
    });
    expect(row.totalFeesLakh?.toNumber()).toBe(7);
    expect(row.rating.toNumber()).toBe(4.2);

    const audit = await prisma.auditLog.findFirstOrThrow({ where: { entityId: row.id } });
    expect(audit).toMatchObject({ actorId: actor.userId, action: "college.create", entityType: "College", before: null });
    expect(audit.after).toMatchObject({ name: input.name, nirfRank: 901, category: "btech" });
    expect(changes).toBe(1);
  });

  it("gives a second college with the same name its own slug", async () => {
    const first = dataOf(await createCollege(actor, input, options)).college;
    const second = dataOf(await createCollege(actor, { ...input, nirfRank: 902 }, options)).college;
    const slugOf = async (id: string) => (await prisma.college.findUniqueOrThrow({ where: { id } })).slug;
    expect(await slugOf(second._id)).toBe(`${await slugOf(first._id)}-2`);
  });

  it("refuses a rank another college of the category holds, naming it, and changes nothing", async () => {
    await createCollege(actor, input, options);
    changes = 0;
    const result = await createCollege(actor, { ...input, name: `${TEST} Two` }, options);
    expect(result).toMatchObject({
      ok: false,
      status: 409,
      message: `NIRF rank 901 in Engineering is already held by ${input.name}.`,
    });
    expect(await prisma.college.count({ where: { name: `${TEST} Two` } })).toBe(0);
    expect(changes).toBe(0);
    // The same rank in another category is fine.
    const medical = await createCollege(
      actor,
      { ...input, name: `${TEST} of Medicine`, category: "medical", exams: ["NEET UG"] },
      options,
    );
    expect(medical.ok).toBe(true);
  });

  it("lets only one of two simultaneous writes take the same rank", async () => {
    const results = await Promise.all([
      createCollege(actor, { ...input, name: `${TEST} Left` }, options),
      createCollege(actor, { ...input, name: `${TEST} Right` }, options),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toMatchObject([{ ok: false, status: 409 }]);
    expect(await prisma.college.count({ where: { category: "ENGINEERING", nirfRank: 901 } })).toBe(1);
  });

  it("rejects invalid input with every issue and writes nothing", async () => {
    const result = await createCollege(actor, { ...input, state: "Bombay", exams: ["CAT"], rating: 6 }, options);
    expect(result).toMatchObject({ ok: false, status: 400 });
    // Named as the old API names them: the state is part of `address`.
    expect(Object.keys(result.ok ? {} : result.errors).sort()).toEqual(["address", "exams", "rating"]);
    expect(await prisma.college.count({ where: { name: { startsWith: TEST } } })).toBe(0);
    expect(changes).toBe(0);
  });
});

describe("updateCollege", () => {
  it("replaces the fields, keeps the slug and audits the old and new values", async () => {
    const created = dataOf(await createCollege(actor, input, options));
    const slug = (await prisma.college.findUniqueOrThrow({ where: { id: created.college._id } })).slug;
    const result = await updateCollege(
      actor,
      created.college._id,
      { ...input, name: `${TEST} of Technology`, nirfRank: 903, fees: "₹10 lakh (4 years)" },
      options,
    );
    expect(result.ok).toBe(true);
    const row = await prisma.college.findUniqueOrThrow({ where: { id: created.college._id } });
    expect(row).toMatchObject({ name: `${TEST} of Technology`, nirfRank: 903, slug });
    expect(row.totalFeesLakh?.toNumber()).toBe(10);
    const audit = await prisma.auditLog.findFirstOrThrow({ where: { entityId: row.id, action: "college.update" } });
    expect(audit.before).toMatchObject({ name: input.name, nirfRank: 901 });
    expect(audit.after).toMatchObject({ name: `${TEST} of Technology`, nirfRank: 903 });
    expect(changes).toBe(2);
  });

  it("may keep its own rank but not take another college's", async () => {
    const a = dataOf(await createCollege(actor, input, options)).college;
    const b = dataOf(await createCollege(actor, { ...input, name: `${TEST} B`, nirfRank: 902 }, options)).college;
    expect((await updateCollege(actor, a._id, { ...input, rating: 4.5 }, options)).ok).toBe(true);
    const taken = await updateCollege(actor, b._id, { ...input, name: `${TEST} B` }, options);
    expect(taken).toMatchObject({ ok: false, status: 409 });
  });

  it("reports a missing college", async () => {
    expect(await updateCollege(actor, "no-such-id", input, options)).toMatchObject({ ok: false, status: 404 });
    expect(changes).toBe(0);
  });
});

describe("deleteCollege", () => {
  it("removes the college and audits what it was", async () => {
    const { college } = dataOf(await createCollege(actor, input, options));
    const result = await deleteCollege(actor, college._id, options);
    expect(result.ok).toBe(true);
    expect(await prisma.college.findUnique({ where: { id: college._id } })).toBeNull();
    const audit = await prisma.auditLog.findFirstOrThrow({ where: { entityId: college._id, action: "college.delete" } });
    expect(audit.before).toMatchObject({ name: input.name });
    expect(audit.after).toBeNull();
    expect(changes).toBe(2);
    expect(await deleteCollege(actor, college._id, options)).toMatchObject({ ok: false, status: 404 });
  });
});

describe("the public directory read", () => {
  it("returns the seeded content in category and rank order, in the page's shape", async () => {
    const seededHere = (await prisma.college.count()) === 0;
    await seedCollegesIfEmpty(prisma);
    try {
      const colleges = await loadDirectoryColleges();
      expect(colleges.length).toBeGreaterThanOrEqual(allColleges.length);
      const madras = colleges.find((c) => c.slug === "iit-madras");
      const source = allColleges.find((c) => c.slug === "iit-madras");
      expect(madras).toEqual({
        slug: source?.slug,
        name: source?.name,
        shortName: source?.shortName,
        category: "btech",
        nirfRank: 1,
        city: "Chennai",
        state: "Tamil Nadu",
        rating: source?.rating,
        fees: source?.fees,
        totalFeesLakh: source?.totalFeesLakh,
        avgPackage: source?.avgPackage,
        accreditation: source?.accreditation,
        exams: source?.exams,
        branches: source?.branches,
        affiliation: null,
        description: source?.description,
      });
      for (const category of ["btech", "medical", "management"] as const) {
        const ranks = colleges.filter((c) => c.category === category).map((c) => c.nirfRank);
        expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      }
    } finally {
      if (seededHere) await prisma.college.deleteMany({ where: { slug: { in: allColleges.map((c) => c.slug) } } });
    }
  });
});
