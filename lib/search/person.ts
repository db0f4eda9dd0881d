import { escapeLike } from "@/lib/search/like";
import { normaliseIndianMobile } from "@/lib/validation/fields";

/** A searchable staff list's query: the search box's text and the page's cursor. */
export type ListQuery = { q?: string; cursor?: string };

/**
 * What a staff list's search box means, for any table with a name, an e-mail and a phone column:
 * a mobile number (with or without +91, spaces or dashes) finds that number; a part of one (three
 * digits or more) finds the numbers containing it; text with "@" searches e-mails (stored lower
 * case); other text searches names (any case) and e-mails, any part, `%` and `_` taken literally.
 */
export function personSearch(q: string | undefined, columns: { name: string; phone: string }): Record<string, unknown> {
  const text = q?.trim().slice(0, 100);
  if (!text) return {};
  if (/^[\d\s+\-().]+$/.test(text)) {
    const mobile = normaliseIndianMobile(text);
    if (mobile) return { [columns.phone]: mobile };
    const digits = text.replace(/\D/g, "");
    return digits.length >= 3 ? { [columns.phone]: { contains: digits } } : { id: { in: [] } };
  }
  const literal = escapeLike(text);
  if (text.includes("@")) return { email: { contains: literal.toLowerCase() } };
  return { OR: [{ [columns.name]: { contains: literal, mode: "insensitive" } }, { email: { contains: literal.toLowerCase() } }] };
}
