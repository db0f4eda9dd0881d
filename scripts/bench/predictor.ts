/**
 * `npm run bench:predictor`: the JoSAA importer and the predictor's answer, in process on a
 * database of its own. Each shipped year is imported (parse and write timed apart), then every
 * profile of the back-test's grid (2,800: every category, both genders, ten states, ranks from 300
 * to 800,000) is answered as GET /api/predictor answers it: predicted, sorted, the first page made
 * wire rows. Prints the import seconds per year and the answer's p50, p95 and max in ms.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { backtest } from "@/lib/predictor/backtest-figures";
import { profileGrid } from "@/lib/predictor/backtest";
import { parseJosaaFile, replaceJosaaYear } from "@/lib/predictor/import";
import { SHIPPED_JOSAA_DIR } from "@/lib/predictor/import-files";
import { predict } from "@/lib/predictor/predict";
import { loadPredictorData } from "@/lib/predictor/queries";
import { applyView } from "@/lib/predictor/search";
import { toWirePrediction } from "@/lib/predictor/wire";
import { migrate, scratchDatabase } from "../lib/postgres.mjs";

const scratch = await scratchDatabase("disha_bench_predictor", { dir: path.join(".data", "bench-pg"), port: 54360 });
const pool = new pg.Pool({ connectionString: scratch.url });
try {
  await migrate(scratch.url);
  for (const name of readdirSync(SHIPPED_JOSAA_DIR).filter((file) => file.endsWith(".csv.gz"))) {
    const started = performance.now();
    const rows = parseJosaaFile(readFileSync(path.join(SHIPPED_JOSAA_DIR, name)));
    const parsed = performance.now();
    const client = await pool.connect();
    await client.query("BEGIN");
    await replaceJosaaYear(client, rows);
    await client.query("COMMIT");
    client.release();
    const written = performance.now();
    console.log(
      `import ${name}: ${rows.length} rows in ${((written - started) / 1000).toFixed(2)} s (parse ${((parsed - started) / 1000).toFixed(2)} s, write ${((written - parsed) / 1000).toFixed(2)} s)`,
    );
  }
  const data = (await loadPredictorData(pool))!;
  const times: number[] = [];
  for (const profile of profileGrid()) {
    const started = performance.now();
    const predictions = applyView(
      predict(data.table, data.model, backtest.thresholds, profile),
      { sort: "chance" },
      data.table.latest.year,
    );
    JSON.stringify(predictions.slice(0, 50).map((prediction) => toWirePrediction(prediction, data.table)));
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))]!.toFixed(1);
  console.log(`predictor answer over ${times.length} profiles: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`);
} finally {
  await pool.end();
  await scratch.drop();
}
