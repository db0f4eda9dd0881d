// `npm run predictor:backtest`: the predictor's accuracy (lib/predictor/backtest.ts) on the years
// shipped in prisma/data/josaa/, written to content/josaa/backtest.json, which /predictor/method
// shows and the live predictor takes its thresholds from. A unit test re-runs it and compares.
import { writeFileSync } from "node:fs";
import { BACKTEST_FILE } from "@/lib/predictor/backtest-figures";
import { runBacktest } from "@/lib/predictor/backtest";
import { shippedSeatTable } from "@/lib/predictor/shipped";

const started = performance.now();
const figures = runBacktest(shippedSeatTable());
writeFileSync(BACKTEST_FILE, `${JSON.stringify(figures, null, 2)}\n`);

const { calibration, evaluation, thresholds } = figures;
const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;
console.log(`Thresholds from ${calibration.from} → ${calibration.to} (${calibration.pairs} profile-seat pairs):`);
console.log(`  likely ≥ ${thresholds.likely}, unlikely < ${thresholds.unlikely}, listed from ${thresholds.floor}`);
console.log(
  `${evaluation.to}'s final round predicted from ${evaluation.from.join(" and ")} (${evaluation.profiles} profiles, ${evaluation.pairs} pairs):`,
);
for (const [chance, row] of Object.entries(evaluation.labels))
  console.log(`  ${chance.padEnd(9)} ${String(row.listed).padStart(8)} listed, within reach ${percent(row.rate)}`);
console.log(`  Brier score ${evaluation.brier}`);
console.log("Within reach by probability band:");
for (const band of evaluation.reliability)
  if (band.listed)
    console.log(
      `  ${band.from.toFixed(2)}–${band.to.toFixed(2)} ${String(band.listed).padStart(8)} listed, ${percent(band.rate)}`,
    );
console.log(`Written to ${BACKTEST_FILE} in ${Math.round(performance.now() - started)} ms.`);
