/**
 * Assignment on arrival, inside the lead's own transaction: a repeat enquirer (the same e-mail or
 * mobile as an earlier lead) goes to whoever already has them, if that account is still active;
 * a lead an admin's rule sends to a team (MBBS to the medical team) to the next member of that
 * team on duty; anyone else, and a rule's lead when none of its team is on duty, to the next
 * counsellor on duty in turn. With nobody on duty the lead waits unassigned, where admins see it
 * first (the "Unassigned" view). Every assignment is audited and so shows in the lead's history.
 */
import "server-only";
import { holdersOf } from "@/lib/auth/permissions";
import { newRowId, utcTimestamp, type Sql } from "@/lib/db";

export type Assignee = { id: string; name: string; email: string | null };
export type Assignment = Assignee & { reason: "repeat" | "team" | "rotation" };

/** What assignment reads of a new lead. */
export type Arrival = { email: string; mobile: string; course: string; source: string };

/** The audit actions of an assignment on arrival, one per reason (the lead's history words them). */
export const ARRIVAL_ASSIGNMENT_ACTIONS = {
  repeat: "lead.assign-repeat",
  team: "lead.assign-team",
  rotation: "lead.assign-rotation",
} as const;

/**
 * For each arrival, by its index: its earlier lead's holder (the newest lead with the same e-mail or
 * mobile held by an active account), and for one without, the team (its id) of the first rule, in
 * the order admins added them, that it matches. One statement: it runs for every lead that arrives.
 */
async function ownersAndRuleTeams(
  sql: Sql,
  arrivals: Arrival[],
): Promise<{ owners: Map<number, Assignee>; teams: Map<number, string> }> {
  const { rows } = await sql.query<{ i: string; id: string | null; name: string; email: string | null; team: string | null }>(
    `SELECT a.i, o.id, o.name, o.email, r.team
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) WITH ORDINALITY AS a(email, mobile, course, source, i)
       LEFT JOIN LATERAL (
         SELECT u.id, u.name, u.email FROM "Lead" l JOIN "User" u ON u.id = l."assignedToId"
          WHERE (l.email = a.email OR l.mobile = a.mobile) AND u."disabledAt" IS NULL AND u.role::text = ANY($5)
          ORDER BY l."createdAt" DESC LIMIT 1) o ON true
       LEFT JOIN LATERAL (
         SELECT "teamId" AS team FROM "AssignmentRule"
          WHERE o.id IS NULL AND (course IS NULL OR course = a.course) AND (source IS NULL OR source::text = a.source)
          ORDER BY "createdAt", id LIMIT 1) r ON true`,
    [
      arrivals.map((arrival) => arrival.email),
      arrivals.map((arrival) => arrival.mobile),
      arrivals.map((arrival) => arrival.course),
      arrivals.map((arrival) => arrival.source),
      holdersOf("leads.work"),
    ],
  );
  const owners = new Map<number, Assignee>();
  const teams = new Map<number, string>();
  for (const { i, id, name, email, team } of rows) {
    if (id) owners.set(Number(i) - 1, { id, name, email });
    if (team) teams.set(Number(i) - 1, team);
  }
  return { owners, teams };
}

/** Who is on duty, in a stable order, with each one's place in it and how many there are. */
const ON_DUTY = `SELECT id, name, email, row_number() OVER (ORDER BY id) - 1 AS position, count(*) OVER () AS total
                   FROM "User" WHERE role::text = ANY($1) AND "onDuty" AND "disabledAt" IS NULL`;

/**
 * The counsellors whose turns come next, one per lead. The turns come from a sequence, which hands
 * each caller its own numbers without a lock: leads arriving together take consecutive turns, so
 * none of them waits on another and the rotation stays even (a rolled-back lead only skips a turn).
 * Empty when nobody is on duty.
 */
async function nextOnDuty(sql: Sql, leads: number): Promise<Assignee[]> {
  const { rows } = await sql.query<Assignee>(
    `WITH duty AS (${ON_DUTY}),
          turns AS (SELECT nextval('"LeadAssignmentTurn"') AS turn, n FROM generate_series(1, $2::int) AS n WHERE EXISTS (SELECT 1 FROM duty))
     SELECT id, name, email FROM duty, turns WHERE position = turns.turn % total ORDER BY turns.n`,
    [holdersOf("leads.rotation"), leads],
  );
  return rows;
}

/**
 * The team members on duty whose turns come next, one per lead. A team keeps its own turn (a row
 * per team, so the other leads never skew it); the row stays locked until the leads commit, so
 * two of a team's arrivals at once take turns one after the other. With nobody of the team on
 * duty, no turn is taken and the answer is empty.
 */
