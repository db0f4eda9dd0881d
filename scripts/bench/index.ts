/**
 * `npm run bench`: first-load JavaScript per route against the framework floor, and Lighthouse
 * (mobile preset, default throttling, Debian Chromium) medians over three runs, for every public
 * route present in the current build and the directory views chosen by a query string, each run
 * followed by a run on the empty page of an empty Next.js app, so every comparison with it is
 * made on the same machine in the same minute; then pages per second through nginx
 * (deploy/nginx.conf) against a static server, and through `next start` alone against the empty
 * Next.js page, and the lead and admin-list benches (bench:leads, bench:admin). Build first
 * (`npm run build`).
 *
 *   npm run bench                         everything, 3 Lighthouse runs per route
 *   npm run bench -- --routes /,/about    only these routes (and no load tests); a route not
 *       prerendered (/predictor, an answer's URL) is measured on the HTML the server sends
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
import { firstLoadJs, firstLoadJsOfHtml, prerenderedHtmlPath, type FirstLoadJs } from "./first-load-js";
import { frameworkFloor } from "./framework-floor";
import { load, pageThroughput, type PageThroughput, type Throughput } from "./throughput";
import { categories, lighthouseRun, median, type Category, type LighthouseRun } from "./lighthouse";
import { nextStart } from "../lib/next-start.mjs";
import { SERVER_CONDITION } from "../lib/postgres.mjs";
import { startNginx } from "../lib/nginx";
import { freePort, productionServerEnv, runToEnd, startServer, stopServer } from "./processes";

const repoRoot = path.resolve(import.meta.dirname, "../..");
const distDir = path.join(repoRoot, ".next");
const resultsDir = path.join(repoRoot, "bench-results");
const chromePath = "/usr/bin/chromium";

/** The budgets of the performance issue: KB of gzipped JS above the framework floor, and Lighthouse. */
const budgets = {
  homeJsOverFloorKb: 70,
  textPageJsOverFloorKb: 40,
  /** Performance is judged against the empty page of the same run (belowEmptyPageMax): the machine sets its level. */
  scores: { accessibility: 100, "best-practices": 100, seo: 100 } satisfies Record<Exclude<Category, "performance">, number>,
  cls: 0.02,
  /** A route's performance may trail the empty Next.js page's, in the same run, by this much. */
  belowEmptyPageMax: 3,
  /**
   * LCP at most this much later than FCP as the page painted them (Lighthouse's observed values):
   * the largest element is in the first paint and nothing replaces it. Lighthouse's simulated LCP
   * is shown beside, not judged: it also counts every script that finished downloading before the
   * observed first paint, so it trails FCP on any page that paints after its scripts arrive (the
   * README's Benchmarks section).
   */
  lcpOverFcpMax: 0.1,
  /** Total blocking time at most this multiple of the empty page's in the same run. */
  tbtOverEmptyMax: 1.5,
  /** Pages per second through nginx (deploy/nginx.conf, with its cache) at least this share of a static server's for the same bytes. */
  throughputRatioMin: 0.8,
  /** Through `next start` alone, bytes of the site's pages per second at least this share of the empty Next.js page's. */
  nextBytesOverEmptyMin: 0.8,
};

/** One university page, prerendered from content/universities, standing for all of them. */
const universityPage = "/university/middlesex-university";

/** Pages served under load: the home page, a directory view, a university. */
const throughputRoutes = ["/", "/admisson?tab=medical", universityPage];

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
  lighthouse?: { runs: LighthouseRun[]; median: Medians; emptyPage: { runs: LighthouseRun[]; median: Medians } };
  /** The same route on the `--against` build: medians of its runs, taken in turn with this one's. */
  against?: { runs: LighthouseRun[]; median: Medians };
  misses: string[];
};

type Medians = Record<Category, number> & { cls: number; lcpMs: number; fcpMs: number; tbtMs: number; benchmarkIndex: number };

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

function medians(runs: LighthouseRun[]): Medians {
  const pick = (fn: (run: LighthouseRun) => number) => median(runs.map(fn));
  return {
    performance: pick((run) => run.scores.performance),
    accessibility: pick((run) => run.scores.accessibility),
    "best-practices": pick((run) => run.scores["best-practices"]),
    seo: pick((run) => run.scores.seo),
    cls: pick((run) => run.cls),
    lcpMs: pick((run) => run.lcpMs),
    fcpMs: pick((run) => run.fcpMs),
    tbtMs: pick((run) => run.tbtMs),
    benchmarkIndex: pick((run) => run.benchmarkIndex),
  };
}

