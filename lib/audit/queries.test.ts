import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { disconnect, prisma } from "@/lib/db";
import { decodeCursor, encodeCursor } from "@/lib/pagination/keyset";
import { clearEnquiries, storeLead } from "@/lib/testing/enquiries";
import { createUser } from "@/lib/testing/sessions";
import { describeAuditEntries, listAuditEntries, nameAssignees } from "./queries";

beforeEach(async () => {
  await prisma.auditLog.deleteMany();
});

afterAll(async () => {
  await prisma.auditLog.deleteMany();
  await clearEnquiries();
  await prisma.user.deleteMany();
  await disconnect();
});

describe("the audit log, page by page", () => {
  it("walks every entry once, newest first, even when many share one timestamp", async () => {
    const at = new Date("2026-11-01T10:00:00Z");
    await prisma.auditLog.createMany({
      data: Array.from({ length: 120 }, (_, i) => ({
        action: "college.update",
        entityType: "College",
        entityId: `c${i}`,
        createdAt: i < 100 ? at : new Date(at.getTime() + i),
      })),
    });
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await listAuditEntries({ cursor }, 50);
      seen.push(...page.items.map((entry) => entry.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toHaveLength(120);
    expect(new Set(seen).size).toBe(120);
    const all = await prisma.auditLog.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: { id: true } });
    expect(seen).toEqual(all.map((entry) => entry.id));
  });

  it("filters by person and by entity", async () => {
    const admin = await createUser("ADMIN");
    await prisma.auditLog.createMany({
      data: [
        { actorId: admin.id, action: "staff.login", entityType: "User", entityId: admin.id },
        { actorId: admin.id, action: "college.create", entityType: "College", entityId: "c1" },
        { actorId: null, action: "staff.login-failed", entityType: "User" },
      ],
    });
    expect((await listAuditEntries({ actorId: admin.id })).items.map((entry) => entry.action).sort()).toEqual([
      "college.create",
      "staff.login",
    ]);
    expect((await listAuditEntries({ entityType: "User" })).items.map((entry) => entry.action).sort()).toEqual([
      "staff.login",
      "staff.login-failed",
    ]);
    expect((await listAuditEntries({ actorId: admin.id, entityType: "College" })).items).toHaveLength(1);
  });

  it("reads only cursors it wrote", () => {
    const position = { createdAt: new Date("2026-11-01T10:00:00.123Z"), id: "cmabc123" };
    expect(decodeCursor(encodeCursor(position))).toEqual(position);
    for (const junk of [
      "",
      "x",
      Buffer.from("not-a-date|id").toString("base64url"),
      Buffer.from("2026-01-01T00:00:00Z|a b").toString("base64url"),
    ]) {
      expect(decodeCursor(junk)).toBeNull();
    }
  });
});

describe("the audit log in words", () => {
  it("names people and leads with links, says actions in words, and shows times in India time", async () => {
    const admin = await createUser("ADMIN");
    const counsellor = await createUser("COUNSELLOR");
    const lead = await storeLead();
    await prisma.auditLog.createMany({
      data: [
        {
          actorId: admin.id,
          action: "lead.follow-up",
          entityType: "Lead",
          entityId: lead.id,
          before: { nextFollowUpAt: null },
          after: { nextFollowUpAt: "2026-11-24T04:30:00.000Z" },
          createdAt: new Date("2026-11-23T20:00:00Z"),
        },
        // An entry from before assignments were recorded by name: the id becomes the person.
        {
          actorId: admin.id,
          action: "lead.assign",
          entityType: "Lead",
          entityId: lead.id,
          before: { assignedToId: null },
          after: { assignedToId: counsellor.id },
        },
        {
          actorId: admin.id,
          action: "staff.create",
          entityType: "User",
          entityId: counsellor.id,
          after: { name: "Test COUNSELLOR", disabled: false },
        },
        { actorId: null, action: "blog.delete", entityType: "Blog", entityId: "gone", before: { title: "Old news" } },
      ],
    });
    const entries = await describeAuditEntries((await listAuditEntries({})).items);
    const followUp = entries.find((entry) => entry.words === "set the follow-up");
    expect(followUp).toMatchObject({
      actor: { label: `Test ADMIN (${admin.username})`, href: "/admin/staff" },
      words: "set the follow-up",
      subject: { label: `Lead: ${lead.name}`, href: `/admin/contacts/${lead.id}` },
      // 04:30 UTC is 10:00 in India; the entry itself was made at 01:30 India time the next day.
      changes: [{ field: "Follow-up", before: "none", after: "24 Nov 2026, 10:00 am" }],
    });
    expect(followUp!.createdAt.toISOString()).toBe("2026-11-23T20:00:00.000Z");
    expect(entries.find((entry) => entry.words === "changed the assignment")!.changes).toEqual([
      { field: "Assigned to", before: "none", after: "Test COUNSELLOR" },
    ]);
    expect(entries.find((entry) => entry.words === "added a staff account")).toMatchObject({
      subject: { label: `Account: Test COUNSELLOR (${counsellor.username})`, href: "/admin/staff" },
      changes: [
        { field: "Name", before: null, after: "Test COUNSELLOR" },
        { field: "Disabled", before: null, after: "No" },
      ],
    });
    expect(entries.find((entry) => entry.words === "deleted a blog")).toMatchObject({
      actor: null,
      subject: { label: "Blog: Old news (no longer there)", href: null },
    });
  });

  it("names the assignee of older history entries, with one lookup for them all", async () => {
    const counsellor = await createUser("COUNSELLOR");
    const entries = [
      { before: { assignedToId: null }, after: { assignedToId: counsellor.id } },
      { before: { assignedToId: counsellor.id }, after: { assignedToId: "cmwty5r5f002f7p7dv3phu4g6" } },
      { before: { assignedTo: null }, after: { assignedTo: "Meera" } },
    ];
    expect(await nameAssignees(entries)).toEqual([
      { before: { assignedTo: null }, after: { assignedTo: "Test COUNSELLOR" } },
      { before: { assignedTo: "Test COUNSELLOR" }, after: { assignedTo: "an account no longer there" } },
      { before: { assignedTo: null }, after: { assignedTo: "Meera" } },
    ]);
  });
});
