import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { disconnect, prisma } from "@/lib/db";
import type { LeadStatus } from "@/lib/leads/pipeline";
import { clearEnquiries, storeLead } from "@/lib/testing/enquiries";
import { createUser } from "@/lib/testing/sessions";
import { bulkChangeLeads } from "./bulk";
import { BULK_MAX } from "./constants";
import { changeLead } from "./work";

// Who may call the action at all (its door) is the security suite's matrix (e2e/security/access.spec.ts).

// Meera and Ravi are admins, who may change anyone's leads; a counsellor's own-leads rule has its test below.
let meera: { userId: string; role: "ADMIN" | "COUNSELLOR"; name: string };
let ravi: { userId: string; role: "ADMIN" | "COUNSELLOR"; name: string };

const named = async (name: string, role: "ADMIN" | "COUNSELLOR" = "ADMIN") => {
  const user = await createUser(role);
  await prisma.user.update({ where: { id: user.id }, data: { name } });
  return { userId: user.id, role, name };
};

/** `count` leads at once, each with `data` (createMany: thousands in one insert). */
async function storeMany(count: number, data: { course?: string; status?: LeadStatus } = {}) {
  const stamp = Math.random().toString(36).slice(2, 8);
  await prisma.lead.createMany({
    data: Array.from({ length: count }, (_, n) => ({
      name: `Bulk ${stamp} ${n}`,
      email: `bulk-${stamp}-${n}@example.com`,
      mobile: `+9170${String(n).padStart(8, "0")}`,
      percentage: 70,
      course: data.course ?? "MBA",
      status: data.status ?? "NEW",
      noticeVersion: "test",
    })),
  });
}

const trail = (action: string) =>
  prisma.auditLog.findMany({
    where: { action },
    orderBy: { entityId: "asc" },
    select: { entityId: true, actorId: true, before: true, after: true },
  });

beforeEach(async () => {
  await clearEnquiries();
  await prisma.auditLog.deleteMany();
  await prisma.user.deleteMany();
  [meera, ravi] = [await named("Meera"), await named("Ravi")];
});

afterAll(async () => {
  await clearEnquiries();
  await prisma.auditLog.deleteMany();
  await prisma.user.deleteMany();
  await disconnect();
});

describe("a bulk status move", () => {
  it("moves the leads that may move, skips and reports the others by where they stand, one audit entry per moved lead", async () => {
    const fresh = [await storeLead(), await storeLead(), await storeLead()];
    const enrolled = [await storeLead({ status: "ENROLLED" }), await storeLead({ status: "ENROLLED" })];
    const contacted = await storeLead({ status: "CONTACTED" });
    const ids = [...fresh, ...enrolled, contacted].map((lead) => lead.id);

    expect(await bulkChangeLeads(meera, { kind: "page", ids }, { kind: "status", to: "CONTACTED" })).toEqual({
      ok: true,
      message: "Moved 3 leads to Contacted; 2 could not move from Enrolled to Contacted; 1 was already Contacted.",
      data: { changed: 3, skipped: 3 },
    });
    const rows = await prisma.lead.findMany({
      where: { id: { in: ids } },
      select: { id: true, status: true, version: true, firstResponseAt: true, furthestStage: true },
    });
    const byId = new Map(rows.map((row) => [row.id, row]));
    // Moved as one at a time would: answered, and counted in the funnel at the new step.
    for (const lead of fresh)
      expect(byId.get(lead.id)).toMatchObject({
        status: "CONTACTED",
        version: 1,
        firstResponseAt: expect.any(Date),
        furthestStage: "CONTACTED",
      });
    for (const lead of [...enrolled, contacted])
      expect(byId.get(lead.id)).toMatchObject({ status: lead.status, version: 0, firstResponseAt: null });
    // The same entries a single move writes: the lead's history reads them.
    expect(await trail("lead.status")).toEqual(
      fresh
        .map((lead) => ({ entityId: lead.id, actorId: meera.userId, before: { status: "NEW" }, after: { status: "CONTACTED" } }))
        .sort((a, b) => a.entityId.localeCompare(b.entityId)),
    );
    // A counsellor with one of them open, on the version seen before, is told who changed it.
    expect(await changeLead(ravi, fresh[0]!.id, 0, { kind: "status", to: "NOT_INTERESTED" })).toMatchObject({
      status: 409,
      message: expect.stringMatching(/^This lead was changed by Meera at /),
    });
  });

  it("refuses when no lead can move, and a status outside the pipeline", async () => {
    const enrolled = await storeLead({ status: "ENROLLED" });
    expect(await bulkChangeLeads(meera, { kind: "page", ids: [enrolled.id] }, { kind: "status", to: "NEW" })).toMatchObject({
      ok: false,
      status: 400,
      message: "No lead moved: 1 could not move from Enrolled to New.",
    });
    expect(
      await bulkChangeLeads(meera, { kind: "page", ids: [enrolled.id] }, { kind: "status", to: "WON" as LeadStatus }),
    ).toMatchObject({ status: 400 });
    expect(await prisma.auditLog.count()).toBe(0);
  });
});

