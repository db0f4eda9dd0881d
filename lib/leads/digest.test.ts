import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { disconnect, prisma } from "@/lib/db";
import { clearEnquiries, storeLead } from "@/lib/testing/enquiries";
import { createUser } from "@/lib/testing/sessions";
import { sendFollowUpDigests } from "./digest";

/** The accounts this file makes, removed at its end (another file's rotation must not find them on duty). */
const created: string[] = [];
async function newUser(...args: Parameters<typeof createUser>) {
  const user = await createUser(...args);
  created.push(user.id);
  return user;
}

/** An instant given in India time (Wednesday 25 Nov 2026; the 29th is a Sunday). */
const ist = (local: string) => new Date(`${local}+05:30`);
const digests = () =>
  prisma.outboxEmail.findMany({ where: { subject: { startsWith: "Your follow-ups today" } }, orderBy: { to: "asc" } });

beforeEach(async () => {
  await clearEnquiries();
  await prisma.jobPeriod.deleteMany();
});

afterAll(async () => {
  await clearEnquiries();
  await prisma.user.deleteMany({ where: { id: { in: created } } });
  await prisma.jobPeriod.deleteMany();
  await disconnect();
});

describe("the 9:00 follow-up digest", () => {
  it("sends each counsellor with follow-ups one e-mail, overdue first, today's next, and nobody an empty one", async () => {
    const [busy, idle] = await Promise.all([newUser("COUNSELLOR"), newUser("COUNSELLOR")]);
    const overdue = await storeLead({
      name: "Overdue Lead",
      course: "MBBS",
      assignedToId: busy.id,
      nextFollowUpAt: ist("2026-11-23T11:00:00"),
    });
    await storeLead({ name: "Today Lead", assignedToId: busy.id, nextFollowUpAt: ist("2026-11-25T15:00:00") });
    await storeLead({ name: "Tomorrow Lead", assignedToId: busy.id, nextFollowUpAt: ist("2026-11-26T10:00:00") });
    await storeLead({
      name: "Enrolled Lead",
      assignedToId: busy.id,
      status: "ENROLLED",
      nextFollowUpAt: ist("2026-11-24T10:00:00"),
    });
    await storeLead({ name: "Unassigned Lead", nextFollowUpAt: ist("2026-11-24T10:00:00") });

    expect(await sendFollowUpDigests(ist("2026-11-25T09:02:00"))).toEqual({ digests: 1, followUps: 2 });
    const [digest, ...others] = await digests();
    expect(others).toEqual([]);
    expect(digest!.to).toBe(`${busy.username}@example.com`);
    expect(digest!.subject).toBe("Your follow-ups today: 2 (1 overdue)");
    const text = digest!.text;
    expect(text.indexOf("Overdue (1):")).toBeLessThan(text.indexOf("Overdue Lead (MBBS)"));
    expect(text.indexOf("Overdue Lead")).toBeLessThan(text.indexOf("Due today (1):"));
    expect(text.indexOf("Due today (1):")).toBeLessThan(text.indexOf("Today Lead (MBA)"));
    expect(text).toContain(`/admin/contacts/${overdue.id}`);
    expect(text).toContain("/admin/contacts?view=due");
    expect(text).not.toContain(overdue.email);
    for (const absent of ["Tomorrow Lead", "Enrolled Lead", "Unassigned Lead"]) expect(text).not.toContain(absent);
    expect((await digests()).some((mail) => mail.to === `${idle.username}@example.com`)).toBe(false);
  });

  it("goes once a day, whichever instance or run comes first after 9:00", async () => {
    const counsellor = await newUser("COUNSELLOR");
    await storeLead({ assignedToId: counsellor.id, nextFollowUpAt: ist("2026-11-25T12:00:00") });
    const runs = await Promise.all([0, 1, 2].map(() => sendFollowUpDigests(ist("2026-11-25T09:05:00"))));
    expect(runs.map((run) => run.digests).sort()).toEqual([0, 0, 1]);
    expect(await sendFollowUpDigests(ist("2026-11-25T17:00:00"))).toEqual({ digests: 0, followUps: 0 });
    expect(await digests()).toHaveLength(1);
    // The next office day has its own.
    await prisma.lead.updateMany({ data: { nextFollowUpAt: ist("2026-11-26T12:00:00") } });
    expect(await sendFollowUpDigests(ist("2026-11-26T09:00:00"))).toMatchObject({ digests: 1 });
  });

  it("waits until 9:00 India time and skips Sunday", async () => {
    const counsellor = await newUser("COUNSELLOR");
    await storeLead({ assignedToId: counsellor.id, nextFollowUpAt: ist("2026-11-24T12:00:00") });
    expect(await sendFollowUpDigests(ist("2026-11-25T08:59:00"))).toEqual({ digests: 0, followUps: 0 });
    expect(await sendFollowUpDigests(ist("2026-11-29T10:00:00"))).toEqual({ digests: 0, followUps: 0 });
    expect(await digests()).toEqual([]);
    expect(await prisma.jobPeriod.count()).toBe(0);
  });
});
