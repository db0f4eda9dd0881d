import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { PoolClient } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { disconnect, pgPool } from "@/lib/db";

// The migration that made teams rows, run on free-text teams as the site had them: every
// migration before it, then rows, then it, in a schema of this test's own (pg_trgm and the other
// extensions stay in public, on the search path behind it).
const MIGRATIONS = path.join(import.meta.dirname, "../../prisma/migrations");
const TEAMS_MIGRATION = "20261128163000_managed_teams";
const SCHEMA = `teams_migration_${process.pid}`;
const sqlOf = (name: string) => readFileSync(path.join(MIGRATIONS, name, "migration.sql"), "utf8");

let client: PoolClient;

beforeAll(async () => {
  client = await pgPool().connect();
  await client.query(`CREATE SCHEMA "${SCHEMA}"; SET search_path TO "${SCHEMA}", public`);
  const before = readdirSync(MIGRATIONS)
    .filter((name) => /^\d+_/.test(name) && name < TEAMS_MIGRATION)
    .sort();
  for (const name of before) await client.query(sqlOf(name));
});

afterAll(async () => {
  await client.query(`DROP SCHEMA "${SCHEMA}" CASCADE; SET search_path TO DEFAULT`);
  client.release();
  await disconnect();
});

describe("the managed-teams migration", () => {
  it("makes a team of every name in use, keeps who is in which and where each rule sends, and each team's turn", async () => {
    await client.query(`
      INSERT INTO "User" (id, name, "passwordHash", role, team, "updatedAt") VALUES
        ('meeraaaaaaaa', 'Meera', 'x', 'COUNSELLOR', 'Medical', now()),
        ('arjunaaaaaaa', 'Arjun', 'x', 'COUNSELLOR', 'Medical', now()),
        ('kabiraaaaaaa', 'Kabir', 'x', 'COUNSELLOR', 'Web', now()),
        ('nehaaaaaaaaa', 'Neha', 'x', 'COUNSELLOR', NULL, now());
      INSERT INTO "AssignmentRule" (id, course, team) VALUES ('rulembbsaaaa', 'MBBS', 'Medical'), ('rulebbaaaaaa', 'BBA', 'Commerce');
      INSERT INTO "TeamTurn" (team, turn) VALUES ('Medical', 7), ('Disbanded', 3);`);

    await client.query(sqlOf(TEAMS_MIGRATION));

    const { rows: teams } = await client.query<{ id: string; name: string; retiredAt: Date | null }>(
      `SELECT id, name, "retiredAt" FROM "Team" ORDER BY name`,
    );
    expect(teams.map((team) => team.name)).toEqual(["Commerce", "Medical", "Web"]);
    expect(teams.every((team) => /^[a-z0-9]{10,40}$/.test(team.id) && team.retiredAt === null)).toBe(true);
    const idOf = Object.fromEntries(teams.map((team) => [team.name, team.id]));
    const { rows: users } = await client.query(`SELECT id, "teamId" FROM "User" ORDER BY id`);
    expect(users).toEqual([
      { id: "arjunaaaaaaa", teamId: idOf.Medical },
      { id: "kabiraaaaaaa", teamId: idOf.Web },
      { id: "meeraaaaaaaa", teamId: idOf.Medical },
      { id: "nehaaaaaaaaa", teamId: null },
    ]);
    const { rows: rules } = await client.query(`SELECT id, "teamId" FROM "AssignmentRule" ORDER BY id`);
    expect(rules).toEqual([
      { id: "rulebbaaaaaa", teamId: idOf.Commerce },
      { id: "rulembbsaaaa", teamId: idOf.Medical },
    ]);
    // The turn of a name nobody uses any more has no team to belong to.
    const { rows: turns } = await client.query(`SELECT "teamId", turn::int FROM "TeamTurn"`);
    expect(turns).toEqual([{ teamId: idOf.Medical, turn: 7 }]);
    // A team with members or rules cannot be deleted from under them.
    await expect(client.query(`DELETE FROM "Team" WHERE name = 'Medical'`)).rejects.toThrow(/foreign key/);
  });
});
