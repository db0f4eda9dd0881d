/**
 * `npm run bench`: first-load JavaScript per route against the framework floor, and Lighthouse
 * (mobile preset, default throttling, Debian Chromium) medians over three runs, for every public
 * route present in the current build and the directory views chosen by a query string. Build
 * first (`npm run build`).
 *
 *   npm run bench                         every route, 3 Lighthouse runs each
 *   npm run bench -- --routes /,/about    only these routes
 *   npm run bench -- --runs 5 --no-lighthouse
 */
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { cpus } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { publicRoutes } from "@/lib/seo/routes";
import playwrightConfig from "../../playwright.config";
import { firstLoadJs, firstLoadJsOfHtml, type FirstLoadJs } from "./first-load-js";
import { frameworkFloor } from "./framework-floor";
import { categories, lighthouseRun, median, type Category, type LighthouseRun } from "./lighthouse";
import { freePort, startServer, stopServer } from "./processes";

const repoRoot = path.resolve(import.meta.dirname, "../..");
const distDir = path.join(repoRoot, ".next");
const resultsDir = path.join(repoRoot, "bench-results");
const chromePath = "/usr/bin/chromium";

/** The budgets of the performance issue: KB of gzipped JS above the framework floor, and Lighthouse. */
const budgets = {
  homeJsOverFloorKb: 70,
  textPageJsOverFloorKb: 40,
  scores: { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 } satisfies Record<Category, number>,
  cls: 0.02,
};

/**
 * Views served by other routes through the rewrites of lib/seo/query-views.ts: a tab or country
 * (prerendered under an internal path) and a filtered link (rendered per request). Their HTML is
 * fetched from the server rather than read from the build.
 */
const queryViews = [
  "/admisson?tab=medical",
  "/admisson?tab=management",
  "/admisson?tab=btech&state=Tamil%20Nadu&sort=fees-asc",
  "/aboradstudy?country=canada",
];

type RouteResult = {
  route: string;
  js: FirstLoadJs;
  jsOverFloorKb: number;
  jsBudgetKb: number;
  lighthouse?: { runs: LighthouseRun[]; median: Record<Category, number> & { cls: number; lcpMs: number; tbtMs: number } };
  misses: string[];
};

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

function chromeFlags(): string[] {
  const args = playwrightConfig.use?.launchOptions?.args;
  if (!args?.length) throw new Error("playwright.config.ts has no Chromium launch flags");
  return args;
}

