// `npm run db:backup -- <file>` and `npm run db:restore -- <file> [--force]`, on the database
// DATABASE_URL names (read from the environment or .env, as npm start does).
import { existsSync } from "node:fs";
import { disconnect, prisma } from "@/lib/db";
import { readErasureLedger, reapplyErasureLedger } from "@/lib/privacy/rights/erasure";
import { backup, restore } from "./dump";

if (existsSync(".env")) process.loadEnvFile(".env");

const [command, ...rest] = process.argv.slice(2).filter((arg) => arg !== "--");
const force = rest.includes("--force");
const file = rest.find((arg) => !arg.startsWith("--"));
const databaseUrl = process.env.DATABASE_URL;

async function main(): Promise<void> {
  if ((command !== "backup" && command !== "restore") || !file) {
    throw new Error("Usage: npm run db:backup -- <file> | npm run db:restore -- <file> [--force]");
  }
  if (!databaseUrl) throw new Error("DATABASE_URL is not set: name the database to back up or restore into.");
  const database = new URL(databaseUrl).pathname.slice(1);
  if (command === "backup") {
    await backup(databaseUrl, file);
    console.log(`Backed up ${database} to ${file}`);
  } else {
    // Whoever was erased since the backup was taken is erased again (lib/privacy/rights/erasure.ts).
    const ledger = await readErasureLedger(prisma);
    await disconnect();
    await restore(databaseUrl, file, { force });
    const erased = await reapplyErasureLedger(prisma, ledger);
    await disconnect();
    console.log(
      `Restored ${file} into ${database}${erased ? `; ${erased} erased ${erased === 1 ? "person" : "people"} erased again` : ""}`,
    );
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
