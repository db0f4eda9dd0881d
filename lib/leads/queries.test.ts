import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { disconnect, prisma } from "@/lib/db";
import { clearEnquiries, storeLead } from "@/lib/testing/enquiries";
import { createUser } from "@/lib/testing/sessions";
import { countDueFollowUps, countLeads, countUnassigned, listDueFollowUps, listLeads, readLeadFilter } from "./queries";

let me: string;
let other: string;
/** The filter of a query string that parses (a test's own). */
function filterOf(query: string) {
  const reading = readLeadFilter(new URLSearchParams(query));
  if (!reading.ok) throw new Error(reading.message);
  return reading.filter;
}
const names = async (query: string, viewer = me) =>
  (await listLeads(filterOf(query), viewer)).items.map((lead) => lead.name).sort();

beforeAll(async () => {
  await clearEnquiries();
  me = (await createUser("COUNSELLOR")).id;
  other = (await createUser("COUNSELLOR")).id;
  const first = await storeLead({
    name: "Asha Rawat",
    email: "asha.rawat@example.com",
    mobile: "+919876543210",
    course: "MBA",
    createdAt: new Date("2026-11-01T09:00:00+05:30"),
  });
  await storeLead({
    name: "Asha R",
    email: "asha.r@example.com",
    mobile: "+919876543210",
    course: "MBA",
    duplicateOfId: first.id,
    createdAt: new Date("2026-11-01T20:00:00+05:30"),
  });
  await storeLead({
    name: "Rohan Mehta",
    email: "rohan@example.com",
    mobile: "+918800112233",
    course: "B.TECH",
    status: "CONTACTED",
    furthestStage: "CONTACTED",
    assignedToId: me,
    source: "MODAL",
    utmSource: "newsletter",
    createdAt: new Date("2026-11-10T10:00:00+05:30"),
  });
  await storeLead({
    name: "Priya Nair",
    email: "priya@example.org",
    mobile: "+917000000001",
    course: "MBBS",
    assignedToId: other,
    nextFollowUpAt: new Date("2026-01-01T10:00:00Z"),
    createdAt: new Date("2026-11-12T10:00:00+05:30"),
  });
  await storeLead({
    name: "Old Follow",
    email: "old@example.org",
    mobile: "+917000000002",
    status: "ENROLLED",
    assignedToId: me,
    nextFollowUpAt: new Date("2026-01-01T10:00:00Z"),
    createdAt: new Date("2026-11-13T10:00:00+05:30"),
  });
  await storeLead({
    name: "Later Follow",
    email: "later@example.org",
    mobile: "+917000000003",
    assignedToId: me,
    nextFollowUpAt: new Date("2099-01-01T10:00:00Z"),
    createdAt: new Date("2026-11-14T10:00:00+05:30"),
  });
});

afterAll(async () => {
  await clearEnquiries();
  await prisma.user.deleteMany();
  await disconnect();
});

describe("the Contact List's search", () => {
  it.each(["9876543210", "+91 98765 43210", "+91-98765-43210", "098765 43210", "919876543210"])(
    "finds a mobile written as %j",
    async (q) => {
      expect(await names(`q=${encodeURIComponent(q)}`)).toEqual(["Asha R", "Asha Rawat"]);
    },
  );

  it("finds part of a number, a name in any case, an e-mail", async () => {
    expect(await names("q=0011")).toEqual(["Rohan Mehta"]);
    expect(await names("q=rawAT")).toEqual(["Asha Rawat"]);
    expect(await names("q=asha")).toEqual(["Asha R", "Asha Rawat"]);
    expect(await names("q=PRIYA@EXAMPLE.ORG")).toEqual(["Priya Nair"]);
    expect(await names("q=example.org")).toEqual(["Later Follow", "Old Follow", "Priya Nair"]);
    expect(await names("q=zz-nobody")).toEqual([]);
  });

  it("takes %, _ and \\ literally, not as LIKE wildcards", async () => {
    const literal = await storeLead({
      name: "Percent 100% Sure_Name\\x",
      email: "odd_100%@example.com",
      mobile: "+917000000099",
      createdAt: new Date("2026-11-15T10:00:00+05:30"),
    });
    try {
      expect(await names("q=%25")).toEqual(["Percent 100% Sure_Name\\x"]);
      expect(await names("q=_")).toEqual(["Percent 100% Sure_Name\\x"]);
      expect(await names("q=%5C")).toEqual(["Percent 100% Sure_Name\\x"]);
      expect(await names("q=a%25a")).toEqual([]);
      expect(await names("q=odd_100%25%40")).toEqual(["Percent 100% Sure_Name\\x"]);
      expect(await names("q=odd%25%40")).toEqual([]);
    } finally {
      await prisma.lead.delete({ where: { id: literal.id } });
    }
  });
});

