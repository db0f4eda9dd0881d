import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { disconnect, prisma } from "@/lib/db";
import { leadsPerDay } from "@/lib/dashboard/queries";
import { readRange } from "@/lib/dashboard/range";
import { clearEnquiries, storeLead } from "@/lib/testing/enquiries";
import { createUser } from "@/lib/testing/sessions";
import { guessMapping } from "./fields";
import { csvRecords, ImportRefusal, TOO_LARGE_MESSAGE } from "./read";
import { dryRun, importLeads, previewFile } from "./run";

// Real PostgreSQL: idempotence and duplicate flags rest on what is stored.

/** The text as an upload arrives: in small chunks, so a character's bytes are split between two. */
async function* upload(text: string | Uint8Array, chunkBytes = 7): AsyncGenerator<Uint8Array> {
  const bytes = typeof text === "string" ? Buffer.from(text, "utf8") : text;
  for (let start = 0; start < bytes.length; start += chunkBytes) yield bytes.subarray(start, start + chunkBytes);
}

const BOM = "\ufeff";
// A Meta lead-form export, saved by a spreadsheet with semicolons; row 4 has a bad mobile and e-mail.
const metaFile = [
  `${BOM}full_name;phone_number;email;course;12th percentage;campaign_name`,
  "Asha Verma;+91 98765 43210;Asha@Example.com;MBA;81.5;diwali-fair",
  `"Rohan; Kumar";09876543211;rohan@example.com;b.tech;74;diwali-fair`,
  "Bad Row;12345;not-an-email;MBA;70;diwali-fair",
  ";;;;;",
  `"=HYPERLINK(""http://evil.example"")";9876543212;formula@example.com;BCA;65;`,
].join("\r\n");

let admin: { id: string };
let counsellor: { id: string };

beforeEach(async () => {
  await clearEnquiries();
  await prisma.assignmentRule.deleteMany();
  await prisma.auditLog.deleteMany({ where: { entityType: "Lead" } });
  await prisma.user.updateMany({ where: { role: "COUNSELLOR" }, data: { onDuty: false } });
  admin = await createUser("ADMIN");
  counsellor = await createUser("COUNSELLOR");
  await prisma.user.update({ where: { id: counsellor.id }, data: { onDuty: true } });
});

afterAll(async () => {
  await clearEnquiries();
  // Later files assume nobody is on duty unless they say so: a lead of theirs would be assigned here.
  await prisma.user.updateMany({ where: { role: "COUNSELLOR" }, data: { onDuty: false } });
  await disconnect();
});

const importMeta = (text = metaFile, name = "meta-leads.csv") => importLeads({ name, bytes: upload(text) }, undefined, admin.id);

