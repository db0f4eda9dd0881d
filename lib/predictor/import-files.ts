/** Files of JoSAA's OR-CR tables into the database, each year in its own transaction (the CLI and the seed). */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Pool } from "pg";
import { JosaaFileError, parseJosaaFile, replaceJosaaYear } from "./import";

/** The years shipped with the site (gzipped, as JoSAA's tables were compiled; see SOURCES.md there). */
export const SHIPPED_JOSAA_DIR = path.join(process.cwd(), "prisma", "data", "josaa");

type File = { name: string; bytes: Uint8Array };

/** Parses every file first (one bad file stops all, before any write), then replaces each year. */
export async function importJosaaFiles(pool: Pool, files: File[]) {
  const years = files.map((file) => {
    try {
      return parseJosaaFile(file.bytes);
    } catch (error) {
      if (error instanceof JosaaFileError) throw new Error(`${file.name}: ${error.message}`, { cause: error });
      throw error;
    }
  });
  const done = [];
  for (const rows of years) {
    const client = await pool.connect();
    try {
      await client.query("BEGIN");
      done.push(await replaceJosaaYear(client, rows));
      await client.query("COMMIT");
    } catch (error) {
      await client.query("ROLLBACK");
      throw error;
    } finally {
      client.release();
    }
  }
  return done;
}

/** The seed's step: the shipped years not yet in the database (an imported year is never overwritten). */
export async function seedShippedJosaaYears(pool: Pool): Promise<number[]> {
  const present = new Set((await pool.query<{ year: number }>(`SELECT "year" FROM "JosaaImport"`)).rows.map((row) => row.year));
  const files = readdirSync(SHIPPED_JOSAA_DIR)
    .filter((name) => /^josaa-orcr-\d{4}\.csv\.gz$/.test(name))
    .filter((name) => !present.has(Number(name.match(/\d{4}/)![0])))
    .map((name) => ({ name, bytes: readFileSync(path.join(SHIPPED_JOSAA_DIR, name)) }));
  return (await importJosaaFiles(pool, files)).map((done) => done.year);
}
