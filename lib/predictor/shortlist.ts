/**
 * A visitor's shortlist of seats, by their keys (lib/predictor/seats.ts). Signed out it lives in the
 * browser (components/predictor/shortlist-store.ts); signed in, in the account (ShortlistSeat), and
 * what the browser held before the log-in is merged in: the account's seats first, then the
 * browser's it lacked, each in the order starred.
 */
import "@/lib/validation/zod-config";
import { z } from "zod";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { failure, success, type Outcome } from "@/lib/http/outcome";
import { predictorData } from "./queries";
import { seatsByKey, type Seat, type SeatTable } from "./seats";

/** Far more than anyone compares (four) or a counsellor reads through in one call. */
export const SHORTLIST_MAX = 50;
/** Longer than any key the data makes (institute, program, quota, category, gender). */
export const SEAT_KEY_MAX = 400;

export const SHORTLIST_FULL = `Your shortlist holds at most ${SHORTLIST_MAX} programs. Remove one to add another.`;
export const UNKNOWN_SEAT = "That program is not in the predictor's data.";
const NO_DATA = "The predictor has no data yet.";

export const seatKeysField = z
  .array(z.string({ error: "A shortlisted program must be named by its key" }).max(SEAT_KEY_MAX), {
    error: "The shortlist must be a list of programs",
  })
  .max(SHORTLIST_MAX, { error: SHORTLIST_FULL });

export type ShortlistAnswer = Outcome<{ shortlist: string[] }>;

async function seatTable(): Promise<SeatTable | null> {
  return (await predictorData())?.table ?? null;
}

export async function accountShortlist(userId: string): Promise<string[]> {
  const rows = await prisma.shortlistSeat.findMany({
    where: { userId },
    orderBy: { position: "asc" },
    select: { seatKey: true },
  });
  return rows.map((row) => row.seatKey);
}

/** Holds the account's row while its shortlist changes: two tabs starring at once keep one order. */
async function lockedShortlist(tx: Prisma.TransactionClient, userId: string): Promise<{ seatKey: string; position: number }[]> {
  await tx.$queryRaw`SELECT 1 FROM "User" WHERE "id" = ${userId} FOR UPDATE`;
  return tx.shortlistSeat.findMany({
    where: { userId },
    orderBy: { position: "asc" },
    select: { seatKey: true, position: true },
  });
}

async function append(tx: Prisma.TransactionClient, userId: string, held: { position: number }[], keys: string[]) {
  const next = (held.at(-1)?.position ?? -1) + 1;
  await tx.shortlistSeat.createMany({ data: keys.map((seatKey, index) => ({ userId, seatKey, position: next + index })) });
}

/**
 * The log-in's merge (and every signed-in page's first read, with nothing to merge): the browser's
 * seats the account lacks are added after the account's, up to SHORTLIST_MAX. Keys the data no
 * longer holds (a browser list from before a year's import) are dropped rather than refused.
 */
export async function mergeShortlist(userId: string, browserKeys: unknown): Promise<ShortlistAnswer> {
  const parsed = seatKeysField.safeParse(browserKeys ?? []);
  if (!parsed.success) return failure(400, parsed.error.issues[0]!.message);
  const table = parsed.data.length > 0 ? await seatTable() : null;
  const known = table ? seatsByKey(table) : new Map<string, Seat>();
  const shortlist = await prisma.$transaction(async (tx) => {
    const held = await lockedShortlist(tx, userId);
    const keys = held.map((row) => row.seatKey);
    const added = [...new Set(parsed.data)]
      .filter((key) => known.has(key) && !keys.includes(key))
      .slice(0, Math.max(0, SHORTLIST_MAX - keys.length));
    await append(tx, userId, held, added);
    return [...keys, ...added];
  });
  return success("", { shortlist });
}

/** A star pressed while signed in: the seat added at the end of the shortlist, or taken off it. */
export async function starSeat(userId: string, seatKey: string, starred: boolean): Promise<ShortlistAnswer> {
  if (starred) {
    const table = await seatTable();
    if (!table) return failure(409, NO_DATA);
    if (!seatsByKey(table).has(seatKey)) return failure(400, UNKNOWN_SEAT);
  }
  return prisma.$transaction(async (tx): Promise<ShortlistAnswer> => {
    const held = await lockedShortlist(tx, userId);
    const keys = held.map((row) => row.seatKey);
    if (!starred) {
      await tx.shortlistSeat.deleteMany({ where: { userId, seatKey } });
      return success("", { shortlist: keys.filter((key) => key !== seatKey) });
    }
    if (keys.includes(seatKey)) return success("", { shortlist: keys });
    if (keys.length >= SHORTLIST_MAX) return failure(409, SHORTLIST_FULL);
    await append(tx, userId, held, [seatKey]);
    return success("", { shortlist: [...keys, seatKey] });
  });
}
