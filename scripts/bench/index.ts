/**
 * `npm run bench`: first-load JavaScript per route against the framework floor, and Lighthouse
 * (mobile preset, default throttling, Debian Chromium) medians over three runs, for every public
 * route present in the current build and the directory views chosen by a query string, beside
 * the same Lighthouse run on an empty page of an empty Next.js app; then pages per second against
 * a static server, and the lead and admin-list benches (bench:leads, bench:admin). Build first
 * (`npm run build`).
 *
 *   npm run bench                         everything, 3 Lighthouse runs per route
 *   npm run bench -- --routes /,/about    only these routes (and no load tests)
 *   npm run bench -- --runs 5 --no-lighthouse --no-load
 *   npm run bench -- --routes / --against http://localhost:4000
 *       also Lighthouse on the same routes of another build you serve there (an earlier commit,
 *       say), run for run in turn with this one, so both see the same machine
 */
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { cpus } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { publicRoutes } from "@/lib/seo/routes";
import { chromiumFlags } from "../../e2e/browser";
import { firstLoadJs, firstLoadJsOfHtml, type FirstLoadJs } from "./first-load-js";
import { frameworkFloor } from "./framework-floor";
import { pageThroughput, type PageThroughput } from "./throughput";
import { categories, lighthouseRun, median, type Category, type LighthouseRun } from "./lighthouse";
import { freePort, runToEnd, startServer, stopServer } from "./processes";

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
  /** A route's performance may trail the empty Next.js page's, in the same run, by this much. */
  belowEmptyPageMax: 2,
};

/** Pages served under load beside a static server: the home page, a directory view, a university. */
const throughputRoutes = ["/", "/admisson?tab=medical", "/university/middlesex-university"];

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
  /** The same route on the `--against` build: medians of its runs, taken in turn with this one's. */
  against?: { runs: LighthouseRun[]; performance: number; tbtMs: number };
  misses: string[];
};

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;