describe("a bulk assignment", () => {
  it("hands each lead not already theirs to the assignee, new to them, audited by name like a single assignment", async () => {
    const nobodys = await storeLead({ assigneeSeenAt: null });
    const ravis = await storeLead({ assignedToId: ravi.userId, assigneeSeenAt: new Date() });
    const meeras = await storeLead({ assignedToId: meera.userId });
    const ids = [nobodys.id, ravis.id, meeras.id];

    expect(await bulkChangeLeads(ravi, { kind: "page", ids }, { kind: "assign", to: meera.userId })).toMatchObject({
      ok: true,
      message: "Assigned 2 leads to Meera; 1 was already with Meera.",
    });
    const rows = await prisma.lead.findMany({ where: { id: { in: ids } }, select: { assignedToId: true, assigneeSeenAt: true } });
    expect(rows).toEqual(ids.map(() => ({ assignedToId: meera.userId, assigneeSeenAt: null })));
    const expected = [
      { entityId: nobodys.id, actorId: ravi.userId, before: { assignedTo: null }, after: { assignedTo: "Meera" } },
      { entityId: ravis.id, actorId: ravi.userId, before: { assignedTo: "Ravi" }, after: { assignedTo: "Meera" } },
    ];
    expect(await trail("lead.assign")).toEqual(expected.sort((a, b) => a.entityId.localeCompare(b.entityId)));

    expect(await bulkChangeLeads(ravi, { kind: "page", ids: [meeras.id] }, { kind: "assign", to: null })).toMatchObject({
      ok: true,
      message: "Unassigned 1 lead.",
    });
  });

  it("assigns to active staff only, as a single assignment does", async () => {
    const lead = await storeLead();
    const visitor = await createUser("USER");
    await prisma.user.update({ where: { id: ravi.userId }, data: { disabledAt: new Date() } });
    for (const to of [visitor.id, ravi.userId, "not an id"]) {
      expect(await bulkChangeLeads(meera, { kind: "page", ids: [lead.id] }, { kind: "assign", to })).toEqual(
        expect.objectContaining({
          ok: false,
          status: 400,
          message: "Leads can be assigned to active counsellors and admins only.",
        }),
      );
    }
    expect(await prisma.auditLog.count()).toBe(0);
  });
});

