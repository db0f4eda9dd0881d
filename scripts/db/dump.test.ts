import { spawnSync } from "node:child_process";
import { mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PrismaPg } from "@prisma/adapter-pg";
import { disconnect, prisma } from "@/lib/db";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { erasePerson } from "@/lib/privacy/rights/erasure";
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
  // CI's machine has the tools of its PostgreSQL server's version: there the round trip always runs.
  it.runIf(process.env.CI)("run in CI, with the tools of the server's version", () => {
    expect(unfit).toBeUndefined();
  });

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

  it.skipIf(unfit)("npm run db:restore erases again whoever was erased after the backup was taken, before it exits", async () => {
    const person = { email: "erased@backup.example.com", mobile: "+919812300001" };
    await prisma.lead.create({
      data: { name: "Erased Later", ...person, percentage: 60, course: "MBA", noticeVersion: "test" },
    });
    const file = path.join(dir, "before-erasure.dump");
    await backup(process.env.DATABASE_URL!, file);
    // The live site, restored from that backup, then the person erased there.
    await dropDatabase(target);
    target = await createFreshDatabase(process.env.DATABASE_URL!, "disha_restore");
    await restore(target, file);
    const site = new PrismaClient({ adapter: new PrismaPg({ connectionString: target }) });
    try {
      await erasePerson(site, person);
      expect(await site.lead.count({ where: { email: person.email } })).toBe(0);

      // The backup, older than the erasure, restored over it by the command an operator runs.
      const restored = spawnSync("npm", ["run", "--silent", "db:restore", "--", file, "--force"], {
        env: { ...process.env, DATABASE_URL: target },
        encoding: "utf8",
      });
      expect(restored.status, restored.stderr).toBe(0);
      expect(restored.stdout).toMatch(/; 1 erased person erased again/);
      // Once the command has exited, the person is gone again, and the ledger remembers them.
      expect(await site.lead.count({ where: { OR: [{ email: person.email }, { mobile: person.mobile }] } })).toBe(0);
      expect(await site.lead.count({ where: { email: { endsWith: "@backup.example.com" } } })).toBe(
        (await prisma.lead.count({ where: { email: { endsWith: "@backup.example.com" } } })) - 1,
      );
      expect(await site.erasureLedger.count()).toBeGreaterThanOrEqual(1);
    } finally {
      await site.$disconnect();
    }
  });
});