async function main() {
  const { values } = parseArgs({
    options: {
      routes: { type: "string" },
      runs: { type: "string", default: "3" },
      "no-lighthouse": { type: "boolean", default: false },
      "no-load": { type: "boolean", default: false },
      against: { type: "string" },
    },
  });
  if (!existsSync(path.join(distDir, "BUILD_ID"))) throw new Error("No build in .next: run `npm run build` first.");
  const wanted = values.routes?.split(",").map((route) => route.trim());
  const runs = Number(values.runs);

  const floor = await frameworkFloor(repoRoot, resultsDir);
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

  const withLoad = !values["no-load"] && !wanted;
  let floorLighthouse: { runs: LighthouseRun[]; performance: number } | undefined;
  if (!values["no-lighthouse"] && results.length > 0) floorLighthouse = await lighthouseOfEmptyApp(floor.appDir, runs);
  let throughput: PageThroughput[] = [];

  const needsServer = routes.some((route) => queryViews.includes(route)) || (!values["no-lighthouse"] && results.length > 0) || withLoad;
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
          const againstRuns: LighthouseRun[] = [];
          for (let run = 1; run <= runs; run++) {
            process.stdout.write(`Lighthouse ${result.route} run ${run}/${runs}…\n`);
            lighthouseRuns.push(await lighthouseRun(`${origin}${result.route}`, chromePath, chromiumFlags));
            if (values.against) againstRuns.push(await lighthouseRun(`${values.against}${result.route}`, chromePath, chromiumFlags));
          }
          if (againstRuns.length) {
            result.against = {
              runs: againstRuns,
              performance: median(againstRuns.map((run) => run.scores.performance)),
              tbtMs: median(againstRuns.map((run) => run.tbtMs)),
            };
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
      if (withLoad) throughput = await pageThroughput(origin, throughputRoutes);
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
    if (floorLighthouse && lh.median.performance < floorLighthouse.performance - budgets.belowEmptyPageMax) {
      result.misses.push(`performance ${lh.median.performance} is more than ${budgets.belowEmptyPageMax} below the empty page's ${floorLighthouse.performance}`);
    }
  }

  console.table(
    results.map((result) => ({
      route: result.route,
      "JS gz KB": kb(result.js.gzipBytes),
      "over floor": `+${result.jsOverFloorKb} / ${result.jsBudgetKb}`,
      perf: result.lighthouse?.median.performance ?? "-",
      "vs empty": result.lighthouse && floorLighthouse ? result.lighthouse.median.performance - floorLighthouse.performance : "-",
      a11y: result.lighthouse?.median.accessibility ?? "-",
      "best pr.": result.lighthouse?.median["best-practices"] ?? "-",
      seo: result.lighthouse?.median.seo ?? "-",
      CLS: result.lighthouse ? result.lighthouse.median.cls.toFixed(3) : "-",
      "LCP ms": result.lighthouse ? Math.round(result.lighthouse.median.lcpMs) : "-",
      "TBT ms": result.lighthouse ? Math.round(result.lighthouse.median.tbtMs) : "-",
      ...(values.against ? { "other build perf": result.against?.performance ?? "-", "other TBT ms": result.against ? Math.round(result.against.tbtMs) : "-" } : {}),
      load: result.lighthouse ? Math.max(...result.lighthouse.runs.map((run) => run.loadAverage)).toFixed(1) : "-",
      ok: result.misses.length ? "✗" : "✓",
    })),
  );
  if (floorLighthouse) console.log(`Empty Next.js page, same run: performance ${floorLighthouse.performance} (runs ${floorLighthouse.runs.map((run) => run.scores.performance).join(", ")})`);
  for (const result of results) for (const miss of result.misses) console.log(`✗ ${result.route}: ${miss}`);
  if (throughput.length) {
    console.table(
      throughput.map((row) => ({
        route: row.route,
        "next rps": row.next.perSecond,
        "p50 ms": row.next.p50Ms,
        "p99 ms": row.next.p99Ms,
        "static rps": row.static.perSecond,
        "static p99 ms": row.static.p99Ms,
        ratio: row.ratio,
        errors: row.next.errors + row.next.non2xx,
      })),
    );
  }
  if (results.some((result) => result.lighthouse?.runs.some((run) => run.loadAverage > cpus().length))) {
    console.log("⚠ The machine was busy during some runs (load column): TBT and performance are pessimistic; rerun when it is idle.");
  }

  await mkdir(resultsDir, { recursive: true });
  const report = { measuredAt: new Date().toISOString(), floor, floorLighthouse, budgets, runsPerRoute: runs, results, throughput };
  const file = path.join(resultsDir, `bench-${report.measuredAt.replace(/[:.]/g, "-")}.json`);
  await writeFile(file, JSON.stringify(report, null, 2));
  await writeFile(path.join(resultsDir, "latest.json"), JSON.stringify(report, null, 2));
  console.log(`\nWritten to ${path.relative(repoRoot, file)}`);
  if (withLoad) {
    // Each in a process of its own, as `npm run bench:leads` and `npm run bench:admin` run them.
    for (const script of ["leads.ts", "admin-lists.ts"]) {
      console.log(`\n▶ ${script}`);
      await runToEnd(path.join(repoRoot, "node_modules/.bin/tsx"), [path.join(import.meta.dirname, script)], { cwd: repoRoot });
    }
  }
  if (results.some((result) => result.misses.length)) process.exitCode = 1;
}

/** Lighthouse on the empty page of the empty Next.js app (the framework floor), served by `next start`. */
async function lighthouseOfEmptyApp(appDir: string, runs: number) {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const server = await startServer(process.execPath, [path.join(repoRoot, "node_modules/next/dist/bin/next"), "start", "--port", String(port)], origin, {
    cwd: appDir,
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
  });
  try {
    const lighthouseRuns: LighthouseRun[] = [];
    for (let run = 1; run <= runs; run++) {
      process.stdout.write(`Lighthouse (empty Next.js page) run ${run}/${runs}…\n`);
      lighthouseRuns.push(await lighthouseRun(`${origin}/`, chromePath, chromiumFlags));
    }
    return { runs: lighthouseRuns, performance: median(lighthouseRuns.map((run) => run.scores.performance)) };
  } finally {
    await stopServer(server);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
