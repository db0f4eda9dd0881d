/**
 * Assignment on arrival, inside the lead's own transaction: a repeat enquirer (the same e-mail or
 * mobile as an earlier lead) goes to whoever already has them, if that account is still active;
 * anyone else to the next counsellor on duty in turn. With nobody on duty the lead waits
 * unassigned, where admins see it first (the "Unassigned" view). Every assignment is audited and
 * so shows in the lead's history.
 */
import { holdersOf } from "@/lib/auth/permissions";
import { insertRow, newRowId, utcTimestamp, type Sql } from "@/lib/db";

export type Assignee = { id: string; name: string; email: string | null };
export type Assignment = Assignee & { reason: "repeat" | "rotation" };

/** The audit actions of an assignment on arrival, one per reason (the lead's history words them). */
export const ARRIVAL_ASSIGNMENT_ACTIONS = { repeat: "lead.assign-repeat", rotation: "lead.assign-rotation" } as const;

async function earlierOwner(sql: Sql, contact: { email: string; mobile: string }): Promise<Assignee | null> {
  const { rows } = await sql.query<Assignee>(
    `SELECT u.id, u.name, u.email FROM "Lead" l JOIN "User" u ON u.id = l."assignedToId"
      WHERE (l.email = $1 OR l.mobile = $2) AND u."disabledAt" IS NULL AND u.role::text = ANY($3)
      ORDER BY l."createdAt" DESC LIMIT 1`,
    [contact.email, contact.mobile, holdersOf("leads.work")],
  );
  return rows[0] ?? null;
}

/**
 * The counsellor whose turn it is. The turn comes from a sequence, which hands each caller its own
 * number without a lock: leads arriving together take consecutive turns, so none of them waits on
 * another and the rotation stays even (a rolled-back lead only skips a turn).
 */
async function nextOnDuty(sql: Sql): Promise<Assignee | null> {
  const { rows } = await sql.query<Assignee>(
    `WITH duty AS (
       SELECT id, name, email, row_number() OVER (ORDER BY id) - 1 AS position, count(*) OVER () AS total
         FROM "User" WHERE role::text = ANY($1) AND "onDuty" AND "disabledAt" IS NULL
     )
     SELECT id, name, email FROM duty WHERE position = (SELECT nextval('"LeadAssignmentTurn"')) % total`,
    [holdersOf("leads.rotation")],
  );
  return rows[0] ?? null;
}

/** Who a new lead from `contact` goes to, or null when nobody is on duty. */
export async function chooseAssignee(sql: Sql, contact: { email: string; mobile: string }): Promise<Assignment | null> {
  const owner = await earlierOwner(sql, contact);
  if (owner) return { ...owner, reason: "repeat" };
  const next = await nextOnDuty(sql);
  return next && { ...next, reason: "rotation" };
}

/** The audit entry of an assignment on arrival: made by the site, not by a person. */
export function recordArrivalAssignment(sql: Sql, leadId: string, assignment: Assignment): Promise<void> {
  return insertRow(sql, "AuditLog", {
    id: newRowId(),
    actorId: null,
    action: ARRIVAL_ASSIGNMENT_ACTIONS[assignment.reason],
    entityType: "Lead",
    entityId: leadId,
    before: JSON.stringify({ assignedTo: null }),
    after: JSON.stringify({ assignedTo: assignment.name }),
    createdAt: utcTimestamp(),
  });
}
