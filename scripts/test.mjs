// `npm test`: lint (eslint, the citation check, the migrations check), typecheck, unit and server tests on PGlite,
// the server tests again on PostgreSQL (TEST_DATABASE_URL), then the browser suite against the
// built app. Ends with one summary line of passed and failed tests (and the tests that passed only
// on their retry in CI, by name).
//
// Steps that do not depend on each other run side by side, in three stages: checks and the build;
// the two server suites (the PostgreSQL one mostly waits on the database); the browser suite. A
// stage that fails stops the run. The output of a step that ran beside another is printed whole
// when it ends, so the log reads step by step.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const out = path.join(root, ".tmp/test-results");
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const flaky = [];
const started = Date.now();

/** Runs one step; `buffered` keeps its output until it ends (for steps that run beside others). */
function run({ title, cmd, args, env = {}, buffered = false }) {
  if (!buffered) console.log(`\n=== ${title} ===`);
  const t = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit", env: { ...process.env, ...env } });
    const chunks = [];
    if (buffered) {
      child.stdout.on("data", (d) => chunks.push(d));
      child.stderr.on("data", (d) => chunks.push(d));
    }
    child.on("close", (code) => {
      if (buffered) {
        console.log(`\n=== ${title} ===`);
        process.stdout.write(Buffer.concat(chunks));
      }
      console.log(`--- ${title}: ${code === 0 ? "ok" : "FAILED"} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
      resolve(code === 0);
    });
  });
}

/** Runs the steps side by side; true when all passed. */
async function stage(steps) {
  const buffered = steps.length > 1;
  const results = await Promise.all(steps.map((step) => run({ ...step, buffered })));
  return results.every(Boolean);
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += r.numPassedTests ?? 0;
  totals.failed += r.numFailedTests ?? 0;
  totals.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  // A test that passed on its retry (CI only) keeps the failure of its first run.
  for (const suite of r.testResults ?? []) {
    for (const t of suite.assertionResults ?? []) {
      if (t.status !== "passed" || !t.failureMessages?.length) continue;
      const first = String(t.failureMessages[0]).split("\n")[0];
      flaky.push(`${path.relative(root, suite.name)} › ${t.fullName} (first run: ${first})`);
    }
  }
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, "utf8"));
  const s = report.stats ?? {};
  totals.passed += (s.expected ?? 0) + (s.flaky ?? 0);
  totals.failed += s.unexpected ?? 0;
  totals.skipped += s.skipped ?? 0;
  // Suites are files, then describe blocks; a test's name is its describe titles and its own.
  const walk = (suite, parents) => {
    const titles = suite.title && suite.title !== suite.file ? [...parents, suite.title] : parents;
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) if (t.status === "flaky") flaky.push(`${spec.file}:${spec.line} ${[...titles, spec.title].join(" › ")}`);
    }
    for (const child of suite.suites ?? []) walk(child, titles);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
}

function finish(ok) {
  console.log(`\nnpm test finished in ${((Date.now() - started) / 60000).toFixed(1)} min`);
  console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  if (flaky.length) {
    console.log(`passed only on their retry (${flaky.length}), to look into:`);
    for (const name of flaky) console.log(`  ${name}`);
  }
  process.exit(ok ? 0 : 1);
}

const vitest = (title, name, extra, env) => ({
  title,
  cmd: "npx",
  args: ["vitest", "run", ...extra, "--reporter=default", "--reporter=json", `--outputFile.json=${path.join(out, `${name}.json`)}`],
  env,
  count: () => countVitest(path.join(out, `${name}.json`)),
});

const e2e = process.env.SKIP_E2E !== "1";

// Stage 1: the checks, and the build the browser suite needs.
const lint = { title: "lint", cmd: "sh", args: ["-c", "npx eslint . && node scripts/check-citations.mjs && node scripts/check-migrations.mjs"] };
const typecheck = { title: "typecheck", cmd: "npm", args: ["run", "typecheck", "--silent"] };
const build = { title: "build", cmd: "npm", args: ["run", "build", "--silent"] };
if (!(await stage(e2e ? [lint, typecheck, build] : [lint, typecheck]))) finish(false);

// Stage 2: unit and server tests on PGlite, and the server tests on PostgreSQL.
// The PGlite run is the longest of this stage: two halves of its files, in two processes (each with
// its own database), finish sooner beside the PostgreSQL run than one process would.
const suites = [1, 2].map((half) => vitest(`unit and server tests (PGlite, half ${half} of 2)`, `pglite-${half}`, [`--shard=${half}/2`], { TEST_DB: "pglite" }));
if (process.env.TEST_DATABASE_URL) {
  suites.push(vitest("server tests (PostgreSQL)", "postgres", ["--project", "server"], { TEST_DB: "postgres" }));
} else if (process.env.CI) {
  console.error("\nCI must run the server tests on PostgreSQL: TEST_DATABASE_URL is not set.");
  finish(false);
} else {
  console.log("\n(server tests on PostgreSQL skipped locally: set TEST_DATABASE_URL to run them)");
}
const suitesOk = await stage(suites);
for (const suite of suites) suite.count();
if (!suitesOk) finish(false);

if (!e2e) {
  console.log("\n(browser tests skipped: SKIP_E2E=1)");
  finish(true);
}

// Stage 3: the browser suite against the build.
const playwrightReport = path.join(out, "playwright.json");
const e2eOk = await run({
  title: "browser tests (Playwright, Chromium)",
  cmd: "npx",
  args: ["playwright", "test", "-c", "e2e/playwright.config.ts"],
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
});
countPlaywright(playwrightReport);
finish(e2eOk);
