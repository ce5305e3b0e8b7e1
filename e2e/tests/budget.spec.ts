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
import { networkQuiet, watchRequests } from "../network.ts";
import { uploadViaApi } from "../upload-video.ts";

/**
 * kB as Vite prints them (1,000 bytes): 120 kB for / and 150 kB for any route. The shell carries
 * React, React DOM and React Router in its declarative mode (the data router would be 17 kB more);
 * dialogs with a form (Ask Question, cancel, reschedule, review, Add Money, Forgot password) load
 * their code when opened (components/lazy-dialog.tsx), and the sign-in and upload forms fetch their
 * validator, Better Auth's client and the uploader when first focused (lib/load-once.ts). Nothing
 * on these pages loads late by chance (the toast host mounts on the first toast or interaction; the
 * service worker is registered without a script of its own), so a limit close to the figure fails
 * a regression, not a slow machine. docs/performance.md says what is in each first load.
 */
const HOME_BUDGET = 120_000;
const ROUTE_BUDGET = 150_000;
const ROUTE_BUDGETS: Record<string, number> = {
  "/explore": ROUTE_BUDGET,
  "/feed": ROUTE_BUDGET,
  "/privacy-policy": ROUTE_BUDGET,
  "/admin/applications": ROUTE_BUDGET,
  "/ask-doubt": ROUTE_BUDGET,
  "/auth": ROUTE_BUDGET,
  "/bookings": ROUTE_BUDGET,
  "/profile/wallet": ROUTE_BUDGET,
  "/session/00000000-0000-0000-0000-000000000000": ROUTE_BUDGET,
  "/upload-video": ROUTE_BUDGET,
};
const EXPERT_PAGE_BUDGET = ROUTE_BUDGET;

async function measureFirstLoad(page: Page, url: string) {
  const scripts: Promise<{ url: string; gzip: number }>[] = [];
  watchRequests(page);
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    scripts.push(response.body().then((body) => ({ url: new URL(response.url()).pathname, gzip: gzipSync(body).length })));
  });
  await page.goto(url, { waitUntil: "networkidle" });
  // On the shared machine a route can take several seconds to start running.
  await expect(page.locator("#root")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
  // What the running page fetches next (the session, a screen it goes on to) belongs to the first
  // load too: the browser's "network idle" may have come before hydration on a busy machine, so
  // this waits for a quiet second after it.
  expect(await networkQuiet(page, 1000, 20_000), "the page's network did not go quiet").toBe(true);
  const measured = await Promise.all(scripts);
  const total = measured.reduce((sum, s) => sum + s.gzip, 0);
  const lines = measured.sort((a, b) => b.gzip - a.gzip).map((s) => `${(s.gzip / 1000).toFixed(1).padStart(6)} kB  ${s.url}`);
  const summary = `first load of ${url}: ${measured.length} scripts, ${(total / 1000).toFixed(1)} kB gzipped`;
  console.log(`${summary}\n${lines.join("\n")}`);
  test.info().annotations.push({ type: "js-gzip-bytes", description: `${summary}; ${lines.map((l) => l.trim()).join(", ")}` });
  expect(measured.length, "no script was loaded: the measurement saw nothing").toBeGreaterThan(0);
  return { total, summary, urls: measured.map((s) => s.url) };
}

// The machine running the suite is shared: a page's first load may take a while to settle.
test.slow();

test(`the first load of / ships at most ${HOME_BUDGET / 1000} kB of gzipped JavaScript`, async ({ page }) => {
  const { total, summary } = await measureFirstLoad(page, "/");
  expect(total, summary).toBeLessThanOrEqual(HOME_BUDGET);
});

// In Hindi (docs/i18n.md) the same budget holds, and the Devanagari font adds at most 60 KB, woff2.
test(`the first load of / in Hindi ships at most ${HOME_BUDGET / 1000} kB of gzipped JavaScript and at most 60 kB of font`, async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: "ec.lang", value: "hi", url: baseURL! }]);
  const fonts: Promise<number>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "font") fonts.push(response.body().then((body) => body.length));
  });
  const { total, summary } = await measureFirstLoad(page, "/");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  expect(total, summary).toBeLessThanOrEqual(HOME_BUDGET);
  const fontBytes = (await Promise.all(fonts)).reduce((sum, n) => sum + n, 0);
  expect(fontBytes, "the Devanagari font was not loaded").toBeGreaterThan(0);
  expect(fontBytes).toBeLessThanOrEqual(60_000);
});

for (const [route, budget] of Object.entries(ROUTE_BUDGETS)) {
  test(`the first load of ${route} ships at most ${budget / 1000} kB of gzipped JavaScript`, async ({ page }) => {
    const { total, summary } = await measureFirstLoad(page, route);
    expect(total, summary).toBeLessThanOrEqual(budget);
  });
}

test(`a signed-in doctor's first load of /upload-video ships at most ${ROUTE_BUDGET / 1000} kB of gzipped JavaScript`, async ({ page, signedIn }) => {
  expect(signedIn.email).toBeTruthy();
  const { total, summary } = await measureFirstLoad(page, "/upload-video");
  await expect(page.getByLabel("Title")).toBeVisible();
  expect(total, summary).toBeLessThanOrEqual(ROUTE_BUDGET);
});

test(`a video's page ships at most ${ROUTE_BUDGET / 1000} kB of gzipped JavaScript; the player's HLS code waits for Play`, async ({ page, signedIn }) => {
  expect(signedIn.email).toBeTruthy();
  const id = await uploadViaApi(page, `Budget ${Date.now()}`);
  const { total, summary, urls } = await measureFirstLoad(page, `/video/${id}`);
  expect(total, summary).toBeLessThanOrEqual(ROUTE_BUDGET);
  expect(urls.filter((url) => /hls/i.test(url))).toEqual([]);
});

test(`an expert's page ships at most ${EXPERT_PAGE_BUDGET / 1000} kB of gzipped JavaScript`, async ({ page }) => {
  const res = await page.request.get("/api/experts?category=medical");
  const { experts } = (await res.json()) as { experts: { id: string }[] };
  const { total, summary } = await measureFirstLoad(page, `/expert/${experts[0]!.id}`);
  expect(total, summary).toBeLessThanOrEqual(EXPERT_PAGE_BUDGET);
});
