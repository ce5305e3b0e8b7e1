/**
 * The TURN server the relay test's app server hands out: coturn on 127.0.0.1, with the shared
 * secret of coturn's use-auth-secret scheme. `ensureTurnServer` (the suite's global setup) uses one
 * already answering on the port, or starts Debian's `turnserver` if it is installed, and says why
 * not otherwise; the relay test fails on that reason in CI and skips with it elsewhere.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import dgram from "node:dgram";
import { closeSync, mkdirSync, openSync } from "node:fs";
import path from "node:path";

export const TURN_PORT = Number(process.env.E2E_TURN_PORT ?? 3478);
/** coturn's static-auth-secret for the browser tests only; .ci/run starts coturn with the same one. */
export const TURN_SECRET = process.env.E2E_TURN_SECRET ?? "e2e-only-turn-secret-0123456789";
export const TURN_URL = `turn:127.0.0.1:${TURN_PORT}?transport=udp`;

/** True when something on 127.0.0.1:port answers a STUN Binding request (coturn does, without credentials). */
export function stunAnswers(port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = dgram.createSocket("udp4");
    const id = randomBytes(12);
    // Binding request: type 0x0001, no attributes, the magic cookie, a transaction id.
    const request = Buffer.concat([Buffer.from([0x00, 0x01, 0x00, 0x00, 0x21, 0x12, 0xa4, 0x42]), id]);
    const done = (ok: boolean) => {
      clearTimeout(timer);
      socket.close();
      resolve(ok);
    };
    const timer = setTimeout(() => done(false), timeoutMs);
    socket.on("message", (msg) => {
      if (msg.length >= 20 && msg.readUInt16BE(0) === 0x0101 && msg.subarray(8, 20).equals(id)) done(true);
    });
    socket.on("error", () => done(false));
    socket.send(request, port, "127.0.0.1");
  });
}

/** The flags .ci/run uses too (docs/development.md, Calls in the browser suite): loopback only, shared secret, no TLS, no CLI. */
export function turnServerArgs(port: number, secret: string): string[] {
  return [
    "--listening-ip=127.0.0.1",
    "--relay-ip=127.0.0.1",
    `--listening-port=${port}`,
    "--use-auth-secret",
    `--static-auth-secret=${secret}`,
    "--realm=expertconnect.test",
    "--fingerprint",
    "--no-tls",
    "--no-dtls",
    "--no-cli",
    "--no-multicast-peers",
    // Both browsers of a test run on this machine; coturn refuses loopback peers unless told.
    "--allow-loopback-peers",
    "--min-port=49160",
    "--max-port=49400",
    // coturn's log goes to stdout, which the caller sends to a file
    "--log-file=stdout",
  ];
}

export interface TurnServer {
  /** why there is no TURN server (then the relay test cannot run), or undefined */
  missing?: string;
  stop(): Promise<void>;
}

export async function ensureTurnServer(root: string): Promise<TurnServer> {
  const none = { stop: () => Promise.resolve() };
  if (await stunAnswers(TURN_PORT)) return none;
  const which = spawnSync("sh", ["-c", "command -v turnserver"], { encoding: "utf8" });
  const binary = which.stdout.trim();
  if (which.status !== 0 || !binary) {
    return { ...none, missing: `no TURN server on 127.0.0.1:${TURN_PORT} and coturn's turnserver is not installed (apt-get install coturn)` };
  }
  const logDir = path.join(root, ".tmp");
  mkdirSync(logDir, { recursive: true });
  const log = openSync(path.join(logDir, `turnserver-${TURN_PORT}.log`), "w");
  const child: ChildProcess = spawn(binary, turnServerArgs(TURN_PORT, TURN_SECRET), { stdio: ["ignore", log, log] });
  closeSync(log);
  let exited = child.exitCode !== null;
  child.once("exit", () => (exited = true));
  const stop = async () => {
    if (exited) return;
    const gone = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    child.kill("SIGTERM");
    await Promise.race([gone, new Promise((r) => setTimeout(r, 3000))]);
    // Left running, it would answer the next run with this run's secret, and that run's relay call,
    // signed with its own, would never connect.
    if (!exited) child.kill("SIGKILL");
  };
  for (let i = 0; i < 50 && !exited; i++) {
    if (await stunAnswers(TURN_PORT, 200)) return { stop };
  }
  await stop();
  return { ...none, missing: `turnserver did not answer on 127.0.0.1:${TURN_PORT} (see .tmp/turnserver-${TURN_PORT}.log)` };
}
