import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { disconnect, prisma } from "@/lib/db";
import { clearEnquiries, storeLead } from "@/lib/testing/enquiries";
import { createUser } from "@/lib/testing/sessions";
import { countUnreadLeads, markLeadSeen } from "./unread";
import { addLeadNote, changeLead, recordCallOutcome, recordContactAttempt, type ContactChannel } from "./work";

let meera: { userId: string; role: "COUNSELLOR"; name: string };
let ravi: { userId: string; role: "COUNSELLOR"; name: string };

beforeEach(async () => {
  await clearEnquiries();
  await prisma.auditLog.deleteMany();
  const [a, b] = [await createUser("COUNSELLOR"), await createUser("COUNSELLOR")];
  await prisma.user.update({ where: { id: a.id }, data: { name: "Meera" } });
  await prisma.user.update({ where: { id: b.id }, data: { name: "Ravi" } });
  meera = { userId: a.id, role: "COUNSELLOR", name: "Meera" };
  ravi = { userId: b.id, role: "COUNSELLOR", name: "Ravi" };
});

afterAll(async () => {
  await clearEnquiries();
  await prisma.auditLog.deleteMany();
  await prisma.user.deleteMany();
  await disconnect();
});

describe("working a lead", () => {
  it("moves along the pipeline by its allowed steps only, each audited with old and new values", async () => {
    const lead = await storeLead();
    expect(await changeLead(meera, lead.id, 0, { kind: "status", to: "APPLIED" })).toMatchObject({
      ok: false,
      status: 400,
      message: "A lead cannot move from New to Applied.",
    });
    expect(await changeLead(meera, lead.id, 0, { kind: "status", to: "CONTACTED" })).toEqual({
      ok: true,
      message: "Status updated.",
      data: { version: 1 },
    });
    expect(await changeLead(meera, lead.id, 1, { kind: "status", to: "COUNSELLING_SCHEDULED" })).toMatchObject({
      ok: true,
      data: { version: 2 },
    });
    expect(await changeLead(meera, lead.id, 2, { kind: "status", to: "NEW" })).toMatchObject({ ok: false, status: 400 });
    expect(await changeLead(meera, lead.id, 2, { kind: "status", to: "BOGUS" as never })).toMatchObject({
      ok: false,
      status: 400,
    });
    const trail = await prisma.auditLog.findMany({ where: { entityId: lead.id }, orderBy: { createdAt: "asc" } });
    expect(trail.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ["lead.status", { status: "NEW" }, { status: "CONTACTED" }],
      ["lead.status", { status: "CONTACTED" }, { status: "COUNSELLING_SCHEDULED" }],
    ]);
    expect((await prisma.lead.findUniqueOrThrow({ where: { id: lead.id } })).status).toBe("COUNSELLING_SCHEDULED");
  });

  it("keeps the furthest step a lead reached, for the funnel, when it loses interest or steps back", async () => {
    const lead = await storeLead();
    const moves = ["CONTACTED", "COUNSELLING_SCHEDULED", "CONTACTED", "NOT_INTERESTED", "CONTACTED"] as const;
    const reached = [];
    for (const [version, to] of moves.entries()) {
      expect(await changeLead(meera, lead.id, version, { kind: "status", to })).toMatchObject({ ok: true });
      reached.push((await prisma.lead.findUniqueOrThrow({ where: { id: lead.id } })).furthestStage);
    }
    expect(reached).toEqual([
      "CONTACTED",
      "COUNSELLING_SCHEDULED",
      "COUNSELLING_SCHEDULED",
      "COUNSELLING_SCHEDULED",
      "COUNSELLING_SCHEDULED",
    ]);
  });

  it("refuses the second of two changes made at once on the same version, saying who changed it", async () => {
    const lead = await storeLead();
    const [first, second] = await Promise.all([
      changeLead(meera, lead.id, 0, { kind: "status", to: "CONTACTED" }),
      changeLead(ravi, lead.id, 0, { kind: "assign", to: ravi.userId }),
    ]);
    const answers = [first, second];
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    const refused = answers.find((answer) => !answer.ok)!;
    expect(refused).toMatchObject({ ok: false, status: 409 });
    const winner = first.ok ? "Meera" : "Ravi";
    expect(refused.message).toMatch(
      new RegExp(`^This lead was changed by ${winner} at .+\\. Reload to see the change, then try again\\.$`),
    );
    const row = await prisma.lead.findUniqueOrThrow({ where: { id: lead.id } });
    expect(row.version).toBe(1);
    // Nothing overwritten: exactly one of the two changes is in the row.
    expect(Number(row.status === "CONTACTED") + Number(row.assignedToId === ravi.userId)).toBe(1);
    // A change on a version seen earlier is refused too, even when nobody else is busy.
    expect(await changeLead(meera, lead.id, 0, { kind: "follow-up", at: new Date() })).toMatchObject({ status: 409 });
  });

  it("assigns to active staff only (the history names them), sets and clears a follow-up still to come", async () => {
    const lead = await storeLead();
    const visitor = await createUser("USER");
    expect(await changeLead(meera, lead.id, 0, { kind: "assign", to: visitor.id })).toMatchObject({ ok: false, status: 400 });
    await prisma.user.update({ where: { id: ravi.userId }, data: { disabledAt: new Date() } });
    expect(await changeLead(meera, lead.id, 0, { kind: "assign", to: ravi.userId })).toMatchObject({ ok: false, status: 400 });
    expect(await changeLead(meera, lead.id, 0, { kind: "assign", to: meera.userId })).toMatchObject({ ok: true });
    const trail = await prisma.auditLog.findMany({ where: { entityId: lead.id, action: "lead.assign" } });
    expect(trail.map((entry) => [entry.before, entry.after])).toEqual([[{ assignedTo: null }, { assignedTo: "Meera" }]]);
    expect(await changeLead(meera, lead.id, 1, { kind: "follow-up", at: new Date(Date.now() - 3_600_000) })).toMatchObject({
      ok: false,
      status: 400,
      message: "Choose a follow-up time that is still to come.",
    });
    const at = new Date("2099-12-01T10:30:00+05:30");
    expect(await changeLead(meera, lead.id, 1, { kind: "follow-up", at })).toMatchObject({ ok: true });
    expect((await prisma.lead.findUniqueOrThrow({ where: { id: lead.id } })).nextFollowUpAt).toEqual(at);
    expect(await changeLead(meera, lead.id, 2, { kind: "follow-up", at: null })).toMatchObject({ ok: true });
    expect(await changeLead(meera, lead.id, 3, { kind: "follow-up", at: new Date("nonsense") })).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(await changeLead(meera, "no-such-lead", 0, { kind: "assign", to: null })).toMatchObject({ ok: false, status: 404 });
  });

  it("keeps notes with their author and time, and refuses empty or overlong ones", async () => {
    const lead = await storeLead();
    expect(await addLeadNote(meera, lead.id, "  Called at 11; call back after the board results.\r\n  ")).toMatchObject({
      ok: true,
      message: "Note added.",
    });
    expect(await addLeadNote(meera, lead.id, "   ")).toMatchObject({ ok: false, status: 400 });
    expect(await addLeadNote(meera, lead.id, "x".repeat(2001))).toMatchObject({ ok: false, status: 400 });
    expect(await addLeadNote(meera, "no-such-lead", "hello")).toMatchObject({ ok: false, status: 404 });
    const notes = await prisma.leadNote.findMany({ where: { leadId: lead.id }, include: { author: true } });
    expect(notes.map((note) => [note.body, note.author?.name])).toEqual([
      ["Called at 11; call back after the board results.", "Meera"],
    ]);
  });

  it("keeps the time of the first response: a tap on Call, not the note after it", async () => {
    const lead = await storeLead();
    const firstResponse = async () => (await prisma.lead.findUniqueOrThrow({ where: { id: lead.id } })).firstResponseAt;
    expect(await firstResponse()).toBeNull();
    expect(await recordContactAttempt(meera, lead.id, "call")).toEqual({ ok: true, message: "Noted." });
    const first = await firstResponse();
    expect(first).toBeInstanceOf(Date);
    expect(await addLeadNote(ravi, lead.id, "Called back, no answer.")).toMatchObject({ ok: true });
    expect(await firstResponse()).toEqual(first);
    const trail = await prisma.auditLog.findMany({ where: { entityId: lead.id }, orderBy: { createdAt: "asc" } });
    expect(trail.map((entry) => [entry.action, entry.actorId, entry.after])).toEqual([
      ["lead.contact", meera.userId, { channel: "call" }],
      ["lead.note", ravi.userId, expect.objectContaining({ body: "Called back, no answer." })],
    ]);
    expect(await recordContactAttempt(meera, lead.id, "pigeon" as ContactChannel)).toMatchObject({ ok: false, status: 400 });
    expect(await recordContactAttempt(meera, "cmissinglead000000000000", "call")).toMatchObject({ ok: false, status: 404 });
  });

  it("counts a status move or a note as a first response too", async () => {
    const moved = await storeLead();
    await changeLead(meera, moved.id, 0, { kind: "status", to: "CONTACTED" });
    const noted = await storeLead();
    await addLeadNote(meera, noted.id, "Asked to call after 6 pm.");
    const assigned = await storeLead();
    await changeLead(meera, assigned.id, 0, { kind: "assign", to: ravi.userId });
    const answered = await prisma.lead.findMany({
      where: { id: { in: [moved.id, noted.id, assigned.id] } },
      select: { id: true, firstResponseAt: true },
    });
    expect(Object.fromEntries(answered.map((lead) => [lead.id, lead.firstResponseAt !== null]))).toEqual({
      [moved.id]: true,
      [noted.id]: true,
      [assigned.id]: false,
    });
  });

  it("counts a lead as new to its assignee until they open it, and as new again to the next assignee", async () => {
    const lead = await storeLead({ assignedTo: { connect: { id: meera.userId } } });
    expect([await countUnreadLeads(meera.userId), await countUnreadLeads(ravi.userId)]).toEqual([1, 0]);
    await markLeadSeen(lead.id, ravi.userId);
    expect(await countUnreadLeads(meera.userId)).toBe(1);
    await markLeadSeen(lead.id, meera.userId);
    expect(await countUnreadLeads(meera.userId)).toBe(0);
    await changeLead(meera, lead.id, 0, { kind: "assign", to: ravi.userId });
    expect([await countUnreadLeads(meera.userId), await countUnreadLeads(ravi.userId)]).toEqual([0, 1]);
  });
});

