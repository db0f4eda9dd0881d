import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { disconnect, prisma } from "@/lib/db";
import { ownDataExport } from "@/lib/privacy/rights/account";
import { clearTestSeats, loadTestSeats, testSeats } from "@/lib/testing/josaa";
import { createUser as createTestUser } from "@/lib/testing/sessions";
import { accountShortlist, mergeShortlist, SHORTLIST_FULL, SHORTLIST_MAX, starSeat, UNKNOWN_SEAT } from "./shortlist";

const { iitBombayCse, nitTrichyCse, nitTrichyCseObc } = testSeats;

/** The visitors made here, deleted afterwards: other suites count the accounts. */
const created: string[] = [];
async function createUser(role: "USER") {
  const user = await createTestUser(role);
  created.push(user.id);
  return user;
}

beforeAll(loadTestSeats);
afterAll(async () => {
  await prisma.user.deleteMany({ where: { id: { in: created } } });
  await clearTestSeats();
  await disconnect();
});

describe("the shortlist kept in the account", () => {
  it("saves each star in order, takes one off, and refuses a seat the data does not hold", async () => {
    const visitor = await createUser("USER");
    expect(await starSeat(visitor.id, nitTrichyCse, true)).toMatchObject({ ok: true, data: { shortlist: [nitTrichyCse] } });
    expect((await starSeat(visitor.id, iitBombayCse, true)).ok).toBe(true);
    // Starring again changes nothing.
    expect((await starSeat(visitor.id, nitTrichyCse, true)).ok).toBe(true);
    expect(await accountShortlist(visitor.id)).toEqual([nitTrichyCse, iitBombayCse]);

    expect(await starSeat(visitor.id, nitTrichyCse, false)).toMatchObject({ ok: true, data: { shortlist: [iitBombayCse] } });
    expect(await accountShortlist(visitor.id)).toEqual([iitBombayCse]);

    expect(await starSeat(visitor.id, "nit-trichy|No such program|OS|OPEN|Gender-Neutral", true)).toMatchObject({
      ok: false,
      status: 400,
      message: UNKNOWN_SEAT,
    });
    expect(await accountShortlist(visitor.id)).toEqual([iitBombayCse]);
  });

  it("merges the browser's list at log-in after the account's: no repeats, order kept, unknown keys dropped", async () => {
    const visitor = await createUser("USER");
    await starSeat(visitor.id, nitTrichyCseObc, true);
    await starSeat(visitor.id, iitBombayCse, true);
    const browser = [nitTrichyCse, iitBombayCse, "iit-bombay|Gone since the last import|AI|OPEN|Gender-Neutral", nitTrichyCse];
    expect(await mergeShortlist(visitor.id, browser)).toMatchObject({
      ok: true,
      data: { shortlist: [nitTrichyCseObc, iitBombayCse, nitTrichyCse] },
    });
    expect(await accountShortlist(visitor.id)).toEqual([nitTrichyCseObc, iitBombayCse, nitTrichyCse]);
    // A second merge of the same list (another tab's log-in) adds nothing.
    await mergeShortlist(visitor.id, browser);
    expect(await accountShortlist(visitor.id)).toEqual([nitTrichyCseObc, iitBombayCse, nitTrichyCse]);
    // Nothing to merge: the account's list, as it stands.
    expect(await mergeShortlist(visitor.id, [])).toMatchObject({
      data: { shortlist: [nitTrichyCseObc, iitBombayCse, nitTrichyCse] },
    });
    // Somebody else's account is not touched.
    const other = await createUser("USER");
    expect(await accountShortlist(other.id)).toEqual([]);
  });

  it("refuses a browser list that is not a list of keys, and stops at the cap", async () => {
    const visitor = await createUser("USER");
    expect(await mergeShortlist(visitor.id, "not a list")).toMatchObject({ ok: false, status: 400 });
    expect(
      await mergeShortlist(
        visitor.id,
        Array.from({ length: SHORTLIST_MAX + 1 }, () => iitBombayCse),
      ),
    ).toMatchObject({
      ok: false,
      status: 400,
      message: SHORTLIST_FULL,
    });
    await prisma.shortlistSeat.createMany({
      data: Array.from({ length: SHORTLIST_MAX }, (_, position) => ({
        userId: visitor.id,
        seatKey: `held-${position}`,
        position,
      })),
    });
    expect(await starSeat(visitor.id, iitBombayCse, true)).toMatchObject({ ok: false, status: 409, message: SHORTLIST_FULL });
    await mergeShortlist(visitor.id, [iitBombayCse]);
    expect(await accountShortlist(visitor.id)).toHaveLength(SHORTLIST_MAX);
  });

  it("is in the visitor's copy of their own data", async () => {
    const visitor = await createUser("USER");
    await starSeat(visitor.id, nitTrichyCse, true);
    await starSeat(visitor.id, iitBombayCse, true);
    expect((await ownDataExport(visitor.id))?.account[0]?.shortlist).toEqual([nitTrichyCse, iitBombayCse]);
  });

  it("goes with the account when it is deleted", async () => {
    const visitor = await createUser("USER");
    await starSeat(visitor.id, iitBombayCse, true);
    await prisma.user.delete({ where: { id: visitor.id } });
    expect(await prisma.shortlistSeat.count({ where: { userId: visitor.id } })).toBe(0);
  });
});
