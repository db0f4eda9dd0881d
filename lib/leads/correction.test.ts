import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { disconnect, prisma } from "@/lib/db";
import { clearEnquiries, storeLead } from "@/lib/testing/enquiries";
import { createUser } from "@/lib/testing/sessions";
import { correctLead } from "./correction";

let meera: { userId: string; role: "COUNSELLOR"; name: string };

const details = (lead: { name: string; email: string; mobile: string }) => ({
  name: lead.name,
  email: lead.email,
  mobile: lead.mobile,
  course: "MBA",
  percentage: "80",
  city: "",
});

beforeEach(async () => {
  await clearEnquiries();
  await prisma.auditLog.deleteMany();
  const user = await createUser("COUNSELLOR");
  meera = { userId: user.id, role: "COUNSELLOR", name: user.name };
});

afterAll(async () => {
  await clearEnquiries();
  await prisma.auditLog.deleteMany();
  await prisma.user.deleteMany();
  await disconnect();
});

describe("correcting a lead's details", () => {
  it("changes only what differs, on the version seen, with each field's old and new value in the history", async () => {
    const lead = await storeLead({ name: "Anik Verma" });
    const wanted = { ...details(lead), name: "Anika Verma", city: "Lucknow", mobile: "98765 01234" };
    expect(await correctLead(meera, lead.id, 0, wanted)).toEqual({ ok: true, message: "Details corrected." });
    expect(await prisma.lead.findUniqueOrThrow({ where: { id: lead.id } })).toMatchObject({
      name: "Anika Verma",
      city: "Lucknow",
      mobile: "+919876501234",
      version: 1,
    });
    const entry = await prisma.auditLog.findFirstOrThrow({ where: { action: "lead.correct" } });
    expect([entry.actorId, entry.before, entry.after]).toEqual([
      meera.userId,
      { name: "Anik Verma", mobile: lead.mobile, city: null },
      { name: "Anika Verma", mobile: "+919876501234", city: "Lucknow" },
    ]);
    // On an old version: refused, nothing overwritten.
    expect(await correctLead(meera, lead.id, 0, { ...wanted, name: "Someone Else" })).toMatchObject({ ok: false, status: 409 });
    expect(await correctLead(meera, lead.id, 1, wanted)).toMatchObject({ ok: false, status: 400 });
  });

  it("refuses bad fields by name, and a minor's lead awaiting its guardian", async () => {
    const lead = await storeLead();
    expect(await correctLead(meera, lead.id, 0, { ...details(lead), email: "not an address" })).toMatchObject({
      status: 400,
      errors: { email: expect.any(String) },
    });
    const minor = await storeLead({ minor: true, awaitingGuardian: true });
    expect(await correctLead(meera, minor.id, 0, { ...details(minor), name: "Changed" })).toMatchObject({ status: 409 });
  });
});