describe("a counsellor's bulk change", () => {
  it("touches only their own leads, on a page or all matching, and says how many were someone else's", async () => {
    const kiran = await named("Kiran", "COUNSELLOR");
    const own = [await storeLead({ assignedToId: kiran.userId }), await storeLead({ assignedToId: kiran.userId })];
    const others = [await storeLead({ assignedToId: ravi.userId }), await storeLead()];
    const ids = [...own, ...others].map((lead) => lead.id);

    expect(await bulkChangeLeads(kiran, { kind: "page", ids }, { kind: "status", to: "CONTACTED" })).toMatchObject({
      ok: true,
      message: "Moved 2 leads to Contacted; 2 not yours (a counsellor changes only their own leads).",
    });
    expect(await bulkChangeLeads(kiran, { kind: "matching", filter: "" }, { kind: "assign", to: meera.userId })).toMatchObject({
      ok: true,
      message: "Assigned 2 leads to Meera; 2 not yours (a counsellor changes only their own leads).",
    });
    const rows = await prisma.lead.findMany({
      where: { id: { in: ids } },
      select: { id: true, status: true, assignedToId: true },
    });
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const lead of own) expect(byId.get(lead.id)).toEqual({ id: lead.id, status: "CONTACTED", assignedToId: meera.userId });
    expect(byId.get(others[0]!.id)).toEqual({ id: others[0]!.id, status: "NEW", assignedToId: ravi.userId });
    expect(byId.get(others[1]!.id)).toEqual({ id: others[1]!.id, status: "NEW", assignedToId: null });
    // Nothing of theirs left: refused, nothing audited beyond the four changes above.
    expect(await bulkChangeLeads(kiran, { kind: "page", ids }, { kind: "assign", to: kiran.userId })).toMatchObject({
      ok: false,
      status: 400,
      message: "No lead reassigned: 4 not yours (a counsellor changes only their own leads).",
    });
    expect(await prisma.auditLog.count()).toBe(4);
  });
});

describe("what a bulk change is for", () => {
  it("resolves 'all matching' from the filter on the server, beyond one page and one batch", async () => {
    await storeMany(260, { course: "BCA" });
    await storeMany(5, { course: "MBBS" });
    expect(
      await bulkChangeLeads(
        meera,
        { kind: "matching", filter: "course=BCA&cursor=whatever" },
        { kind: "assign", to: ravi.userId },
      ),
    ).toMatchObject({
      ok: true,
      message: "Assigned 260 leads to Ravi.",
    });
    expect(await prisma.lead.groupBy({ by: ["course", "assignedToId"], _count: true, orderBy: { course: "asc" } })).toEqual([
      { course: "BCA", assignedToId: ravi.userId, _count: 260 },
      { course: "MBBS", assignedToId: null, _count: 5 },
    ]);
    expect(await prisma.auditLog.count({ where: { action: "lead.assign" } })).toBe(260);
    // The viewer's own view: "mine" is the caller's leads, whoever sent the filter.
    expect(
      await bulkChangeLeads(meera, { kind: "matching", filter: "view=mine" }, { kind: "status", to: "CONTACTED" }),
    ).toMatchObject({ ok: false, message: "Select at least one lead." });
  });

  it("refuses more than the cap with the count, changing nothing", async () => {
    await storeMany(BULK_MAX + 1);
    expect(await bulkChangeLeads(meera, { kind: "matching", filter: "" }, { kind: "status", to: "CONTACTED" })).toEqual(
      expect.objectContaining({
        ok: false,
        status: 400,
        message: "5,001 leads match this filter; a bulk change takes at most 5,000. Narrow the filters and try again.",
      }),
    );
    expect(await prisma.lead.count({ where: { status: "NEW" } })).toBe(BULK_MAX + 1);
    expect(await prisma.auditLog.count()).toBe(0);
    // Exactly the cap is taken.
    await prisma.lead.deleteMany({ where: { id: (await prisma.lead.findFirstOrThrow()).id } });
    expect(await bulkChangeLeads(meera, { kind: "matching", filter: "" }, { kind: "status", to: "CONTACTED" })).toMatchObject({
      ok: true,
      data: { changed: BULK_MAX },
    });
  });

  it("takes ids from the browser for one page only", async () => {
    const lead = await storeLead();
    const tooMany = [lead.id, ...Array.from({ length: 500 }, (_, n) => `c${String(n).padStart(24, "0")}`)];
    expect(await bulkChangeLeads(meera, { kind: "page", ids: tooMany }, { kind: "status", to: "CONTACTED" })).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(
      await bulkChangeLeads(meera, { kind: "page", ids: ["'; drop table"] }, { kind: "status", to: "CONTACTED" }),
    ).toMatchObject({ ok: false, status: 400 });
    expect(await bulkChangeLeads(meera, { kind: "list" } as never, { kind: "status", to: "CONTACTED" })).toMatchObject({
      ok: false,
      status: 400,
    });
    expect((await prisma.lead.findUniqueOrThrow({ where: { id: lead.id } })).status).toBe("NEW");
  });
});
