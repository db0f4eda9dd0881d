import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { disconnect, pgPool } from "@/lib/db";
import { institutes } from "@/content/josaa/institutes";
import { JOSAA_HEADER, JosaaFileError, parseJosaaFile } from "./import";
import { importJosaaFiles, SHIPPED_JOSAA_DIR } from "./import-files";

// The shipped files themselves, so the rows checked are JoSAA's, not made up.
const shipped = (year: number) => readFileSync(path.join(SHIPPED_JOSAA_DIR, `josaa-orcr-${year}.csv.gz`));
const HEADER = JOSAA_HEADER.join(",");
const csv = (...lines: string[]) => new TextEncoder().encode([HEADER, ...lines].join("\n") + "\n");
const IITB_CSE = `"Indian Institute  of Technology Bombay","Computer Science and Engineering (4 Years, Bachelor of Technology)"`;

function refusal(bytes: Uint8Array): JosaaFileError {
  try {
    parseJosaaFile(bytes);
  } catch (error) {
    if (error instanceof JosaaFileError) return error;
    throw error;
  }
  throw new Error("the file was accepted");
}

describe("parseJosaaFile on the shipped years", () => {
  const years = { 2023: parseJosaaFile(shipped(2023)), 2024: parseJosaaFile(shipped(2024)), 2025: parseJosaaFile(shipped(2025)) };

  it("reads every row SOURCES.md counts, gzipped as shipped", () => {
    expect(years[2023]).toHaveLength(62_859);
    expect(years[2024]).toHaveLength(56_913);
    expect(years[2025]).toHaveLength(72_183);
  });

  it("keeps JoSAA's figures: IIT Bombay CSE closed at 66 in 2025's round 6, NIT Trichy's other-state seat at 1,449", () => {
    const find = (year: 2023 | 2024 | 2025, round: number, slug: string, quota: string) =>
      years[year].find(
        (row) =>
          row.round === round &&
          row.instituteSlug === slug &&
          row.program === "Computer Science and Engineering (4 Years, Bachelor of Technology)" &&
          row.quota === quota &&
          row.seatType === "OPEN" &&
          row.gender === "Gender-Neutral",
      );
    expect(find(2025, 6, "iit-bombay", "AI")).toMatchObject({ openingRank: 1, closingRank: 66, preparatory: false });
    expect(find(2025, 6, "nit-trichy", "OS")).toMatchObject({ openingRank: 659, closingRank: 1449 });
    expect(find(2024, 5, "nit-trichy", "OS")).toMatchObject({ openingRank: 299, closingRank: 1224 });
    // 2023's rounds 1–5 carry no preparatory flag (SOURCES.md, gap 1): unknown, not "no".
    expect(find(2023, 1, "iit-bombay", "AI")?.preparatory).toBeNull();
  });

  it("reads a program name with JoSAA's embedded newline as one row, whitespace collapsed", () => {
    const cyber = years[2025].filter((row) =>
      row.program.startsWith("Computer Science and Engineering with specialization in Cyber"),
    );
    expect(cyber.length).toBeGreaterThan(0);
    expect(cyber.every((row) => !/\s{2}|\n/.test(row.program))).toBe(true);
  });

  it("marks the preparatory rows: IIT Bombay Aerospace, OBC-NCL (PwD), female-only, 75P in 2025's round 6", () => {
    const row = years[2025].find(
      (r) =>
        r.round === 6 &&
        r.instituteSlug === "iit-bombay" &&
        r.program.startsWith("Aerospace Engineering (4 Years") &&
        r.seatType === "OBC-NCL (PwD)" &&
        r.gender.startsWith("Female"),
    );
    expect(row).toMatchObject({ closingRank: 75, preparatory: true });
  });

  it("ties JoSAA's renames to one institute: IIIT Manipur in 2023 and IIIT Senapati Manipur in 2024", () => {
    const slugsOf = (year: 2023 | 2024) =>
      new Set(years[year].filter((row) => row.instituteSlug === "iiit-manipur").map((r) => r.institute));
    expect([...slugsOf(2023)]).toEqual(["Indian Institute of Information Technology Manipur"]);
    expect([...slugsOf(2024)]).toEqual(["INDIAN INSTITUTE OF INFORMATION TECHNOLOGY SENAPATI MANIPUR"]);
  });

  it("has a state and a kind for every institute in the data, and no compiled institute the data lacks", () => {
    const inData = new Set(Object.values(years).flatMap((rows) => rows.map((row) => row.instituteSlug)));
    expect([...inData].sort()).toEqual(institutes.map((institute) => institute.slug).sort());
    expect(new Set(institutes.map((institute) => institute.slug)).size).toBe(institutes.length);
  });
});

