/**
 * What PostgreSQL cannot take as a value: a NUL character in any text (it refuses the whole
 * statement), and ids of a shape no row has. Checked at the doors, so such input is a 400 or a
 * 404 with a message rather than a database error answered as a 503.
 */

/** Whether a NUL character hides anywhere in a decoded body or argument list. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 20 || value === null || typeof value !== "object") return false;
  if (value instanceof FormData)
    return [...value.entries()].some(
      ([key, item]) => key.includes("\u0000") || (typeof item === "string" && item.includes("\u0000")),
    );
  const items = Array.isArray(value) ? value : [...Object.keys(value), ...Object.values(value)];
  return items.some((item) => containsNul(item, depth + 1));
}

export const NUL_MESSAGE = "The request contains characters that are not allowed.";

/** Row ids are cuids; anything else names no row and is never sent to the database. */
export function isRowId(value: unknown): value is string {
  return typeof value === "string" && /^[a-z0-9]{10,40}$/.test(value);
}
