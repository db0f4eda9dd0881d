import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { disconnect, prisma } from "@/lib/db";
import { clearEnquiries, storeLead } from "@/lib/testing/enquiries";
import { createUser } from "@/lib/testing/sessions";
import { dashboard } from "./queries";
import { readRange } from "./range";

/** The accounts this file makes, removed at its end (another file's rotation must not find them on duty). */
const created: string[] = [];
async function newUser(...args: Parameters<typeof createUser>) {
  const user = await createUser(...args);
  created.push(user.id);
  return user;
}

/** An instant given in India time. */
const ist = (local: string) => new Date(`${local}+05:30`);
const now = ist("2026-11-25T12:00:00");
const minutes = (n: number) => n * 60_000;

let asha: { id: string; name: string };
let ravi: { id: string; name: string };

// A hand-counted week: 7 leads in range (Thursday 19 to Wednesday 25 Nov), 2 outside it.
beforeAll(async () => {
  await clearEnquiries();
  [asha, ravi] = await Promise.all([newUser("COUNSELLOR"), newUser("COUNSELLOR")]);
  const at = (local: string, answeredAfterMinutes: number | null) => {
    const createdAt = ist(local);
    return {
      createdAt,
      firstResponseAt: answeredAfterMinutes === null ? null : new Date(createdAt.getTime() + minutes(answeredAfterMinutes)),
    };
  };
  await storeLead({
    ...at("2026-11-19T00:10:00", 4),
    source: "MODAL",
    course: "MBBS",
    assignedToId: asha.id,
    status: "ENROLLED",
    furthestStage: "ENROLLED",
    utmSource: "google",
    utmCampaign: "neet-2026",
    pagePath: "/admisson",
  });
  await storeLead({
    ...at("2026-11-19T23:50:00", 10),
    source: "API",
    course: "MBBS",
    assignedToId: asha.id,
    status: "NOT_INTERESTED",
    furthestStage: "COUNSELLING_SCHEDULED",
    utmSource: "google",
    utmCampaign: "neet-2026",
  });
  await storeLead({
    ...at("2026-11-21T10:00:00", 30),
    source: "CONTACT_PAGE",
    course: "MBA",
    assignedToId: asha.id,
    status: "CONTACTED",
    furthestStage: "CONTACTED",
    pagePath: "/contact",
  });
  await storeLead({
    ...at("2026-11-21T11:00:00", 60),
    source: "MODAL",
    course: "MBA",
    assignedToId: ravi.id,
    status: "APPLIED",
    furthestStage: "APPLIED",
    utmSource: "instagram",
    pagePath: "/admisson",
  });
  await storeLead({
    ...at("2026-11-24T09:00:00", null),
    source: "MODAL",
    course: "BCA",
    assignedToId: ravi.id,
    nextFollowUpAt: ist("2026-11-24T18:00:00"),
  });
  await storeLead({ ...at("2026-11-25T09:30:00", null), source: "API", course: "MBBS", assignedToId: null });
  await storeLead({
    ...at("2026-11-25T11:59:00", 1),
    source: "MODAL",
    course: "MBBS",
    assignedToId: asha.id,
    status: "CONTACTED",
    furthestStage: "CONTACTED",
    nextFollowUpAt: ist("2026-11-25T10:00:00"),
  });
  // Outside the week: before it, and (in UTC the 18th) just before its first India midnight.
  await storeLead({
    ...at("2026-11-10T10:00:00", 5),
    source: "MODAL",
    course: "MBBS",
    assignedToId: asha.id,
    status: "ENROLLED",
    furthestStage: "ENROLLED",
  });
  await storeLead({ ...at("2026-11-18T23:59:00", 5), source: "MODAL", course: "MBA", assignedToId: ravi.id });
});

afterAll(async () => {
  await clearEnquiries();
  await prisma.user.deleteMany({ where: { id: { in: created } } });
  await disconnect();
});

const week = () => readRange(new URLSearchParams("days=7"), now).range;