describe("parseJosaaFile refuses a bad file, naming the line", () => {
  it("a wrong header", () => {
    expect(refusal(new TextEncoder().encode("year,round,institute\n2025,1,x\n")).message).toMatch(/^Line 1: the header must be/);
  });

  it("a rank that is not a positive whole number", () => {
    const error = refusal(
      csv(`2025,6,${IITB_CSE},AI,OPEN,Gender-Neutral,1,66,0`, `2025,6,${IITB_CSE},AI,OPEN,Gender-Neutral,1,66P,0`),
    );
    expect(error.message).toBe('Line 3: closing_rank "66P" is not a positive whole number.');
    expect(refusal(csv(`2025,6,${IITB_CSE},AI,OPEN,Gender-Neutral,0,66,0`)).message).toMatch(/^Line 2: opening_rank "0"/);
  });

  it("an unknown quota, an institute without compiled facts, a repeated key, a second year", () => {
    expect(refusal(csv(`2025,6,${IITB_CSE},XX,OPEN,Gender-Neutral,1,66,0`)).message).toMatch(/^Line 2: quota "XX" is not one of/);
    expect(refusal(csv(`2025,6,"Nowhere Institute","B.Tech",AI,OPEN,Gender-Neutral,1,66,0`)).message).toMatch(
      /^Line 2: institute "Nowhere Institute" has no state or kind yet/,
    );
    const row = `2025,6,${IITB_CSE},AI,OPEN,Gender-Neutral,1,66,0`;
    expect(refusal(csv(row, row)).message).toMatch(/^Line 3: the same round/);
    expect(refusal(csv(row, row.replace("2025", "2024"))).message).toMatch(/^Line 3: year 2024 in a file of 2025/);
  });
});

describe("importJosaaFiles (real PostgreSQL)", () => {
  beforeAll(async () => {
    await pgPool().query(`DELETE FROM "JosaaCutoff"; DELETE FROM "JosaaImport"`);
  });
  afterAll(async () => {
    await pgPool().query(`DELETE FROM "JosaaCutoff"; DELETE FROM "JosaaImport"`);
    await disconnect();
  });

  it("loads a whole year and replaces it when imported again", async () => {
    const [done] = await importJosaaFiles(pgPool(), [{ name: "2025.csv.gz", bytes: shipped(2025) }]);
    expect(done).toEqual({ year: 2025, rows: 72_183, rounds: 6 });
    const count = async () =>
      (await pgPool().query(`SELECT count(*)::int AS n FROM "JosaaCutoff" WHERE "year" = 2025`)).rows[0].n;
    expect(await count()).toBe(72_183);
    const small = csv(`2025,6,${IITB_CSE},AI,OPEN,Gender-Neutral,1,66,0`);
    await importJosaaFiles(pgPool(), [{ name: "small.csv", bytes: gzipSync(small) }]);
    expect(await count()).toBe(1);
  });

  it("changes nothing when any file of the batch is bad", async () => {
    const before = (await pgPool().query(`SELECT count(*)::int AS n FROM "JosaaCutoff"`)).rows[0].n;
    await expect(
      importJosaaFiles(pgPool(), [
        { name: "2024.csv.gz", bytes: shipped(2024) },
        { name: "bad.csv", bytes: csv(`2025,6,${IITB_CSE},AI,OPEN,Gender-Neutral,one,66,0`) },
      ]),
    ).rejects.toThrow('bad.csv: Line 2: opening_rank "one" is not a positive whole number.');
    expect((await pgPool().query(`SELECT count(*)::int AS n FROM "JosaaCutoff"`)).rows[0].n).toBe(before);
  });
});
