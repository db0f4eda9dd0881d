import { afterAll, describe, expect, it } from "vitest";
import pg from "pg";
import { createFreshDatabase, dropDatabase, isHarnessDatabase } from "./postgres.mjs";
import refuseForeignDatabase from "./harness-guard.mjs";

const server = process.env.DATABASE_URL!;
const made: string[] = [];

/** A database made the way a developer would, without the harness's mark. */
async function plainDatabase(): Promise<string> {
  const name = `disha_plain_${Date.now().toString(36)}`;
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  await client.query(`CREATE DATABASE "${name}"`);
  await client.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  made.push(url.toString());
  return url.toString();
}

afterAll(async () => {
  for (const url of made) await dropDatabase(url);
});

describe("the test harness's databases", () => {
  it("marks the databases it creates, and recognises only those", async () => {
    const fresh = await createFreshDatabase(server, "disha_guard");
    made.push(fresh);
    expect(await isHarnessDatabase(fresh)).toBe(true);
    expect(await isHarnessDatabase(await plainDatabase())).toBe(false);
  });

  it("does not recognise a database another (say, an interrupted) run created", async () => {
    const ours = process.env.HARNESS_RUN_ID;
    try {
      process.env.HARNESS_RUN_ID = "an-earlier-run";
      const leftOver = await createFreshDatabase(server, "disha_guard");
      made.push(leftOver);
      expect(await isHarnessDatabase(leftOver)).toBe(true);
      process.env.HARNESS_RUN_ID = ours;
      expect(await isHarnessDatabase(leftOver)).toBe(false);
    } finally {
      process.env.HARNESS_RUN_ID = ours;
    }
  });

  it("refuses to run the suites against a database it did not create", async () => {
    const previous = process.env.DATABASE_URL;
    try {
      process.env.DATABASE_URL = await plainDatabase();
      await expect(refuseForeignDatabase()).rejects.toThrow(
        /Refusing to run the tests against the database "disha_plain_.*this test run did not create it/,
      );
      delete process.env.DATABASE_URL;
      await expect(refuseForeignDatabase()).rejects.toThrow(/DATABASE_URL is not set/);
    } finally {
      process.env.DATABASE_URL = previous;
    }
    await expect(refuseForeignDatabase()).resolves.toBeUndefined();
  });
});
