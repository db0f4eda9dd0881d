import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { disconnect, prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { submitLead } from "@/lib/leads/submit";
import { clearEnquiries, freshIp } from "@/lib/testing/enquiries";
import { createUser } from "@/lib/testing/sessions";

// Real PostgreSQL: the rotation's fairness rests on the database's sequence and transactions.
let sent = 0;
function visitor(overrides: Partial<{ email: string; mobile: string; course: string }> = {}) {
  sent++;
  return {
    name: `Arrival ${sent}`,
    email: `arrival${sent}.${Date.now()}@example.com`,
    mobile: `9${String(300_000_000 + sent)}`,
    percentage: "75",
    course: "MBA",
    appearedInExam: "no",
    ...overrides,
  };
}
const submit = (input = visitor()) => submitLead(input, { ip: freshIp(), source: "MODAL" });
const assigneeOf = async (email: string) =>
  (await prisma.lead.findFirstOrThrow({ where: { email }, orderBy: { createdAt: "desc" } })).assignedToId;

let counsellors: { id: string; name: string; username: string }[];

/** A team by name (made on first use; each test starts with none). */
const teamId = async (name: string) =>
  (await prisma.team.upsert({ where: { name }, create: { name }, update: {}, select: { id: true } })).id;
async function clearTeams() {
  await prisma.assignmentRule.deleteMany();
  await prisma.user.updateMany({ where: { teamId: { not: null } }, data: { teamId: null } });
  await prisma.team.deleteMany();
}

beforeEach(async () => {
  await clearEnquiries();
  await clearTeams();
  await prisma.auditLog.deleteMany({ where: { entityType: "Lead" } });
  // Only this test's counsellors are on duty.
  await prisma.user.updateMany({ where: { role: "COUNSELLOR" }, data: { onDuty: false } });
  counsellors = await Promise.all([createUser("COUNSELLOR"), createUser("COUNSELLOR"), createUser("COUNSELLOR")]);
});

afterAll(async () => {
  await clearEnquiries();
  await clearTeams();
  await prisma.auditLog.deleteMany({ where: { entityType: "Lead" } });
  await prisma.user.deleteMany({ where: { role: "COUNSELLOR", username: { startsWith: "counsellor-" } } });
  await disconnect();
});

describe("assignment on arrival", () => {
  it("shares 50 leads arriving at once among 3 counsellors on duty, 16 or 17 each", async () => {
    const outcomes = await Promise.all(Array.from({ length: 50 }, () => submit()));
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    const perCounsellor = await prisma.lead.groupBy({ by: ["assignedToId"], _count: { _all: true } });
    expect(perCounsellor.map((group) => group.assignedToId).sort()).toEqual(
      counsellors.map((counsellor) => counsellor.id).sort(),
    );
    expect(perCounsellor.map((group) => group._count._all).sort()).toEqual([16, 17, 17]);
  });

  it("passes over counsellors off duty or disabled, and admins", async () => {
    const [onDuty, offDuty, disabled] = counsellors;
    await prisma.user.update({ where: { id: offDuty!.id }, data: { onDuty: false } });
    await prisma.user.update({ where: { id: disabled!.id }, data: { disabledAt: new Date() } });
    for (let i = 0; i < 4; i++) await submit();
    expect(await prisma.lead.findMany({ select: { assignedToId: true } })).toEqual(Array(4).fill({ assignedToId: onDuty!.id }));
  });

  it("leaves a lead unassigned, and still accepted, when nobody is on duty", async () => {
    await prisma.user.updateMany({
      where: { id: { in: counsellors.map((counsellor) => counsellor.id) } },
      data: { onDuty: false },
    });
    const lead = visitor();
    expect(await submit(lead)).toMatchObject({ ok: true });
    expect(await assigneeOf(lead.email)).toBeNull();
    const notification = await prisma.outboxEmail.findFirstOrThrow({ where: { to: env().STAFF_NOTIFY_EMAIL } });
    expect(notification.text).toContain("Nobody was on duty");
  });

  it("gives a repeat enquirer, by e-mail or by mobile, to whoever already has them, even days later", async () => {
    const first = visitor();
    await submit(first);
    const owner = await assigneeOf(first.email);
    // The first lead is old news: the 24-hour repeat window is long past, the owner is not.
    await prisma.lead.updateMany({ data: { createdAt: new Date(Date.now() - 10 * 86_400_000) } });
    for (let i = 0; i < 5; i++) await submit();
    const byEmail = visitor({ email: first.email });
    const byMobile = visitor({ mobile: first.mobile });
    await submit(byEmail);
    await submit(byMobile);
    const stored = { email: first.email, mobile: `+91${first.mobile}` };
    expect(await prisma.lead.count({ where: { OR: [{ email: stored.email }, { mobile: stored.mobile }] } })).toBe(3);
    expect(
      await prisma.lead.count({ where: { OR: [{ email: stored.email }, { mobile: stored.mobile }], assignedToId: owner } }),
    ).toBe(3);

    // Once the owner is disabled, the next repeat goes round the rotation instead.
    await prisma.user.update({ where: { id: owner! }, data: { disabledAt: new Date() } });
    const later = visitor({ email: first.email });
    await submit(later);
    const next = await assigneeOf(first.email);
    expect(next).not.toBeNull();
    expect(next).not.toBe(owner);
  });

  it("records each assignment in the lead's history and alerts the counsellor with the name, course and a link, nothing more", async () => {
    const lead = visitor({ course: "MBBS" });
    await submit(lead);
    const stored = await prisma.lead.findFirstOrThrow({
      where: { email: lead.email },
      include: { assignedTo: { select: { name: true, email: true } } },
    });
    const history = await prisma.auditLog.findMany({ where: { entityType: "Lead", entityId: stored.id } });
    expect(history).toMatchObject([
      {
        action: "lead.assign-rotation",
        actorId: null,
        before: { assignedTo: null },
        after: { assignedTo: stored.assignedTo!.name },
      },
    ]);

    const alert = await prisma.outboxEmail.findFirstOrThrow({ where: { to: stored.assignedTo!.email! } });
    expect(alert.subject).toBe(`New lead for you: ${lead.name} (MBBS)`);
    expect(alert.text).toContain(`/admin/contacts/${stored.id}`);
    expect(alert.text).toContain("Free Counselling button");
    expect(alert.text).not.toContain(lead.email);
    expect(alert.text).not.toContain(lead.mobile);
    // The shared staff inbox still hears of every lead, and names who has it.
    const notification = await prisma.outboxEmail.findFirstOrThrow({ where: { to: env().STAFF_NOTIFY_EMAIL } });
    expect(notification.text).toContain(`Assigned to ${stored.assignedTo!.name}.`);
  });
});

describe("assignment rules", () => {
  const assigneesOf = async (course: string) =>
    (await prisma.lead.findMany({ where: { course }, select: { assignedToId: true } })).map((lead) => lead.assignedToId);
  async function medicalTeam(...members: { id: string }[]) {
    const medical = await teamId("Medical");
    await prisma.user.updateMany({ where: { id: { in: members.map((member) => member.id) } }, data: { teamId: medical } });
    await prisma.assignmentRule.create({ data: { course: "MBBS", teamId: medical } });
  }

  it("sends a course to its team first, in the team's own turn, and the rest round everyone", async () => {
    const [first, second, third] = counsellors;
    await medicalTeam(first!, second!);
    // Ten MBBS leads at once: the team's turn is taken one lead after another.
    await Promise.all(Array.from({ length: 10 }, () => submit(visitor({ course: "MBBS" }))));
    const medical = await assigneesOf("MBBS");
    expect(medical.filter((id) => id === first!.id)).toHaveLength(5);
    expect(medical.filter((id) => id === second!.id)).toHaveLength(5);
    // Leads no rule matches still go round all three, the third included.
    for (let i = 0; i < 6; i++) await submit(visitor({ course: "MBA" }));
    expect(new Set(await assigneesOf("MBA"))).toEqual(new Set([first!.id, second!.id, third!.id]));

    const lead = await prisma.lead.findFirstOrThrow({ where: { course: "MBBS" } });
    expect(await prisma.auditLog.findFirst({ where: { entityId: lead.id } })).toMatchObject({ action: "lead.assign-team" });
  });

  it("matches a rule by form, and by course and form together", async () => {
    const [first, second] = counsellors;
    const [web, medical] = [await teamId("Web"), await teamId("Medical")];
    await prisma.user.update({ where: { id: first!.id }, data: { teamId: web } });
    await prisma.user.update({ where: { id: second!.id }, data: { teamId: medical } });
    await prisma.assignmentRule.create({ data: { course: "MBBS", source: "CONTACT_PAGE", teamId: medical } });
    await prisma.assignmentRule.create({ data: { source: "CONTACT_PAGE", teamId: web } });
    const contactPage = (input: ReturnType<typeof visitor>) => submitLead(input, { ip: freshIp(), source: "CONTACT_PAGE" });
    await contactPage(visitor({ course: "MBBS" }));
    await contactPage(visitor({ course: "BCA" }));
    expect(await assigneesOf("MBBS")).toEqual([second!.id]);
    expect(await assigneesOf("BCA")).toEqual([first!.id]);
  });

  it("falls through to the rotation when the team's members are off duty or disabled, never losing the lead", async () => {
    const [first, second, third] = counsellors;
    await medicalTeam(first!, second!);
    await prisma.user.update({ where: { id: first!.id }, data: { onDuty: false } });
    await prisma.user.update({ where: { id: second!.id }, data: { disabledAt: new Date() } });
    for (let i = 0; i < 3; i++) expect(await submit(visitor({ course: "MBBS" }))).toMatchObject({ ok: true });
    expect(await assigneesOf("MBBS")).toEqual([third!.id, third!.id, third!.id]);
    const lead = await prisma.lead.findFirstOrThrow({ where: { course: "MBBS" } });
    expect(await prisma.auditLog.findFirst({ where: { entityId: lead.id } })).toMatchObject({ action: "lead.assign-rotation" });
  });

  it("still gives a repeat enquirer to whoever has them, whatever the rules say", async () => {
    const [first, second, third] = counsellors;
    const earlier = visitor({ course: "MBA" });
    await prisma.user.updateMany({ where: { id: { in: [first!.id, second!.id] } }, data: { onDuty: false } });
    await submit(earlier);
    expect(await assigneeOf(earlier.email)).toBe(third!.id);
    await prisma.user.updateMany({ where: { id: { in: [first!.id, second!.id] } }, data: { onDuty: true } });
    await medicalTeam(first!, second!);
    await submit(visitor({ email: earlier.email, course: "MBBS" }));
    expect(await assigneesOf("MBBS")).toEqual([third!.id]);
  });
});