async function main() {
  const { values } = parseArgs({
    options: {
      routes: { type: "string" },
      runs: { type: "string", default: "3" },
      "no-lighthouse": { type: "boolean", default: false },
    },
  });
  if (!existsSync(path.join(distDir, "BUILD_ID"))) throw new Error("No build in .next: run `npm run build` first.");
  const wanted = values.routes?.split(",").map((route) => route.trim());
  const runs = Number(values.runs);

  const floor = await frameworkFloor(repoRoot, path.join(resultsDir, "framework-floor.json"));
  console.log(`Framework floor (empty page, Next.js ${floor.nextVersion}): ${kb(floor.gzipBytes)} KB gzipped in ${floor.chunks} chunks`);

  const routes = [...publicRoutes.map((route) => route.path), ...queryViews].filter((route) => !wanted || wanted.includes(route));
  const results: RouteResult[] = [];
  const measureJs = async (route: string, html?: string) => {
    const js = html === undefined ? await firstLoadJs(distDir, route) : await firstLoadJsOfHtml(distDir, route, html);
    if (!js) {
      console.log(`${route}: not prerendered in this build, skipped`);
      return;
    }
    const jsBudgetKb = route === "/" ? budgets.homeJsOverFloorKb : budgets.textPageJsOverFloorKb;
    results.push({ route, js, jsOverFloorKb: kb(js.gzipBytes - floor.gzipBytes), jsBudgetKb, misses: [] });
  };
  for (const route of routes.filter((route) => !queryViews.includes(route))) await measureJs(route);

  const needsServer = routes.some((route) => queryViews.includes(route)) || (!values["no-lighthouse"] && results.length > 0);
  if (needsServer) {
    const port = await freePort();
    // localhost, not 127.0.0.1: the canonical URLs of a default build point at localhost, and
    // Lighthouse's SEO audit fails a canonical on another host.
    const origin = `http://localhost:${port}`;
    const server = await startServer(process.execPath, [path.join(repoRoot, "node_modules/next/dist/bin/next"), "start", "--port", String(port)], origin, {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
    });
    try {
      for (const route of routes.filter((route) => queryViews.includes(route))) {
        await measureJs(route, await (await fetch(`${origin}${route}`)).text());
      }
      if (!values["no-lighthouse"]) {
        for (const result of results) {
          const lighthouseRuns: LighthouseRun[] = [];
          for (let run = 1; run <= runs; run++) {
            process.stdout.write(`Lighthouse ${result.route} run ${run}/${runs}…\n`);
            lighthouseRuns.push(await lighthouseRun(`${origin}${result.route}`, chromePath, chromeFlags()));
          }
          const pick = (fn: (run: LighthouseRun) => number) => median(lighthouseRuns.map(fn));
          result.lighthouse = {
            runs: lighthouseRuns,
            median: {
              performance: pick((run) => run.scores.performance),
              accessibility: pick((run) => run.scores.accessibility),
              "best-practices": pick((run) => run.scores["best-practices"]),
              seo: pick((run) => run.scores.seo),
              cls: pick((run) => run.cls),
              lcpMs: pick((run) => run.lcpMs),
              tbtMs: pick((run) => run.tbtMs),
            },
          };
        }
      }
    } finally {
      await stopServer(server);
    }
  }

  for (const result of results) {
    if (result.jsOverFloorKb > result.jsBudgetKb) result.misses.push(`JS +${result.jsOverFloorKb} KB > +${result.jsBudgetKb} KB`);
    const lh = result.lighthouse;
    if (!lh) continue;
    for (const category of categories) {
      if (lh.median[category] < budgets.scores[category]) {
        const audits = [...new Set(lh.runs.flatMap((run) => run.failing))].join(", ");
        result.misses.push(`${category} ${lh.median[category]} < ${budgets.scores[category]}${audits && category !== "performance" ? ` (${audits})` : ""}`);
      }
    }
    if (lh.median.cls > budgets.cls) result.misses.push(`CLS ${lh.median.cls.toFixed(3)} > ${budgets.cls}`);
  }

  console.table(
    results.map((result) => ({
      route: result.route,
      "JS gz KB": kb(result.js.gzipBytes),
      "over floor": `+${result.jsOverFloorKb} / ${result.jsBudgetKb}`,
      perf: result.lighthouse?.median.performance ?? "-",
      a11y: result.lighthouse?.median.accessibility ?? "-",
      "best pr.": result.lighthouse?.median["best-practices"] ?? "-",
      seo: result.lighthouse?.median.seo ?? "-",
      CLS: result.lighthouse ? result.lighthouse.median.cls.toFixed(3) : "-",
      "LCP ms": result.lighthouse ? Math.round(result.lighthouse.median.lcpMs) : "-",
      "TBT ms": result.lighthouse ? Math.round(result.lighthouse.median.tbtMs) : "-",
      load: result.lighthouse ? Math.max(...result.lighthouse.runs.map((run) => run.loadAverage)).toFixed(1) : "-",
      ok: result.misses.length ? "✗" : "✓",
    })),
  );
  for (const result of results) for (const miss of result.misses) console.log(`✗ ${result.route}: ${miss}`);
  if (results.some((result) => result.lighthouse?.runs.some((run) => run.loadAverage > cpus().length))) {
    console.log("⚠ The machine was busy during some runs (load column): TBT and performance are pessimistic; rerun when it is idle.");
  }

  await mkdir(resultsDir, { recursive: true });
  const report = { measuredAt: new Date().toISOString(), floor, budgets, runsPerRoute: runs, results };
  const file = path.join(resultsDir, `bench-${report.measuredAt.replace(/[:.]/g, "-")}.json`);
  await writeFile(file, JSON.stringify(report, null, 2));
  await writeFile(path.join(resultsDir, "latest.json"), JSON.stringify(report, null, 2));
  console.log(`\nWritten to ${path.relative(repoRoot, file)}`);
  if (results.some((result) => result.misses.length)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
