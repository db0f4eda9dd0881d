/**
 * Assignment on arrival, inside the lead's own transaction: a repeat enquirer (the same e-mail or
 * mobile as an earlier lead) goes to whoever already has them, if that account is still active;
 * a lead an admin's rule sends to a team (MBBS to the medical team) to the next member of that
 * team on duty; anyone else, and a rule's lead when none of its team is on duty, to the next
 * counsellor on duty in turn. With nobody on duty the lead waits unassigned, where admins see it
 * first (the "Unassigned" view). Every assignment is audited and so shows in the lead's history.
 */
import { holdersOf } from "@/lib/auth/permissions";
import { insertRow, newRowId, utcTimestamp, type Sql } from "@/lib/db";

export type Assignee = { id: string; name: string; email: string | null };
export type Assignment = Assignee & { reason: "repeat" | "team" | "rotation" };

/** What assignment reads of a new lead. */
export type Arrival = { email: string; mobile: string; course: string; source: string };

/** The audit actions of an assignment on arrival, one per reason (the lead's history words them). */
export const ARRIVAL_ASSIGNMENT_ACTIONS = { repeat: "lead.assign-repeat", team: "lead.assign-team", rotation: "lead.assign-rotation" } as const;

async function earlierOwner(sql: Sql, arrival: Arrival): Promise<Assignee | null> {
  const { rows } = await sql.query<Assignee>(
    `SELECT u.id, u.name, u.email FROM "Lead" l JOIN "User" u ON u.id = l."assignedToId"
      WHERE (l.email = $1 OR l.mobile = $2) AND u."disabledAt" IS NULL AND u.role::text = ANY($3)
      ORDER BY l."createdAt" DESC LIMIT 1`,
    [arrival.email, arrival.mobile, holdersOf("leads.work")],
  );
  return rows[0] ?? null;
}

/** The team of the first rule (in the order admins added them) that the lead matches. */
async function ruleTeam(sql: Sql, arrival: Arrival): Promise<string | null> {
  const { rows } = await sql.query<{ team: string }>(
    `SELECT team FROM "AssignmentRule"
      WHERE (course IS NULL OR course = $1) AND (source IS NULL OR source::text = $2)
      ORDER BY "createdAt", id LIMIT 1`,
    [arrival.course, arrival.source],
  );
  return rows[0]?.team ?? null;
}

/** Who is on duty, in a stable order, with each one's place in it and how many there are. */
const ON_DUTY = `SELECT id, name, email, row_number() OVER (ORDER BY id) - 1 AS position, count(*) OVER () AS total
                   FROM "User" WHERE role::text = ANY($1) AND "onDuty" AND "disabledAt" IS NULL`;

/**
 * The counsellor whose turn it is. The turn comes from a sequence, which hands each caller its own
 * number without a lock: leads arriving together take consecutive turns, so none of them waits on
 * another and the rotation stays even (a rolled-back lead only skips a turn).
 */
async function nextOnDuty(sql: Sql): Promise<Assignee | null> {
  const { rows } = await sql.query<Assignee>(
    `WITH duty AS (${ON_DUTY}) SELECT id, name, email FROM duty WHERE position = (SELECT nextval('"LeadAssignmentTurn"')) % total`,
    [holdersOf("leads.rotation")],
  );
  return rows[0] ?? null;
}

/**
 * The team member on duty whose turn it is. A team keeps its own turn (a row per team, so the
 * other leads never skew it); the row stays locked until the lead commits, so two of a team's
 * leads at once take turns one after the other. With nobody of the team on duty, no turn is taken.
 */
async function nextInTeam(sql: Sql, team: string): Promise<Assignee | null> {
  const { rows } = await sql.query<Assignee>(
    `WITH duty AS (${ON_DUTY} AND team = $2),
          turn AS (
            INSERT INTO "TeamTurn" (team, turn) SELECT $2, 0 WHERE EXISTS (SELECT 1 FROM duty)
            ON CONFLICT (team) DO UPDATE SET turn = "TeamTurn".turn + 1
            RETURNING turn
          )
     SELECT id, name, email FROM duty, turn WHERE position = turn.turn % total`,
    [holdersOf("leads.rotation"), team],
  );
  return rows[0] ?? null;
}

/** Who a new lead goes to, or null when nobody is on duty. */
export async function chooseAssignee(sql: Sql, arrival: Arrival): Promise<Assignment | null> {
  const owner = await earlierOwner(sql, arrival);
  if (owner) return { ...owner, reason: "repeat" };
  const team = await ruleTeam(sql, arrival);
  const member = team && (await nextInTeam(sql, team));
  if (member) return { ...member, reason: "team" };
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