describe("moving a lead back, and a call's outcome", () => {
  it("moves a lead back to an earlier step only with a reason, kept in its history", async () => {
    const lead = await storeLead({ status: "APPLIED", furthestStage: "APPLIED" });
    expect(await changeLead(meera, lead.id, 0, { kind: "status", to: "CONTACTED" })).toMatchObject({
      ok: false,
      status: 400,
      message: "Say why the lead goes back (at most 200 characters).",
    });
    expect(await changeLead(meera, lead.id, 0, { kind: "status", to: "CONTACTED", reason: "x".repeat(201) })).toMatchObject({
      status: 400,
    });
    expect(
      await changeLead(meera, lead.id, 0, { kind: "status", to: "CONTACTED", reason: "  Applied by mistake  " }),
    ).toMatchObject({ ok: true, data: { version: 1 } });
    const row = await prisma.lead.findUniqueOrThrow({ where: { id: lead.id } });
    // The funnel still counts the step it reached.
    expect([row.status, row.furthestStage]).toEqual(["CONTACTED", "APPLIED"]);
    const [entry] = await prisma.auditLog.findMany({ where: { entityId: lead.id } });
    expect([entry?.before, entry?.after]).toEqual([{ status: "APPLIED" }, { status: "CONTACTED", reason: "Applied by mistake" }]);
    // Enrolled, once the pipeline's end, can be taken back too; New has nothing before it.
    const enrolled = await storeLead({ status: "ENROLLED" });
    expect(
      await changeLead(meera, enrolled.id, 0, { kind: "status", to: "APPLIED", reason: "Fee not paid after all" }),
    ).toMatchObject({ ok: true });
    const fresh = await storeLead();
    expect(await changeLead(meera, fresh.id, 0, { kind: "status", to: "NEW", reason: "why not" })).toMatchObject({ status: 400 });
  });

  it("records a call's outcome in one step, as a first response, and refuses one outside the list or for a minor awaiting consent", async () => {
    const lead = await storeLead();
    expect(await recordCallOutcome(meera, lead.id, "NO_ANSWER")).toEqual({ ok: true, message: "Call outcome saved: No answer." });
    const row = await prisma.lead.findUniqueOrThrow({ where: { id: lead.id } });
    expect(row.firstResponseAt).toBeInstanceOf(Date);
    expect(await prisma.auditLog.findMany({ where: { entityId: lead.id }, select: { action: true, after: true } })).toEqual([
      { action: "lead.call", after: { outcome: "NO_ANSWER" } },
    ]);
    expect(await recordCallOutcome(meera, lead.id, "HUNG_UP" as never)).toMatchObject({ ok: false, status: 400 });
    const minor = await storeLead({ minor: true, awaitingGuardian: true });
    expect(await recordCallOutcome(meera, minor.id, "CONNECTED")).toMatchObject({ ok: false, status: 409 });
  });
});
