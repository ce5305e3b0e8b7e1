/**
 * Lighthouse (mobile settings, its defaults) on Home, Explore, Feed and an expert page, in
 * Debian's Chromium started by chrome-launcher: the scores and the audits that cost the most.
 */
import * as chromeLauncher from "chrome-launcher";

export interface LighthouseResult {
  page: string;
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** failing audits of the three categories, heaviest first */
  failing: string[];
  /** set when Lighthouse could not measure the page (its scores are then 0) */
  error?: string;
}

interface Lhr {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { id: string; title: string; score: number | null; scoreDisplayMode: string; displayValue?: string }>;
}

const CATEGORIES = ["performance", "accessibility", "best-practices"];

export async function runLighthouse(baseUrl: string, pages: { page: string; path: string }[], log: (line: string) => void) {
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
      const run = await lighthouse(`${baseUrl}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: CATEGORIES,
      });
      if (!run) throw new Error(`lighthouse returned nothing for ${path}`);
      const { lhr } = run;
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const weights = new Map<string, number>();
      for (const id of CATEGORIES) for (const ref of lhr.categories[id]?.auditRefs ?? []) weights.set(ref.id, Math.max(weights.get(ref.id) ?? 0, ref.weight));
      const failing = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && ["binary", "numeric", "metricSavings"].includes(a.scoreDisplayMode))
        .sort((a, b) => (weights.get(b.id) ?? 0) - (weights.get(a.id) ?? 0))
        .slice(0, 6)
        .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue.replace(/\s+/g, " ")})` : ""}`);
      const result: LighthouseResult = {
        page,
        path,
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        failing,
        ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
      };
      log(`  ${page.padEnd(12)} performance ${result.performance}, accessibility ${result.accessibility}, best practices ${result.bestPractices}${result.error ? ` (not measured: ${result.error})` : ""}`);
      results.push(result);
    }
  } finally {
    chrome.kill();
  }
  return results;
}