describe("reading the file", () => {
  it("recognises Meta's and Google's headings, and semicolons behind a byte-order mark", async () => {
    const preview = await previewFile(upload(metaFile));
    expect(preview.headings).toEqual(["full_name", "phone_number", "email", "course", "12th percentage", "campaign_name"]);
    expect(preview.rows[1]).toEqual(["Rohan; Kumar", "09876543211", "rohan@example.com", "b.tech", "74", "diwali-fair"]);
    expect(preview.mapping).toEqual({ name: 0, mobile: 1, email: 2, course: 3, percentage: 4, utm_campaign: 5 });
    expect(guessMapping(["Full Name", "User Email", "User Phone", "Campaign", "Course", "Percentage"])).toEqual({
      name: 0,
      email: 1,
      mobile: 2,
      utm_campaign: 3,
      course: 4,
      percentage: 5,
    });
  });

  it("keeps commas inside quotes and cells over several lines", async () => {
    const preview = await previewFile(upload(`Name,Email,Mobile\n"Verma, Asha","a@example.com","98765\n43210"\n`));
    expect(preview.rows).toEqual([["Verma, Asha", "a@example.com", "98765\n43210"]]);
  });

  it("stops reading a file at the size limit", async () => {
    const records = csvRecords(upload(`name,email\n${"Asha,a@example.com\n".repeat(100)}`, 64), 1000);
    const read: string[][] = [];
    const refusal = await (async () => {
      for await (const record of records) read.push(record.cells);
    })().catch((error: unknown) => error);
    expect(refusal).toMatchObject({ status: 413, message: TOO_LARGE_MESSAGE });
    expect(read.length).toBeLessThan(60);
  });

  it.each([
    ["bytes that are not UTF-8", Buffer.from([0x4e, 0x61, 0x6d, 0x65, 0x0a, 0xff, 0xfe, 0x0a]), 415, /not UTF-8/],
    ["a binary file", Buffer.from("PK\u0003\u0004\u0000\u0000xl/workbook.xml"), 415, /not a CSV file/],
    ["an empty file", Buffer.from(""), 400, /empty/],
    ["a quote left open", Buffer.from(`name,email\n"Asha,a@example.com\n`), 400, /not well-formed CSV/],
  ])("refuses %s", async (_what, bytes, status, message) => {
    const refusal = await dryRun(upload(bytes)).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ImportRefusal);
    expect(refusal).toMatchObject({ status, message: expect.stringMatching(message) });
  });

  it.each([
    [
      "more than 64 columns",
      `name,email\nAsha,a@example.com\n${"x,".repeat(64)}x\n`,
      /^Row 3 has 65 columns: a lead list may have at most 64\.$/,
    ],
    [
      "over 8 KB",
      `name,email\nAsha,a@example.com\nRohan,r@example.com\n"${"x".repeat(8200)}",b@example.com\n`,
      /^Row 4 is longer than 8 KB/,
    ],
    ["over 8 KB in bytes, not in characters", `name,email\n${"आ".repeat(3000)},a@example.com\n`, /^Row 2 is longer than 8 KB/],
  ])("refuses a row of %s, naming it", async (_what, text, message) => {
    const refusal = await (async () => {
      for await (const record of csvRecords(upload(text))) void record;
    })().catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ImportRefusal);
    expect(refusal).toMatchObject({ status: 400, message: expect.stringMatching(message) });
  });
});

describe("the dry run", () => {
  it("lists every bad row's problems by row, field and message, and counts the rest", async () => {
    const report = await dryRun(upload(metaFile));
    expect(report).toEqual({
      rows: 4,
      ready: 3,
      invalid: 1,
      alreadyImported: 0,
      problems: [
        { row: 4, field: "E-mail", message: "Enter a valid e-mail address, like name@example.com" },
        { row: 4, field: "Mobile", message: "Enter a valid 10-digit Indian mobile number" },
      ],
    });
    expect(await prisma.lead.count()).toBe(0);
  });

  it("refuses a mapping without a required field, naming it", async () => {
    const refusal = await dryRun(upload(metaFile), { name: 0, email: 2, mobile: 1, course: 3 }).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ status: 400, message: "Choose the column that holds each required field: 12th percentage." });
  });
});

