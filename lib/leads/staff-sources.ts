/** The doors staff add a lead through (lib/leads/staff-entry.ts), apart from it so a form can show them. */
import { leadSourceLabel } from "./constants";

export const STAFF_SOURCES = ["WALK_IN", "PHONE"] as const;
export type StaffSource = (typeof STAFF_SOURCES)[number];
export const STAFF_SOURCE_LABELS: Record<StaffSource, string> = {
  WALK_IN: leadSourceLabel.WALK_IN,
  PHONE: leadSourceLabel.PHONE,
};
