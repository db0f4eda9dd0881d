import { describe, expect, it } from "vitest";
import { runBacktest } from "./backtest";
import { backtest } from "./backtest-figures";
import { shippedSeatTable } from "./shipped";

describe("the published back-test", () => {
  it("is what npm run predictor:backtest gives on the shipped years, and meets the targets", { timeout: 300_000 }, () => {
    const figures = runBacktest(shippedSeatTable());
    expect(figures).toEqual(backtest);
    expect(figures.evaluation.labels.likely.rate).toBeGreaterThanOrEqual(0.9);
    expect(figures.evaluation.labels.unlikely.rate).toBeLessThanOrEqual(0.1);
  });
});
