// `npm test`: lint (eslint, then the citation check), typecheck, unit and server tests on PGlite,
// the server tests again on PostgreSQL (TEST_DATABASE_URL), then the browser suite against the
// built app. Stops at the first failing step and ends with one summary line of passed and failed
// tests.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const out = path.join(root, ".tmp/test-results");
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const started = Date.now();

function run(title, cmd, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const t = Date.now();
  const result = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  console.log(`--- ${title}: ${result.status === 0 ? "ok" : "FAILED"} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  return result.status === 0;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += r.numPassedTests ?? 0;
  totals.failed += r.numFailedTests ?? 0;
  totals.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const s = JSON.parse(readFileSync(file, "utf8")).stats ?? {};
  totals.passed += (s.expected ?? 0) + (s.flaky ?? 0);
  totals.failed += s.unexpected ?? 0;
  totals.skipped += s.skipped ?? 0;
}

function finish(ok) {
  console.log(`\nnpm test finished in ${((Date.now() - started) / 60000).toFixed(1)} min`);
  console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(ok ? 0 : 1);
}

const vitest = (name, extra, env) => {
  const file = path.join(out, `${name}.json`);
  const ok = run(name, "npx", ["vitest", "run", ...extra, "--reporter=default", "--reporter=json", `--outputFile.json=${file}`], env);
  countVitest(file);
  return ok;
};

if (!run("lint", "npx", ["eslint", "."]) || !run("citations", "node", ["scripts/check-citations.mjs"])) finish(false);
if (!run("typecheck", "npm", ["run", "typecheck", "--silent"])) finish(false);
if (!vitest("unit and server tests (PGlite)", [], { TEST_DB: "pglite" })) finish(false);

if (process.env.TEST_DATABASE_URL) {
  if (!vitest("server tests (PostgreSQL)", ["--project", "server"], { TEST_DB: "postgres" })) finish(false);
} else if (process.env.CI) {
  console.error("\nCI must run the server tests on PostgreSQL: TEST_DATABASE_URL is not set.");
  finish(false);
} else {
  console.log("\n(server tests on PostgreSQL skipped locally: set TEST_DATABASE_URL to run them)");
}

if (process.env.SKIP_E2E === "1") {
  console.log("\n(browser tests skipped: SKIP_E2E=1)");
  finish(true);
}
if (!run("build", "npm", ["run", "build", "--silent"])) finish(false);
const e2eOk = run("browser tests (Playwright, Chromium)", "npx", ["playwright", "test", "-c", "e2e/playwright.config.ts"], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(out, "playwright.json"),
});
countPlaywright(path.join(out, "playwright.json"));
finish(e2eOk);
