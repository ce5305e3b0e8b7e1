/** The bench's settings, read once from the environment (BENCH_SCALE, BENCH_DB, BENCH_DATABASE_URL, …). */
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export interface Scale {
  name: "full" | "small";
  experts: number;
  /** users inserted straight into `users`; the first `doctors` of them write posts, doubts and answers */
  users: number;
  doctors: number;
  posts: number;
  videos: number;
  doubts: number;
  answersPerDoubt: number;
  bookings: number;
  /** what the generated posts come to (post i has i % 21 likes and i % 3 comments), and follows between the users */
  likes: number;
  comments: number;
  follows: number;
  /** rows per INSERT … SELECT statement */
  batch: number;
}

const FULL: Scale = {
  name: "full",
  experts: 100_000,
  users: 20_000,
  doctors: 10_000,
  posts: 1_000_000,
  videos: 10_000,
  doubts: 100_000,
  answersPerDoubt: 5,
  bookings: 200_000,
  likes: 10_000_000,
  comments: 1_000_000,
  follows: 100_000,
  batch: 100_000,
};

const SMALL: Scale = {
  name: "small",
  experts: 10_000,
  users: 2_000,
  doctors: 1_000,
  posts: 100_000,
  videos: 1_000,
  doubts: 10_000,
  answersPerDoubt: 5,
  bookings: 20_000,
  likes: 1_000_000,
  comments: 100_000,
  follows: 10_000,
  batch: 50_000,
};

export interface Options {
  scale: Scale;
  dbs: ("pglite" | "postgres")[];
  /** PostgreSQL server to create the bench database on */
  adminUrl: string;
  /** BENCH_DB_NAME: the PostgreSQL database made afresh (dropped first) for the run; bench_<pid> by default */
  dbName: string;
  port: number;
  /** seconds of each autocannon run, after its warm-up */
  duration: number;
  warmup: number;
  /** seconds of each bare-query loop */
  bareDuration: number;
  connections: number;
  /** users signed up through the API for the signed-in scenarios */
  apiUsers: number;
  /** NODE_OPTIONS of the server processes */
  nodeOptions: string;
  lighthouse: boolean;
  twoInstances: boolean;
  /** the real-time layer on PostgreSQL (bench/realtime.ts): sockets held by one instance, chat across two */
  realtime: boolean;
  /** BENCH_REALTIME_ONLY=1: after loading the data, only the real-time layer (PostgreSQL) */
  realtimeOnly: boolean;
  realtimeSockets: number;
  chatRate: number;
  chatSeconds: number;
  /** the job-queue scenario (bench/jobs.ts) and how many jobs fall due at once */
  jobs: boolean;
  jobsCount: number;
  /** the messaging scenario on PostgreSQL (bench/messages.ts) */
  messages: boolean;
  /** run one scenario alone: "messages", "lighthouse" or "video" */
  only: "" | "messages" | "lighthouse" | "video";
  /** the adaptive-video scenario (bench/video.ts) and the length of its 720p source in seconds */
  video: boolean;
  videoSeconds: number;
  /** Lighthouse runs per page (BENCH_LIGHTHOUSE_RUNS); the median of each figure is reported */
  lighthouseRuns: number;
  /** BENCH_SCENARIOS: a regular expression; only the API scenarios whose name matches run */
  scenarios: RegExp | null;
  /** BENCH_KEEP_DB=1: leave each bench database (PostgreSQL's, PGlite's directory) in place, for a look at its plans */
  keepDb: boolean;
  webDist: string;
  workDir: string;
  resultsDir: string;
}

/**
 * The production setting docs/operations.md (Memory) recommends: V8 otherwise lets the heap grow to ~4× its live
 * size (~40 MB) between full collections, i.e. ~360 MB of RSS under load; 192 MB holds it near 210.
 */
export const DEFAULT_NODE_OPTIONS = "--max-old-space-size=192";

function choice<T extends string>(name: string, value: string | undefined, allowed: readonly T[], fallback: T): T {
  if (value === undefined || value === "") return fallback;
  if (!(allowed as readonly string[]).includes(value)) {
    throw new Error(`${name} must be one of ${allowed.join(", ")} (got "${value}")`);
  }
  return value as T;
}

/** Only this machine is ever a target: a URL to any other host is refused. */
function localUrl(name: string, value: string): string {
  const host = new URL(value).hostname;
  if (!["127.0.0.1", "localhost", "::1", "[::1]"].includes(host)) {
    throw new Error(`${name} must point at this machine (127.0.0.1 or localhost), got ${host}`);
  }
  return value;
}

export function readOptions(env: NodeJS.ProcessEnv = process.env): Options {
  const scaleName = choice("BENCH_SCALE", env.BENCH_SCALE, ["full", "small"], "full");
  const db = choice("BENCH_DB", env.BENCH_DB, ["pglite", "postgres", "both"], "both");
  const small = scaleName === "small";
  return {
    scale: small ? SMALL : FULL,
    dbs: db === "both" ? ["pglite", "postgres"] : [db],
    adminUrl: localUrl("BENCH_DATABASE_URL", env.BENCH_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres"),
    dbName: /^[a-z_][a-z0-9_]*$/.test(env.BENCH_DB_NAME ?? "") ? env.BENCH_DB_NAME! : `bench_${process.pid}`,
    port: Number(env.BENCH_PORT || 3170),
    duration: Number(env.BENCH_DURATION || (small ? 3 : 6)),
    warmup: small ? 1 : 2,
    bareDuration: Number(env.BENCH_BARE_DURATION || (small ? 2 : 3)),
    connections: 50,
    apiUsers: 100,
    nodeOptions: env.BENCH_NODE_OPTIONS ?? DEFAULT_NODE_OPTIONS,
    lighthouse: env.BENCH_LIGHTHOUSE !== "false",
    twoInstances: env.BENCH_TWO_INSTANCES !== "false",
    realtime: env.BENCH_REALTIME !== "false",
    realtimeOnly: env.BENCH_REALTIME_ONLY === "1",
    realtimeSockets: Number(env.BENCH_REALTIME_SOCKETS || 2_000),
    chatRate: Number(env.BENCH_CHAT_RATE || 200),
    chatSeconds: small ? 5 : 10,
    jobs: env.BENCH_JOBS !== "false",
    jobsCount: Number(env.BENCH_JOBS_COUNT || (small ? 1_000 : 10_000)),
    messages: env.BENCH_MESSAGES !== "false",
    only: choice("BENCH_ONLY", env.BENCH_ONLY, ["", "messages", "lighthouse", "video"], ""),
    video: env.BENCH_VIDEO !== "false",
    videoSeconds: Number(env.BENCH_VIDEO_SECONDS || 60),
    lighthouseRuns: Math.max(1, Number(env.BENCH_LIGHTHOUSE_RUNS || 3)),
    scenarios: env.BENCH_SCENARIOS ? new RegExp(env.BENCH_SCENARIOS, "i") : null,
    keepDb: env.BENCH_KEEP_DB === "1",
    // Inside apps/web: the server-rendering build beside it resolves the packages only apps/web has.
    webDist: path.join(root, "apps/web/dist-bench"),
    workDir: path.join(root, ".tmp/bench-work"),
    resultsDir: path.join(root, "bench-results"),
  };
}
