// `npm run privacy:retention -- [--dry-run]`: what the daily retention job (lib/privacy/retention/run.ts)
// would erase and notify now, or one run of it, on the database DATABASE_URL names (read from the
// environment or .env, as npm start does). A real run beside the scheduled one does no work twice:
// each batch takes its rows FOR UPDATE SKIP LOCKED.
import { existsSync } from "node:fs";

if (existsSync(".env")) process.loadEnvFile(".env");

const { disconnect } = await import("@/lib/db");
const { retentionDryRun, runRetention } = await import("@/lib/privacy/retention/run");

const args = process.argv.slice(2).filter((arg) => arg !== "--");
const dryRun = args.includes("--dry-run");

const lines = {
  leads: "counselling enquiries anonymised",
  franchiseEnquiries: "franchise enquiries anonymised",
  careerApplications: "job applications anonymised",
  resumes: "résumés deleted",
  emailBodies: "e-mails' text blanked",
  auditEntries: "audit entries deleted",
  notices: "enquiries given the 48-hour notice",
} as const;

async function main(): Promise<void> {
  if (args.some((arg) => arg !== "--dry-run")) throw new Error("Usage: npm run privacy:retention -- [--dry-run]");
  if (!process.env.DATABASE_URL) throw new Error("DATABASE_URL is not set: name the database to run retention on.");
  const counts = dryRun ? await retentionDryRun() : await runRetention();
  console.log(dryRun ? "Dry run: nothing was changed. A run now would do:" : "Retention run done:");
  for (const [key, words] of Object.entries(lines))
    console.log(`  ${String(counts[key as keyof typeof lines]).padStart(7)}  ${words}`);
}

try {
  await main();
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await disconnect();
}
