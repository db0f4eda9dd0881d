import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { firstLoadJs } from "./first-load-js";
import { runToEnd } from "./processes";

export type Floor = { nextVersion: string; appHash: string; gzipBytes: number; chunks: number; measuredAt: string };

/** The files of an empty app; Turbopack's root must contain the symlinked node_modules' target. */
const emptyApp = (turbopackRoot: string): Record<string, string> => ({
  "package.json": JSON.stringify({ name: "next-floor", private: true, type: "module" }),
  "next.config.mjs": `export default { turbopack: { root: ${JSON.stringify(turbopackRoot)} } };\n`,
  "app/layout.js":
    'export default function RootLayout({ children }) {\n  return <html lang="en"><body>{children}</body></html>;\n}\n',
  // One word of text: Lighthouse needs a first contentful paint to score a page at all.
  "app/page.js": "export default function Page() {\n  return <p>Empty</p>;\n}\n",
  // Without one of its own, Turbopack bundles the one at its root (the site's: its background jobs
  // would run in the empty app's server during the bench, on the site's database).
  "instrumentation.js": "export function register() {}\n",
});

function commonAncestor(a: string, b: string): string {
  const left = a.split(path.sep);
  const right = b.split(path.sep);
  let i = 0;
  while (i < left.length && left[i] === right[i]) i++;
  return left.slice(0, i).join(path.sep) || path.sep;
}

/**
 * The first-load JS of an empty page in an empty app on the same Next.js version, measured the
 * same way as the site's routes: what any page of this framework costs before its own code.
 * Built once per version in `bench-results/empty-next-app/` (using this repo's node_modules) and
 * kept, so the bench can also run Lighthouse on its page beside the site's.
 */
export async function frameworkFloor(repoRoot: string, resultsDir: string): Promise<Floor & { appDir: string }> {
  const pkg = JSON.parse(await readFile(path.join(repoRoot, "node_modules/next/package.json"), "utf8")) as { version: string };
  const cacheFile = path.join(resultsDir, "framework-floor.json");
  const appDir = path.join(resultsDir, "empty-next-app");
  // The cached build is reused only while the empty app's files are the same.
  const appHash = createHash("sha256")
    .update(JSON.stringify(emptyApp(commonAncestor(appDir, repoRoot))))
    .digest("hex")
    .slice(0, 16);
  if (existsSync(cacheFile) && existsSync(path.join(appDir, ".next", "BUILD_ID"))) {
    const cached = JSON.parse(await readFile(cacheFile, "utf8")) as Floor;
    if (cached.nextVersion === pkg.version && cached.appHash === appHash) return { ...cached, appDir };
  }
  await rm(appDir, { recursive: true, force: true });
  for (const [name, content] of Object.entries(emptyApp(commonAncestor(appDir, repoRoot)))) {
    await mkdir(path.dirname(path.join(appDir, name)), { recursive: true });
    await writeFile(path.join(appDir, name), content);
  }
  await symlink(path.join(repoRoot, "node_modules"), path.join(appDir, "node_modules"), "dir");
  console.log(`Building an empty Next.js ${pkg.version} app in ${appDir} for the framework floor…`);
  await runToEnd(process.execPath, [path.join(repoRoot, "node_modules/next/dist/bin/next"), "build"], {
    cwd: appDir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  const measured = await firstLoadJs(path.join(appDir, ".next"), "/");
  if (!measured) throw new Error("the empty app has no prerendered index.html");
  const floor: Floor = {
    nextVersion: pkg.version,
    appHash,
    gzipBytes: measured.gzipBytes,
    chunks: measured.chunks,
    measuredAt: new Date().toISOString(),
  };
  await writeFile(cacheFile, JSON.stringify(floor, null, 2));
  return { ...floor, appDir };
}
