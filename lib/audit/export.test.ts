import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { disconnect, prisma } from "@/lib/db";
import { csvStream } from "@/lib/export/csv";
import { everyItem } from "@/lib/pagination/keyset";
import { clearEnquiries, storeLead } from "@/lib/testing/enquiries";
import { createUser } from "@/lib/testing/sessions";
import { auditCsvColumns, auditExportPage, auditExportSchema, auditExportWhere, type AuditExportFilter } from "./export";

const TEST_ACTION = "export-test";
const created: string[] = [];

/** The export's CSV, as a download would hold it. */
async function exported(filter: AuditExportFilter): Promise<string> {
  const where = { AND: [await auditExportWhere(filter), { action: TEST_ACTION }] };
  return new Response(
    csvStream(
      auditCsvColumns,
      everyItem((cursor, size) => auditExportPage(where, cursor, size)),
    ),
  ).text();
}

const entry = (entityType: string, entityId: string | null, createdAt: string, actorId: string | null = null) =>
  prisma.auditLog.create({
    data: {
      action: TEST_ACTION,
      entityType,
      entityId,
      actorId,
      after: { note: `${entityType} ${createdAt}` },
      createdAt: new Date(`${createdAt}+05:30`),
    },
  });

beforeEach(async () => {
  await clearEnquiries();
  await prisma.auditLog.deleteMany({ where: { action: TEST_ACTION } });
});

afterAll(async () => {
  await prisma.auditLog.deleteMany({ where: { action: TEST_ACTION } });
  await prisma.user.deleteMany({ where: { id: { in: created } } });
  await clearEnquiries();
  await disconnect();
});

describe("the audit export", () => {
  it("reads a person's e-mail or mobile and a window of days, refusing anything else", () => {
    expect(auditExportSchema.safeParse({ person: "Asha@Example.com", from: "2026-11-01", to: "2026-11-30" }).success).toBe(true);
    expect(auditExportSchema.safeParse({ person: "98765 43210" }).success).toBe(true);
    for (const bad of [{}, { person: "asha" }, { from: "2026-02-30" }, { from: "2026-11-30", to: "2026-11-01" }])
      expect(auditExportSchema.safeParse(bad).success).toBe(false);
  });

  it("gives every entry about one person, by e-mail or mobile: their enquiries, their account and what it did", async () => {
    const lead = await storeLead({ email: "asha@example.com", mobile: "+919876543210" });
    const other = await storeLead({ email: "ravi@example.com" });
    const user = await createUser("USER");
    created.push(user.id);
    await prisma.user.update({ where: { id: user.id }, data: { email: "ASHA@example.com", mobile: "+919876543210" } });
    await entry("Lead", lead.id, "2026-11-02T10:00:00");
    await entry("User", user.id, "2026-11-03T10:00:00");
    await entry("Blog", "b1", "2026-11-04T10:00:00", user.id);
    await entry("Lead", other.id, "2026-11-05T10:00:00");

    for (const person of ["asha@example.com", "9876543210"]) {
      const csv = await exported({ person });
      expect(csv).toContain("Lead 2026-11-02");
      expect(csv).toContain("User 2026-11-03");
      expect(csv).toContain("Blog 2026-11-04");
      expect(csv).not.toContain("Lead 2026-11-05");
    }
    const header = (await exported({ person: "asha@example.com" })).split("\n")[0];
    expect(header).toContain("Time (India),By,Action,In words,Record kind,Record id,Before,After");
  });

  it("gives every entry of a window of India days, and a person's within it", async () => {
    const lead = await storeLead({ email: "asha@example.com" });
    await entry("Lead", lead.id, "2026-11-09T23:59:00");
    await entry("Lead", lead.id, "2026-11-10T00:00:00");
    await entry("College", "c1", "2026-11-11T23:59:00");
    await entry("Lead", lead.id, "2026-11-12T00:00:00");

    const window = await exported({ from: "2026-11-10", to: "2026-11-11" });
    expect(window).toContain("Lead 2026-11-10T00:00:00");
    expect(window).toContain("College 2026-11-11T23:59:00");
    expect(window).not.toContain("2026-11-09");
    expect(window).not.toContain("2026-11-12");

    const both = await exported({ person: "asha@example.com", from: "2026-11-10", to: "2026-11-11" });
    expect(both).toContain("Lead 2026-11-10");
    expect(both).not.toContain("College");
  });
});
