import { createECDH } from "node:crypto";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { E2E_ADMIN_EMAIL } from "./fixtures.ts";
import { E2E_DATABASE_URL, PORTS, serverUrl as url } from "./servers.ts";
import { TURN_SECRET, TURN_URL } from "./turn-server.ts";

const root = path.resolve(import.meta.dirname, "..");
const port = PORTS.app;
const postgresUrl = E2E_DATABASE_URL;
/**
 * Servers started the way `npm start` starts them, each on a fresh data directory: `app` with the
 * demo data; `empty` without it, for the empty states of shared lists (tests in *.empty.spec.ts
 * only read; they never create shared content); `relay`, whose calls may only go through the local
 * TURN server (the global setup starts coturn); and, when a PostgreSQL database is given
 * (E2E_DATABASE_URL or TEST_DATABASE_URL), two instances on it for the two-instance test.
 */
const servers: { name: string; port: number; seed: string; env?: Record<string, string> }[] = [
  { name: "app", port, seed: "true" },
  // Payments off here (PAYMENT_PROVIDER=none, as production without a provider): the wallet says so.
  { name: "empty", port: PORTS.empty, seed: "false", env: { PAYMENT_PROVIDER: "none" } },
  { name: "relay", port: PORTS.relay, seed: "false", env: { TURN_URLS: TURN_URL, TURN_SECRET, ICE_TRANSPORT_POLICY: "relay" } },
  ...(postgresUrl
    ? [PORTS.postgresA, PORTS.postgresB].map((p, i) => ({
        name: `postgres-${i + 1}`,
        port: p,
        seed: "false",
        // Each instance runs the job queue too, as production instances do.
        env: { DATABASE_URL: postgresUrl, DATABASE_POOL_MAX: "5" },
      }))
    : []),
];
/** A VAPID key pair for this run only, so Web Push is offered (push.spec.ts); no real sender's key. */
function vapidKeys() {
  for (;;) {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    const privateKey = ecdh.getPrivateKey();
    if (privateKey.length === 32) return { publicKey: ecdh.getPublicKey("base64url"), privateKey: privateKey.toString("base64url") };
  }
}
const vapid = vapidKeys();
/** Specs that need one of the extra servers run in its project, against it. */
const RELAY_SPEC = /rooms-relay\.spec\.ts$/;
const TWO_INSTANCES_SPEC = /two-instances\.spec\.ts$/;
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--use-fake-device-for-media-stream",
  "--use-fake-ui-for-media-stream",
  // Two browser contexts on one machine call each other over loopback: without this Chromium
  // gathers no loopback candidates and a call never connects.
  "--allow-loopback-in-peer-connection",
];

export default defineConfig({
  testDir: "./tests",
  globalSetup: "./global-setup.ts",
  timeout: 30_000,
  // A fresh browser context's first page (app, route chunk, API) took over 7 s on CI's loaded cores.
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // On CI's two shared cores a test now and then misses a time limit; it runs once more there, and
  // `npm test` lists by name every test that passed only on its retry. Locally a failure is final.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [
    ["list"],
    ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? path.join(root, `.tmp/test-results/playwright-${port}.json`) }],
  ],
  outputDir: path.join(root, `.tmp/playwright-artifacts-${port}`),
  use: {
    locale: "en-IN",
    timezoneId: "Asia/Kolkata",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    // The service worker's caches would make tests depend on each other; offline tests opt in.
    serviceWorkers: "block",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs },
  },
  projects: [
    {
      name: "app",
      testIgnore: [/\.empty\.spec\.ts$/, RELAY_SPEC, TWO_INSTANCES_SPEC],
      use: { ...devices["Pixel 7"], browserName: "chromium", baseURL: url(PORTS.app) },
    },
    {
      name: "empty",
      testMatch: /\.empty\.spec\.ts$/,
      use: { ...devices["Pixel 7"], browserName: "chromium", baseURL: url(PORTS.empty) },
    },
    {
      name: "relay",
      testMatch: RELAY_SPEC,
      use: { ...devices["Pixel 7"], browserName: "chromium", baseURL: url(PORTS.relay) },
    },
    {
      name: "two-instances",
      testMatch: TWO_INSTANCES_SPEC,
      use: { ...devices["Pixel 7"], browserName: "chromium", baseURL: url(PORTS.postgresA) },
    },
  ],
  webServer: servers.map((s) => {
    const dataDir = path.join(root, `.tmp/e2e-data-${s.port}`);
    return {
      command: `rm -rf "${dataDir}" && node --import tsx apps/server/src/index.ts`,
      cwd: root,
      url: `${url(s.port)}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore" as const,
      stderr: "pipe" as const,
      env: {
        // Not "production": the server refuses TEST_HOOKS there (the tests read reset links from the
        // outbox, among other test-only routes). NODE_ENV changes nothing else the browser sees: the
        // built assets are served the same way (apps/server/src/lib/static.ts).
        NODE_ENV: "test",
        PORT: String(s.port),
        PUBLIC_URL: url(s.port),
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        RATE_LIMIT: "false",
        SEED_DEMO_DATA: s.seed,
        ...s.env,
        // expert-desk.spec.ts signs the first address up and the notifications test the second, so
        // each has an admin; TEST_HOOKS mounts the test-only routes (apps/server/src/features/test-hooks):
        // a consultation happening now, a booking put in the past to mark a no-show, the kept e-mail.
        ADMIN_EMAILS: `admin.e2e@example.in,${E2E_ADMIN_EMAIL}`,
        TEST_HOOKS: "true",
        // earnings.spec.ts reads the commission as its own line: ₹50.00 of a ₹500 fee.
        PLATFORM_COMMISSION_PERCENT: "10",
        BETTER_AUTH_SECRET: "e2e-only-secret-e2e-only-secret-0123456789",
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
      },
    };
  }),
});
