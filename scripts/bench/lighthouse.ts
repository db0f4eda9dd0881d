import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { Result } from "lighthouse";

const lighthouseCli = path.join(path.dirname(createRequire(import.meta.url).resolve("lighthouse/package.json")), "cli/index.js");

export const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof categories)[number];

export type LighthouseRun = {
  scores: Record<Category, number>;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  /**
   * FCP and LCP as the page really painted them in this (unthrottled) load, before Lighthouse's
   * simulation: equal when the largest element is in the first paint and nothing replaces it.
   */
  observedFcpMs: number;
  observedLcpMs: number;
  /** The element Lighthouse reports as the largest contentful paint (its CSS path). */
  lcpElement: string | undefined;
  /** Lighthouse's CPU benchmark for this run and the machine's load: a busy machine inflates TBT. */
  benchmarkIndex: number;
  loadAverage: number;
  /** Audits that fell short in the non-performance categories, with what they found, to make a miss actionable. */
  failing: string[];
  findings: Record<string, string[]>;
};

type DetailItem = { url?: unknown; description?: unknown; node?: { snippet?: unknown }; sourceLocation?: { url?: unknown } };

/** A short line per item an audit flagged: the URL, message or element it is about. */
function findingsOf(details: unknown): string[] {
  const items = (details as { items?: DetailItem[] } | undefined)?.items ?? [];
  return items
    .map((item) =>
      [item.description, item.url, item.sourceLocation?.url, item.node?.snippet]
        .filter((part) => typeof part === "string" && part)
        .join(" "),
    )
    .filter(Boolean);
}

/** The LCP element's selector from the audit's first table (Lighthouse nests it in a list of tables). */
function lcpElementOf(details: unknown): string | undefined {
  type Table = { items?: { node?: { selector?: unknown } }[] };
  const tables = (details as { items?: Table[] } | undefined)?.items ?? [];
  const selector = tables[0]?.items?.[0]?.node?.selector;
  return typeof selector === "string" ? selector : undefined;
}

/**
 * One Lighthouse run with its default (mobile) configuration and default simulated throttling, by
 * its own CLI in a process of its own (as Lighthouse CI does: trace processing in this process would
 * compete with the page for the CPU), in a fresh headless Chromium, so runs do not share caches.
 */
export async function lighthouseRun(url: string, chromePath: string, chromeFlags: string[]): Promise<LighthouseRun> {
  const directory = await mkdtemp(path.join(tmpdir(), "lighthouse-"));
  const report = path.join(directory, "report.json");
  try {
    await promisify(execFile)(
      process.execPath,
      [
        lighthouseCli,
        url,
        `--chrome-flags=${[...chromeFlags, "--headless"].join(" ")}`,
        `--only-categories=${categories.join(",")}`,
        "--output=json",
        `--output-path=${report}`,
        "--quiet",
      ],
      { env: { ...process.env, CHROME_PATH: chromePath } },
    );
    const lhr = JSON.parse(await readFile(report, "utf8")) as Result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (id: Category) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const observed =
      (lhr.audits.metrics?.details as { items?: Record<string, number | undefined>[] } | undefined)?.items?.[0] ?? {};
    const failing = categories
      .filter((id) => id !== "performance")
      .flatMap((id) => lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
    return {
      scores: {
        performance: score("performance"),
        accessibility: score("accessibility"),
        "best-practices": score("best-practices"),
        seo: score("seo"),
      },
      cls: numeric("cumulative-layout-shift"),
      lcpMs: numeric("largest-contentful-paint"),
      tbtMs: numeric("total-blocking-time"),
      fcpMs: numeric("first-contentful-paint"),
      observedFcpMs: observed.observedFirstContentfulPaint ?? Number.NaN,
      observedLcpMs: observed.observedLargestContentfulPaint ?? Number.NaN,
      lcpElement: lcpElementOf(lhr.audits["largest-contentful-paint-element"]?.details),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      loadAverage: loadavg()[0] ?? Number.NaN,
      failing,
      findings: Object.fromEntries(failing.map((id) => [id, findingsOf(lhr.audits[id]?.details)])),
    };
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
