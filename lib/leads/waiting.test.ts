import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { disconnect, prisma } from "@/lib/db";
import { clearEnquiries, storeLead } from "@/lib/testing/enquiries";
import { createUser } from "@/lib/testing/sessions";
import { announceWaitingLeads } from "./waiting";

/** The accounts this file makes, removed at its end (another file's rotation must not find them on duty). */
const created: string[] = [];
async function newUser(...args: Parameters<typeof createUser>) {
  const user = await createUser(...args);
  created.push(user.id);
  return user;
}

/** An instant given in India time (Tuesday 24 Nov 2026 is an office day). */
const ist = (local: string) => new Date(`${local}+05:30`);

let adminEmail: string;

beforeEach(async () => {
  await clearEnquiries();
  await prisma.leadFlowSettings.deleteMany();
  const admin = await newUser("ADMIN");
  adminEmail = `${admin.username}@example.com`;
});

afterAll(async () => {
  await clearEnquiries();
  await prisma.user.deleteMany({ where: { id: { in: created } } });
  await disconnect();
});

const alerts = () => prisma.outboxEmail.findMany({ where: { subject: { contains: "for a first call" } } });

describe("leads waiting for a first call", () => {
  it("announces each lead unanswered past 15 office minutes once, to the admins, by name, course and link", async () => {
    const late = await storeLead({ name: "Late Lead", course: "MBBS", createdAt: ist("2026-11-24T10:00:00") });
    const fresh = await storeLead({ name: "Fresh Lead", createdAt: ist("2026-11-24T10:10:00") });
    const answered = await storeLead({
      name: "Answered Lead",
      createdAt: ist("2026-11-24T09:30:00"),
      firstResponseAt: ist("2026-11-24T09:35:00"),
    });
    const closed = await storeLead({ name: "Closed Lead", createdAt: ist("2026-11-24T09:30:00"), status: "NOT_INTERESTED" });

    expect(await announceWaitingLeads(ist("2026-11-24T10:20:00"))).toEqual({ announced: 1 });
    const sent = await alerts();
    expect(sent.map((mail) => mail.to)).toContain(adminEmail);
    const [alert] = sent;
    expect(alert!.subject).toBe("1 lead has waited over 15 minutes for a first call");
    expect(alert!.text).toContain(`Late Lead (MBBS), waiting 20 min, unassigned: `);
    expect(alert!.text).toContain(`/admin/contacts/${late.id}`);
    expect(alert!.text).not.toContain(late.email);
    for (const other of [fresh, answered, closed]) expect(alert!.text).not.toContain(other.name);

    // Once only: a second run, or another instance, finds nothing new.
    const count = sent.length;
    expect(await announceWaitingLeads(ist("2026-11-24T10:21:00"))).toEqual({ announced: 0 });
    expect(await alerts()).toHaveLength(count);
    expect(await prisma.lead.findUniqueOrThrow({ where: { id: late.id } })).toMatchObject({
      waitAnnouncedAt: ist("2026-11-24T10:20:00"),
    });
  });

  it("counts only office hours: a lead sent at night is not late before the office has been open for the threshold", async () => {
    await storeLead({ name: "Night Lead", createdAt: ist("2026-11-24T22:00:00") });
    expect(await announceWaitingLeads(ist("2026-11-25T09:10:00"))).toEqual({ announced: 0 });
    expect(await announceWaitingLeads(ist("2026-11-25T09:16:00"))).toEqual({ announced: 1 });
  });

  it("follows the admins' threshold", async () => {
    await prisma.leadFlowSettings.create({ data: { waitAlertMinutes: 30 } });
    await storeLead({ createdAt: ist("2026-11-24T10:00:00") });
    expect(await announceWaitingLeads(ist("2026-11-24T10:20:00"))).toEqual({ announced: 0 });
    expect(await announceWaitingLeads(ist("2026-11-24T10:31:00"))).toEqual({ announced: 1 });
    expect((await alerts())[0]!.subject).toBe("1 lead has waited over 30 minutes for a first call");
  });

  it("lists several late leads in one e-mail per admin, naming who has each", async () => {
    const counsellor = await newUser("COUNSELLOR");
    await storeLead({ name: "First Late", createdAt: ist("2026-11-24T10:00:00"), assignedToId: counsellor.id });
    await storeLead({ name: "Second Late", createdAt: ist("2026-11-24T10:01:00") });
    expect(await announceWaitingLeads(ist("2026-11-24T11:00:00"))).toEqual({ announced: 2 });
    const mine = (await alerts()).filter((mail) => mail.to === adminEmail);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.subject).toBe("2 leads have waited over 15 minutes for a first call");
    expect(mine[0]!.text).toContain(`First Late (MBA), waiting 1 h, assigned to ${counsellor.name}`);
    expect(mine[0]!.text).toContain("Second Late (MBA), waiting 59 min, unassigned");
  });
});
