"use server";

import { action } from "@/lib/http/action";
import { mergeShortlist, starSeat } from "./shortlist";

/** A signed-in page's first read of the shortlist, with what this browser held before the log-in merged in. */
export const loadShortlistAction = action(
  { name: "shortlist load", permission: "account.own" },
  async ({ caller }, browserKeys: unknown) => mergeShortlist(caller.userId, browserKeys),
);

/** A star pressed while signed in. */
export const starSeatAction = action(
  { name: "shortlist star", permission: "account.own" },
  async ({ caller }, seatKey: unknown, starred: unknown) => starSeat(caller.userId, seatKey, starred),
);
