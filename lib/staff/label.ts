/** A staff member as a choice names them: two people may share a name, never a username. */
export type NamedStaff = { id: string; name: string; username: string | null };

/** "Meera Nair (meera.n)", or the name alone for an account without a username. */
export const staffLabel = (member: Pick<NamedStaff, "name" | "username">): string =>
  member.username ? `${member.name} (${member.username})` : member.name;