/** The `--against` build's medians, for the table beside this build's. */
function againstColumns(against: RouteResult["against"]) {
  const m = against?.median;
  return {
    "other perf": m?.performance ?? "-",
    "other FCP": m ? Math.round(m.fcpMs) : "-",
    "other LCP": m ? Math.round(m.lcpMs) : "-",
    "other TBT": m ? Math.round(m.tbtMs) : "-",
    "other CLS": m ? m.cls.toFixed(3) : "-",
  };
}

/** LCP over FCP, as a share above 1 (0.1: LCP 10 % after FCP), median of the runs' own ratios. */
const lcpOverFcp = (runs: LighthouseRun[], as: "observed" | "simulated") =>
  +median(runs.map((run) => (as === "observed" ? run.observedLcpMs / run.observedFcpMs : run.lcpMs / run.fcpMs) - 1)).toFixed(2);
const percentAfter = (share: number) => `+${Math.round(share * 100)} %`;

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
  console.log(
    `Framework floor (empty page, Next.js ${floor.nextVersion}): ${kb(floor.gzipBytes)} KB gzipped in ${floor.chunks} chunks`,
  );

  // `--routes` may also name a page outside the list: one rendered per request (a predictor answer) is read from the server.
  const routes = wanted ?? [...publicRoutes.map((route) => route.path), universityPage, ...queryViews];
  const fromServer = (route: string) => queryViews.includes(route) || !existsSync(prerenderedHtmlPath(distDir, route));
  const results: RouteResult[] = [];
  const failedThroughput: string[] = [];
  const measureJs = async (route: string, html?: string) => {
    const js = html === undefined ? await firstLoadJs(distDir, route) : await firstLoadJsOfHtml(distDir, route, html);
    if (!js) {
      console.log(`${route}: not prerendered in this build, skipped`);
      return;
    }
    const jsBudgetKb = route === "/" ? budgets.homeJsOverFloorKb : budgets.textPageJsOverFloorKb;
    results.push({ route, js, jsOverFloorKb: kb(js.gzipBytes - floor.gzipBytes), jsBudgetKb, misses: [] });
  };
  for (const route of routes.filter((route) => !fromServer(route))) await measureJs(route);

  const withLoad = !values["no-load"] && !wanted;
  const withLighthouse = !values["no-lighthouse"] && routes.length > 0;
  let throughput: PageThroughput[] = [];
  let nextAlone: NextAlone[] = [];

  const needsServer = routes.some(fromServer) || withLighthouse || withLoad;
  if (needsServer) {
    const port = await freePort();
    // localhost, not 127.0.0.1: the canonical URLs of a default build point at localhost, and
    // Lighthouse's SEO audit fails a canonical on another host.
    const origin = `http://localhost:${port}`;
    const server = await startServer(...nextStart(port), origin, { cwd: repoRoot, env: productionServerEnv() });
    const emptyApp = withLighthouse || withLoad ? await serveEmptyApp(floor.appDir) : undefined;
    try {
      for (const route of routes.filter(fromServer)) {
        await measureJs(route, await (await fetch(`${origin}${route}`)).text());
      }
      if (emptyApp && withLighthouse) {
        for (const result of results) {
          const lighthouseRuns: LighthouseRun[] = [];
          const emptyRuns: LighthouseRun[] = [];
          const againstRuns: LighthouseRun[] = [];
          // Run for run: the route, the empty page, then the other build, so all three see the same machine.
          for (let run = 1; run <= runs; run++) {
            process.stdout.write(`Lighthouse ${result.route} run ${run}/${runs}, and the empty page…\n`);
            lighthouseRuns.push(await lighthouseRun(`${origin}${result.route}`, chromePath, chromiumFlags));
            emptyRuns.push(await lighthouseRun(`${emptyApp.origin}/`, chromePath, chromiumFlags));
            if (values.against)
              againstRuns.push(await lighthouseRun(`${values.against}${result.route}`, chromePath, chromiumFlags));
          }
          if (againstRuns.length) result.against = { runs: againstRuns, median: medians(againstRuns) };
          result.lighthouse = {
            runs: lighthouseRuns,
            median: medians(lighthouseRuns),
            emptyPage: { runs: emptyRuns, median: medians(emptyRuns) },
          };
        }
      }
      if (withLoad && emptyApp) {
        const nginx = await startNginx(await freePort(), [port]);
        try {
          throughput = await pageThroughput(nginx.url, throughputRoutes);
        } finally {
          await nginx.close();
        }
        nextAlone = await nextAloneThroughput(origin, emptyApp.origin);
      }
    } finally {
      if (emptyApp) await stopServer(emptyApp.server);
      await stopServer(server);
    }
  }

  for (const result of results) {
    if (result.jsOverFloorKb > result.jsBudgetKb) result.misses.push(`JS +${result.jsOverFloorKb} KB > +${result.jsBudgetKb} KB`);
    const lh = result.lighthouse;
    if (!lh) continue;
    for (const category of categories) {
      if (category !== "performance" && lh.median[category] < budgets.scores[category]) {
        const audits = [...new Set(lh.runs.flatMap((run) => run.failing))].join(", ");
        result.misses.push(`${category} ${lh.median[category]} < ${budgets.scores[category]}${audits ? ` (${audits})` : ""}`);
      }
    }
    const empty = lh.emptyPage.median;
    if (lh.median.cls > budgets.cls) result.misses.push(`CLS ${lh.median.cls.toFixed(3)} > ${budgets.cls}`);
    if (lh.median.performance < empty.performance - budgets.belowEmptyPageMax) {
      result.misses.push(
        `performance ${lh.median.performance} is more than ${budgets.belowEmptyPageMax} below the empty page's ${empty.performance}`,
      );
    }
    const lateLcp = lcpOverFcp(lh.runs, "observed");
    if (lateLcp > budgets.lcpOverFcpMax) {
      const elements = [...new Set(lh.runs.map((run) => run.lcpElement).filter(Boolean))].join(" | ");
      result.misses.push(
        `LCP painted ${Math.round(lateLcp * 100)} % after FCP > ${budgets.lcpOverFcpMax * 100} % (LCP element: ${elements || "?"})`,
      );
    }
    if (lh.median.tbtMs > budgets.tbtOverEmptyMax * Math.max(empty.tbtMs, 1)) {
      result.misses.push(
        `TBT ${Math.round(lh.median.tbtMs)} ms > ${budgets.tbtOverEmptyMax} × the empty page's ${Math.round(empty.tbtMs)} ms`,
      );
    }
  }
  for (const row of throughput) {
    if (row.ratio < budgets.throughputRatioMin)
      failedThroughput.push(
        `${row.route} through nginx: ${row.ratio} of the static server's pages per second < ${budgets.throughputRatioMin}`,
      );
  }
  for (const row of nextAlone) {
    if (row.bytesOverEmpty < budgets.nextBytesOverEmptyMin)
      failedThroughput.push(
        `${row.route} through next start: ${row.bytesOverEmpty} of the empty page's bytes per second < ${budgets.nextBytesOverEmptyMin}`,
      );
  }

  console.table(
    results.map((result) => {
      const lh = result.lighthouse;
      const empty = lh?.emptyPage.median;
      return {
        route: result.route,
        "JS gz KB": kb(result.js.gzipBytes),
        "br KB": kb(result.js.brotliBytes),
        "over floor": `+${result.jsOverFloorKb} / ${result.jsBudgetKb}`,
        perf: lh?.median.performance ?? "-",
        "empty perf": empty?.performance ?? "-",
        a11y: lh?.median.accessibility ?? "-",
        "best pr.": lh?.median["best-practices"] ?? "-",
        seo: lh?.median.seo ?? "-",
        CLS: lh ? lh.median.cls.toFixed(3) : "-",
        "FCP ms": lh ? Math.round(lh.median.fcpMs) : "-",
        "LCP ms": lh ? Math.round(lh.median.lcpMs) : "-",
        "LCP/FCP painted": lh ? percentAfter(lcpOverFcp(lh.runs, "observed")) : "-",
        "LCP/FCP sim.": lh ? percentAfter(lcpOverFcp(lh.runs, "simulated")) : "-",
        "empty sim.": lh ? percentAfter(lcpOverFcp(lh.emptyPage.runs, "simulated")) : "-",
        "TBT ms": lh ? Math.round(lh.median.tbtMs) : "-",
        "empty TBT": empty ? Math.round(empty.tbtMs) : "-",
        ...(values.against ? againstColumns(result.against) : {}),
        "bench idx": lh ? Math.round(lh.median.benchmarkIndex) : "-",
        load: lh ? Math.max(...lh.runs.map((run) => run.loadAverage)).toFixed(1) : "-",
        ok: result.misses.length ? "✗" : "✓",
      };
    }),
  );
  for (const result of results) for (const miss of result.misses) console.log(`✗ ${result.route}: ${miss}`);
  if (throughput.length) {
    console.log("Pages through nginx (deploy/nginx.conf, its cache) beside a static server of the same bytes:");
    console.table(
      throughput.map((row) => ({
        route: row.route,
        KB: kb(row.bytes),
        "nginx rps": row.next.perSecond,
        "p50 ms": row.next.p50Ms,
        "p99 ms": row.next.p99Ms,
        "static rps": row.static.perSecond,
        "static p99 ms": row.static.p99Ms,
        ratio: row.ratio,
        errors: row.next.errors + row.next.non2xx,
      })),
    );
    console.log("Pages through next start alone beside the empty Next.js page (bytes per second):");
    console.table(
      nextAlone.map((row) => ({
        route: row.route,
        KB: kb(row.bytes),
        rps: row.load.perSecond,
        "p99 ms": row.load.p99Ms,
        "KB/s": Math.round(kb(row.bytes * row.load.perSecond)),
        "empty KB": kb(row.empty.bytes),
        "empty rps": row.empty.load.perSecond,
        "empty KB/s": Math.round(kb(row.empty.bytes * row.empty.load.perSecond)),
        ratio: row.bytesOverEmpty,
        errors: row.load.errors + row.load.non2xx,
      })),
    );
  }
  for (const miss of failedThroughput) console.log(`✗ ${miss}`);
  if (results.some((result) => result.lighthouse?.runs.some((run) => run.loadAverage > cpus().length))) {
    console.log(
      "⚠ The machine was busy during some runs (load column): absolute scores are pessimistic; the comparisons with the empty page are made run for run.",
    );
  }

  await mkdir(resultsDir, { recursive: true });
  const report = {
    measuredAt: new Date().toISOString(),
    floor,
    budgets,
    runsPerRoute: runs,
    results,
    throughput,
    nextAlone,
    failedThroughput,
  };
  const file = path.join(resultsDir, `bench-${report.measuredAt.replace(/[:.]/g, "-")}.json`);
  await writeFile(file, JSON.stringify(report, null, 2));
  await writeFile(path.join(resultsDir, "latest.json"), JSON.stringify(report, null, 2));
  console.log(`\nWritten to ${path.relative(repoRoot, file)}`);
  if (withLoad) {
    // Each in a process of its own, as `npm run bench:leads` and `npm run bench:admin` run them.
    for (const script of ["leads.ts", "admin-lists.ts"]) {
      console.log(`\n▶ ${script}`);
      await runToEnd(path.join(repoRoot, "node_modules/.bin/tsx"), [SERVER_CONDITION, path.join(import.meta.dirname, script)], {
        cwd: repoRoot,
      });
    }
  }
  if (results.some((result) => result.misses.length) || failedThroughput.length) process.exitCode = 1;
}

