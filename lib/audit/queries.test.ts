import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { disconnect, prisma } from "@/lib/db";
import { decodeCursor, encodeCursor } from "@/lib/pagination/keyset";
import { createUser } from "@/lib/testing/sessions";
import { listAuditEntries } from "./queries";

beforeEach(async () => {
  await prisma.auditLog.deleteMany();
});

afterAll(async () => {
  await prisma.auditLog.deleteMany();
  await prisma.user.deleteMany();
  await disconnect();
});

describe("the audit log, page by page", () => {
  it("walks every entry once, newest first, even when many share one timestamp", async () => {
    const at = new Date("2026-11-01T10:00:00Z");
    await prisma.auditLog.createMany({
      data: Array.from({ length: 120 }, (_, i) => ({ action: "college.update", entityType: "College", entityId: `c${i}`, createdAt: i < 100 ? at : new Date(at.getTime() + i) })),
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
    expect((await listAuditEntries({ actorId: admin.id })).items.map((entry) => entry.action).sort()).toEqual(["college.create", "staff.login"]);
    expect((await listAuditEntries({ entityType: "User" })).items.map((entry) => entry.action).sort()).toEqual(["staff.login", "staff.login-failed"]);
    expect((await listAuditEntries({ actorId: admin.id, entityType: "College" })).items).toHaveLength(1);
  });

  it("reads only cursors it wrote", () => {
    const position = { createdAt: new Date("2026-11-01T10:00:00.123Z"), id: "cmabc123" };
    expect(decodeCursor(encodeCursor(position))).toEqual(position);
    for (const junk of ["", "x", Buffer.from("not-a-date|id").toString("base64url"), Buffer.from("2026-01-01T00:00:00Z|a b").toString("base64url")]) {
      expect(decodeCursor(junk)).toBeNull();
    }
  });
});
