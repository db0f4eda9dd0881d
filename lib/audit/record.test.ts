import { afterAll, describe, expect, it } from "vitest";
import { disconnect, prisma } from "@/lib/db";
import { recordAudit } from "./record";

const entityType = `AuditTest${Date.now()}`;

afterAll(async () => {
  await prisma.auditLog.deleteMany({ where: { entityType } });
  await disconnect();
});

describe("recordAudit", () => {
  it("writes through the client or inside a transaction, and a rolled-back change leaves no entry", async () => {
    await recordAudit(prisma, { actorId: null, action: "user.login-failed", entityType, entityId: "u1" });
    await prisma.$transaction((tx) =>
      recordAudit(tx, { actorId: null, action: "thing.update", entityType, entityId: "t1", before: { a: 1 }, after: { a: 2 } }),
    );
    await expect(
      prisma.$transaction(async (tx) => {
        await recordAudit(tx, { actorId: null, action: "thing.delete", entityType, entityId: "t1", before: { a: 2 } });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");

    const entries = await prisma.auditLog.findMany({ where: { entityType }, orderBy: { createdAt: "asc" } });
    expect(entries.map(({ action, entityId, before, after }) => ({ action, entityId, before, after }))).toEqual([
      { action: "user.login-failed", entityId: "u1", before: null, after: null },
      { action: "thing.update", entityId: "t1", before: { a: 1 }, after: { a: 2 } },
    ]);
  });
});
