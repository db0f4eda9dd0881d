import { readFileSync } from "node:fs";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { disconnect, prisma } from "@/lib/db";
import { clearEnquiries } from "@/lib/testing/enquiries";
import { createUser } from "@/lib/testing/sessions";
import { guessMapping, REQUIRED_FIELDS } from "./fields";
import { dryRun, importLeads, previewFile } from "./run";

// The sample file the Import Leads page offers, as a person downloads it.
const sample = readFileSync("public/lead-import-sample.csv");

async function* upload(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  yield bytes;
}

let admin: { id: string };

beforeEach(async () => {
  await clearEnquiries();
  await prisma.user.updateMany({ where: { role: "COUNSELLOR" }, data: { onDuty: false } });
  admin = await createUser("ADMIN");
});

afterAll(async () => {
  await clearEnquiries();
  await disconnect();
});

describe("headings a spreadsheet uses, the City column and the sample file", () => {
  it("reads “12th %” as the 12th percentage, “Exam %” as the exam's score, and a City column as the city", () => {
    expect(guessMapping(["Student Name", "Email", "Phone", "Course", "12th %", "Exam %", "City"])).toEqual({
      name: 0,
      email: 1,
      mobile: 2,
      course: 3,
      percentage: 4,
      examPercentage: 5,
      city: 6,
    });
    expect(guessMapping(["name", "email", "mobile", "course", "% in 12th (%)", "Town"])).toMatchObject({ city: 5 });
  });

  it("the sample file maps every required field and the city, passes its dry run and imports with its cities", async () => {
    const preview = await previewFile(upload(sample));
    for (const field of [...REQUIRED_FIELDS, "city"] as const) expect(preview.mapping[field]).toBeTypeOf("number");
    expect(await dryRun(upload(sample), preview.mapping)).toMatchObject({ rows: 3, ready: 3, invalid: 0 });
    await importLeads({ name: "sample.csv", bytes: upload(sample) }, preview.mapping, admin.id);
    expect(await prisma.lead.findMany({ orderBy: { name: "asc" }, select: { name: true, city: true } })).toEqual([
      { name: "Asha Verma", city: "Lucknow" },
      { name: "Meera Nair", city: "Kochi" },
      { name: "Rohan Gupta", city: "Kanpur" },
    ]);
  });
});
