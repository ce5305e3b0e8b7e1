/**
 * `npm run bench`: for each database (PGlite, PostgreSQL) a fresh database is loaded with the
 * generator, the real server is started as in production and loaded with autocannon, the same
 * reads are timed as bare queries, and on PostgreSQL two instances are run side by side; then
 * Lighthouse scores the pages. Tables go to stdout; the figures to bench-results/ and bench/latest.json.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { cannon, runScenario, scenarios, READ_NAMES, type ApiResult } from "./api.ts";
import { runBare } from "./bare.ts";
import { createBenchDatabase, type BenchDatabase } from "./databases.ts";
import { prepareExpertSide } from "./expert-desk.ts";
import { BOOKINGS_PER_USER, followDoctors, FUNDS_PER_USER_RUPEES, fundUsers, giveUsersBookings, readFixture, signUpUsers, type Fixture } from "./fixture.ts";

/** Doctors each API user follows, for the Following tab scenario. */
const FOLLOWS_PER_API_USER = 20;
import { generateData } from "./generate.ts";
import { runJobsBench, type JobsBenchResult } from "./jobs.ts";
import { runWeeklyPayoutsBench, type WeeklyPayoutsBenchResult } from "./weekly-payouts.ts";
import { runLighthouse, type LighthouseResult } from "./lighthouse.ts";
import { checkMessages, runMessagesBench, type MessagesBenchResult } from "./messages.ts";
import { readOptions, root } from "./options.ts";
import { apiTable, checkJobs, checkWeeklyPayouts, checkLighthouse, checkRealtime, checkTargets, checkTwoInstances, fmtLoad, jobsTable, lighthouseTable, realtimeTable, targetsTable, twoInstancesTable, type DbRun } from "./report.ts";
import { startServerProcess, type ServerProcess } from "./server-process.ts";
import { runRealtimeBench, type RealtimeResult } from "./realtime.ts";
import { runTwoInstances, type TwoInstancesResult } from "./two-instances.ts";
import { checkVideo, runVideoBench, videoTable, type VideoBenchResult } from "./video.ts";

const opts = readOptions();
const started = performance.now();
const elapsed = () => `${Math.round((performance.now() - started) / 1000)} s`;
const log = (line: string) => console.log(line);

// Whatever happens, the bench ends: servers stopped and databases dropped.
const running = new Set<ServerProcess>();
const databases = new Set<BenchDatabase>();
async function cleanUp() {
  await Promise.allSettled([...running].map((s) => s.stop()));
  await Promise.allSettled([...databases].map((d) => d.drop()));
}
const HARD_LIMIT_MS = 25 * 60_000;
const watchdog = setTimeout(() => {
  console.error(`bench: still running after ${HARD_LIMIT_MS / 60_000} minutes; stopping.`);
  void cleanUp().finally(() => process.exit(1));
}, HARD_LIMIT_MS);
watchdog.unref();
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}

/** one name for this run's server logs (warnings and errors, JSON lines) under bench-results/logs */
const runStamp = new Date().toISOString().replace(/[:.]/g, "-");

async function start(port: number, db: BenchDatabase, tag: string): Promise<ServerProcess> {
  const cpuProfDir = process.env.BENCH_CPU_PROF ? path.join(opts.resultsDir, `cpu-${tag}`) : undefined;
  const logFile = path.join(opts.resultsDir, "logs", `server-${runStamp}-${tag}-${port}.log`);
  const server = await startServerProcess({ port, env: db.serverEnv, webDist: opts.webDist, cpuProfDir, nodeOptions: opts.nodeOptions, logFile });
  running.add(server);
  return server;
}
async function stop(server: ServerProcess) {
  await server.stop();
  running.delete(server);
}