describe("the import", () => {
  it("stores the good rows as imported leads, assigned, and audits the counts", async () => {
    const report = await importMeta();
    expect(report).toMatchObject({ rows: 4, imported: 3, duplicates: 0, invalid: 1, alreadyImported: 0 });
    expect(report.problems.map((problem) => problem.row)).toEqual([4, 4]);

    const leads = await prisma.lead.findMany({ orderBy: { mobile: "asc" } });
    expect(
      leads.map((lead) => [
        lead.name,
        lead.email,
        lead.mobile,
        lead.course,
        lead.source,
        lead.importFile,
        lead.assignedToId,
        lead.utmCampaign,
      ]),
    ).toEqual([
      ["Asha Verma", "asha@example.com", "+919876543210", "MBA", "IMPORT", "meta-leads.csv", counsellor.id, "diwali-fair"],
      ["Rohan; Kumar", "rohan@example.com", "+919876543211", "B.TECH", "IMPORT", "meta-leads.csv", counsellor.id, "diwali-fair"],
      // A formula is kept as the text it is (the exports escape it).
      [
        '=HYPERLINK("http://evil.example")',
        "formula@example.com",
        "+919876543212",
        "BCA",
        "IMPORT",
        "meta-leads.csv",
        counsellor.id,
        null,
      ],
    ]);
    // Each with the consent given on Meta's form: to the enquiry, never to marketing.
    const consents = await prisma.consent.findMany({ where: { enquiryId: { in: leads.map((lead) => lead.id) } } });
    expect(consents.map(({ form, purpose, method }) => ({ form, purpose, method }))).toEqual(
      Array(3).fill({ form: "lead", purpose: "ENQUIRY", method: "IMPORT" }),
    );
    const audit = await prisma.auditLog.findFirstOrThrow({ where: { action: "lead.import" } });
    expect(audit).toMatchObject({
      actorId: admin.id,
      after: { file: "meta-leads.csv", rows: 4, imported: 3, duplicates: 0, invalid: 1, alreadyImported: 0 },
    });
    expect(await prisma.auditLog.count({ where: { action: "lead.assign-rotation" } })).toBe(3);

    // The dashboard counts them as a source of their own.
    const today = await leadsPerDay({ range: readRange(new URLSearchParams("days=7")).range });
    expect(today.at(-1)).toMatchObject({ IMPORT: 3, MODAL: 0, CONTACT_PAGE: 0, API: 0 });
  });

  it("imports nothing twice: the same file again, or its rows in another file, are skipped", async () => {
    await importMeta();
    const again = await importMeta();
    expect(again).toMatchObject({ rows: 4, imported: 0, alreadyImported: 3, invalid: 1 });
    const renamed = await importMeta(metaFile.replace("Asha Verma", "  Asha Verma "), "copy.csv");
    expect(renamed).toMatchObject({ imported: 0, alreadyImported: 3 });
    expect(await prisma.lead.count()).toBe(3);
    expect(await dryRun(upload(metaFile))).toMatchObject({ ready: 0, alreadyImported: 3 });
  });

  it("flags a row whose mobile or e-mail enquired within 24 hours, and keeps it", async () => {
    const earlier = await storeLead({ email: "rohan@example.com", mobile: "+919999999999", assignedToId: counsellor.id });
    const report = await importMeta();
    expect(report).toMatchObject({ imported: 3, duplicates: 1 });
    const rohan = await prisma.lead.findFirstOrThrow({ where: { email: "rohan@example.com", source: "IMPORT" } });
    expect(rohan.duplicateOfId).toBe(earlier.id);
  });

  it("flags a row repeating an earlier row of the same file, and gives it to the same counsellor", async () => {
    const second = await createUser("COUNSELLOR");
    await prisma.user.update({ where: { id: second.id }, data: { onDuty: true } });
    const file = [
      "name,mobile,email,course,percentage",
      "Asha,9876543210,asha@example.com,MBA,80",
      "Ravi,9876543219,ravi@example.com,MBA,70",
      "Asha again,9876543210,asha2@example.com,BCA,81",
    ].join("\n");
    expect(await importMeta(file)).toMatchObject({ imported: 3, duplicates: 1 });
    const [asha, ravi, again] = await Promise.all(
      ["asha@example.com", "ravi@example.com", "asha2@example.com"].map((email) =>
        prisma.lead.findFirstOrThrow({ where: { email } }),
      ),
    );
    expect(again!.duplicateOfId).toBe(asha!.id);
    expect(again!.assignedToId).toBe(asha!.assignedToId);
    // The rotation takes turns: the two first-time enquirers went to different counsellors.
    expect(new Set([asha!.assignedToId, ravi!.assignedToId])).toEqual(new Set([counsellor.id, second.id]));
    expect(await prisma.auditLog.count({ where: { action: "lead.assign-repeat", entityId: again!.id } })).toBe(1);
  });

  it("stores nothing from a file refused halfway through", async () => {
    const good = "Asha Verma,9876543210,asha@example.com,MBA,80\n";
    const broken = `name,mobile,email,course,percentage\n${good}"Unclosed,9876543211,b@example.com,MBA,70\n`;
    await expect(importLeads({ name: "broken.csv", bytes: upload(broken) }, undefined, admin.id)).rejects.toMatchObject({
      status: 400,
    });
    expect(await prisma.lead.count()).toBe(0);
    expect(await prisma.auditLog.count({ where: { action: "lead.import" } })).toBe(0);
  });
});
