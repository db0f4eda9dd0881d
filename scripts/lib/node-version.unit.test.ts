import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { nodeVersionProblem } from "./node-version.mjs";

describe("the Node.js version npm start and npm run dev need", () => {
  it("refuses an older Node.js, naming both versions, and takes the range's own or a later one", () => {
    expect(nodeVersionProblem(">=22.12", "20.19.2")).toBe(
      "This is Node.js 20.19.2; the site needs Node.js >=22.12 (package.json engines). Install Node.js 22.12 or later and run it again.",
    );
    expect(nodeVersionProblem(">=22.12", "22.11.0")).toMatch(/^This is Node\.js 22\.11\.0; the site needs Node\.js >=22\.12/);
    for (const version of ["22.12.0", "22.13.1", "23.0.0", "24.4.1"]) expect(nodeVersionProblem(">=22.12", version)).toBeNull();
    expect(nodeVersionProblem("^22", "22.12.0")).toMatch(/only a ">=X.Y.Z" range is understood/);
  });

  it("is what scripts/start.mjs loads first: its first import", () => {
    const start = spawnSync("grep", ["-m1", "^import", "scripts/start.mjs"], { encoding: "utf8" });
    expect(start.stdout.trim()).toBe('import "./lib/node-version.mjs";');
  });
});
