/**
 * How staff see a minor's enquiry before a parent or guardian has agreed (DPDP Act 2023, s. 9):
 * the one rule every staff list, page, export and API list applies. The row is listed, marked,
 * with the person's name as initials and no way to reach them; it never leaves the panel (CSV
 * exports and the list APIs leave it out) and a search by name, e-mail or mobile does not find it.
 */

export const AWAITING_GUARDIAN = "Awaiting guardian consent";

/** Rows that may be shown whole or leave the panel: none still awaiting its guardian. */
export const CONSENTED = { awaitingGuardian: false } as const;

/** "Asha Rani Verma" → "A. R. V." */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${[...word][0]!.toUpperCase()}.`)
    .join(" ");
}

type Awaiting = { awaitingGuardian: boolean };

/**
 * A row as staff may see it: one awaiting its guardian has its `names` cut to initials and its
 * `contact` fields emptied; any other row is returned as it is.
 */
export function forStaff<Row extends Awaiting>(
  row: Row,
  fields: { names: readonly (keyof Row & string)[]; contact: readonly (keyof Row & string)[] },
): Row {
  if (!row.awaitingGuardian) return row;
  const shown: Record<string, unknown> = { ...row };
  for (const name of fields.names) shown[name] = initials(String(row[name]));
  for (const contact of fields.contact) shown[contact] = "";
  return shown as Row;
}
