/**
 * Lighthouse (mobile settings, its defaults: simulated slow 4G and a 4× slower CPU) on Home,
 * Explore, Feed and an expert page, in Debian's Chromium started by chrome-launcher. Each page is
 * measured `runs` times and each figure reported is the median of its runs (a single run moves by
 * several points): the three scores, first and largest contentful paint, total blocking time and
 * cumulative layout shift, and the failing audits of the run whose performance is the median.
 */
import * as chromeLauncher from "chrome-launcher";

export interface LighthouseResult {
  page: string;
  path: string;
  runs: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** first contentful paint, ms */
  fcp: number;
  /** largest contentful paint, ms */
  lcp: number;
  /** total blocking time, ms */
  tbt: number;
  /** cumulative layout shift */
  cls: number;
  /** each run's performance score, in the order they ran */
  performanceRuns: number[];
  /** failing audits of the three categories, heaviest first */
  failing: string[];
  /** set when Lighthouse could not measure the page (its scores are then 0) */
  error?: string;
}

interface Lhr {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { id: string; title: string; score: number | null; scoreDisplayMode: string; displayValue?: string; numericValue?: number }>;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const CATEGORIES = ["performance", "accessibility", "best-practices"];
const MAX_RETRIES = 3;

export async function runLighthouse(baseUrl: string, pages: { page: string; path: string }[], log: (line: string) => void, runs = 3) {
  // lighthouse is ESM with its own types; imported lazily so the rest of the bench does not load it.
  const { default: lighthouse } = (await import("lighthouse")) as unknown as {
    default: (url: string, flags: Record<string, unknown>) => Promise<{ lhr: Lhr } | undefined>;
  };
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  const results: LighthouseResult[] = [];
  try {
    for (const { page, path } of pages) {
      const measured: { lhr: Lhr; score: (id: string) => number; metric: (id: string) => number }[] = [];
      // A run Lighthouse itself could not record (e.g. NO_NAVSTART, a trace without its start) is
      // run again, at most MAX_RETRIES times a page; only recorded runs count.
      let retries = 0;
      while (measured.length < runs) {
        const run = await lighthouse(`${baseUrl}${path}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: CATEGORIES,
        });
        if (!run) throw new Error(`lighthouse returned nothing for ${path}`);
        const { lhr } = run;
        if (lhr.runtimeError && retries < MAX_RETRIES) {
          retries += 1;
          log(`  ${page}: Lighthouse could not record a run (${lhr.runtimeError.code}); running it again`);
          continue;
        }
        measured.push({
          lhr,
          score: (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100),
          metric: (id) => lhr.audits[id]?.numericValue ?? Number.NaN,
        });
      }
      const performanceRuns = measured.map((m) => m.score("performance"));
      const mid = measured.find((m) => m.score("performance") === median(performanceRuns)) ?? measured[0]!;
      const { lhr } = mid;
      const weights = new Map<string, number>();
      for (const id of CATEGORIES) for (const ref of lhr.categories[id]?.auditRefs ?? []) weights.set(ref.id, Math.max(weights.get(ref.id) ?? 0, ref.weight));
      const failing = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && ["binary", "numeric", "metricSavings"].includes(a.scoreDisplayMode))
        .sort((a, b) => (weights.get(b.id) ?? 0) - (weights.get(a.id) ?? 0))
        .slice(0, 6)
        .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue.replace(/\s+/g, " ")})` : ""}`);
      const error = measured.map((m) => m.lhr.runtimeError).find(Boolean);
      const result: LighthouseResult = {
        page,
        path,
        runs,
        performance: Math.round(median(performanceRuns)),
        accessibility: Math.round(median(measured.map((m) => m.score("accessibility")))),
        bestPractices: Math.round(median(measured.map((m) => m.score("best-practices")))),
        fcp: Math.round(median(measured.map((m) => m.metric("first-contentful-paint")))),
        lcp: Math.round(median(measured.map((m) => m.metric("largest-contentful-paint")))),
        tbt: Math.round(median(measured.map((m) => m.metric("total-blocking-time")))),
        cls: Number(median(measured.map((m) => m.metric("cumulative-layout-shift"))).toFixed(3)),
        performanceRuns,
        failing,
        ...(error ? { error: `${error.code}: ${error.message}` } : {}),
      };
      log(
        `  ${page.padEnd(12)} performance ${result.performance} (runs ${performanceRuns.join(", ")}), accessibility ${result.accessibility}, best practices ${result.bestPractices}; ` +
          `FCP ${result.fcp} ms, LCP ${result.lcp} ms, TBT ${result.tbt} ms, CLS ${result.cls}${result.error ? ` (not measured: ${result.error})` : ""}`,
      );
      results.push(result);
    }
  } finally {
    chrome.kill();
  }
  return results;
}
