// `npm start` and `npm run dev` refuse a Node.js older than package.json's `engines.node` (a
// ">=X.Y.Z" range): an older one served the site while its jobs failed (`Map.groupBy` is Node 21+).
// Imported first by scripts/start.mjs, so it runs before anything else is loaded.
import { readFileSync } from "node:fs";

const parts = (version) => version.split(".").map((part) => Number.parseInt(part, 10) || 0);

/** Why `version` does not satisfy `range` (">=22.12"), naming both, or null when it does. */
export function nodeVersionProblem(range, version) {
  const minimum = /^>=\s*v?(\d+(?:\.\d+){0,2})$/.exec(range.trim())?.[1];
  if (!minimum) return `package.json's engines.node is "${range}": only a ">=X.Y.Z" range is understood.`;
  const [have, need] = [parts(version), parts(minimum)];
  for (let index = 0; index < 3; index++) {
    if ((have[index] ?? 0) > (need[index] ?? 0)) return null;
    if ((have[index] ?? 0) < (need[index] ?? 0))
      return `This is Node.js ${version}; the site needs Node.js ${range} (package.json engines). Install Node.js ${minimum} or later and run it again.`;
  }
  return null;
}

const { engines } = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"));
const problem = nodeVersionProblem(engines.node, process.versions.node);
if (problem) {
  console.error(problem);
  process.exit(1);
}
