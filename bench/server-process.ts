/**
 * The real server as production runs it (built web app, NODE_ENV=production, `node --import tsx
 * apps/server/src/index.ts`), in a child process whose memory is sampled from /proc.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, mkdirSync, openSync, readFileSync } from "node:fs";
import path from "node:path";
import { root } from "./options.ts";

export const BENCH_ADMIN_EMAIL = "bench.admin@example.in";
export const BENCH_SECRET = "bench-only-secret-bench-only-secret-0123456789";

export interface ServerProcess {
  pid: number;
  url: string;
  /** the highest resident set seen since the last resetPeak(), in MB */
  peakRssMb(): number;
  resetPeak(): void;
  /** VmHWM: the process's peak resident set since it started, in MB */
  hwmMb(): number;
  /**
   * Waits until the server has had nothing to do for a second (its CPU under 20% of a core: an idle server
   * polling its job queue, under a CPU profiler, uses about 10%), at most
   * `maxSeconds`: the jobs a scenario's set-up enqueued (e-mails, notifications) run in the
   * background and would otherwise be timed as part of the next scenario. Returns the seconds waited.
   */
  waitIdle(maxSeconds?: number): Promise<number>;
  stop(): Promise<void>;
}

function readStatusKb(pid: number, field: "VmRSS" | "VmHWM"): number {
  try {
    const text = readFileSync(`/proc/${pid}/status`, "utf8");
    const m = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(text);
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

/** The process's user and system CPU time so far, in clock ticks (1/100 s). */
function cpuTicks(pid: number): number {
  try {
    // the fields after the command name, which is in parentheses and may hold spaces
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

function openLog(file: string): number {
  mkdirSync(path.dirname(file), { recursive: true });
  return openSync(file, "a");
}

async function waitHealthy(url: string, child: ChildProcess, stderr: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${stderr()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server at ${url} did not become healthy in ${timeoutMs / 1000} s:\n${stderr()}`);
}

export async function startServerProcess(opts: {
  port: number;
  env: Record<string, string>;
  webDist: string;
  /** write a V8 CPU profile into this directory on exit */
  cpuProfDir?: string;
  nodeOptions?: string;
  /** append the server's log (JSON lines, warnings and errors) to this file */
  logFile?: string;
}): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${opts.port}`;
  const flags = ["--import", "tsx"];
  if (opts.cpuProfDir) {
    mkdirSync(opts.cpuProfDir, { recursive: true });
    flags.push("--cpu-prof", `--cpu-prof-dir=${opts.cpuProfDir}`);
  }
  const logFd = opts.logFile ? openLog(opts.logFile) : undefined;
  const child = spawn(process.execPath, [...flags, path.join(root, "apps/server/src/index.ts")], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(opts.port),
      PUBLIC_URL: url,
      RATE_LIMIT: "false",
      SEED_DEMO_DATA: "false",
      // the bench funds its users' wallets through the test provider's checkout (bench/fixture.ts)
      PAYMENT_PROVIDER: "test",
      // the bench's admin, who approves the expert accounts it signs up (bench/expert-desk.ts)
      ADMIN_EMAILS: BENCH_ADMIN_EMAIL,
      LOG_LEVEL: "warn",
      BETTER_AUTH_SECRET: BENCH_SECRET,
      WEB_DIST: opts.webDist,
      ...(opts.nodeOptions ? { NODE_OPTIONS: opts.nodeOptions } : {}),
      ...opts.env,
    },
    stdio: ["ignore", logFd ?? "ignore", "pipe"],
  });
  if (logFd !== undefined) closeSync(logFd); // the child has its own
  let err = "";
  child.stderr!.on("data", (chunk: Buffer) => {
    err = (err + chunk.toString()).slice(-4000);
  });
  await waitHealthy(url, child, () => err, 180_000);

  const pid = child.pid!;
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, readStatusKb(pid, "VmRSS"));
  }, 100);
  timer.unref();
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  return {
    pid,
    url,
    peakRssMb: () => Math.round(Math.max(peak, readStatusKb(pid, "VmRSS")) / 1024),
    resetPeak: () => {
      peak = readStatusKb(pid, "VmRSS");
    },
    hwmMb: () => Math.round(readStatusKb(pid, "VmHWM") / 1024),
    waitIdle: async (maxSeconds = 180) => {
      const started = Date.now();
      let quiet = 0;
      let last = cpuTicks(pid);
      while (Date.now() - started < maxSeconds * 1000 && quiet < 2) {
        await new Promise((r) => setTimeout(r, 500));
        const now = cpuTicks(pid);
        // clock ticks are 1/100 s: under 10 in half a second is under 20% of a core
        quiet = now - last < 10 ? quiet + 1 : 0;
        last = now;
      }
      return Math.round((Date.now() - started) / 100) / 10;
    },
    stop: async () => {
      clearInterval(timer);
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      const killer = setTimeout(() => child.kill("SIGKILL"), 20_000);
      await exited;
      clearTimeout(killer);
    },
  };
}
