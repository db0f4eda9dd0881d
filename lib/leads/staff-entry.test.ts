import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { disconnect, prisma } from "@/lib/db";
import { clearEnquiries } from "@/lib/testing/enquiries";
import { createUser } from "@/lib/testing/sessions";
import { addLeadByStaff } from "./staff-entry";

let priya: { userId: string; role: "COUNSELLOR"; name: string };

const walkIn = (overrides: Record<string, unknown> = {}) => ({
  name: "Anika Verma",
  email: "anika.walkin@example.com",
  mobile: "9876501234",
  course: "MBA",
  percentage: "72.5",
  ...overrides,
});

beforeEach(async () => {
  await clearEnquiries();
  await prisma.auditLog.deleteMany();
  await prisma.user.deleteMany();
  const user = await createUser("COUNSELLOR");
  priya = { userId: user.id, role: "COUNSELLOR", name: user.name };
});

afterAll(async () => {
  await clearEnquiries();
  await prisma.auditLog.deleteMany();
  await prisma.user.deleteMany();
  await disconnect();
});

describe("a lead added by staff for a walk-in or a caller", () => {
  it("is stored with its door, assigned as a form's lead is, its consent given to staff, and audited with who added it", async () => {
    expect(await addLeadByStaff(priya, "WALK_IN", walkIn())).toEqual({ ok: true, message: "Lead added." });
    const lead = await prisma.lead.findFirstOrThrow({ include: { assignedTo: { select: { id: true } } } });
    expect(lead).toMatchObject({ source: "WALK_IN", mobile: "+919876501234", awaitingGuardian: false });
    // The only counsellor on duty takes it in turn, as any enquiry.
    expect(lead.assignedTo?.id).toBe(priya.userId);
    expect(await prisma.consent.findMany({ where: { enquiryId: lead.id }, select: { method: true, purpose: true } })).toEqual([
      { method: "STAFF", purpose: expect.any(String) },
    ]);
    const added = await prisma.auditLog.findFirstOrThrow({ where: { action: "lead.add" } });
    expect(added).toMatchObject({ actorId: priya.userId, entityId: lead.id, after: { source: "WALK_IN" } });
    // The enquirer is acknowledged as a form's would be.
    expect(await prisma.outboxEmail.count({ where: { to: "anika.walkin@example.com" } })).toBe(1);
  });

  it("holds a minor's lead for the guardian's consent, and refuses a door or fields that are not right", async () => {
    const minor = walkIn({ under18: true, guardianName: "Sunita Verma", guardianEmail: "sunita@example.com" });
    expect(await addLeadByStaff(priya, "PHONE", minor)).toMatchObject({ ok: true });
    expect(await prisma.lead.findFirstOrThrow()).toMatchObject({ source: "PHONE", awaitingGuardian: true });
    expect(await prisma.consent.count()).toBe(0);
    expect(await addLeadByStaff(priya, "MODAL", walkIn())).toMatchObject({ ok: false, status: 400 });
    expect(await addLeadByStaff(priya, "WALK_IN", walkIn({ mobile: "12345" }))).toMatchObject({
      ok: false,
      status: 400,
      errors: { mobile: expect.any(String) },
    });
  });
});
