// The suites empty tables and write rows, so they run only against a database the test harness
// (scripts/test.mjs) created for this very run, never against the one a developer or a deployment
// points DATABASE_URL at, nor one an interrupted run left behind. Vitest runs this as its global
// setup; playwright.config.ts runs it as a script while the config loads, because Playwright starts
// its web servers (the site, with its outbox worker) before any global setup.
import { pathToFileURL } from "node:url";
import { isHarnessDatabase } from "./postgres.mjs";

export default async function refuseForeignDatabase() {
  const url = process.env.DATABASE_URL;
  const advice =
    "Run the tests through the harness: `npm test`, `npm run test:unit [-- files]` or `npm run test:e2e [-- files]`; " +
    "it creates a fresh database beside the one DATABASE_URL names (or an embedded server when it is unset) and drops it afterwards.";
  if (!url) throw new Error(`DATABASE_URL is not set. ${advice}`);
  const name = new URL(url).pathname.slice(1);
  if (!(await isHarnessDatabase(url))) {
    throw new Error(
      `Refusing to run the tests against the database "${name}": this test run did not create it, and the tests delete rows. ${advice}`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  refuseForeignDatabase().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
