import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { disconnect, prisma } from "@/lib/db";
import { collectPersonalData } from "@/lib/privacy/rights/access";
import { SHORTLIST_MAX, UNKNOWN_SEAT } from "@/lib/predictor/shortlist";
import { clearEnquiries, freshIp } from "@/lib/testing/enquiries";
import { clearTestSeats, loadTestSeats, testSeats } from "@/lib/testing/josaa";
import { getLead } from "./queries";
import { LEAD_RECEIVED, submitLead } from "./submit";

const { iitBombayCse, nitTrichyCse, nitTrichyCseObc, program } = testSeats;

let mobile = 9123400000;
const enquiry = (fields: Record<string, unknown> = {}) => ({
  name: "Kiran Rao",
  email: `kiran.${mobile}@example.com`,
  mobile: String(++mobile),
  percentage: "88",
  course: "B.TECH",
  appearedInExam: "no",
  marketingConsent: true,
  ...fields,
});

beforeAll(loadTestSeats);
afterAll(async () => {
  await clearEnquiries();
  await clearTestSeats();
  await disconnect();
});

describe("Send my shortlist to a counsellor", () => {
  it("makes a lead that carries the seats in order, with category, quota and closing rank, shown on the lead's page", async () => {
    const sent = enquiry({ shortlist: [nitTrichyCse, iitBombayCse, nitTrichyCseObc] });
    expect(await submitLead(sent, { ip: freshIp(), source: "MODAL" })).toEqual({ ok: true, message: LEAD_RECEIVED });

    const lead = await prisma.lead.findFirstOrThrow({ where: { email: sent.email } });
    const shown = await getLead(lead.id);
    expect(shown?.shortlist.map((seat) => ({ ...seat, id: undefined }))).toEqual([
      {
        seatKey: nitTrichyCse,
        institute: "National Institute of Technology, Tiruchirappalli",
        program,
        quota: "OS",
        seatType: "OPEN",
        gender: "Gender-Neutral",
        closingRank: 1449,
        closingYear: 2025,
      },
      {
        seatKey: iitBombayCse,
        institute: "Indian Institute of Technology Bombay",
        program,
        quota: "AI",
        seatType: "OPEN",
        gender: "Gender-Neutral",
        closingRank: 66,
        closingYear: 2025,
      },
      expect.objectContaining({ seatKey: nitTrichyCseObc, seatType: "OBC-NCL", closingRank: 4012 }),
    ]);
    // The lead flow as for any enquiry: the consent recorded, the staff told, the visitor acknowledged.
    expect(await prisma.consent.count({ where: { enquiryId: lead.id, form: "lead" } })).toBeGreaterThan(0);
    const mail = await prisma.outboxEmail.findMany({ where: { OR: [{ to: sent.email }, { replyTo: sent.email }] } });
    expect(mail).toHaveLength(2);
    expect(mail.find((email) => email.replyTo === sent.email)?.text).toContain(
      "It comes with a shortlist of 3 programs from the college predictor, on the enquiry's page.",
    );
    // And it is in the enquirer's copy of their own data.
    expect((await collectPersonalData({ email: sent.email })).counsellingEnquiries[0]?.shortlistSent).toEqual([
      `National Institute of Technology, Tiruchirappalli, ${program}, OS OPEN Gender-Neutral`,
      `Indian Institute of Technology Bombay, ${program}, AI OPEN Gender-Neutral`,
      `National Institute of Technology, Tiruchirappalli, ${program}, OS OBC-NCL Gender-Neutral`,
    ]);
  });

  it("a lead without a shortlist has none", async () => {
    const sent = enquiry();
    expect((await submitLead(sent, { ip: freshIp(), source: "MODAL" })).ok).toBe(true);
    const lead = await prisma.lead.findFirstOrThrow({ where: { email: sent.email } });
    expect((await getLead(lead.id))?.shortlist).toEqual([]);
  });

  it.each([
    ["not a list", "a seat", "The shortlist must be a list of programs"],
    ["empty", [], "The shortlist is empty"],
    ["a seat the data lacks", [iitBombayCse, "iit-bombay|No such program|AI|OPEN|Gender-Neutral"], UNKNOWN_SEAT],
    ["too long", Array.from({ length: SHORTLIST_MAX + 1 }, () => iitBombayCse), `at most ${SHORTLIST_MAX} programs`],
  ])("refuses a shortlist that is %s with a 400 naming it, and stores nothing", async (_case, shortlist, message) => {
    const sent = enquiry({ shortlist });
    const refused = await submitLead(sent, { ip: freshIp(), source: "API" });
    expect(refused).toMatchObject({ ok: false, status: 400 });
    expect(refused.message).toContain(message);
    expect(!refused.ok && refused.errors.shortlist).toContain(message);
    expect(await prisma.lead.count({ where: { email: sent.email } })).toBe(0);
  });

  it("is held to the enquiry forms' rate limit", async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await submitLead(enquiry({ shortlist: [iitBombayCse] }), { ip, source: "MODAL" })).ok).toBe(true);
    expect(await submitLead(enquiry({ shortlist: [iitBombayCse] }), { ip, source: "MODAL" })).toMatchObject({
      ok: false,
      status: 429,
    });
  });

  it("refuses the rest of the form as the lead form does, naming the fields", async () => {
    const refused = await submitLead(enquiry({ email: "not an address", shortlist: [iitBombayCse] }), {
      ip: freshIp(),
      source: "API",
    });
    expect(refused).toMatchObject({ ok: false, status: 400 });
    expect(!refused.ok && Object.keys(refused.errors)).toContain("email");
  });
});
