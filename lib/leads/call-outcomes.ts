/** How a call to a lead went, recorded in one tap from its page (lib/leads/work.ts recordCallOutcome). */
export const CALL_OUTCOME_LABELS = {
  NO_ANSWER: "No answer",
  WRONG_NUMBER: "Wrong number",
  BUSY: "Busy",
  CALL_BACK: "Call back",
  CONNECTED: "Connected",
} as const;
export type CallOutcome = keyof typeof CALL_OUTCOME_LABELS;
export const isCallOutcome = (value: unknown): value is CallOutcome =>
  typeof value === "string" && Object.hasOwn(CALL_OUTCOME_LABELS, value);
