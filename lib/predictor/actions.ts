"use server";

import { z } from "zod";
import { action } from "@/lib/http/action";
import { flag, formValues } from "@/lib/http/action-args";
import { mergeShortlist, SEAT_KEY_MAX, starSeat } from "./shortlist";

/** A signed-in page's first read of the shortlist, with what this browser held before the log-in merged in. */
export const loadShortlistAction = action(
  { name: "shortlist load", permission: "account.own", args: z.tuple([formValues]) },
  async ({ caller }, browserKeys) => mergeShortlist(caller.userId, browserKeys),
);

/** A star pressed while signed in. */
export const starSeatAction = action(
  { name: "shortlist star", permission: "account.own", args: z.tuple([z.string().min(1).max(SEAT_KEY_MAX), flag]) },
  async ({ caller }, seatKey, starred) => starSeat(caller.userId, seatKey, starred),
);