async function nextInTeam(sql: Sql, team: string, leads: number): Promise<Assignee[]> {
  const { rows } = await sql.query<Assignee>(
    `WITH duty AS (${ON_DUTY} AND "teamId" = $2),
          taken AS (
            INSERT INTO "TeamTurn" ("teamId", turn) SELECT $2, $3::int - 1 WHERE EXISTS (SELECT 1 FROM duty)
            ON CONFLICT ("teamId") DO UPDATE SET turn = "TeamTurn".turn + $3::int
            RETURNING turn
          ),
          turns AS (SELECT t AS turn FROM taken, generate_series(taken.turn - $3::int + 1, taken.turn) AS t)
     SELECT id, name, email FROM duty, turns WHERE position = turns.turn % total ORDER BY turns.turn`,
    [holdersOf("leads.rotation"), team, leads],
  );
  return rows;
}

/**
 * Who each of several new leads goes to (null when nobody is on duty), in their order, as if they
 * arrived one after the other: a lead whose e-mail or mobile an earlier one of them shares goes
 * where that one went. A few statements for the lot, whatever their number (the CSV import).
 */
export async function chooseAssignees(sql: Sql, arrivals: Arrival[]): Promise<(Assignment | null)[]> {
  if (arrivals.length === 0) return [];
  const { owners, teams } = await ownersAndRuleTeams(sql, arrivals);
  const chosen: (Assignment | null)[] = arrivals.map((_, index) => {
    const owner = owners.get(index);
    return owner ? { ...owner, reason: "repeat" } : null;
  });
  // An arrival with no owner follows the first before it with the same e-mail or mobile, else takes a turn.
  const firstWith = new Map<string, number>();
  const follows = new Map<number, number>();
  const waiting = new Map<string | null, number[]>();
  arrivals.forEach((arrival, index) => {
    const earlier = firstWith.get(arrival.email) ?? firstWith.get(arrival.mobile);
    if (!chosen[index] && earlier !== undefined) follows.set(index, earlier);
    else if (!chosen[index]) waiting.set(teams.get(index) ?? null, [...(waiting.get(teams.get(index) ?? null) ?? []), index]);
    if (!firstWith.has(arrival.email)) firstWith.set(arrival.email, index);
    if (!firstWith.has(arrival.mobile)) firstWith.set(arrival.mobile, index);
  });
  const rotation = waiting.get(null) ?? [];
  for (const [team, indexes] of waiting) {
    if (team === null) continue;
    const members = await nextInTeam(sql, team, indexes.length);
    // With nobody of the team on duty, its leads join the rotation.
    if (members.length === 0) rotation.push(...indexes);
    else indexes.forEach((index, turn) => (chosen[index] = { ...members[turn]!, reason: "team" }));
  }
  rotation.sort((a, b) => a - b);
  const next = rotation.length > 0 ? await nextOnDuty(sql, rotation.length) : [];
  next.forEach((member, turn) => (chosen[rotation[turn]!] = { ...member, reason: "rotation" }));
  for (const [index, earlier] of follows) {
    const assignment = chosen[earlier];
    chosen[index] = assignment ? { ...assignment, reason: "repeat" } : null;
  }
  return chosen;
}

/** Who a new lead goes to, or null when nobody is on duty. */
export async function chooseAssignee(sql: Sql, arrival: Arrival): Promise<Assignment | null> {
  const [assignment] = await chooseAssignees(sql, [arrival]);
  return assignment ?? null;
}

/** The audit entries of assignments on arrival, in one statement: made by the site, not by a person. */
export async function recordArrivalAssignments(sql: Sql, assigned: { leadId: string; assignment: Assignment }[]): Promise<void> {
  if (assigned.length === 0) return;
  await sql.query(
    `INSERT INTO "AuditLog" (id, "actorId", action, "entityType", "entityId", before, after, "createdAt")
     SELECT id, NULL, action, 'Lead', "entityId", '{"assignedTo":null}'::jsonb, jsonb_build_object('assignedTo', name), $5::timestamp
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS a(id, action, "entityId", name)`,
    [
      assigned.map(() => newRowId()),
      assigned.map(({ assignment }) => ARRIVAL_ASSIGNMENT_ACTIONS[assignment.reason]),
      assigned.map(({ leadId }) => leadId),
      assigned.map(({ assignment }) => assignment.name),
      utcTimestamp(),
    ],
  );
}

/** The audit entry of one assignment on arrival. */
export const recordArrivalAssignment = (sql: Sql, leadId: string, assignment: Assignment): Promise<void> =>
  recordArrivalAssignments(sql, [{ leadId, assignment }]);