describe("the dashboard's figures", () => {
  it("counts leads per India day by form, with the quiet days", async () => {
    const { perDay } = await dashboard({ range: week() }, null, now);
    expect(perDay).toEqual([
      {
        day: "2026-11-19",
        MODAL: 1,
        CONTACT_PAGE: 0,
        API: 1,
        IMPORT: 0,
        WALK_IN: 0,
        PHONE: 0,
        META_LEAD_AD: 0,
        GOOGLE_LEAD_FORM: 0,
        PARTNER: 0,
        WHATSAPP: 0,
      },
      {
        day: "2026-11-20",
        MODAL: 0,
        CONTACT_PAGE: 0,
        API: 0,
        IMPORT: 0,
        WALK_IN: 0,
        PHONE: 0,
        META_LEAD_AD: 0,
        GOOGLE_LEAD_FORM: 0,
        PARTNER: 0,
        WHATSAPP: 0,
      },
      {
        day: "2026-11-21",
        MODAL: 1,
        CONTACT_PAGE: 1,
        API: 0,
        IMPORT: 0,
        WALK_IN: 0,
        PHONE: 0,
        META_LEAD_AD: 0,
        GOOGLE_LEAD_FORM: 0,
        PARTNER: 0,
        WHATSAPP: 0,
      },
      {
        day: "2026-11-22",
        MODAL: 0,
        CONTACT_PAGE: 0,
        API: 0,
        IMPORT: 0,
        WALK_IN: 0,
        PHONE: 0,
        META_LEAD_AD: 0,
        GOOGLE_LEAD_FORM: 0,
        PARTNER: 0,
        WHATSAPP: 0,
      },
      {
        day: "2026-11-23",
        MODAL: 0,
        CONTACT_PAGE: 0,
        API: 0,
        IMPORT: 0,
        WALK_IN: 0,
        PHONE: 0,
        META_LEAD_AD: 0,
        GOOGLE_LEAD_FORM: 0,
        PARTNER: 0,
        WHATSAPP: 0,
      },
      {
        day: "2026-11-24",
        MODAL: 1,
        CONTACT_PAGE: 0,
        API: 0,
        IMPORT: 0,
        WALK_IN: 0,
        PHONE: 0,
        META_LEAD_AD: 0,
        GOOGLE_LEAD_FORM: 0,
        PARTNER: 0,
        WHATSAPP: 0,
      },
      {
        day: "2026-11-25",
        MODAL: 1,
        CONTACT_PAGE: 0,
        API: 1,
        IMPORT: 0,
        WALK_IN: 0,
        PHONE: 0,
        META_LEAD_AD: 0,
        GOOGLE_LEAD_FORM: 0,
        PARTNER: 0,
        WHATSAPP: 0,
      },
    ]);
  });

  it("counts the funnel by the furthest step reached, a lost lead at the step it got to", async () => {
    const { funnel } = await dashboard({ range: week() }, null, now);
    expect(funnel.steps.map((step) => [step.stage, step.leads])).toEqual([
      ["NEW", 7],
      ["CONTACTED", 5],
      ["COUNSELLING_SCHEDULED", 3],
      ["APPLIED", 2],
      ["ENROLLED", 1],
    ]);
    expect(funnel.steps.map((step) => step.fromPrevious)).toEqual([null, 5 / 7, 3 / 5, 2 / 3, 1 / 2]);
    expect(funnel.notInterested).toBe(1);
  });

  it("gives each counsellor their leads, median and 90th-percentile first response, enrolments and overdue follow-ups", async () => {
    const { counsellors, headline } = await dashboard({ range: week() }, null, now);
    expect(counsellors).toEqual([
      // Asha answered after 4, 10, 30 and 1 minutes: median 7, 90th percentile 24 (interpolated).
      {
        id: asha.id,
        name: asha.name,
        assigned: 4,
        medianResponseSeconds: 7 * 60,
        p90ResponseSeconds: 24 * 60,
        enrolled: 1,
        overdue: 1,
      },
      {
        id: ravi.id,
        name: ravi.name,
        assigned: 2,
        medianResponseSeconds: 60 * 60,
        p90ResponseSeconds: 60 * 60,
        enrolled: 0,
        overdue: 1,
      },
      {
        id: null,
        name: "Unassigned",
        assigned: 1,
        medianResponseSeconds: null,
        p90ResponseSeconds: null,
        enrolled: 0,
        overdue: 0,
      },
    ]);
    expect(headline).toEqual({ leads: 7, answered: 5, medianResponseSeconds: 10 * 60, enrolled: 1, overdue: 2 });
  });

  it("ranks courses, campaigns and pages by leads, with their enrolments", async () => {
    const { courses, campaigns, pages } = await dashboard({ range: week() }, null, now);
    expect(courses).toEqual([
      { label: "MBBS", leads: 4, enrolled: 1 },
      { label: "MBA", leads: 2, enrolled: 0 },
      { label: "BCA", leads: 1, enrolled: 0 },
    ]);
    expect(campaigns).toEqual([{ label: "neet-2026", leads: 2, enrolled: 1 }]);
    expect(pages).toEqual([
      { label: "/admisson", leads: 2, enrolled: 1 },
      { label: "/contact", leads: 1, enrolled: 0 },
    ]);
  });

  it("leaves leads that named no course out of the ranking, not under an empty label", async () => {
    const unnamed = await storeLead({ createdAt: ist("2026-10-05T10:00:00"), source: "WHATSAPP", course: "" });
    const { range } = readRange(new URLSearchParams("from=2026-10-05&to=2026-10-05"), now);
    try {
      const view = await dashboard({ range }, null, now);
      expect(view.headline.leads).toBe(1);
      expect(view.courses).toEqual([]);
    } finally {
      await prisma.lead.delete({ where: { id: unnamed.id } });
    }
  });

  it("narrows everything to a campaign's source", async () => {
    const { headline, funnel } = await dashboard({ range: week(), utmSource: "GOOGLE" }, null, now);
    expect(headline.leads).toBe(2);
    expect(funnel.steps.map((step) => step.leads)).toEqual([2, 2, 2, 1, 1]);
  });

  it("shows a counsellor their own leads, with the team's headline beside them and nobody else's rows", async () => {
    const view = await dashboard({ range: week() }, ravi.id, now);
    // One of Ravi's two was contacted and went on to Applied, not to Enrolled.
    expect(view.funnel.steps.map((step) => step.fromPrevious)).toEqual([null, 1 / 2, 1, 1, 0]);
    // A day with one new lead: nobody contacted, and no share of a step nobody reached.
    const oneDay = readRange(new URLSearchParams("from=2026-11-24&to=2026-11-24"), now).range;
    expect((await dashboard({ range: oneDay }, ravi.id, now)).funnel.steps.map((step) => step.fromPrevious)).toEqual([
      null,
      0,
      null,
      null,
      null,
    ]);
    expect(view.headline).toEqual({ leads: 2, answered: 1, medianResponseSeconds: 60 * 60, enrolled: 0, overdue: 1 });
    expect(view.team).toMatchObject({ leads: 7, enrolled: 1, overdue: 2 });
    expect(view.counsellors).toBeNull();
    expect(view.courses).toEqual([
      { label: "BCA", leads: 1, enrolled: 0 },
      { label: "MBA", leads: 1, enrolled: 0 },
    ]);
  });

  it("reads 7, 30 and 90 days or a custom range, and falls back to 30 days with a word on anything else", () => {
    expect(readRange(new URLSearchParams("days=7"), now).range).toMatchObject({
      from: "2026-11-19",
      to: "2026-11-25",
      days: 7,
      preset: 7,
    });
    expect(readRange(new URLSearchParams(""), now).range).toMatchObject({
      from: "2026-10-27",
      to: "2026-11-25",
      days: 30,
      preset: 30,
    });
    expect(readRange(new URLSearchParams("from=2026-11-01&to=2026-11-10"), now)).toEqual({
      range: expect.objectContaining({
        from: "2026-11-01",
        to: "2026-11-10",
        days: 10,
        preset: null,
        start: ist("2026-11-01T00:00:00"),
      }),
    });
    for (const query of [
      "days=12",
      "from=2026-13-45&to=2026-11-10",
      "from=2026-02-30&to=2026-03-02",
      "from=2026-11-10&to=2026-11-01",
      "from=2024-01-01&to=2026-11-01",
      "from=2026-11-01",
    ]) {
      const read = readRange(new URLSearchParams(query), now);
      expect(read.problem, query).toMatch(/Showing the last 30 days\.$/);
      expect(read.range.days).toBe(30);
    }
  });
});
