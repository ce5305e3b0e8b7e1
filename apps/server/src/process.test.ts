/**
 * The real process entry (index.ts) as `npm start` runs it: on-disk PGlite in DATA_DIR, stopped
 * with Ctrl-C (SIGINT) or SIGTERM and started again keeps every account and row; a bad setting
 * stops start-up with a message naming it. These spawn `node --import tsx` and so take seconds.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { addDays, todayInIndia } from "@expertconnect/shared/schemas/bookings";
import { PRIVACY_NOTICE_VERSION } from "@expertconnect/shared/messages/privacy";

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const entry = path.join(serverDir, "src/index.ts");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "ec-restart-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

interface Proc {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function launch(env: Record<string, string>): Proc {
  const child = spawn(process.execPath, ["--import", "tsx", entry], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", NODE_ENV: "production", LOG_LEVEL: "info", RATE_LIMIT: "false", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout.on("data", (c: Buffer) => (out += c.toString()));
  child.stderr.on("data", (c: Buffer) => (out += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output: () => out, exited };
}

async function startApp(port: number): Promise<Proc> {
  // Production mode takes test payments only when asked (PAYMENT_PROVIDER=test): the run below adds money.
  const proc = launch({ PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, "no-web"), PAYMENT_PROVIDER: "test" });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (proc.child.exitCode !== null) throw new Error(`server exited early:\n${proc.output()}`);
    if (proc.output().includes("ExpertConnect is running at")) return proc;
    if (Date.now() > deadline) {
      proc.child.kill("SIGKILL");
      throw new Error(`server did not start:\n${proc.output()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A cookie-keeping client for one origin. */
function client(base: string) {
  let cookie = "";
  return async (pathname: string, init: { method?: string; body?: unknown } = {}) => {
    const res = await fetch(base + pathname, {
      method: init.method ?? (init.body ? "POST" : "GET"),
      headers: { origin: base, cookie, ...(init.body ? { "content-type": "application/json" } : {}) },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    const set = res.headers.getSetCookie().map((c) => c.split(";")[0]!);
    if (set.length) cookie = set.join("; ");
    return res;
  };
}

// The process test is about on-disk PGlite; the PostgreSQL run of the suite skips it.
describe.skipIf(process.env.TEST_DB === "postgres")("the server process", () => {
  it("keeps every account and row across Ctrl-C and SIGTERM restarts on on-disk PGlite", { timeout: 240_000 }, async () => {
    const port = await freePort();
    const base = `http://localhost:${port}`;
    const account = { email: "restart@example.in", password: "secret-pass-1", name: "Asha Restart", noticeVersion: PRIVACY_NOTICE_VERSION, adult: true };

    // First start: demo data is inserted; an account and a booking are made.
    let proc = await startApp(port);
    expect(proc.output()).toContain("(database: pglite)");
    let call = client(base);
    expect((await call("/api/auth/sign-up/email", { body: account })).status).toBe(200);
    const listed = (await (await call("/api/experts?category=medical")).json()) as { experts: Array<{ id: string; isAvailable: boolean }>; total: number };
    const expert = listed.experts.find((e) => e.isAvailable)!;
    const date = addDays(todayInIndia(), 3);
    // A booking is paid from the wallet: add money with the test provider's checkout first.
    const order = (await (await call("/api/wallet/top-ups", { body: { amountRupees: 10_000 } })).json()) as { providerOrderId: string };
    const paid = await call("/api/wallet/test-checkout/pay", { body: { orderId: order.providerOrderId, method: "upi", outcome: "success" } });
    expect(paid.status).toBe(200);
    const booked = await call("/api/bookings", { body: { expertId: expert.id, date, time: "10:30", consultationType: "voice" } });
    expect(booked.status).toBe(201);
    const bookingId = ((await booked.json()) as { id: string }).id;

    proc.child.kill("SIGINT");
    expect(await proc.exited).toBe(0);
    expect(proc.output()).toContain("stopped cleanly");

    // Second start: same data, demo data not inserted twice; the account signs in with its password.
    proc = await startApp(port);
    call = client(base);
    expect(proc.output()).not.toContain("demo data inserted");
    expect((await call("/api/auth/sign-in/email", { body: { email: account.email, password: account.password } })).status).toBe(200);
    const mine = (await (await call("/api/bookings?tab=upcoming")).json()) as { bookings: Array<{ id: string }> };
    expect(mine.bookings.map((b) => b.id)).toEqual([bookingId]);
    const again = (await (await call("/api/experts?category=medical")).json()) as { total: number };
    expect(again.total).toBe(listed.total);

    proc.child.kill("SIGTERM");
    expect(await proc.exited).toBe(0);

    // Third start after SIGTERM: still there.
    proc = await startApp(port);
    call = client(base);
    expect((await call("/api/auth/sign-in/email", { body: { email: account.email, password: account.password } })).status).toBe(200);
    proc.child.kill("SIGINT");
    expect(await proc.exited).toBe(0);
  });

  it("refuses to start on a bad setting, naming it", { timeout: 60_000 }, async () => {
    const proc = launch({ PORT: "not-a-port", DATA_DIR: dataDir });
    expect(await proc.exited).toBe(1);
    expect(proc.output()).toContain("Invalid configuration");
    expect(proc.output()).toContain("PORT");
    const bad = launch({ DATABASE_URL: "mysql://localhost/app", DATA_DIR: dataDir });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain("DATABASE_URL must be a postgres:// or postgresql:// URL");
    // The test-only routes hand out password-reset links and rewrite bookings: never in production.
    const hooks = launch({ TEST_HOOKS: "true", DATA_DIR: dataDir });
    expect(await hooks.exited).toBe(1);
    expect(hooks.output()).toContain("TEST_HOOKS: only for the browser tests; never with NODE_ENV=production");
  });
});
