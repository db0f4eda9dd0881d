/**
 * "Send my shortlist to a counsellor": the predictor's seats an enquiry carries (its `shortlist`, seat
 * keys), checked against the data and copied onto the lead (LeadSeat) as the visitor saw them, so a
 * later year's import does not change what the counsellor reads.
 */
import { insertRows, newRowId, type Sql } from "@/lib/db";
import { failure, success, type Outcome } from "@/lib/http/outcome";
import { predictorData } from "@/lib/predictor/queries";
import { seatKeysField, UNKNOWN_SEAT } from "@/lib/predictor/shortlist";
import { seatsByKey, type Seat } from "@/lib/predictor/seats";

/** A shortlisted seat as the lead keeps it. */
export type SentSeat = {
  seatKey: string;
  institute: string;
  program: string;
  quota: string;
  seatType: string;
  gender: string;
  closingRank: number | null;
  closingYear: number | null;
};

function sentSeat(seat: Seat): SentSeat {
  const year = Math.max(...seat.finals.keys());
  const final = seat.finals.get(year);
  return {
    seatKey: seat.key,
    institute: seat.institute.name,
    program: seat.program,
    quota: seat.quota,
    seatType: seat.seatType,
    gender: seat.gender,
    closingRank: final?.closingRank ?? null,
    closingYear: final ? year : null,
  };
}

/**
 * The `shortlist` an enquiry came with ("Send my shortlist to a counsellor"), or none: each key must
 * name a seat of the data, once, so the counsellor reads exactly what the visitor sent.
 */
export async function sentShortlist(input: unknown): Promise<Outcome<{ seats: SentSeat[] }>> {
  const keys = typeof input === "object" && input !== null ? (input as Record<string, unknown>).shortlist : undefined;
  if (keys === undefined) return success("", { seats: [] });
  const parsed = seatKeysField.min(1, { error: "The shortlist is empty" }).safeParse(keys);
  const refuse = (message: string) => failure(400, message, { shortlist: message });
  if (!parsed.success) return refuse(parsed.error.issues[0]!.message);
  const table = (await predictorData())?.table;
  if (!table) return failure(409, "The predictor has no data yet.");
  const known = seatsByKey(table);
  const seats: SentSeat[] = [];
  for (const key of new Set(parsed.data)) {
    const seat = known.get(key);
    if (!seat) return refuse(UNKNOWN_SEAT);
    seats.push(sentSeat(seat));
  }
  return success("", { seats });
}

export async function storeSentShortlist(sql: Sql, leadId: string, seats: SentSeat[]): Promise<void> {
  await insertRows(
    sql,
    "LeadSeat",
    seats.map((seat, position) => ({ id: newRowId(), leadId, position, ...seat })),
  );
}
