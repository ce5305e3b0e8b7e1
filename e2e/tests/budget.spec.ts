/**
 * Front-end budget: the first load of Home ships at most 156 kB of gzipped JavaScript (150 kB before
 * the expert, wallet and room screens, then messages, notifications and Web Push, added their routes,
 * keys and badges to the entry; server-rendered first paint is what brings it down, to 120 kB). Every script
 * the page fetches until the network is idle counts (the entry, its imports and the lazy route
 * chunk), each measured as node's zlib gzips its body.
 */
import { gzipSync } from "node:zlib";
import { expect, test } from "../fixtures.ts";

/** kB as Vite prints them (1,000 bytes). */
const BUDGET_BYTES = 156_000;

test("the first load of / ships at most 156 kB of gzipped JavaScript", async ({ page }) => {
  const scripts: Promise<{ url: string; raw: number; gzip: number }>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    scripts.push(
      response.body().then((body) => ({ url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body).length })),
    );
  });
  await page.goto("/", { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  const measured = await Promise.all(scripts);
  const total = measured.reduce((sum, s) => sum + s.gzip, 0);
  const lines = measured.sort((a, b) => b.gzip - a.gzip).map((s) => `${(s.gzip / 1000).toFixed(1).padStart(6)} kB  ${s.url}`);
  const summary = `first load of /: ${measured.length} scripts, ${(total / 1000).toFixed(1)} kB gzipped (budget ${BUDGET_BYTES / 1000} kB)`;
  console.log(`${summary}\n${lines.join("\n")}`);
  test.info().annotations.push({ type: "js-gzip-bytes", description: `${summary}; ${lines.map((l) => l.trim()).join(", ")}` });

  expect(measured.length, "no script was loaded: the measurement saw nothing").toBeGreaterThan(0);
  expect(total, summary).toBeLessThanOrEqual(BUDGET_BYTES);
});
