import { mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { disconnect, prisma } from "@/lib/db";
import { createFreshDatabase, dropDatabase } from "../lib/postgres.mjs";
import { backup, restore, toolsUnfitFor } from "./dump";

let dir: string;
let target: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "disha-backup-"));
  // Another fresh database of this run, beside the one the tests use.
  target = await createFreshDatabase(process.env.DATABASE_URL!, "disha_restore");
});
afterAll(async () => {
  await prisma.lead.deleteMany({ where: { email: { endsWith: "@backup.example.com" } } });
  await disconnect();
  await dropDatabase(target);
  await rm(dir, { recursive: true, force: true });
});

async function leadIds(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ id: string }>(`SELECT id FROM "Lead" ORDER BY id`)).rows.map((row) => row.id);
  } finally {
    await client.end();
  }
}

// The embedded server of a run without DATABASE_URL can be newer than the machine's client tools
// (its package ships no pg_dump): then the run says so instead of failing on the machine.
const unfit = await toolsUnfitFor(process.env.DATABASE_URL!);
if (unfit) console.warn(`The backup and restore round trip is not tested: ${unfit}`);

describe("db:backup and db:restore", () => {
  it.runIf(unfit)("refuses with a clear message when the tools are older than the server", async () => {
    await expect(backup(process.env.DATABASE_URL!, path.join(dir, "refused.dump"))).rejects.toThrow(
      /^pg_dump \d+ cannot back up a PostgreSQL \d+ server/,
    );
  });

  it.skipIf(unfit)(
    "restore a backup into an empty database with every lead, and refuse one that has tables unless forced",
    async () => {
      await prisma.lead.createMany({
        data: [1, 2, 3].map((i) => ({
          name: `Backup ${i}`,
          email: `lead${i}@backup.example.com`,
          mobile: `+91987654321${i}`,
          percentage: 70 + i,
          course: "MBA",
          noticeVersion: "test",
        })),
      });
      const source = process.env.DATABASE_URL!;
      const file = path.join(dir, "site.dump");
      // One left by an earlier run, readable by anyone: the backup over it is its owner's alone.
      await writeFile(file, "old", { mode: 0o644 });
      await backup(source, file);
      expect((await stat(file)).mode & 0o777).toBe(0o600);

      await restore(target, file);
      const expected = await leadIds(source);
      expect(expected.length).toBeGreaterThanOrEqual(3);
      expect(await leadIds(target)).toEqual(expected);

      await expect(restore(target, file)).rejects.toThrow(/already has \d+ tables.*--force/);
      await restore(target, file, { force: true });
      expect(await leadIds(target)).toEqual(expected);
    },
  );
});