function buildWeb() {
  if (process.env.BENCH_SKIP_BUILD === "1") return;
  log(`building the web app into ${path.relative(root, opts.webDist)}…`);
  const r = spawnSync("npm", ["run", "build"], {
    cwd: root,
    env: { ...process.env, WEB_OUT_DIR: path.relative(root, opts.webDist) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (r.status !== 0) throw new Error("the web build failed");
}

interface Summary {
  date: string;
  machine: { cores: number; cpu: string; memoryGb: number; node: string };
  scale: typeof opts.scale;
  settings: { connections: number; pipelining: 1; durationSeconds: number; warmupSeconds: number; bareSeconds: number; apiUsers: number; serverNodeOptions: string };
  runs: DbRun[];
  twoInstances?: TwoInstancesResult;
  realtime?: RealtimeResult;
  lighthouse?: LighthouseResult[];
  jobs?: JobsBenchResult[];
  weeklyPayouts?: WeeklyPayoutsBenchResult;
  messages?: MessagesBenchResult;
  video?: VideoBenchResult;
  targets: ReturnType<typeof checkTargets>;
  totalSeconds: number;
}

const LIGHTHOUSE_PAGES = (expertId: string) => [
  { page: "Home", path: "/" },
  { page: "Explore", path: "/explore" },
  { page: "Feed", path: "/feed" },
  { page: "Expert page", path: `/expert/${expertId}` },
];

/** BENCH_ONLY=lighthouse: the data of the last database named, its server, and Lighthouse alone. */
async function lighthouseOnly(summary: Summary) {
  const kind = opts.dbs.at(-1)!;
  log(`\n== ${kind}: generating data (${opts.scale.name} scale) for Lighthouse [${elapsed()}]`);
  const db = await createBenchDatabase(kind, opts);
  databases.add(db);
  const database = await db.open();
  await generateData(database.db, opts.scale, log);
  const fixture = await readFixture(database.db, 1);
  await database.close();
  const server = await start(opts.port, db, kind);
  try {
    log(`== Lighthouse, ${opts.lighthouseRuns} runs a page [${elapsed()}] (load average ${os.loadavg()[0]!.toFixed(1)})`);
    summary.lighthouse = await runLighthouse(server.url, LIGHTHOUSE_PAGES(fixture.expertIds[0]!), log, opts.lighthouseRuns);
  } finally {
    await stop(server);
    await db.drop();
    databases.delete(db);
  }
}

async function benchDatabase(kind: "pglite" | "postgres", isLast: boolean, summary: Summary): Promise<DbRun> {
  const label = kind === "pglite" ? "PGlite" : "PostgreSQL";
  log(`\n== ${label}: generating data (${opts.scale.name} scale) [${elapsed()}]`);
  const db = await createBenchDatabase(kind, opts);
  databases.add(db);
  let database = await db.open();
  const generate = await generateData(database.db, opts.scale, log);
  const fixture: Fixture = await readFixture(database.db, opts.apiUsers);
  await database.close(); // PGlite allows one process at a time: the server's, from here on

  log(`== ${label}: API [${elapsed()}] (load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores: anything else running skews the figures)`);
  const server = await start(opts.port, db, kind);
  const users = await signUpUsers(server.url, opts.apiUsers, `${kind}${process.pid}`);
  if (kind === "postgres" && opts.realtimeOnly) {
    // BENCH_REALTIME_ONLY: the real-time layer alone, on the same data and two instances.
    const second = await start(opts.port + 1, db, `${kind}-2`);
    database = await db.open();
    try {
      log(`== ${label}: real-time layer, two instances [${elapsed()}] (load average ${os.loadavg()[0]!.toFixed(1)})`);
      summary.realtime = await runRealtimeBench({ first: server, second, users, fixture, db: database.db, sockets: opts.realtimeSockets, chatRate: opts.chatRate, chatSeconds: opts.chatSeconds, log });
    } finally {
      await database.close();
      await stop(second);
      await stop(server);
    }
    await db.drop();
    databases.delete(db);
    return { db: kind, generate, api: [], bare: [], hwmMb: 0, loadAverage: Number(os.loadavg()[0]!.toFixed(1)) };
  }
  // The Following tab's readers: each API user follows 20 doctors (a full page of their posts and more).
  await followDoctors(server.url, users, opts.scale.doctors, FOLLOWS_PER_API_USER);
  // Bookings are paid from the wallet: every booker adds money through the test checkout first.
  await fundUsers(server.url, users, FUNDS_PER_USER_RUPEES);
  await giveUsersBookings(server.url, users, fixture);
  log(`  ${users.length} users signed up, each with ₹${FUNDS_PER_USER_RUPEES.toLocaleString("en-IN")} added and ${BOOKINGS_PER_USER} paid bookings [${elapsed()}]`);
  const expertSide = await prepareExpertSide(server.url, users, `${kind}${process.pid}`, log);
  const api: ApiResult[] = [];
  const list = scenarios(fixture, users, expertSide).filter((s) => !opts.scenarios || opts.scenarios.test(s.name));
  // A few seconds of every read first, so the first scenario does not pay for the JIT alone.
  for (const scenario of list.filter((s) => s.kind === "read")) await cannon(server.url, scenario.requests(), 1, opts.connections);
  for (const scenario of list) {
    const r = await runScenario(server, scenario, { duration: opts.duration, warmup: opts.warmup, connections: opts.connections });
    const waited = r.idleWaitSeconds && r.idleWaitSeconds > 1.5 ? `  (after ${r.idleWaitSeconds} s of background jobs)` : "";
    log(`  ${r.scenario.padEnd(36)} ${String(r.reqPerSec).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  failed ${r.failed}  RSS ${r.peakRssMb} MB${waited}`);
    api.push(r);
  }

  if (kind === "postgres" && (opts.twoInstances || opts.realtime)) {
    log(`== ${label}: two instances [${elapsed()}]`);
    const second = await start(opts.port + 1, db, `${kind}-2`);
    database = await db.open();
    try {
      if (opts.realtime) {
        log(`== ${label}: real-time layer, two instances [${elapsed()}]`);
        summary.realtime = await runRealtimeBench({
          first: server,
          second,
          users,
          fixture,
          db: database.db,
          sockets: opts.realtimeSockets,
          chatRate: opts.chatRate,
          chatSeconds: opts.chatSeconds,
          log,
        });
      }
      if (opts.twoInstances) summary.twoInstances = await runTwoInstances({
        first: server,
        second,
        read: list.find((s) => s.name === READ_NAMES.expert)!,
        users,
        fixture,
        db: database.db,
        duration: opts.duration,
        warmup: opts.warmup,
        connections: opts.connections,
        log,
      });
    } finally {
      await database.close();
      await stop(second);
    }
  }

  if (isLast && opts.lighthouse) {
    log(`== Lighthouse on ${label}'s server [${elapsed()}]`);
    summary.lighthouse = await runLighthouse(server.url, LIGHTHOUSE_PAGES(fixture.expertIds[0]!), log, opts.lighthouseRuns);
  }
  const loadAfterApi = Number(os.loadavg()[0]!.toFixed(1));
  const hwmMb = server.hwmMb();
  await stop(server);

  log(`== ${label}: bare queries, same driver, ${opts.connections} concurrent [${elapsed()}]`);
  database = await db.open();
  let bare;
  try {
    bare = await runBare(database.db, fixture, users.map((u) => u.id), { seconds: opts.bareDuration, concurrency: opts.connections, log });
  } finally {
    await database.close();
  }
  await db.drop();
  databases.delete(db);
  return { db: kind, generate, api, bare, hwmMb, loadAverage: loadAfterApi };
}

/** The messaging scenario on its own fresh PostgreSQL database (bench/messages.ts). */
async function benchMessages(summary: Summary) {
  log(`\n== PostgreSQL: messages, 100,000 conversations and 1,000,000 messages [${elapsed()}]`);
  const db = await createBenchDatabase("postgres", opts);
  databases.add(db);
  // The server's first start runs the migrations on the empty database.
  summary.messages = await runMessagesBench({
    db,
    start: () => start(opts.port + 2, db, "messages"),
    stop,
    settings: { duration: opts.duration, warmup: opts.warmup, connections: opts.connections },
    log,
  });
  await db.drop();
  databases.delete(db);
}

/** The adaptive-video scenario (bench/video.ts) on its own PGlite data directory. */
async function benchVideo(summary: Summary) {
  log(`\n== Video: transcoding ${opts.videoSeconds} s of 720p, then first frame and bytes on a throttled connection, MP4 against HLS [${elapsed()}] (load average ${os.loadavg()[0]!.toFixed(1)})`);
  const db = await createBenchDatabase("pglite", opts);
  databases.add(db);
  let n = 0;
  summary.video = await runVideoBench({
    workDir: opts.workDir,
    seconds: opts.videoSeconds,
    dataEnv: db.serverEnv,
    start: (env) => start(opts.port + 3, { ...db, serverEnv: env }, `video-${++n}`),
    stop,
    log,
  });
  await db.drop();
  databases.delete(db);
}

async function main() {
  log(`ExpertConnect bench: ${opts.scale.name} scale (${opts.scale.experts.toLocaleString("en-US")} experts, ${opts.scale.posts.toLocaleString("en-US")} posts), databases: ${opts.dbs.join(", ")}, ${os.cpus().length} cores, server NODE_OPTIONS="${opts.nodeOptions}"`);
  if (opts.only !== "messages") buildWeb();
  mkdirSync(opts.workDir, { recursive: true });
  const summary: Summary = {
    date: new Date().toISOString(),
    machine: { cores: os.cpus().length, cpu: os.cpus()[0]?.model ?? "unknown", memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version },
    scale: opts.scale,
    settings: { connections: opts.connections, pipelining: 1, durationSeconds: opts.duration, warmupSeconds: opts.warmup, bareSeconds: opts.bareDuration, apiUsers: opts.apiUsers, serverNodeOptions: opts.nodeOptions },
    runs: [],
    targets: [],
    totalSeconds: 0,
  };
  for (const [i, kind] of opts.only ? [] : opts.dbs.entries()) {
    summary.runs.push(await benchDatabase(kind, i === opts.dbs.length - 1, summary));
  }
  if (opts.only === "lighthouse") await lighthouseOnly(summary);
  if (opts.only === "messages" || (!opts.only && opts.messages && opts.dbs.includes("postgres"))) await benchMessages(summary);
  if (opts.only === "video" || (!opts.only && opts.video)) await benchVideo(summary);
  if (opts.jobs && !opts.only) {
    summary.jobs = [];
    for (const kind of opts.dbs) {
      log(`\n== ${kind === "pglite" ? "PGlite" : "PostgreSQL"}: ${opts.jobsCount.toLocaleString("en-US")} jobs due at once [${elapsed()}]`);
      const db = await createBenchDatabase(kind, opts);
      databases.add(db);
      summary.jobs.push(await runJobsBench({ kind, open: () => db.open(), jobs: opts.jobsCount, log }));
      await db.drop();
      databases.delete(db);
    }
  }
  // The weekly payout run for as many experts as there are jobs (bench/weekly-payouts.ts), on PostgreSQL.
  if (opts.jobs && !opts.only && opts.dbs.includes("postgres")) {
    log(`\n== PostgreSQL: weekly payouts for ${opts.jobsCount.toLocaleString("en-US")} experts [${elapsed()}]`);
    const db = await createBenchDatabase("postgres", opts);
    databases.add(db);
    summary.weeklyPayouts = await runWeeklyPayoutsBench({ open: () => db.open(), experts: opts.jobsCount, log });
    await db.drop();
    databases.delete(db);
  }
  summary.targets = [
    ...summary.runs.filter((r) => r.api.length > 0).flatMap(checkTargets),
    ...(summary.twoInstances ? checkTwoInstances(summary.twoInstances) : []),
    ...(summary.realtime ? checkRealtime(summary.realtime) : []),
    ...(summary.jobs ?? []).flatMap(checkJobs),
    ...(summary.weeklyPayouts ? checkWeeklyPayouts(summary.weeklyPayouts) : []),
    ...(summary.messages ? checkMessages(summary.messages) : []),
    ...(summary.lighthouse ? checkLighthouse(summary.lighthouse) : []),
    ...(summary.video ? checkVideo(summary.video) : []),
  ];
  summary.totalSeconds = Math.round((performance.now() - started) / 1000);

  for (const run of summary.runs) {
    const counts = run.generate.counts;
    log(`\n## API on ${run.db === "pglite" ? "PGlite" : "PostgreSQL"} — ${Object.entries(counts).map(([k, v]) => `${Number(v).toLocaleString("en-US")} ${k}`).join(", ")}; ${opts.connections} connections, no pipelining, ${opts.duration} s each after ${opts.warmup} s warm-up; data loaded in ${Object.values(run.generate.seconds).reduce((a, b) => a + b, 0).toFixed(0)} s; ${fmtLoad(run)}`);
    log(apiTable(run));
  }
  if (summary.twoInstances) {
    log("\n## Two instances on one PostgreSQL");
    log(twoInstancesTable(summary.twoInstances));
  }
  if (summary.realtime) {
    log("\n## Real-time layer on PostgreSQL, two instances");
    log(realtimeTable(summary.realtime));
  }
  if (summary.lighthouse) {
    log("\n## Lighthouse (mobile)");
    log(lighthouseTable(summary.lighthouse));
  }
  if (summary.jobs) {
    log(`\n## Job queue (${os.loadavg()[0]!.toFixed(1)} load average at the end)`);
    log(jobsTable(summary.jobs));
  }
  if (summary.messages) {
    const m = summary.messages;
    log(`\n## Messages on PostgreSQL — ${m.counts.conversations.toLocaleString("en-US")} conversations, ${m.counts.messages.toLocaleString("en-US")} messages (seeded in ${m.seedSeconds} s)`);
    for (const r of m.api) log(`${r.scenario.padEnd(42)} ${String(r.reqPerSec).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  failed ${r.failed}`);
  }
  if (summary.video) {
    log(`\n## Video (load average ${summary.video.loadAverage} at the end; the machine is shared)`);
    log(videoTable(summary.video));
  }
  log("\n## Targets");
  log(targetsTable(summary.targets));
  log(`\nbench finished in ${summary.totalSeconds} s`);

  mkdirSync(opts.resultsDir, { recursive: true });
  const file = path.join(opts.resultsDir, `bench-${summary.date.replace(/[:.]/g, "-")}-${opts.scale.name}.json`);
  writeFileSync(file, JSON.stringify(summary, null, 2));
  log(`figures saved to ${path.relative(root, file)}`);
  log(`server logs (warnings and errors) in ${path.relative(root, path.join(opts.resultsDir, "logs"))}/server-${runStamp}-*.log`);
  if (opts.scale.name === "full" && !opts.only) {
    writeFileSync(path.join(root, "bench/latest.json"), JSON.stringify(summary, null, 2) + "\n");
    log("and to bench/latest.json");
  }
}

try {
  await main();
} catch (err) {
  console.error(err);
  await cleanUp();
  process.exitCode = 1;
}
clearTimeout(watchdog);
