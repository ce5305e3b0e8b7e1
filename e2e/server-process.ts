/**
 * An app server of a test's own, started with the command playwright.config.ts uses for the
 * suite's servers, on a free port and a data directory of its own (PGlite), so the test may stop
 * it and start it again on the same data: a restart of the instance holding people's sockets.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { serverUrl } from "./servers.ts";

const root = path.resolve(import.meta.dirname, "..");
const START_TIMEOUT_MS = 120_000;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  /** stops the process (SIGTERM: the graceful shutdown a deploy does) and waits for it to exit */
  stop(): Promise<void>;
  /** starts it again on the same port and data */
  start(): Promise<void>;
}

/** Starts a server without the demo data; `stop` it at the end of the test. */
export async function startServerProcess(name: string): Promise<ServerProcess> {
  const port = await freePort();
  const url = serverUrl(port);
  const dataDir = path.join(root, `.tmp/e2e-${name}-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  const env = {
    ...process.env,
    // As the suite's servers (playwright.config.ts): test-only routes on, limits off.
    NODE_ENV: "test",
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    RATE_LIMIT: "false",
    SEED_DEMO_DATA: "false",
    TEST_HOOKS: "true",
    BETTER_AUTH_SECRET: "e2e-only-secret-e2e-only-secret-0123456789",
  };
  let child: ChildProcess | undefined;
  let output = "";

  const start = async () => {
    output = "";
    const started = spawn(process.execPath, ["--import", "tsx", "apps/server/src/index.ts"], { cwd: root, env, stdio: ["ignore", "ignore", "pipe"] });
    started.stderr.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
    child = started;
    const deadline = Date.now() + START_TIMEOUT_MS;
    for (;;) {
      if (started.exitCode !== null) throw new Error(`the server exited (${started.exitCode}) while starting:\n${output}`);
      const healthy = await fetch(`${url}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (healthy) return;
      if (Date.now() > deadline) throw new Error(`the server did not start within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => running.once("exit", () => resolve()));
    running.kill("SIGTERM");
    await exited;
  };

  await start();
  return { url, stop, start };
}