describe("the Contact List's filters and views", () => {
  it("filters by status, course, assignee, repeat, form, utm_source and date range (Indian days)", async () => {
    expect(await names("status=CONTACTED")).toEqual(["Rohan Mehta"]);
    expect(await names("course=MBBS")).toEqual(["Priya Nair"]);
    expect(await names(`assignee=${other}`)).toEqual(["Priya Nair"]);
    expect(await names("assignee=none")).toEqual(["Asha R", "Asha Rawat"]);
    expect(await names("duplicate=yes")).toEqual(["Asha R"]);
    expect(await names("source=MODAL")).toEqual(["Rohan Mehta"]);
    expect(await names("utm=NEWSLETTER")).toEqual(["Rohan Mehta"]);
    expect(await names("reached=NEW")).toHaveLength(await prisma.lead.count());
    expect(await names("reached=CONTACTED")).toEqual(["Rohan Mehta"]);
    expect(await names("reached=ENROLLED")).toEqual([]);
    expect(await names("from=2026-11-01&to=2026-11-01")).toEqual(["Asha R", "Asha Rawat"]);
    expect(await names("from=2026-11-12")).toEqual(["Later Follow", "Old Follow", "Priya Nair"]);
  });

  it("shows a counsellor their own leads, and the follow-ups due on leads still open", async () => {
    expect(await names("view=mine")).toEqual(["Later Follow", "Old Follow", "Rohan Mehta"]);
    expect(await names("view=due")).toEqual(["Priya Nair"]);
    expect(await names("view=due&assignee=me")).toEqual([]);
  });

  it("lists the follow-ups due most overdue first, counts each counsellor's, and the open leads nobody has", async () => {
    const late = await storeLead({
      name: "Very Late",
      email: "very.late@example.org",
      mobile: "+917000000004",
      assignedToId: other,
      nextFollowUpAt: new Date("2025-06-01T10:00:00Z"),
      createdAt: new Date("2026-11-15T10:00:00+05:30"),
    });
    try {
      const due = await listDueFollowUps(filterOf("view=due"), me);
      expect(due.items.map((lead) => lead.name)).toEqual(["Very Late", "Priya Nair"]);
      expect([await countDueFollowUps(other), await countDueFollowUps(me)]).toEqual([2, 0]);
      // Unassigned and open: the two Ashas (a first enquiry and its repeat); nothing else here lacks an owner.
      expect(await countUnassigned()).toBe(2);
      expect(await names("view=unassigned")).toEqual(["Asha R", "Asha Rawat"]);
    } finally {
      await prisma.lead.delete({ where: { id: late.id } });
    }
  });

  it("shows today's leads (India's day) and counts what each view holds", async () => {
    const fresh = await storeLead({ name: "Arrived Today", email: "today@example.org", mobile: "+917000000005" });
    try {
      expect(await names("view=today")).toEqual(["Arrived Today"]);
      for (const query of ["", "view=today", "view=mine", "course=MBA", "view=due"]) {
        const filter = filterOf(query);
        expect(await countLeads(filter, me), query).toBe((await listLeads(filter, me)).items.length);
      }
    } finally {
      await prisma.lead.delete({ where: { id: fresh.id } });
    }
  });

  it.each([
    ["status=HACKED", "status"],
    ["course=PHD", "course"],
    ["from=yesterday", "from"],
    ["from=2026-13-45", "from"],
    ["to=2026-02-30", "to"],
    ["duplicate=maybe", "duplicate"],
    ["view=everything", "view"],
    ["assignee=1%20OR%201%3D1", "assignee"],
    ["cursor=not-ours", "cursor"],
    [`q=${"x".repeat(101)}`, "q"],
  ])("refuses %j with a 400 naming %s", (query, field) => {
    const reading = readLeadFilter(new URLSearchParams(query));
    expect(reading).toMatchObject({ ok: false, status: 400, field });
    expect(!reading.ok && reading.message).toContain(`"${field}"`);
  });

  it("reads an empty value as no filter, and a repeated one by its first value", () => {
    expect(filterOf("status=&course=&from=")).toEqual({});
    expect(filterOf("status=NEW&status=HACKED")).toEqual({ status: "NEW" });
    expect(filterOf("assignee=me&from=2026-02-28")).toEqual({ assignee: "me", from: "2026-02-28" });
  });

  it("pages newest first without gaps or repeats", async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await listLeads({ cursor }, me, 4);
      seen.push(...page.items.map((lead) => lead.name));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(["Later Follow", "Old Follow", "Priya Nair", "Rohan Mehta", "Asha R", "Asha Rawat"]);
  });
});
