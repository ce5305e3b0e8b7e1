/**
 * Front-end budget per route: the JavaScript a first visit to the route downloads (every script the
 * page fetches until the network is idle: the entry, its imports, the route's chunks), each measured
 * as node's zlib gzips its body. Pages arrive server-rendered, so this is what makes them
 * interactive, not what paints them. Heavy screens (rooms, checkout, admin, forms) stay on their
 * own routes; ROUTE_BUDGETS holds each route's limit.
 */
import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";

/**
 * kB as Vite prints them (1,000 bytes). The goals are 120 kB for / and 150 kB for any route; they are
 * not met yet (README, Performance). Each limit is the figure measured on 2026-11-24 plus 2 kB, taken
 * with the two late scripts every page but Home may or may not fetch before the network first goes
 * idle: sonner (9.4 kB, the toast host, mounted after hydration) and the service worker's
 * registration (2.9 kB, after the page's load event). So a regression fails and timing does not.
 */
const HOME_BUDGET = 158_000;
const ROUTE_BUDGETS: Record<string, number> = {
  "/explore": 178_000,
  "/feed": 187_000,
  "/ask-doubt": 234_000,
  "/auth": 228_000,
  "/bookings": 248_000,
  "/profile/wallet": 221_000,
  "/admin/applications": 176_000,
  "/session/00000000-0000-0000-0000-000000000000": 206_000,
  "/upload-video": 224_000,
  "/privacy-policy": 167_000,
};
const EXPERT_PAGE_BUDGET = 178_000;

async function measureFirstLoad(page: Page, url: string) {
  const scripts: Promise<{ url: string; gzip: number }>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    scripts.push(response.body().then((body) => ({ url: new URL(response.url()).pathname, gzip: gzipSync(body).length })));
  });
  await page.goto(url, { waitUntil: "networkidle" });
  // On the shared machine a route can take several seconds to start running.
  await expect(page.locator("#root")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
  await page.waitForLoadState("networkidle");
  const measured = await Promise.all(scripts);
  const total = measured.reduce((sum, s) => sum + s.gzip, 0);
  const lines = measured.sort((a, b) => b.gzip - a.gzip).map((s) => `${(s.gzip / 1000).toFixed(1).padStart(6)} kB  ${s.url}`);
  const summary = `first load of ${url}: ${measured.length} scripts, ${(total / 1000).toFixed(1)} kB gzipped`;
  console.log(`${summary}\n${lines.join("\n")}`);
  test.info().annotations.push({ type: "js-gzip-bytes", description: `${summary}; ${lines.map((l) => l.trim()).join(", ")}` });
  expect(measured.length, "no script was loaded: the measurement saw nothing").toBeGreaterThan(0);
  return { total, summary };
}

// The machine running the suite is shared: a page's first load may take a while to settle.
test.slow();

test(`the first load of / ships at most ${HOME_BUDGET / 1000} kB of gzipped JavaScript`, async ({ page }) => {
  const { total, summary } = await measureFirstLoad(page, "/");
  expect(total, summary).toBeLessThanOrEqual(HOME_BUDGET);
});

for (const [route, budget] of Object.entries(ROUTE_BUDGETS)) {
  test(`the first load of ${route} ships at most ${budget / 1000} kB of gzipped JavaScript`, async ({ page }) => {
    const { total, summary } = await measureFirstLoad(page, route);
    expect(total, summary).toBeLessThanOrEqual(budget);
  });
}

test(`an expert's page ships at most ${EXPERT_PAGE_BUDGET / 1000} kB of gzipped JavaScript`, async ({ page }) => {
  const res = await page.request.get("/api/experts?category=medical");
  const { experts } = (await res.json()) as { experts: { id: string }[] };
  const { total, summary } = await measureFirstLoad(page, `/expert/${experts[0]!.id}`);
  expect(total, summary).toBeLessThanOrEqual(EXPERT_PAGE_BUDGET);
});
