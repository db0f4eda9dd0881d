import { expect } from "vitest";
import type { Outcome } from "@/lib/http/outcome";

/** The data of a successful outcome; fails the test, with the outcome, when it is not one. */
export function dataOf<Data extends object>(outcome: Outcome<Data>): Data {
  expect(outcome).toMatchObject({ ok: true });
  if (!outcome.ok || !outcome.data) throw new Error(`expected a success with data, got ${JSON.stringify(outcome)}`);
  return outcome.data;
}
