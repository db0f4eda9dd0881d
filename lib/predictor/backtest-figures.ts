/** The back-test's committed figures (written by `npm run predictor:backtest`): the label thresholds and the published accuracy. */
import path from "node:path";
import figures from "@/content/josaa/backtest.json";
import type { Backtest } from "./backtest";

export const BACKTEST_FILE = path.join(process.cwd(), "content", "josaa", "backtest.json");

export const backtest = figures as Backtest;
