// `npm run josaa:import -- <file.csv[.gz]> …`: loads each year's JoSAA OR-CR table (format in
// prisma/data/josaa/SOURCES.md) into the database DATABASE_URL names (from the environment or .env,
// as npm start does). A file that does not parse is refused with its line and changes nothing.
import { existsSync, readFileSync } from "node:fs";
import { Pool } from "pg";
import { importJosaaFiles } from "@/lib/predictor/import-files";

if (existsSync(".env")) process.loadEnvFile(".env");

const files = process.argv.slice(2).filter((arg) => arg !== "--");
if (files.length === 0) {
  console.error("Usage: npm run josaa:import -- <josaa-orcr-YYYY.csv[.gz]> …");
  process.exit(2);
}
if (!process.env.DATABASE_URL) {
  console.error("DATABASE_URL is not set: name the database to import into.");
  process.exit(2);
}

const pool = new Pool({ connectionString: process.env.DATABASE_URL });
try {
  for (const file of files) {
    const started = performance.now();
    const [done] = (await importJosaaFiles(pool, [{ name: file, bytes: readFileSync(file) }])) as [
      { year: number; rows: number; rounds: number },
    ];
    console.log(
      `${file}: ${done.rows} rows of ${done.year} (rounds 1–${done.rounds}) in ${Math.round(performance.now() - started)} ms.`,
    );
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await pool.end();
}
