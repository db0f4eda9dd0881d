/**
 * A field every public form carries, hidden from people (off-screen, out of the tab order, hidden
 * from assistive technology) but filled in by bots that complete every input. A submission with it
 * filled gets the ordinary success answer and is neither stored nor mailed, so a bot learns nothing.
 */
export const HONEYPOT_FIELD = "fax";

export function isHoneypotFilled(input: unknown): boolean {
  if (typeof input !== "object" || input === null) return false;
  const value: unknown = (input as Record<string, unknown>)[HONEYPOT_FIELD];
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null;
}
