/**
 * A counselling lead's pipeline: its statuses, their labels, and the moves a counsellor may make.
 * Zod- and database-free, so the lead page's buttons and the server's check read the same table.
 */
export const LEAD_STATUSES = ["NEW", "CONTACTED", "COUNSELLING_SCHEDULED", "APPLIED", "ENROLLED", "NOT_INTERESTED"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const leadStatusLabel: Record<LeadStatus, string> = {
  NEW: "New",
  CONTACTED: "Contacted",
  COUNSELLING_SCHEDULED: "Counselling scheduled",
  APPLIED: "Applied",
  ENROLLED: "Enrolled",
  NOT_INTERESTED: "Not interested",
};

/**
 * Forward one step at a time; "Not interested" from anywhere still open; a rescheduled session
 * goes back to Contacted; a lead that lost interest can be picked up again. Enrolled is the end.
 */
export const nextStatuses: Record<LeadStatus, readonly LeadStatus[]> = {
  NEW: ["CONTACTED", "NOT_INTERESTED"],
  CONTACTED: ["COUNSELLING_SCHEDULED", "NOT_INTERESTED"],
  COUNSELLING_SCHEDULED: ["APPLIED", "CONTACTED", "NOT_INTERESTED"],
  APPLIED: ["ENROLLED", "NOT_INTERESTED"],
  ENROLLED: [],
  NOT_INTERESTED: ["CONTACTED"],
};

export const canMove = (from: LeadStatus, to: LeadStatus): boolean => nextStatuses[from].includes(to);

/**
 * The earlier steps a lead may be moved back to, with a reason (a move made by mistake, an
 * application withdrawn): any funnel step before its own that is not already a move forward.
 */
export const backStatuses = (from: LeadStatus): LeadStatus[] => stagesBefore(from).filter((to) => !canMove(from, to));

export const canMoveBack = (from: LeadStatus, to: LeadStatus): boolean => backStatuses(from).includes(to);

/** The longest reason given for moving a lead back. */
export const BACK_REASON_MAX = 200;

/** Statuses still being worked: a follow-up on these is due; on the others it is moot. */
export const OPEN_STATUSES: readonly LeadStatus[] = ["NEW", "CONTACTED", "COUNSELLING_SCHEDULED", "APPLIED"];

export const isLeadStatus = (value: unknown): value is LeadStatus => (LEAD_STATUSES as readonly unknown[]).includes(value);

/** The funnel's steps, in order: the pipeline without its way out. */
export const FUNNEL_STAGES = [
  "NEW",
  "CONTACTED",
  "COUNSELLING_SCHEDULED",
  "APPLIED",
  "ENROLLED",
] as const satisfies readonly LeadStatus[];

/** The funnel's steps before `stage` (none when `stage` is not a step, as for "Not interested"). */
export function stagesBefore(stage: LeadStatus): LeadStatus[] {
  const at = (FUNNEL_STAGES as readonly LeadStatus[]).indexOf(stage);
  return at < 0 ? [] : FUNNEL_STAGES.slice(0, at);
}