/** The empty page of the empty Next.js app (the framework floor), served by `next start` beside the site. */
async function serveEmptyApp(appDir: string) {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const server = await startServer(...nextStart(port, appDir), origin, { cwd: appDir, env: productionServerEnv() });
  return { origin, server };
}

type Sized = { bytes: number; load: Throughput };
type NextAlone = { route: string; bytesOverEmpty: number; empty: Sized } & Sized;

/** A page's size and its requests per second under load. */
async function sizedLoad(url: string): Promise<Sized> {
  process.stdout.write(`Throughput ${url}…\n`);
  const bytes = (await (await fetch(url)).arrayBuffer()).byteLength;
  return { bytes, load: await load(url) };
}

/**
 * The site's pages straight from `next start`, without nginx, beside the empty Next.js page also
 * through `next start`: bytes served per second, so a larger page is not counted against the site.
 */
async function nextAloneThroughput(origin: string, emptyOrigin: string): Promise<NextAlone[]> {
  const empty = await sizedLoad(`${emptyOrigin}/`);
  const rows: NextAlone[] = [];
  for (const route of throughputRoutes) {
    const page = await sizedLoad(`${origin}${route}`);
    const bytesOverEmpty = +((page.bytes * page.load.perSecond) / (empty.bytes * empty.load.perSecond)).toFixed(3);
    rows.push({ route, ...page, empty, bytesOverEmpty });
  }
  return rows;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
